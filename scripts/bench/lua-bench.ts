/**
 * The TTS build in Lua 5.2, beside the plain search in the same interpreter:
 * the system's native `lua5.2` when it is on the PATH (Tabletop Simulator runs
 * a native Lua too), else the WebAssembly Lua the tests use.
 * TI4_REACH_BENCH_LUA=wasm picks the WebAssembly one even where lua5.2 is present.
 */
import { spawnSync } from "child_process";
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { delimiter, join } from "path";
import { bundleChunks, luaValue, luaWithBundle, TTS_BUNDLE } from "../../test/support/lua";
import type { TableState } from "../../src/core";
import { LUA_PLAIN_SEARCH, luaGraph } from "./plain-search";
import type { PlainGraph } from "./plain-search";

const NATIVE = "lua5.2";

/** The native interpreter's path, or undefined when it is not on the PATH (or not wanted). */
function nativeLua(): string | undefined {
  if (process.env.TI4_REACH_BENCH_LUA === "wasm") return undefined;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const path = join(dir, NATIVE);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/**
 * Runs the chunks one after another in one native Lua state (each its own
 * chunk, as the WebAssembly runner does) and returns what the last one returned.
 */
function runNative(lua: string, chunks: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "ti4-reach-bench-"));
  try {
    const paths = chunks.map((chunk, i) => {
      const path = join(dir, `chunk${i}.lua`);
      writeFileSync(path, chunk);
      return path;
    });
    // The driver keeps the functions it needs before the sandbox chunk removes them.
    const driver = join(dir, "driver.lua");
    writeFileSync(
      driver,
      `local load, open, stdout, tostring, assert = load, io.open, io.stdout, tostring, assert
local result
for _, path in ipairs({...}) do
  local file = assert(open(path, "rb"))
  local text = file:read("*a")
  file:close()
  result = assert(load(text, "=" .. path))()
end
stdout:write(tostring(result))`,
    );
    const run = spawnSync(lua, [driver, ...paths], { encoding: "utf8", maxBuffer: 1 << 20 });
    if (run.status !== 0) throw new Error(`${NATIVE}: ${run.stderr || run.error?.message || `exit ${run.status}`}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lua source timing each figure in batches of calls, the figures in turn
 * round after round (as the Node bench does, see rounds.ts): 5 rounds of 3
 * batches each; returns the median batch of each figure (ms per call, os.clock), in order, joined by commas.
 */
function luaRounds(figures: readonly { readonly graph: string; readonly call: string; readonly runs: number }[]): string {
  const entries = figures.map((f) => `{ graph = ${f.graph}, runs = ${f.runs}, call = function() ${f.call} end, times = {} }`);
  return `
do
  local figures = { ${entries.join(",\n    ")} }
  for _, f in ipairs(figures) do
    NEIGHBOURS, START = f.graph[1], f.graph[2]
    for i = 1, 3 do f.call() end
  end
  for round = 1, 5 do
    for _, f in ipairs(figures) do
      NEIGHBOURS, START = f.graph[1], f.graph[2]
      for batch = 1, 3 do
        local start = os.clock()
        for i = 1, f.runs do f.call() end
        f.times[#f.times + 1] = (os.clock() - start) * 1000 / f.runs
      end
    end
  end
  local medians = {}
  for _, f in ipairs(figures) do
    table.sort(f.times)
    medians[#medians + 1] = f.times[(#f.times + 1) / 2]
  end
  return table.concat(medians, ",")
end`;
}

/** One table's report beside the plain search of its galaxy. */
interface LuaTable {
  /** The table state, as the global the report reads. */
  readonly name: string;
  readonly state: TableState;
  readonly graph: PlainGraph;
  /** Calls per batch: each batch takes a few milliseconds at least. */
  readonly plainRuns: number;
  readonly reportRuns: number;
}

/**
 * Median ms per call of the plain search and of the report, timed in turn in
 * one fresh interpreter holding this table only: TI4Reach keeps the galaxy of
 * the last table reported, so every timed report after the warm-up is a
 * second activation on an unchanged table (with two tables in turn, each
 * round would rebuild both galaxies).
 */
function timeTable(native: string | undefined, table: LuaTable): { plain: number; report: number } {
  const setup = [`${table.name} = ${luaValue(table.state)}\n${LUA_PLAIN_SEARCH}`, `${luaGraph(table.graph)}\nGRAPH = { NEIGHBOURS, START }`];
  const timing = luaRounds([
    { graph: "GRAPH", call: "PLAIN_SEARCH()", runs: table.plainRuns },
    // The first report builds the galaxy (in the warm-up); the timed ones keep it.
    { graph: "GRAPH", call: `TI4Reach.report(${table.name})`, runs: table.reportRuns },
  ]);
  let result: string;
  if (native !== undefined) {
    result = runNative(native, [...bundleChunks(TTS_BUNDLE, "TTS_MODULE", ["fake-tts.lua"]), ...setup, timing]);
  } else {
    const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["fake-tts.lua"]);
    for (const chunk of setup) lua.run(chunk);
    result = lua.run(timing);
    lua.close();
  }
  const [plain, report] = result.split(",").map(Number) as [number, number];
  return { plain, report };
}

export function luaBench(demo: TableState, synthetic: TableState, demoGraph: PlainGraph, bigGraph: PlainGraph): void {
  const native = nativeLua();
  const small = timeTable(native, { name: "DEMO", state: demo, graph: demoGraph, plainRuns: 100, reportRuns: 10 });
  const big = timeTable(native, { name: "SYNTHETIC", state: synthetic, graph: bigGraph, plainRuns: 5, reportRuns: 5 });
  const which = native !== undefined ? `native ${NATIVE}` : "WebAssembly";
  const line = (what: string, ms: number, plain: number) => `${what}: median ${ms.toFixed(2)} ms, ${(ms / plain).toFixed(1)}x plain search (${plain.toFixed(3)} ms)`;
  console.log(line(`Lua 5.2 (TTS build, ${which}): 6-player demo report`, small.report, small.plain));
  console.log(line(`Lua 5.2 (TTS build, ${which}): 10,000-hex galaxy, second activation on an unchanged table (galaxy kept)`, big.report, big.plain));
}
