// Bundles the benchmark (TypeScript) with esbuild and runs it in Node.
import { build } from "esbuild";
import { spawnSync } from "child_process";

await build({
  entryPoints: ["scripts/bench/run-bench.ts"],
  outfile: "dist/bench/run-bench.cjs",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  logLevel: "warning",
  // The Lua interpreter loads its WebAssembly from its own folder.
  external: ["lua-wasm-bindings"],
  // The TTPG adapter runs against ttpg-mock here, as in the tests.
  alias: { "@tabletop-playground/api": "ttpg-mock" },
});
// The bench runs on one processor, the same each time: on a machine whose processors run at different
// speeds, a process (and its Lua children) that lands on another one measures another machine.
const args = ["dist/bench/run-bench.cjs", ...process.argv.slice(2)];
const cpu = benchProcessor();
const run =
  cpu === undefined
    ? spawnSync(process.execPath, args, { stdio: "inherit" })
    : spawnSync("taskset", ["-c", cpu, process.execPath, ...args], { stdio: "inherit" });
process.exitCode = run.status ?? 1;

/** The last processor this process may run on, where `taskset` can pin a process to it (Linux); else none. */
function benchProcessor() {
  if (process.platform !== "linux") return undefined;
  const asked = spawnSync("taskset", ["-pc", `${process.pid}`], { encoding: "utf8" });
  const list = asked.status === 0 ? /: *([0-9,-]+)\s*$/.exec(asked.stdout) : null;
  if (list === null) {
    console.log("bench: not pinned to one processor (taskset is missing); figures may differ between runs");
    return undefined;
  }
  const last = list[1].split(",").pop().split("-").pop();
  console.log(`bench: pinned to processor ${last}`);
  return last;
}
