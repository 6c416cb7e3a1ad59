/**
 * The systems of a galaxy numbered 0, 1, 2, ... in map order, once per
 * galaxy: searches step on these numbers and turn them back into hex keys
 * only for the paths they report.
 */
import type { HexKey } from "../hex/hex";

export interface SystemNumbers {
  /** The hex key of each system number. */
  readonly keys: readonly HexKey[];
  /** The number of each system's hex key. */
  readonly numberOf: ReadonlyMap<HexKey, number>;
}

export function numberSystems(systems: ReadonlyMap<HexKey, unknown>): SystemNumbers {
  const keys: HexKey[] = [];
  const numberOf = new Map<HexKey, number>();
  systems.forEach((_, key) => {
    numberOf.set(key, keys.length);
    keys.push(key);
  });
  return { keys, numberOf };
}
