/**
 * The tiles ti4-reach knows: base, Prophecy of Kings, hyperlanes, Thunder's
 * Edge and its Fracture, plus any
 * a mod author registers (a registered tile replaces a built-in one with the
 * same number).
 */
import type { Diagnostic } from "../diagnostics";
import { BASE_TILES } from "./data/base-tiles";
import { FRACTURE_TILES } from "./data/fracture-tiles";
import { HYPERLANE_TILES } from "./data/hyperlane-tiles";
import { POK_TILES } from "./data/pok-tiles";
import { TE_TILES } from "./data/te-tiles";
import { checkedTile } from "./tile-check";
import type { TileFace, TileInfo } from "./tile-types";

/** The system tiles the core knows: the built-in ones and those a mod registers. */
export interface TileRegistry {
  readonly get: (this: void, tile: number) => TileInfo | undefined;
  /**
   * Adds or replaces a tile; returns what was wrong with it: `bad-tile-data` when it cannot be used (nothing
   * registered then), `unknown-id` for what was left out of a tile registered all the same.
   */
  readonly register: (this: void, info: TileInfo) => Diagnostic[];
  /** Every known tile, by tile number (the same list until a tile is registered). */
  readonly all: (this: void) => readonly TileInfo[];
}

export const BUILT_IN_TILES: readonly TileInfo[] = [...BASE_TILES, ...POK_TILES, ...HYPERLANE_TILES, ...TE_TILES, ...FRACTURE_TILES];

/**
 * A tile registry with the built-in tiles of the base game, Prophecy of Kings and Thunder's Edge, and
 * any extra tiles given.
 */
export function createTileRegistry(extra: readonly TileInfo[] = []): TileRegistry {
  const byNumber = new Map<number, TileInfo>();
  for (const info of BUILT_IN_TILES) byNumber.set(info.tile, info);
  let sorted: TileInfo[] | undefined;
  const registry: TileRegistry = {
    get: (tile) => byNumber.get(tile),
    register: (info) => {
      const { tile, problems, notes } = checkedTile(info);
      const given: unknown = typeof info === "object" && info !== null ? info.tile : undefined;
      const number = typeof given === "number" && given === given ? `${given}` : "without a number"; // (NaN too)
      if (tile === undefined) return problems.map((message) => ({ kind: "bad-tile-data", message: `tile ${number}: ${message}`, text: `${number}` }));
      byNumber.set(tile.tile, tile);
      sorted = undefined;
      return notes.map((message) => ({ kind: "unknown-id", message: `tile ${number}: ${message}`, text: `${number}` }));
    },
    all: () => {
      if (sorted === undefined) {
        const out: TileInfo[] = [];
        byNumber.forEach((info) => out.push(info));
        out.sort((a, b) => a.tile - b.tile);
        sorted = out;
      }
      return sorted;
    },
  };
  for (const info of extra) registry.register(info);
  return registry;
}

let shared: TileRegistry | undefined;

/**
 * The built-in tiles, registered once and shared by every report that brings
 * no registry of its own (nothing can register into it: callers never see it).
 */
export function builtInTiles(): TileRegistry {
  if (shared === undefined) shared = createTileRegistry();
  return shared;
}

/** The face of a tile that is up: the back when face down and the tile has one. */
export function tileFace(info: TileInfo, faceDown: boolean): TileFace {
  return faceDown && info.back !== undefined ? info.back : info;
}

