/** String tests that behave the same in JS and Lua (lengths are compared in the same units on each side). */
export function startsWith(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.substring(0, prefix.length) === prefix;
}

export function endsWith(text: string, suffix: string): boolean {
  return text.length >= suffix.length && text.substring(text.length - suffix.length) === suffix;
}

/** The message of anything thrown: a Lua error string, or an Error's message (never String(e): TTS has no debug library). */
export function errorMessage(e: unknown): string {
  if (typeof e === "string") return e;
  if (typeof e === "object" && e !== null) {
    try {
      const message = (e as { message?: unknown }).message;
      if (typeof message === "string") return message;
    } catch (inner) {
      // a message that throws when read (a getter, a proxy): the error stays unnamed
    }
  }
  return "unknown error";
}

/**
 * Text in byte order, the same in JS and in every Lua: never `<` on strings, which MoonSharp (TTS)
 * compares by .NET culture rules (hyphens ignored at first, lower case first, Turkish I).
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = a.length < b.length ? a.length : b.length;
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}
