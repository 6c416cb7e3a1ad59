/** What another script or a mod's helper hands ti4-reach in TTS, checked before it is read. */

/** A Lua table (a list or a record); anything else is not one. */
export function isTable(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null;
}

/**
 * A copy of what another script handed over, made of this script's own
 * tables: MoonSharp, the Lua of TTS, does not let a script keep another
 * script's tables, so the TI4 mod copies what it is handed too
 * (Homebrew/MunitionsReservesFactionAbility.ttslua: "Nested tables are
 * considered cross script. Make a local copy."). Functions are left out; a
 * table met twice (or inside itself) is copied once and shared alike.
 */
export function localCopy(value: unknown): unknown {
  return copyInto(value, new Map<object, unknown>());
}

function copyInto(value: unknown, copies: Map<object, unknown>): unknown {
  if (typeof value === "function") return undefined;
  if (!isTable(value)) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  const copy: { [key: string]: unknown } = {};
  copies.set(value, copy);
  for (const key of Object.keys(value)) copy[key] = copyInto(value[key], copies);
  return copy;
}
