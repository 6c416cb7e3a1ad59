/** Indented JSON with short arrays of numbers and strings kept on one line. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_all, inner: string) => `[${inner.split(/,\s+/).join(", ")}]`);
}
