/** What the command line needs from the outside world, so tests can stand in for it. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Reads a file, or standard input for "-". */
  readonly readText: (path: string) => string;
  /** Writes a file, making its folder when needed. */
  readonly writeText: (path: string, text: string) => void;
}

/** Thrown for input problems; the CLI prints the message as one line and exits 2. */
export class InputError extends Error {}
