/**
 * The systems of a galaxy numbered 0, 1, 2, ... in map order, once per
 * galaxy: searches step on these numbers and turn them back into hex keys
 * only for the paths they report.
 */
import type { Hex, HexKey } from "../hex/hex";

export interface SystemNumbers {
  /** The hex key of each system number (the galaxy's own key strings). */
  readonly keys: readonly HexKey[];
  /** The number of each system's hex key. */
  readonly numberOf: ReadonlyMap<HexKey, number>;
  /** The number of the system on hex (q, r), found without building its key. */
  readonly numberAt: (this: void, q: number, r: number) => number | undefined;
}

/** Hexes this far from the centre at most have a code (the input allows 100 rings). */
const CODE_REACH = 4096;

/** One whole number per hex within CODE_REACH, or undefined. */
function hexCode(q: number, r: number): number | undefined {
  if (Math.floor(q) !== q || Math.floor(r) !== r || Math.abs(q) >= CODE_REACH || Math.abs(r) >= CODE_REACH) return undefined;
  return (q + CODE_REACH) * 2 * CODE_REACH + (r + CODE_REACH);
}

export function numberSystems(systems: ReadonlyMap<HexKey, { readonly hex: Hex }>): SystemNumbers {
  const keys: HexKey[] = [];
  const numberOf = new Map<HexKey, number>();
  const byCode = new Map<number, number>();
  systems.forEach((system, key) => {
    const code = hexCode(system.hex.q, system.hex.r);
    if (code !== undefined) byCode.set(code, keys.length);
    numberOf.set(key, keys.length);
    keys.push(key);
  });
  return {
    keys,
    numberOf,
    numberAt: (q, r) => {
      const code = hexCode(q, r);
      return code === undefined ? undefined : byCode.get(code);
    },
  };
}
