/**
 * `npm run bench`: how long the activation report takes on the benchmark
 * tables, each figure beside a plain breadth-first search over the same
 * galaxy in the same run ("x plain search": the ratio reads the same on any machine).
 */
import { Bench } from "tinybench";
import { largeMapBench } from "./large-map";
import { luaBench } from "./lua-bench";
import { moveRange, reportActivation } from "../../src/core";
import { carriersState, demoState, eightPlayerState, galaxyOf, syntheticState } from "./scenarios";
import { plainGraph, plainSearch } from "./plain-search";
import type { PlainGraph } from "./plain-search";

type Median = { readonly p50: number };

const PLAIN_BATCH = 100;

function medianOf(bench: Bench, name: string): number {
  const task = bench.tasks.find((t) => t.name === name)!;
  return (task.result as unknown as { latency: Median }).latency.p50;
}

async function main(): Promise<void> {
  const demo = demoState();
  const eight = eightPlayerState();
  const synthetic = syntheticState(10000);
  const carriers = carriersState(24);
  const tables = { demo, "8p": eight, "10k": synthetic, carriers } as const;
  const galaxies = { demo: galaxyOf(demo), "8p": galaxyOf(eight), "10k": galaxyOf(synthetic), carriers: galaxyOf(carriers) };
  const graphs: Record<string, PlainGraph> = {};
  for (const name of Object.keys(tables) as (keyof typeof tables)[]) {
    const result = reportActivation(tables[name], { galaxy: galaxies[name] });
    if (!result.ok) throw new Error(`${name}: ${result.problem.message}`);
    graphs[name] = plainGraph(galaxies[name], tables[name]);
  }

  // [figure, table whose plain search it is set beside, task]
  const cases: [string, keyof typeof tables, () => unknown][] = [
    ["6-player demo: report (table state in, report out)", "demo", () => reportActivation(demo)],
    ["6-player demo: report on a built galaxy", "demo", () => reportActivation(demo, { galaxy: galaxies.demo })],
    ["8-player map, 300 units: report on a built galaxy", "8p", () => reportActivation(eight, { galaxy: galaxies["8p"] })],
    ["10,000-hex galaxy, demo fleets: report on a built galaxy", "10k", () => reportActivation(synthetic, { galaxy: galaxies["10k"] })],
    ["demo + 24 carriers with 2 infantry each: report on a built galaxy", "carriers", () => reportActivation(carriers, { galaxy: galaxies.carriers })],
    // Move range: Sol's two Advanced Carriers II in Jord (move 2, Gravity Drive held), on the built galaxy.
    ["6-player demo: move range of the ships in Jord (1) on a built galaxy", "demo", () => moveRange(demo, "red", 1, undefined, { galaxy: galaxies.demo })],
    ["6-player demo: move range of the cruiser in 73 on a built galaxy", "demo", () => moveRange(demo, "red", 73, undefined, { galaxy: galaxies.demo })],
    // Last: building 10,000-hex galaxies leaves much garbage behind, which would be collected during the next task.
    ["10,000-hex galaxy: building the galaxy (once per table change)", "10k", () => galaxyOf(synthetic)],
  ];
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  // The plain search is timed 100 at a time: one is below the timer's resolution on the small maps.
  for (const name of Object.keys(graphs)) bench.add(`plain search: ${name}`, () => {
    for (let i = 0; i < PLAIN_BATCH; i++) plainSearch(graphs[name]!);
  });
  for (const [name, , task] of cases) bench.add(name, task);
  await bench.run();

  const plain = (table: string) => medianOf(bench, `plain search: ${table}`) / PLAIN_BATCH;
  console.table(
    cases.map(([name, table]) => ({
      task: name,
      "median ms": medianOf(bench, name).toFixed(4),
      "x plain search": (medianOf(bench, name) / plain(table)).toFixed(1),
    })),
  );
  console.log(`plain search (ms): ${Object.keys(graphs).map((t) => `${t} ${plain(t).toFixed(5)}`).join(", ")}`);
  const report = (name: string) => medianOf(bench, name);
  console.log(`10,000-hex / 6-player (both on a built galaxy): ${(report(cases[3]![0]) / report(cases[1]![0])).toFixed(2)}x`);
  console.log(`24 carriers / 6-player demo (both on a built galaxy): ${(report(cases[4]![0]) / report(cases[1]![0])).toFixed(2)}x`);
  console.log(`move range / report (6-player demo, both on a built galaxy): Jord ${(report(cases[5]![0]) / report(cases[1]![0])).toFixed(2)}x, 73 ${(report(cases[6]![0]) / report(cases[1]![0])).toFixed(2)}x`);
  luaBench(demo, synthetic, graphs.demo!, graphs["10k"]!);
  largeMapBench();
  // ttpg-mock installs jest hooks when `afterEach` exists; outside jest it must be declared absent.
  (globalThis as { afterEach?: unknown }).afterEach = undefined;
  const { scanBench } = require("./ttpg-scan") as { scanBench: () => Promise<void> };
  await scanBench();
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exitCode = 1;
});
