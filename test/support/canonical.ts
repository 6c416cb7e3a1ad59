/** Canonical JSON on the JavaScript side, matching test/lua/canonical.lua: sorted keys, empty tables as [], no undefined. */
export function canonical(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (typeof value === "number") return Number.isInteger(value) ? `${value}` : `${parseFloat(value.toPrecision(14))}`;
  if (typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "[]";
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}
