/**
 * The systems of a galaxy numbered 0, 1, 2, ... in map order, once per
 * galaxy: searches step on these numbers and turn them back into hex keys
 * only for the paths they report.
 */
import type { Hex, HexKey } from "../hex/hex";
import { createHexMap } from "../hex/hex-map";

/**
 * The systems of a galaxy numbered from 0, for the searches. Internal to the searches; reachable
 * through `Galaxy.numbers`.
 */
export interface SystemNumbers {
  /** The hex key of each system number (the galaxy's own key strings). */
  readonly keys: readonly HexKey[];
  /** The number of each system's hex key. */
  readonly numberOf: ReadonlyMap<HexKey, number>;
  /** The number of the system on hex (q, r), found without building its key. */
  readonly numberAt: (this: void, q: number, r: number) => number | undefined;
  /** The number of the one system showing this tile (undefined when none or several do). */
  readonly numberOfTile: (this: void, tile: number) => number | undefined;
}

export function numberSystems(systems: ReadonlyMap<HexKey, { readonly hex: Hex; readonly tile: number }>): SystemNumbers {
  const keys: HexKey[] = [];
  const numberOf = new Map<HexKey, number>();
  const byHex = createHexMap<number>();
  // Per tile: its system's number, or SEVERAL when the tile lies on the map more than once.
  const byTile = new Map<number, number>();
  systems.forEach((system, key) => {
    byHex.set(system.hex.q, system.hex.r, keys.length);
    numberOf.set(key, keys.length);
    byTile.set(system.tile, byTile.has(system.tile) ? SEVERAL : keys.length);
    keys.push(key);
  });
  return {
    keys,
    numberOf,
    numberAt: byHex.get,
    numberOfTile: (tile) => {
      const n = byTile.get(tile);
      return n === SEVERAL ? undefined : n;
    },
  };
}

const SEVERAL = -1;
