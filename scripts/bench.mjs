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
const run = spawnSync(process.execPath, ["dist/bench/run-bench.cjs", ...process.argv.slice(2)], { stdio: "inherit" });
process.exitCode = run.status ?? 1;
