/**
 * Runs the command line in-process with files in memory ("-" stands for
 * standard input); collects output, errors and written files. A missing file
 * fails as Node's readFileSync does.
 */
import { runCli } from "../../src/cli/main";
import type { CliIo } from "../../src/cli/io";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export function runWith(argv: readonly string[], files: Readonly<Record<string, string>> = {}, written: Record<string, string> = {}): CliRun {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readText: (path) => {
      const text = Object.prototype.hasOwnProperty.call(files, path) ? files[path] : undefined;
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    writeText: (path, text) => {
      written[path] = text;
    },
  };
  const code = runCli(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}
