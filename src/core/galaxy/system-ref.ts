/** Turning a scenario's system reference (tile number or [q, r]) into a system. */
import type { Diagnostic } from "../diagnostics";
import { hex, hexKey } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { SystemRef } from "../state/table-state";
import type { Galaxy } from "./galaxy-types";
import type { SystemNumbers } from "./system-numbers";

/** A galaxy, or one being built (its systems not numbered yet). */
type SystemLookup = Pick<Galaxy, "systems" | "byTile"> & { readonly numbers?: SystemNumbers };

export type ResolvedSystem = { readonly key: HexKey } | { readonly problem: Diagnostic };

/** The system a well-formed reference names in a numbered galaxy, found without building text; undefined otherwise (resolveSystemRef then says why). */
export function systemKeyOf(galaxy: SystemLookup, ref: SystemRef): HexKey | undefined {
  const numbers = galaxy.numbers;
  if (numbers === undefined) {
    if (typeof ref !== "number") return undefined;
    const keys = galaxy.byTile.get(ref);
    return keys !== undefined && keys.length === 1 ? keys[0] : undefined;
  }
  const n = systemNumberOf(numbers, ref);
  return n === undefined ? undefined : numbers.keys[n];
}

/** The same as the system's number in a numbered galaxy. */
export function systemNumberOf(numbers: SystemNumbers, ref: SystemRef): number | undefined {
  if (typeof ref === "number") return numbers.numberOfTile(ref);
  if (typeof ref[0] !== "number" || typeof ref[1] !== "number") return undefined;
  return numbers.numberAt(ref[0], ref[1]);
}

export function resolveSystemRef(galaxy: SystemLookup, ref: SystemRef, what: string): ResolvedSystem {
  if (typeof ref === "number") {
    const keys = galaxy.byTile.get(ref);
    if (keys === undefined || keys.length === 0) {
      return { problem: { kind: "unknown-system", message: `${what}: system ${ref} is not on the map`, text: `${ref}` } };
    }
    if (keys.length > 1) {
      return {
        problem: {
          kind: "ambiguous-system",
          message: `${what}: tile ${ref} is on the map ${keys.length} times; name the system by its hex [q, r]`,
          text: `${ref}`,
        },
      };
    }
    return { key: keys[0] as HexKey };
  }
  const numbers = galaxy.numbers;
  if (numbers !== undefined && typeof ref[0] === "number" && typeof ref[1] === "number") {
    // A numbered galaxy finds the system without building its key, and gives its own key string.
    const n = numbers.numberAt(ref[0], ref[1]);
    if (n !== undefined) return { key: numbers.keys[n] as HexKey };
  }
  const key = hexKey(hex(ref[0], ref[1]));
  if (!galaxy.systems.has(key)) {
    return {
      problem: { kind: "unknown-system", message: `${what}: no system on hex [${key}]`, hex: [ref[0], ref[1]], text: key },
    };
  }
  return { key };
}

/** How a report names a system: its tile number when unique on the map, else [q, r]. */
export function systemRefOf(galaxy: SystemLookup, key: HexKey): SystemRef {
  const system = galaxy.systems.get(key);
  if (system !== undefined) {
    const keys = galaxy.byTile.get(system.tile);
    if (keys !== undefined && keys.length === 1) return system.tile;
    return [system.hex.q, system.hex.r];
  }
  return [0, 0];
}

/** The hex key of a system reference (the inverse of systemRefOf); a tile not on the map gives its number as text. */
export function keyOfRef(galaxy: SystemLookup, ref: SystemRef): HexKey {
  if (typeof ref === "number") {
    const keys = galaxy.byTile.get(ref);
    return keys !== undefined && keys.length > 0 ? (keys[0] as HexKey) : `${ref}`;
  }
  return hexKey(hex(ref[0], ref[1]));
}
