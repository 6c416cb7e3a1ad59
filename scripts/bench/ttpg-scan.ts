/**
 * A TTPG activation on a 3,000-object table (ttpg-mock as the API, see
 * ttpg-table.ts), as the adapter does it: the scan (objects -> table state,
 * readWorld then readTable) and the report on it (the galaxy kept between
 * activations, as the controller keeps it), each and together beside the plain
 * search of the 8-player map; and how many API calls the scan makes per object
 * (native calls in TTPG, far dearer there than in ttpg-mock).
 */
import { MockCard, MockCardHolder, MockGameObject, MockGameWorld, MockStaticObject } from "ttpg-mock";
import { TTPG_LAYOUT, buildGalaxy, createGalaxyCache, createTileRegistry, createUnitCatalogue, readTable, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { readWorld } from "../../src/ttpg/game/read-world";
import { eightPlayerState } from "./scenarios";
import { plainGraph, plainSearch } from "./plain-search";
import { layBenchTable } from "./ttpg-table";
import type { BenchTable } from "./ttpg-table";
import { medianOver, ratioOver, runRounds } from "./rounds";

const TOTAL = 3000;
const PLAIN = "plain search, 100 times";

export async function scanBench(): Promise<void> {
  const state = eightPlayerState();
  const galaxies = createGalaxyCache(createTileRegistry());
  const tiles = galaxies.tiles;
  const units = createUnitCatalogue();
  const table = layBenchTable(state, buildGalaxy(state, tiles), TOTAL);

  const scan = (): TableState => {
    const read = readWorld();
    const reading = readTable(read.objects, { layout: TTPG_LAYOUT, tiles, players: read.players, laws: read.laws });
    return { ...reading.state, active: { player: read.playerOf(table.slot), system: [table.active.q, table.active.r] } };
  };
  const report = (scanned: TableState) => {
    const result = reportActivation(scanned, { galaxy: galaxies.galaxyFor(scanned), tiles, units });
    if (!result.ok) throw new Error(`TTPG bench: ${result.problem.message}`);
    return result;
  };
  const scanned = scan();
  report(scanned);

  const calls = countCalls(scan);
  const graph = plainGraph(buildGalaxy(state, tiles), state);
  const rounds = await runRounds([
    ["scan", scan],
    ["report", () => report(scanned)],
    ["total", () => report(scan())],
    [PLAIN, () => {
      for (let i = 0; i < 100; i++) plainSearch(graph);
    }],
  ]);
  const plainOf = (round: Map<string, number>) => round.get(PLAIN)! / 100;
  const line = (what: string, task: string) =>
    `TTPG, ${table.count} objects on the 8-player map: ${what}: median ${medianOver(rounds, task).toFixed(2)} ms, ${ratioOver(rounds, task, plainOf).toFixed(0)}x plain search (${(medianOver(rounds, PLAIN) / 100).toFixed(4)} ms)`;
  console.log(line("scan into a table state", "scan"));
  console.log(line("report on it (galaxy kept)", "report"));
  console.log(line("scan + report", "total"));
  console.log(`TTPG scan: ${describeCalls(calls, table)}`);
}

/** API calls one scan makes, by method (every method of ttpg-mock's world and objects; calls the mock makes inside one are not counted). */
function countCalls(run: () => unknown): Map<string, number> {
  const calls = new Map<string, number>();
  const restores: (() => void)[] = [];
  let depth = 0;
  for (const proto of [MockGameWorld.prototype, MockStaticObject.prototype, MockGameObject.prototype, MockCard.prototype, MockCardHolder.prototype]) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (name === "constructor" || name[0] === "_" || descriptor === undefined || typeof descriptor.value !== "function") continue;
      const original = descriptor.value as (...args: unknown[]) => unknown;
      (proto as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        if (depth === 0) calls.set(name, (calls.get(name) ?? 0) + 1);
        depth++;
        try {
          return original.apply(this, args);
        } finally {
          depth--;
        }
      };
      restores.push(() => {
        (proto as unknown as Record<string, unknown>)[name] = original;
      });
    }
  }
  try {
    run();
  } finally {
    for (const restore of restores) restore();
  }
  return calls;
}

function describeCalls(calls: Map<string, number>, table: BenchTable): string {
  let all = 0;
  calls.forEach((n) => (all += n));
  const byMethod = [...calls.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([name, n]) => `${name} ${n}`);
  return `${all} API calls, ${(all / table.count).toFixed(2)} per object (${byMethod.join(", ")})`;
}
