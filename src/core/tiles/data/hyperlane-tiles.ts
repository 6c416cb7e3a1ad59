/**
 * Prophecy of Kings hyperlane tiles 83-91, both faces.
 *
 * Sides are hex directions as in tile-types.ts: 0 N, 1 NE, 2 SE, 3 S, 4 SW,
 * 5 NW (clockwise), where N points from the map centre towards map-string
 * position 1. Lanes are given at rotation 0, i.e. as the tile lies for a
 * map-string token "83A0" / "83B0". A token "83B2" turns every side s into
 * (s + 2) % 6. `lanes` is side A (face up), `back.lanes` is side B.
 *
 * Several B faces carry the same printed pattern (83B = 85B = 88B,
 * 84B = 86B = 91A, 87B = 91B, 89B = 90B) and 85A = 86A.
 */
import type { TileInfo } from "../tile-types";

export const HYPERLANE_TILES: readonly TileInfo[] = [
  {
    tile: 83,
    source: "pok",
    hyperlane: true,
    lanes: [[1, 4]],
    back: { lanes: [[0, 2], [0, 3], [3, 5]] },
  },
  {
    tile: 84,
    source: "pok",
    hyperlane: true,
    lanes: [[2, 5]],
    back: { lanes: [[0, 3], [0, 4], [1, 3]] },
  },
  {
    tile: 85,
    source: "pok",
    hyperlane: true,
    lanes: [[1, 5]],
    back: { lanes: [[0, 2], [0, 3], [3, 5]] },
  },
  {
    tile: 86,
    source: "pok",
    hyperlane: true,
    lanes: [[1, 5]],
    back: { lanes: [[0, 3], [0, 4], [1, 3]] },
  },
  {
    tile: 87,
    source: "pok",
    hyperlane: true,
    lanes: [[0, 2], [2, 4], [2, 5]],
    back: { lanes: [[0, 2], [0, 3]] },
  },
  {
    tile: 88,
    source: "pok",
    hyperlane: true,
    lanes: [[0, 4], [1, 4], [2, 4]],
    back: { lanes: [[0, 2], [0, 3], [3, 5]] },
  },
  {
    tile: 89,
    source: "pok",
    hyperlane: true,
    lanes: [[0, 2], [0, 4], [2, 4]],
    back: { lanes: [[0, 3], [0, 4]] },
  },
  {
    tile: 90,
    source: "pok",
    hyperlane: true,
    lanes: [[1, 5], [2, 4]],
    back: { lanes: [[0, 3], [0, 4]] },
  },
  {
    tile: 91,
    source: "pok",
    hyperlane: true,
    lanes: [[0, 3], [0, 4], [1, 3]],
    back: { lanes: [[0, 2], [0, 3]] },
  },
];
