/**
 * Whether a list holds a value, as a plain counted loop: in Lua a counted
 * while loop, cheaper than the library's indexOf (the searches ask it often).
 */
export function contains<T>(list: readonly T[], value: T): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
  return false;
}

/** Whether two lists hold the same values in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
