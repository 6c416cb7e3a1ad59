// The Fracture (Thunder's Edge): seven systems, numbered 900-906 as TI4-TTPG-TS numbers them
// ("tile.system:thunders-edge/900" ... "/906", system class "fracture"). Its OnStartThundersEdge._placeFracture
// lays them with a map string, side B, rotation 0: with up to 6 players on ring-4 positions 58, 59, 60, 37, 38,
// 39, 40 as 905, 906, 900, 901, 902, 903, 904 (7-8 players: ring-5 positions 88, 89, 90, 61, 62, 63, 64), a
// chain over the top of the map with 901 at its peak. Neighbouring hexes of the chain are its adjacencies.
//
// The printed Fracture is the same chain of seven (AsyncTI4 fracture1...fracture7: Cocytus, egress, void,
// Styx, void, egress, Lethe/Phlegethon, with Styx at the peak). The TE system list of TI4-TTPG-TS was not
// available to read, so which number holds what is read off that chain: 901 (the peak) is Styx, 900 and 902
// the empty voids beside it, 906 and 903 the two egress systems, 905 Cocytus and 904 Lethe/Phlegethon. Which
// end is which is the uncertain part; it changes planets only, never which systems hold an egress.
import type { TileInfo } from "../tile-types";

export const FRACTURE_TILES: readonly TileInfo[] = [
  { tile: 900, source: "te", fracture: true },
  { tile: 901, source: "te", fracture: true, planets: [{ id: "styx", name: "Styx", at: [0, 0], legendary: true }] },
  { tile: 902, source: "te", fracture: true },
  { tile: 903, source: "te", fracture: true, egress: true },
  {
    tile: 904, source: "te", fracture: true,
    planets: [
      { id: "lethe", name: "Lethe", at: [3, -1.88] },
      { id: "phlegethon", name: "Phlegethon", at: [-3, 1.5] },
    ],
  },
  { tile: 905, source: "te", fracture: true, planets: [{ id: "cocytus", name: "Cocytus", at: [0, 0] }] },
  { tile: 906, source: "te", fracture: true, egress: true },
];

