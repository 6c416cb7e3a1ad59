/** Runs the command line in-process with files in memory; collects output, errors and written files. */
import { runCli } from "../../src/cli/main";
import type { CliIo } from "../../src/cli/io";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export function runWith(argv: string[], files: Record<string, string> = {}, written: Record<string, string> = {}): CliRun {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readText: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error("no such file");
      return text;
    },
    writeText: (path, text) => {
      written[path] = text;
    },
  };
  const code = runCli(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}
