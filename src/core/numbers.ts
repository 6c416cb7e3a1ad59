/** Numbers as they come from a table or a scenario. */

export function isFiniteNumber(v: unknown): v is number {
  // v - v is 0 for every finite number, NaN for NaN and for either infinity.
  return typeof v === "number" && v - v === 0;
}
