/** Turning a scenario's system reference (tile number or [q, r]) into a system. */
import type { Diagnostic } from "../diagnostics";
import { hex, hexKey } from "../hex/hex";
import type { Hex, HexKey } from "../hex/hex";
import type { SystemRef } from "../state/table-state";
import type { Galaxy } from "./galaxy-types";
import type { SystemNumbers } from "./system-numbers";
import { MECATOL_REX, MECATOL_REX_TE } from "../tiles/mecatol";

/** A galaxy, or one being built (its systems not numbered yet). */
type SystemLookup = Pick<Galaxy, "systems" | "byTile"> & { readonly numbers?: SystemNumbers };

export type ResolvedSystem = { readonly key: HexKey } | { readonly problem: Diagnostic };

/** The system a well-formed reference names in a numbered galaxy, found without building text; undefined otherwise (resolveSystemRef then says why). */
export function systemKeyOf(galaxy: SystemLookup, ref: SystemRef): HexKey | undefined {
  const numbers = galaxy.numbers;
  if (numbers === undefined) {
    if (typeof ref !== "number") return undefined;
    const keys = tileKeys(galaxy, ref);
    return keys !== undefined && keys.length === 1 ? keys[0] : undefined;
  }
  const n = systemNumberOf(numbers, ref);
  return n === undefined ? undefined : numbers.keys[n];
}

/** The same as the system's number in a numbered galaxy. */
export function systemNumberOf(numbers: SystemNumbers, ref: SystemRef): number | undefined {
  if (typeof ref === "number") {
    const n = numbers.numberOfTile(ref);
    return n !== undefined || ref !== MECATOL_REX ? n : numbers.numberOfTile(MECATOL_REX_TE);
  }
  if (typeof ref[0] !== "number" || typeof ref[1] !== "number") return undefined;
  return numbers.numberAt(ref[0], ref[1]);
}

export function resolveSystemRef(galaxy: SystemLookup, ref: SystemRef, what: string): ResolvedSystem {
  if (typeof ref === "number") {
    const keys = tileKeys(galaxy, ref);
    if (keys === undefined || keys.length === 0) {
      return { problem: { kind: "unknown-system", message: `${what}: system ${ref} is not on the map${mecatolRexHint(galaxy, ref)}`, text: `${ref}` } };
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

/** How a system is named: its tile number when unique on the map, else its hex. */
interface SystemName {
  readonly tile: number | undefined;
  readonly q: number;
  readonly r: number;
}

/** Names kept at most, so a galaxy asked about every system cannot grow them without end. */
const KEPT_NAMES = 4096;

/** The names of the last built galaxy asked about: reports name the same few systems again and again. */
let keptNames: { readonly systems: ReadonlyMap<HexKey, unknown>; readonly names: Map<HexKey, SystemName> } | undefined;

/** How a report names a system: its tile number when unique on the map, else [q, r] (a new list each time). */
export function systemRefOf(galaxy: SystemLookup, key: HexKey): SystemRef {
  return refOf(systemName(galaxy, key));
}

/** How a report's text names a system: "26" or "[2,-1]". */
export function refText(ref: SystemRef): string {
  return typeof ref === "number" ? `${ref}` : `[${ref[0]},${ref[1]}]`;
}

/** A system's hex as its name has it ([0, 0] for a key not on the map). */
export function namedHexOf(galaxy: SystemLookup, key: HexKey): Hex {
  return systemName(galaxy, key);
}

function systemName(galaxy: SystemLookup, key: HexKey): SystemName {
  // A galaxy still being built has no numbers yet, and its systems may still change: named afresh.
  if (galaxy.numbers === undefined) return nameOf(galaxy, key);
  if (keptNames === undefined || keptNames.systems !== galaxy.systems) keptNames = { systems: galaxy.systems, names: new Map<HexKey, SystemName>() };
  let name = keptNames.names.get(key);
  if (name === undefined) {
    name = nameOf(galaxy, key);
    if (keptNames.names.size < KEPT_NAMES) keptNames.names.set(key, name);
  }
  return name;
}

function nameOf(galaxy: SystemLookup, key: HexKey): SystemName {
  const system = galaxy.systems.get(key);
  if (system === undefined) return { tile: undefined, q: 0, r: 0 };
  const keys = galaxy.byTile.get(system.tile);
  return { tile: keys !== undefined && keys.length === 1 ? system.tile : undefined, q: system.hex.q, r: system.hex.r };
}

function refOf(name: SystemName): SystemRef {
  return name.tile !== undefined ? name.tile : [name.q, name.r];
}

/** The hex key of a system reference (the inverse of systemRefOf); a tile not on the map gives its number as text. */
export function keyOfRef(galaxy: SystemLookup, ref: SystemRef): HexKey {
  if (typeof ref === "number") {
    const keys = galaxy.byTile.get(ref);
    return keys !== undefined && keys.length > 0 ? (keys[0] as HexKey) : `${ref}`;
  }
  return hexKey(hex(ref[0], ref[1]));
}

/**
 * The systems showing a tile. Mecatol Rex named 18 on a Thunder's Edge map is its 112 (players and older
 * scenarios say 18 out of habit); 112 named on a map of 18 is not (that map is no Thunder's Edge map).
 */
function tileKeys(galaxy: SystemLookup, tile: number): readonly HexKey[] | undefined {
  const keys = galaxy.byTile.get(tile);
  return keys !== undefined || tile !== MECATOL_REX ? keys : galaxy.byTile.get(MECATOL_REX_TE);
}

/** Where 112 is named on a map whose Mecatol Rex is 18, says how a Thunder's Edge map string names its centre. */
function mecatolRexHint(galaxy: SystemLookup, ref: number): string {
  return ref === MECATOL_REX_TE && galaxy.byTile.has(MECATOL_REX) ? `; Mecatol Rex here is tile 18 (a Thunder's Edge map string names its centre: "{112} ...")` : "";
}

/** Whether two references name the system the same way (the same tile number, or the same hex); both absent is the same. */
export function sameRef(a: SystemRef | undefined, b: SystemRef | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (typeof a === "number" || typeof b === "number") return a === b;
  return a[0] === b[0] && a[1] === b[1];
}
