/** What another script or a mod's helper hands ti4-reach in TTS, checked before it is read. */

/** A Lua table (a list or a record); anything else is not one. */
export function isTable(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null;
}
