// Planet centres in world cm from the tile centre, rotation 0, front face up: x = north (top edge), y = east; same axes as a TTPG tile's local frame (X forward, Y right), so no axis swap.
// Values are TI4-TTPG-TS's (unscaled object, model scaled 1.5x) = TI4-Online/TI4-TTPG's object-local values x1.5 (their tile objects are scaled 1.5, Hex.SCALE).
// Planet radii (same cm) are the TS mod's own where it gives one (system.data.ts: Elysium, Primor and Hope's End 4.88), else DEFAULT_PLANET_RADIUS.
// Unlisted positions follow the mods' default slots by planet count (home tiles use the home slots); per-tile overrides (55, 58, 64, 67, 68, 82) are applied.
import type { PlanetInfo, TileInfo } from "../tile-types";

const MALLICE: PlanetInfo = { id: "mallice", name: "Mallice", at: [1.8, 1.5], legendary: true };

export const POK_TILES: readonly TileInfo[] = [
  // Prophecy of Kings home systems.
  { tile: 52, source: "pok", home: "mahact", planets: [{ id: "ixth", name: "Ixth", at: [0.98, 0] }] },
  { tile: 53, source: "pok", home: "nomad", planets: [{ id: "arcturus", name: "Arcturus", at: [0.98, 0] }] },
  { tile: 54, source: "pok", home: "vuilraith", planets: [{ id: "acheron", name: "Acheron", at: [0.98, 0] }] },
  { tile: 55, source: "pok", home: "ul", planets: [{ id: "elysium", name: "Elysium", at: [1.13, 0], radius: 4.88 }] },
  {
    tile: 56, source: "pok", home: "empyrean", anomalies: ["nebula"],
    planets: [{ id: "the-dark", name: "The Dark", at: [0.98, 0] }],
  },
  {
    tile: 57, source: "pok", home: "naazrokha",
    planets: [
      { id: "naazir", name: "Naazir", at: [3, -1.88] },
      { id: "rokha", name: "Rokha", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 58, source: "pok", home: "argent",
    planets: [
      { id: "valk", name: "Valk", at: [0.75, -4.13] },
      { id: "ylir", name: "Ylir", at: [3.45, 1.95] },
      { id: "avar", name: "Avar", at: [-3.75, 2.55] },
    ],
  },

  // Prophecy of Kings blue-backed systems.
  { tile: 59, source: "pok", planets: [{ id: "archon-vail", name: "Archon Vail", at: [0, 0] }] },
  { tile: 60, source: "pok", planets: [{ id: "perimeter", name: "Perimeter", at: [0, 0] }] },
  { tile: 61, source: "pok", planets: [{ id: "ang", name: "Ang", at: [0, 0] }] },
  { tile: 62, source: "pok", planets: [{ id: "semlore", name: "Sem-Lore", at: [0, 0] }] },
  { tile: 63, source: "pok", planets: [{ id: "vorhal", name: "Vorhal", at: [0, 0] }] },
  { tile: 64, source: "pok", wormholes: ["beta"], planets: [{ id: "atlas", name: "Atlas", at: [3, -1.88] }] },
  { tile: 65, source: "pok", planets: [{ id: "primor", name: "Primor", at: [0, 0], radius: 4.88, legendary: true }] },
  { tile: 66, source: "pok", planets: [{ id: "hopes-end", name: "Hope's End", at: [0, 0], radius: 4.88, legendary: true }] },
  { tile: 67, source: "pok", anomalies: ["gravity-rift"], planets: [{ id: "cormund", name: "Cormund", at: [1.05, -1.5] }] },
  { tile: 68, source: "pok", anomalies: ["nebula"], planets: [{ id: "everra", name: "Everra", at: [0.75, -1.5] }] },
  {
    tile: 69, source: "pok",
    planets: [
      { id: "accoen", name: "Accoen", at: [3, -1.88] },
      { id: "jeol-ir", name: "Jeol Ir", at: [-3, 1.5] },
    ],
  },
  {
    tile: 70, source: "pok",
    planets: [
      { id: "kraag", name: "Kraag", at: [3, -1.88] },
      { id: "siig", name: "Siig", at: [-3, 1.5] },
    ],
  },
  {
    tile: 71, source: "pok",
    planets: [
      { id: "bakal", name: "Ba'kal", at: [3, -1.88] },
      { id: "alio-prima", name: "Alio Prima", at: [-3, 1.5] },
    ],
  },
  {
    tile: 72, source: "pok",
    planets: [
      { id: "lisis", name: "Lisis", at: [3, -1.88] },
      { id: "velnor", name: "Velnor", at: [-3, 1.5] },
    ],
  },
  {
    tile: 73, source: "pok",
    planets: [
      { id: "cealdri", name: "Cealdri", at: [3, -1.88] },
      { id: "xanhact", name: "Xanhact", at: [-3, 1.5] },
    ],
  },
  {
    tile: 74, source: "pok",
    planets: [
      { id: "vega-major", name: "Vega Major", at: [3, -1.88] },
      { id: "vega-minor", name: "Vega Minor", at: [-3, 1.5] },
    ],
  },
  {
    tile: 75, source: "pok",
    planets: [
      { id: "loki", name: "Loki", at: [0.75, -4.5] },
      { id: "abaddon", name: "Abaddon", at: [3, 2.25] },
      { id: "ashtroth", name: "Ashtroth", at: [-4.05, 2.48] },
    ],
  },
  {
    tile: 76, source: "pok",
    planets: [
      { id: "rigel-iii", name: "Rigel III", at: [0.75, -4.5] },
      { id: "rigel-ii", name: "Rigel II", at: [3, 2.25] },
      { id: "rigel-i", name: "Rigel I", at: [-4.05, 2.48] },
    ],
  },
  { tile: 77, source: "pok" },
  { tile: 78, source: "pok" },

  // Prophecy of Kings red-backed systems.
  { tile: 79, source: "pok", anomalies: ["asteroid-field"], wormholes: ["alpha"] },
  { tile: 80, source: "pok", anomalies: ["supernova"] },

  // Supernova placed by the Muaat hero (Adjudicator Ba'al).
  { tile: 81, source: "pok", anomalies: ["supernova"] },

  // Wormhole Nexus: off the map, starts on its inactive side (gamma only); Mallice is printed on both
  // sides, on the same spot of the table (TI4-TTPG-TS system data: localPositionFaceDown {1.8, -1.5}
  // on the flipped tile).
  {
    tile: 82, source: "pok", offMap: true, startsFaceDown: true,
    wormholes: ["alpha", "beta", "gamma"],
    planets: [MALLICE],
    back: { wormholes: ["gamma"], planets: [MALLICE] },
  },
];
