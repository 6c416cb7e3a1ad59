/**
 * `npm run bench`: a 20,000-tile galaxy of base and Prophecy of Kings systems
 * (wormholes, anomalies, each tile many times) through the whole command line,
 * in process: scenario JSON parsed and validated, galaxy built, full report as
 * text, as JSON and with the picture; once as a map string, once as a systems list.
 */
import { runCli } from "../../src/cli/main";
import type { CliIo } from "../../src/cli/io";
import { hexFromSpiral } from "../../src/core/all";

const TILES = [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80];
export const LARGE_MAP_TILES = 20000;

/** Systems along the spiral; the fleets are near the centre. */
function tileAt(i: number): number {
  return TILES[(i * 7) % TILES.length] as number;
}

function scenarioText(asSystems: boolean): string {
  const tiles: number[] = [];
  for (let i = 1; i <= LARGE_MAP_TILES; i++) tiles.push(tileAt(i));
  const units = [
    { player: "red", unit: "carrier", system: [0, -2], count: 2 },
    { player: "red", unit: "fighter", system: [0, -2], count: 6 },
    { player: "red", unit: "infantry", system: [1, -2], count: 4 },
    { player: "red", unit: "cruiser", system: [2, -2] },
    { player: "red", unit: "dreadnought", system: [-1, -1] },
    { player: "blue", unit: "destroyer", system: [1, -1] },
  ];
  const base = {
    players: { red: { faction: "sol", technologies: ["gravity-drive"], fleetTokens: 3 }, blue: { faction: "hacan" } },
    units,
    active: { player: "red", system: [0, -1] },
  };
  if (!asSystems) return JSON.stringify({ ...base, map: tiles.join(" ") });
  const systems = tiles.map((tile, k) => {
    const h = hexFromSpiral(k + 1);
    return { tile, hex: [h.q, h.r] };
  });
  return JSON.stringify({ ...base, systems: [{ tile: 18, hex: [0, 0] }, ...systems] });
}

function timeCli(args: string[], text: string): { ms: number; code: number; err: string } {
  const err: string[] = [];
  const io: CliIo = { out: () => undefined, err: (t) => err.push(t), readText: () => text, writeText: () => undefined };
  const start = process.hrtime.bigint();
  const code = runCli(args, io);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, code, err: err.join("\n") };
}

export function largeMapBench(): void {
  for (const asSystems of [false, true]) {
    const text = scenarioText(asSystems);
    const what = asSystems ? "systems list" : "map string";
    for (const args of [["report", "big.json"], ["report", "big.json", "--json"], ["report", "big.json", "--svg", "big.svg"]]) {
      const r = timeCli(args, text);
      if (r.code !== 0) throw new Error(`${what} ${args.join(" ")}: exit ${r.code}: ${r.err}`);
      console.log(`${LARGE_MAP_TILES}-tile galaxy (${what}): ti4-reach ${args.join(" ")}: ${r.ms.toFixed(0)} ms`);
    }
  }
}

