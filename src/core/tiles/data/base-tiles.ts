// Planet centres in world cm from the tile centre, rotation 0, front face up: x = north (top edge), y = east; same axes as a TTPG tile's local frame (X forward, Y right), so no axis swap.
// Values are TI4-TTPG-TS's (unscaled object, model scaled 1.5x) = TI4-Online/TI4-TTPG's object-local values x1.5 (their tile objects are scaled 1.5, Hex.SCALE).
// Planet radii (same cm) are the TS mod's own where it gives one (system.data.ts: Mecatol Rex 6, Lisis II and Ragh 3.95), else DEFAULT_PLANET_RADIUS.
// Unlisted positions follow the mods' default slots by planet count (home tiles use the home slots); per-tile overrides (25, 26, 51, 55, 58, 11 Ragh) are applied.
import type { TileInfo } from "../tile-types";

export const BASE_TILES: readonly TileInfo[] = [
  // Base-game home systems.
  { tile: 1, source: "base", home: "sol", planets: [{ id: "jord", name: "Jord", at: [0.98, 0] }] },
  { tile: 2, source: "base", home: "mentak", planets: [{ id: "moll-primus", name: "Moll Primus", at: [0.98, 0] }] },
  { tile: 3, source: "base", home: "yin", planets: [{ id: "darien", name: "Darien", at: [0.98, 0] }] },
  { tile: 4, source: "base", home: "muaat", planets: [{ id: "muaat", name: "Muaat", at: [0.98, 0] }] },
  { tile: 5, source: "base", home: "arborec", planets: [{ id: "nestphar", name: "Nestphar", at: [0.98, 0] }] },
  { tile: 6, source: "base", home: "l1z1x", planets: [{ id: "000", name: "[0.0.0]", at: [0.98, 0] }] },
  { tile: 7, source: "base", home: "winnu", planets: [{ id: "winnu", name: "Winnu", at: [0.98, 0] }] },
  { tile: 8, source: "base", home: "nekro", planets: [{ id: "mordai-ii", name: "Mordai II", at: [0.98, 0] }] },
  {
    tile: 9, source: "base", home: "naalu",
    planets: [
      { id: "maaluuk", name: "Maaluuk", at: [3, -1.88] },
      { id: "druaa", name: "Druaa", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 10, source: "base", home: "letnev",
    planets: [
      { id: "arc-prime", name: "Arc Prime", at: [3, -1.88] },
      { id: "wren-terra", name: "Wren Terra", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 11, source: "base", home: "saar",
    planets: [
      { id: "lisis-ii", name: "Lisis II", at: [3, -1.88], radius: 3.95 },
      { id: "ragh", name: "Ragh", at: [-2.7, 2.63], radius: 3.95 },
    ],
  },
  {
    tile: 12, source: "base", home: "jolnar",
    planets: [
      { id: "nar", name: "Nar", at: [3, -1.88] },
      { id: "jol", name: "Jol", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 13, source: "base", home: "norr",
    planets: [
      { id: "trenlak", name: "Tren'lak", at: [3, -1.88] },
      { id: "quinarra", name: "Quinarra", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 14, source: "base", home: "xxcha",
    planets: [
      { id: "archon-ren", name: "Archon Ren", at: [3, -1.88] },
      { id: "archon-tau", name: "Archon Tau", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 15, source: "base", home: "yssaril",
    planets: [
      { id: "retillion", name: "Retillion", at: [3, -1.88] },
      { id: "shalloq", name: "Shalloq", at: [-2.7, 2.85] },
    ],
  },
  {
    tile: 16, source: "base", home: "hacan",
    planets: [
      { id: "hercant", name: "Hercant", at: [0.75, -4.13] },
      { id: "arretze", name: "Arretze", at: [3.45, 1.95] },
      { id: "kamdorn", name: "Kamdorn", at: [-3.6, 2.85] },
    ],
  },
  // The Creuss Gate: on the map, tied to the Creuss but not a home system.
  { tile: 17, source: "base", wormholes: ["delta"] },

  // Mecatol Rex.
  { tile: 18, source: "base", planets: [{ id: "mecatol-rex", name: "Mecatol Rex", at: [0, 0], radius: 6 }] },

  // Base-game blue-backed systems.
  { tile: 19, source: "base", planets: [{ id: "wellon", name: "Wellon", at: [0, 0] }] },
  { tile: 20, source: "base", planets: [{ id: "vefut-ii", name: "Vefut II", at: [0, 0] }] },
  { tile: 21, source: "base", planets: [{ id: "thibah", name: "Thibah", at: [0, 0] }] },
  { tile: 22, source: "base", planets: [{ id: "tarmann", name: "Tar'mann", at: [0, 0] }] },
  { tile: 23, source: "base", planets: [{ id: "saudor", name: "Saudor", at: [0, 0] }] },
  { tile: 24, source: "base", planets: [{ id: "mehar-xull", name: "Mehar Xull", at: [0, 0] }] },
  { tile: 25, source: "base", wormholes: ["beta"], planets: [{ id: "quann", name: "Quann", at: [3, -1.88] }] },
  { tile: 26, source: "base", wormholes: ["alpha"], planets: [{ id: "lodor", name: "Lodor", at: [3, -1.88] }] },
  {
    tile: 27, source: "base",
    planets: [
      { id: "new-albion", name: "New Albion", at: [3, -1.88] },
      { id: "starpoint", name: "Starpoint", at: [-3, 1.5] },
    ],
  },
  {
    tile: 28, source: "base",
    planets: [
      { id: "tequran", name: "Tequ'ran", at: [3, -1.88] },
      { id: "torkan", name: "Torkan", at: [-3, 1.5] },
    ],
  },
  {
    tile: 29, source: "base",
    planets: [
      { id: "qucenn", name: "Qucen'n", at: [3, -1.88] },
      { id: "rarron", name: "Rarron", at: [-3, 1.5] },
    ],
  },
  {
    tile: 30, source: "base",
    planets: [
      { id: "mellon", name: "Mellon", at: [3, -1.88] },
      { id: "zohbat", name: "Zohbat", at: [-3, 1.5] },
    ],
  },
  {
    tile: 31, source: "base",
    planets: [
      { id: "lazar", name: "Lazar", at: [3, -1.88] },
      { id: "sakulag", name: "Sakulag", at: [-3, 1.5] },
    ],
  },
  {
    tile: 32, source: "base",
    planets: [
      { id: "dal-bootha", name: "Dal Bootha", at: [3, -1.88] },
      { id: "xxehan", name: "Xxehan", at: [-3, 1.5] },
    ],
  },
  {
    tile: 33, source: "base",
    planets: [
      { id: "corneeq", name: "Corneeq", at: [3, -1.88] },
      { id: "resculon", name: "Resculon", at: [-3, 1.5] },
    ],
  },
  {
    tile: 34, source: "base",
    planets: [
      { id: "centauri", name: "Centauri", at: [3, -1.88] },
      { id: "gral", name: "Gral", at: [-3, 1.5] },
    ],
  },
  {
    tile: 35, source: "base",
    planets: [
      { id: "bereg", name: "Bereg", at: [3, -1.88] },
      { id: "lirta-iv", name: "Lirta IV", at: [-3, 1.5] },
    ],
  },
  {
    tile: 36, source: "base",
    planets: [
      { id: "arnor", name: "Arnor", at: [3, -1.88] },
      { id: "lor", name: "Lor", at: [-3, 1.5] },
    ],
  },
  {
    tile: 37, source: "base",
    planets: [
      { id: "arinam", name: "Arinam", at: [3, -1.88] },
      { id: "meer", name: "Meer", at: [-3, 1.5] },
    ],
  },
  {
    tile: 38, source: "base",
    planets: [
      { id: "abyz", name: "Abyz", at: [3, -1.88] },
      { id: "fria", name: "Fria", at: [-3, 1.5] },
    ],
  },
  { tile: 39, source: "base", wormholes: ["alpha"] },
  { tile: 40, source: "base", wormholes: ["beta"] },

  // Base-game red-backed systems.
  { tile: 41, source: "base", anomalies: ["gravity-rift"] },
  { tile: 42, source: "base", anomalies: ["nebula"] },
  { tile: 43, source: "base", anomalies: ["supernova"] },
  { tile: 44, source: "base", anomalies: ["asteroid-field"] },
  { tile: 45, source: "base", anomalies: ["asteroid-field"] },
  { tile: 46, source: "base" },
  { tile: 47, source: "base" },
  { tile: 48, source: "base" },
  { tile: 49, source: "base" },
  { tile: 50, source: "base" },

  // Creuss home system, kept off the map.
  {
    tile: 51, source: "base", home: "creuss", offMap: true, wormholes: ["delta"],
    planets: [{ id: "creuss", name: "Creuss", at: [1.5, 0] }],
  },
];
