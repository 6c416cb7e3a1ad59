/** String tests that behave the same in JS and Lua (lengths are compared in the same units on each side). */
export function startsWith(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.substring(0, prefix.length) === prefix;
}

export function endsWith(text: string, suffix: string): boolean {
  return text.length >= suffix.length && text.substring(text.length - suffix.length) === suffix;
}
