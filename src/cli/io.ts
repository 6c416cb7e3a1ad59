/** What the command line needs from the outside world, so tests can stand in for it. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads a file, or standard input for "-". */
  readonly readText: (path: string) => string;
  /** Writes a file, making its folder when needed. */
  readonly writeText: (path: string, text: string) => void;
}

/** Longest error line printed; longer messages (a huge token quoted back) are cut. */
const MAX_ERROR_LENGTH = 400;

/** An error as exactly one line: "ti4-reach: <message>", line breaks and control characters made spaces. */
export function errorLine(message: string): string {
  let line = "";
  for (const ch of `ti4-reach: ${message}`) {
    const code = ch.codePointAt(0) as number;
    const breaks = code < 32 || code === 127 || code === 0x85 || code === 0x2028 || code === 0x2029;
    line += breaks ? " " : ch;
  }
  const chars = [...line.replace(/ {2,}/g, " ").trim()];
  return chars.length > MAX_ERROR_LENGTH ? `${chars.slice(0, MAX_ERROR_LENGTH - 3).join("")}...` : chars.join("");
}
