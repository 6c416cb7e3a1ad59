/**
 * `npm run bench`: how long the activation report takes on the benchmark
 * tables, each figure beside a plain breadth-first search over the same
 * galaxy in the same run ("x plain search": the ratio reads the same on any machine).
 */
import { largeMapBench } from "./large-map";
import { repeatedTilesBench, runRepeatedCase } from "./repeated-tiles";
import { luaBench } from "./lua-bench";
import { moveRange, reportActivation, threatMap, threats } from "../../src/core/all";
import type { SystemRef } from "../../src/core/all";
import { carriersState, demoState, eightPlayerState, galaxyOf, syntheticState } from "./scenarios";
import { plainGraph, plainSearch } from "./plain-search";
import type { PlainGraph } from "./plain-search";
import { medianOver, ratioOver, ROUNDS, runRounds } from "./rounds";

const PLAIN_BATCH = 100;

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

  const DEMO = "6-player demo: report on a built galaxy";
  const BIG = "10,000-hex galaxy, demo fleets: report on a built galaxy";
  const CARRIERS = "demo + 24 carriers with 2 infantry each: report on a built galaxy";
  const JORD = "6-player demo: move range of the ships in Jord (1) on a built galaxy";
  const CRUISER = "6-player demo: move range of the cruiser in 73 on a built galaxy";
  const BUILD = "10,000-hex galaxy: building the galaxy (once per table change)";
  const EIGHT = "8-player map, 300 units: report on a built galaxy";
  const THREATS = "8-player map: threats to the active system, every other player";
  const THREAT_MAP = "8-player map: whole-table threats for the active player (both rounds)";
  const eightActive = eight.active as { player: string; system: SystemRef };
  // [figure, table whose plain search it is set beside, task], in the order they run
  const cases: [string, keyof typeof tables, () => unknown][] = [
    [DEMO, "demo", () => reportActivation(demo, { galaxy: galaxies.demo })],
    [EIGHT, "8p", () => reportActivation(eight, { galaxy: galaxies["8p"] })],
    [BIG, "10k", () => reportActivation(synthetic, { galaxy: galaxies["10k"] })],
    [CARRIERS, "carriers", () => reportActivation(carriers, { galaxy: galaxies.carriers })],
    // Move range: Sol's two Advanced Carriers II in Jord (move 2, Gravity Drive held), on the built galaxy.
    [JORD, "demo", () => moveRange(demo, "red", 1, undefined, { galaxy: galaxies.demo })],
    [CRUISER, "demo", () => moveRange(demo, "red", 73, undefined, { galaxy: galaxies.demo })],
    // Threats: who could move into the 8-player map's active system, and the whole table for its active player.
    [THREATS, "8p", () => threats(eight, eightActive.system, { galaxy: galaxies["8p"], defender: eightActive.player })],
    [THREAT_MAP, "8p", () => threatMap(eight, eightActive.player, { galaxy: galaxies["8p"] })],
    // Last in each round: it builds a galaxy every time, and its garbage is collected during the next
    // round's plain searches (tiny tasks, whose medians a pause does not move) rather than during a report's.
    ["6-player demo: report (table state in, report out)", "demo", () => reportActivation(demo)],
    // In rounds of its own after the others: each build leaves megabytes behind.
    [BUILD, "10k", () => galaxyOf(synthetic)],
  ];
  const plainTask = (name: string): [string, () => unknown] => [
    `plain search: ${name}`,
    () => {
      for (let i = 0; i < PLAIN_BATCH; i++) plainSearch(graphs[name]!);
    },
  ];
  const casesWhere = (keep: (name: string) => boolean) => cases.filter(([name]) => keep(name)).map(([name, , task]): [string, () => unknown] => [name, task]);
  // The Lua figures take a round of their own after each of these rounds.
  const lua = luaBench(demo, synthetic, graphs.demo!, graphs["10k"]!);
  const rounds = await runRounds([...Object.keys(graphs).map(plainTask), ...casesWhere((name) => name !== BUILD)], lua.round);
  const buildRounds = await runRounds([plainTask("10k"), ...casesWhere((name) => name === BUILD)]);
  const roundsOf = (name: string) => (name === BUILD ? buildRounds : rounds);
  const plain = (table: string) => medianOver(rounds, `plain search: ${table}`) / PLAIN_BATCH;
  const report = (name: string) => medianOver(roundsOf(name), name);
  const ratio = (name: string, over: (round: Map<string, number>) => number) => ratioOver(roundsOf(name), name, over);
  console.table(
    cases.map(([name, table]) => ({
      task: name,
      "median ms": report(name).toFixed(4),
      "x plain search": ratio(name, (r) => r.get(`plain search: ${table}`)! / PLAIN_BATCH).toFixed(1),
    })),
  );
  console.log(`plain search (ms): ${Object.keys(graphs).map((t) => `${t} ${plain(t).toFixed(5)}`).join(", ")}; medians over ${ROUNDS} rounds`);
  const demoReport = (r: Map<string, number>) => r.get(DEMO)!;
  console.log(`10,000-hex / 6-player (both on a built galaxy): ${ratio(BIG, demoReport).toFixed(2)}x`);
  console.log(`24 carriers / 6-player demo (both on a built galaxy): ${ratio(CARRIERS, demoReport).toFixed(2)}x`);
  console.log(`move range / report (6-player demo, both on a built galaxy): Jord ${ratio(JORD, demoReport).toFixed(2)}x, 73 ${ratio(CRUISER, demoReport).toFixed(2)}x`);
  const eightReport = (r: Map<string, number>) => r.get(EIGHT)!;
  console.log(`threats / report (8-player map, both on a built galaxy): one system ${ratio(THREATS, eightReport).toFixed(2)}x, whole table ${ratio(THREAT_MAP, eightReport).toFixed(2)}x`);
  lua.print();
  largeMapBench();
  repeatedTilesBench(process.argv[1] as string);
  // ttpg-mock installs jest hooks when `afterEach` exists; outside jest it must be declared absent.
  (globalThis as { afterEach?: unknown }).afterEach = undefined;
  const { scanBench } = require("./ttpg-scan") as { scanBench: () => Promise<void> };
  await scanBench();
}

// `--repeated-case <args>`: one case of repeatedTilesBench, in its own process; `--repeated`: only those cases.
if (process.argv[2] === "--repeated-case") runRepeatedCase(process.argv.slice(3));
else if (process.argv[2] === "--repeated") repeatedTilesBench(process.argv[1] as string);
else {
  main().catch((e: Error) => {
    console.error(e.message);
    process.exitCode = 1;
  });
}
