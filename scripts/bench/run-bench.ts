/** `npm run bench`: how long the activation report takes on the benchmark tables. */
import { Bench } from "tinybench";
import { reportActivation } from "../../src/core";
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
    .add("10,000-hex galaxy: building the galaxy (once per table change)", () => galaxyOf(synthetic));
  await bench.run();

  const rows = bench.tasks.map((t) => {
    const r = t.result as unknown as { latency: { p50: number; mean: number; p99: number }; throughput: { mean: number } };
    return { task: t.name, "median ms": r.latency.p50.toFixed(4), "mean ms": r.latency.mean.toFixed(4), "p99 ms": r.latency.p99.toFixed(4) };
  });
  console.table(rows);
  const median = (i: number) => Number(rows[i]!["median ms"]);
  console.log(`10,000-hex / 6-player (both on a built galaxy): ${(median(3) / median(1)).toFixed(2)}x`);
  console.log(`targets: 6-player demo <= 0.5 ms median; 10,000-hex <= 2x the 6-player time`);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exitCode = 1;
});
