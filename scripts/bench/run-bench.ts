/** `npm run bench`: how long the activation report takes on the benchmark tables. */
import { Bench } from "tinybench";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../../test/support/lua";
import { moveRange, reportActivation } from "../../src/core";
import { demoState, eightPlayerState, galaxyOf, syntheticState } from "./scenarios";

async function main(): Promise<void> {
  const demo = demoState();
  const eight = eightPlayerState();
  const synthetic = syntheticState(10000);
  const demoGalaxy = galaxyOf(demo);
  const eightGalaxy = galaxyOf(eight);
  const syntheticGalaxy = galaxyOf(synthetic);
  for (const [name, state, galaxy] of [
    ["demo", demo, demoGalaxy],
    ["8p", eight, eightGalaxy],
    ["10k", synthetic, syntheticGalaxy],
  ] as const) {
    const result = reportActivation(state, { galaxy });
    if (!result.ok) throw new Error(`${name}: ${result.problem.message}`);
  }

  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench
    .add("6-player demo: report (table state in, report out)", () => reportActivation(demo))
    .add("6-player demo: report on a built galaxy", () => reportActivation(demo, { galaxy: demoGalaxy }))
    .add("8-player map, 300 units: report on a built galaxy", () => reportActivation(eight, { galaxy: eightGalaxy }))
    .add("10,000-hex galaxy, demo fleets: report on a built galaxy", () => reportActivation(synthetic, { galaxy: syntheticGalaxy }))
    .add("10,000-hex galaxy: building the galaxy (once per table change)", () => galaxyOf(synthetic))
    // Move range: Sol's two Advanced Carriers II in Jord (move 2, Gravity Drive held), on the built galaxy.
    .add("6-player demo: move range of the ships in Jord (1) on a built galaxy", () => moveRange(demo, "red", 1, undefined, { galaxy: demoGalaxy }))
    .add("6-player demo: move range of the cruiser in 73 on a built galaxy", () => moveRange(demo, "red", 73, undefined, { galaxy: demoGalaxy }));
  await bench.run();

  const rows = bench.tasks.map((t) => {
    const r = t.result as unknown as { latency: { p50: number; mean: number; p99: number }; throughput: { mean: number } };
    return { task: t.name, "median ms": r.latency.p50.toFixed(4), "mean ms": r.latency.mean.toFixed(4), "p99 ms": r.latency.p99.toFixed(4) };
  });
  console.table(rows);
  const median = (i: number) => Number(rows[i]!["median ms"]);
  console.log(`10,000-hex / 6-player (both on a built galaxy): ${(median(3) / median(1)).toFixed(2)}x`);
  console.log(`move range / report (6-player demo, both on a built galaxy): Jord ${(median(5) / median(1)).toFixed(2)}x, 73 ${(median(6) / median(1)).toFixed(2)}x`);
  console.log(`targets: 6-player demo <= 0.5 ms median; 10,000-hex <= 2x the 6-player time; one move range <= 2x one report`);
  luaBench(demo);
  // ttpg-mock installs jest hooks when `afterEach` exists; outside jest it must be declared absent.
  (globalThis as { afterEach?: unknown }).afterEach = undefined;
  const { scanBench } = require("./ttpg-scan") as { scanBench: () => Promise<void> };
  await scanBench();
}

/** The TTS build in Lua 5.2 (WebAssembly), timed inside Lua with os.clock. */
function luaBench(demo: ReturnType<typeof demoState>): void {
  const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["fake-tts.lua"]);
  lua.run(`DEMO = ${luaValue(demo)}`);
  const times = lua
    .run(`
      local times = {}
      for i = 1, 3 do TI4Reach.report(DEMO) end
      for batch = 1, 15 do
        local start = os.clock()
        for i = 1, 10 do TI4Reach.report(DEMO) end
        times[#times + 1] = (os.clock() - start) * 100
      end
      return table.concat(times, ",")`)
    .split(",")
    .map(Number)
    .sort((a, b) => a - b);
  lua.close();
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`Lua 5.2 (TTS build): 6-player demo report median ${median.toFixed(2)} ms (15 batches of 10, os.clock; target <= 20 ms)`);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exitCode = 1;
});
