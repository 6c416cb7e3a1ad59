/**
 * Lua source for plain data: what the Lua suites (and scripts/lua-suite.mjs)
 * hand the built Lua as its input.
 */

/** A Lua long-string literal holding any text. */
export function luaString(text: string): string {
  let level = "";
  while (text.includes(`]${level}]`)) level += "=";
  return `[${level}[\n${text}]${level}]`;
}

/** Lua source for a plain data value (tables, strings, numbers, booleans). */
export function luaValue(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map(luaValue).join(", ")}}`;
  if (typeof value === "string") return luaString(value);
  // Lua has no literal for these: 0/0 is NaN there as here, math.huge the infinity.
  if (typeof value === "number" && value !== value) return "(0/0)";
  if (typeof value === "number" && !Number.isFinite(value)) return value > 0 ? "math.huge" : "(-math.huge)";
  if (typeof value === "number" || typeof value === "boolean") return `${value}`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `[ ${luaString(k)} ] = ${luaValue(v)}`)
      .join(", ")}}`;
  }
  return "nil";
}
