/**
 * Whether a list holds a value, as a plain counted loop: in Lua a counted
 * while loop, cheaper than the library's indexOf (the searches ask it often).
 */
export function contains<T>(list: readonly T[], value: T): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
  return false;
}
