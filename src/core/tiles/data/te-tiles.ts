// Thunder's Edge system tiles 92-118 (numbers as printed; TI4-TTPG-TS lays them as "tile.system:thunders-edge/<n>").
// Contents (planets, wormholes, anomalies, home systems) follow the printed tiles as AsyncTI4's system data lists them
// (src/main/resources/systems/<n>.json). Planet centres are TI4-TTPG-TS's default slots by the count of planets
// and wormholes (src/lib/system-lib/system/system.ts; src/lib/system-lib/data/system-defaults.ts: PLANET_POS,
// HOME_PLANET_POS for home systems) in the units of
// base-tiles.ts (x1.5): the mod places a planet there unless its system data gives a localPosition, and no
// per-tile position for these tiles is known.
import type { TileInfo } from "../tile-types";

const ONE = [0, 0] as const;
const TWO_A = [3, -1.88] as const;
const TWO_B = [-3, 1.5] as const;
const THREE_A = [0.75, -4.5] as const;
const THREE_B = [3, 2.25] as const;
const THREE_C = [-4.05, 2.48] as const;
const HOME_ONE = [0.98, 0] as const;
const HOME_TWO_A = [3, -1.88] as const;
const HOME_TWO_B = [-2.7, 2.85] as const;

export const TE_TILES: readonly TileInfo[] = [
  // Home systems. 92 (Last Bastion) is a nebula; Revelation is a space station.
  {
    tile: 92, source: "te", home: "bastion", anomalies: ["nebula"],
    planets: [
      { id: "ordinian", name: "Ordinian", at: HOME_TWO_A, legendary: true },
      { id: "revelation", name: "Revelation", at: HOME_TWO_B, spaceStation: true },
    ],
  },
  {
    tile: 93, source: "te", home: "ralnel",
    planets: [
      { id: "mez-lo-orz-fei-zsha", name: "Mez Lo Orz Fei Zsha", at: HOME_TWO_A },
      { id: "rep-lo-orz-qet", name: "Rep Lo Orz Qet", at: HOME_TWO_B },
    ],
  },
  // The Sorrow: the Crimson Rebellion's gate, on the map where a home system goes, but not a home system.
  { tile: 94, source: "te", wormholes: ["epsilon"] },
  { tile: 95, source: "te", home: "deepwrought", planets: [{ id: "ikatena", name: "Ikatena", at: HOME_ONE }] },
  // One two-sided home tile: face up the Firmament, face down the Obsidian (map strings also write 96a / 96b).
  {
    tile: 96, source: "te", home: "firmament",
    planets: [
      { id: "cronos", name: "Cronos", at: HOME_TWO_A },
      { id: "tallin", name: "Tallin", at: HOME_TWO_B },
    ],
    back: {
      home: "obsidian",
      planets: [
        { id: "cronos-hollow", name: "Cronos Hollow", at: HOME_TWO_A },
        { id: "tallin-hollow", name: "Tallin Hollow", at: HOME_TWO_B },
      ],
    },
  },

  // Blue-backed systems.
  { tile: 97, source: "te", planets: [{ id: "faunus", name: "Faunus", at: ONE, legendary: true }] },
  { tile: 98, source: "te", planets: [{ id: "garbozia", name: "Garbozia", at: ONE, legendary: true }] },
  { tile: 99, source: "te", planets: [{ id: "emelpar", name: "Emelpar", at: ONE, legendary: true }] },
  { tile: 100, source: "te", planets: [{ id: "tempesta", name: "Tempesta", at: ONE, legendary: true }] },
  { tile: 101, source: "te", planets: [{ id: "olergodt", name: "Olergodt", at: ONE }] },
  // A wormhole takes a default slot too (TI4-TTPG-TS's System constructor): Andeara lies where Lodor does on 26.
  { tile: 102, source: "te", wormholes: ["alpha"], planets: [{ id: "andeara", name: "Andeara", at: TWO_A }] },
  { tile: 103, source: "te", planets: [{ id: "vira-pics-iii", name: "Vira-Pics III", at: ONE }] },
  { tile: 104, source: "te", planets: [{ id: "lesab", name: "Lesab", at: ONE }] },
  {
    tile: 105, source: "te",
    planets: [
      { id: "new-terra", name: "New Terra", at: TWO_A },
      { id: "tinnes", name: "Tinnes", at: TWO_B },
    ],
  },
  {
    tile: 106, source: "te",
    planets: [
      { id: "cresius", name: "Cresius", at: TWO_A },
      { id: "lazul-rex", name: "Lazul Rex", at: TWO_B },
    ],
  },
  {
    tile: 107, source: "te",
    planets: [
      { id: "tiamat", name: "Tiamat", at: TWO_A },
      { id: "hercalor", name: "Hercalor", at: TWO_B },
    ],
  },
  {
    tile: 108, source: "te",
    planets: [
      { id: "kostboth", name: "Kostboth", at: TWO_A },
      { id: "capha", name: "Capha", at: TWO_B },
    ],
  },
  {
    tile: 109, source: "te",
    planets: [
      { id: "bellatrix", name: "Bellatrix", at: TWO_A },
      { id: "tsion-station", name: "Tsion Station", at: TWO_B, spaceStation: true },
    ],
  },
  {
    tile: 110, source: "te",
    planets: [
      { id: "horizon", name: "Horizon", at: THREE_A },
      { id: "elnath", name: "El'Nath", at: THREE_B }, // TI4-TTPG-TS card.planet:thunders-edge/elnath
      { id: "luthien-vi", name: "Luthien VI", at: THREE_C }, // TI4-TTPG-TS card.planet:thunders-edge/luthien-vi
    ],
  },
  {
    tile: 111, source: "te",
    planets: [
      { id: "tarana", name: "Tarana", at: TWO_A },
      { id: "oluz-station", name: "Oluz Station", at: TWO_B, spaceStation: true },
    ],
  },
  // The new Mecatol Rex: replaces tile 18 in a Thunder's Edge game and is Mecatol Rex for every rule (isMecatolRex).
  { tile: 112, source: "te", planets: [{ id: "mecatol-rex", name: "Mecatol Rex", at: ONE, legendary: true }] },

  // Red-backed systems.
  { tile: 113, source: "te", wormholes: ["beta"], anomalies: ["gravity-rift"] },
  { tile: 114, source: "te", anomalies: ["entropic-scar"] },
  { tile: 115, source: "te", anomalies: ["asteroid-field"], planets: [{ id: "industrex", name: "Industrex", at: ONE, legendary: true }] },
  { tile: 116, source: "te", anomalies: ["entropic-scar"], planets: [{ id: "lemox", name: "Lemox", at: ONE }] },
  {
    tile: 117, source: "te", anomalies: ["asteroid-field", "gravity-rift"],
    planets: [{ id: "the-watchtower", name: "The Watchtower", at: ONE, spaceStation: true }],
  },

  // Ahk Creuxx: the Crimson Rebellion's home, in its play area off the map like the Creuss home (51).
  {
    tile: 118, source: "te", home: "crimson", offMap: true, wormholes: ["epsilon"],
    planets: [{ id: "ahk-creuxx", name: "Ahk Creuxx", at: HOME_TWO_A }], // the epsilon wormhole takes the other slot
  },
];
