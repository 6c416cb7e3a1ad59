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
import type { TableState } from "../../src/core/all";
import { LUA_PLAIN_SEARCH, luaGraph } from "./plain-search";
import type { PlainGraph } from "./plain-search";
import { median } from "./rounds";

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
 * Lua source timing one round: a warm-up of every figure (at least 3 calls
 * and 50 ms: a fresh interpreter's heap takes a few dozen reports to settle),
 * then each figure in turn in 5 batches of calls; returns the median batch of
 * each figure (ms per call, os.clock), in order, joined by commas.
 */
function luaRound(figures: readonly { readonly graph: string; readonly call: string; readonly runs: number }[]): string {
  const entries = figures.map((f) => `{ graph = ${f.graph}, runs = ${f.runs}, call = function() ${f.call} end, times = {} }`);
  return `
do
  local figures = { ${entries.join(",\n    ")} }
  for _, f in ipairs(figures) do
    NEIGHBOURS, START = f.graph[1], f.graph[2]
    local start, calls = os.clock(), 0
    repeat
      f.call()
      calls = calls + 1
    until calls >= 3 and os.clock() - start >= 0.05
  end
  for _, f in ipairs(figures) do
    NEIGHBOURS, START = f.graph[1], f.graph[2]
    for batch = 1, 5 do
      local start = os.clock()
      for i = 1, f.runs do f.call() end
      f.times[#f.times + 1] = (os.clock() - start) * 1000 / f.runs
    end
  end
  local medians = {}
  for _, f in ipairs(figures) do
    table.sort(f.times)
    medians[#medians + 1] = f.times[math.floor((#f.times + 1) / 2)] -- the middle batch (the lower one of two)
  end
  return table.concat(medians, ",")
end`;
}

/** One table's report beside the plain search of its galaxy. */
interface LuaTable {
  /** What the figure is, as printed. */
  readonly figure: string;
  /** The global holding the table state, which the report reads. */
  readonly name: string;
  /** Chunks setting the table state, the plain search and its graph (made once, run in every round's interpreter). */
  readonly setup: readonly string[];
  /** Calls per batch: each batch takes a few milliseconds at least, and a demo batch sees a few of Lua's garbage collections (one every 15-20 reports), so each carries its share. */
  readonly plainRuns: number;
  readonly reportRuns: number;
}

/** One round's times, ms per call. */
interface LuaTimes {
  readonly plain: number;
  readonly report: number;
}

/**
 * One round of a table: the plain search and the report timed in turn in a
 * fresh interpreter holding this table only. TI4Reach keeps the galaxy of the
 * last table reported, so every timed report after the warm-up is a second
 * activation on an unchanged table (with two tables in turn, each round
 * would rebuild both galaxies).
 */
function timeTable(freshLua: FreshLua, table: LuaTable): LuaTimes {
  const timing = luaRound([
    { graph: "GRAPH", call: "PLAIN_SEARCH()", runs: table.plainRuns },
    // The first report builds the galaxy (in the warm-up); the timed ones keep it.
    { graph: "GRAPH", call: `TI4Reach.report(${table.name})`, runs: table.reportRuns },
  ]);
  const [plain, report] = freshLua([...table.setup, timing]).split(",").map(Number) as [number, number];
  return { plain, report };
}

/** Runs chunks one after another in a fresh interpreter holding the TTS build, and returns what the last one returned. */
type FreshLua = (chunks: readonly string[]) => string;

function freshLuaFor(native: string | undefined): FreshLua {
  if (native !== undefined) {
    const bundle = bundleChunks(TTS_BUNDLE, "TTS_MODULE", ["fake-tts.lua"]);
    return (chunks) => runNative(native, [...bundle, ...chunks]);
  }
  return (chunks) => {
    const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["fake-tts.lua"]);
    let result = "";
    for (const chunk of chunks) result = lua.run(chunk);
    lua.close();
    return result;
  };
}

export interface LuaBench {
  /** One round of every table, each in an interpreter of its own: run between the Node rounds, so a slow spell of the machine touches a round of these figures too, not all of one. */
  readonly round: () => void;
  /** Prints each figure: its median over the rounds, and the median of its ratio to the plain search taken within each round. */
  readonly print: () => void;
}

export function luaBench(demo: TableState, synthetic: TableState, demoGraph: PlainGraph, bigGraph: PlainGraph): LuaBench {
  const native = nativeLua();
  const which = native !== undefined ? `native ${NATIVE}` : "WebAssembly";
  const freshLua = freshLuaFor(native);
  const setup = (name: string, state: TableState, graph: PlainGraph) => [`${name} = ${luaValue(state)}\n${LUA_PLAIN_SEARCH}`, `${luaGraph(graph)}\nGRAPH = { NEIGHBOURS, START }`];
  const tables: LuaTable[] = [
    { figure: "6-player demo report", name: "DEMO", setup: setup("DEMO", demo, demoGraph), plainRuns: 500, reportRuns: 50 },
    {
      figure: "10,000-hex galaxy, second activation on an unchanged table (galaxy kept)",
      name: "SYNTHETIC",
      setup: setup("SYNTHETIC", synthetic, bigGraph),
      plainRuns: 5,
      reportRuns: 5,
    },
  ];
  const rounds: LuaTimes[][] = tables.map(() => []);
  return {
    round: () => tables.forEach((table, i) => rounds[i]!.push(timeTable(freshLua, table))),
    print: () =>
      tables.forEach((table, i) => {
        const times = rounds[i]!;
        const report = median(times.map((t) => t.report));
        const ratio = median(times.map((t) => t.report / t.plain));
        const plain = median(times.map((t) => t.plain));
        console.log(
          `Lua 5.2 (TTS build, ${which}): ${table.figure}: median ${report.toFixed(2)} ms, ${ratio.toFixed(1)}x plain search (${plain.toFixed(3)} ms); medians over ${times.length} rounds`,
        );
      }),
  };
}
