/** What another script or a mod's helper hands ti4-reach in TTS, checked before it is read. */

/** A Lua table (a list or a record); anything else is not one. */
export function isTable(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null;
}

/** Deeper than any scenario, tile or unit: a table nested further (or one that holds itself) is cut there. */
const COPY_DEPTH = 32;

/**
 * A copy of what another script handed over, made of this script's own
 * tables: MoonSharp, the Lua of TTS, does not let a script keep another
 * script's tables, so the TI4 mod copies what it is handed too
 * (Homebrew/MunitionsReservesFactionAbility.ttslua: "Nested tables are
 * considered cross script. Make a local copy."). Functions are left out.
 */
export function localCopy(value: unknown, depth = 0): unknown {
  if (typeof value === "function") return undefined;
  if (!isTable(value)) return value;
  if (depth >= COPY_DEPTH) return undefined;
  const copy: { [key: string]: unknown } = {};
  for (const key of Object.keys(value)) copy[key] = localCopy(value[key], depth + 1);
  return copy;
}
