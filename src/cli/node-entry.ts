/** Entry point of the built CLI: wires the command line to the real process. */
import { mkdirSync, readFileSync, writeFileSync } from "fs";
import { dirname } from "path";
import { runCli } from "./main";

// A reader that stops early (`ti4-reach demo | head -3`) closes the pipe: the output simply ends there.
// Any other failure to write (a full disk) is one line, exit 1.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`ti4-reach: cannot write the output (${e.message})\n`);
  process.exit(1);
});

const code = runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readText: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
  writeText: (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  },
});
process.exitCode = code;
