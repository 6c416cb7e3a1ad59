/**
 * `npm run bench`: maps of the same tiles many times over, where anything that
 * pairs every wormhole system with every other grows with the square of the
 * map. Each case runs the command line in a process of its own and reports its
 * time and its peak memory against the bound: at most 2 s and 500 MB.
 */
import { spawnSync } from "child_process";
import { mkdtempSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { runCli } from "../../src/cli/main";
import type { CliIo } from "../../src/cli/io";

const BOUND_MS = 2000;
const BOUND_MB = 500;

function repeated(tiles: readonly number[], positions: number): string {
  return Array.from({ length: positions }, (_, i) => tiles[i % tiles.length]).join(" ");
}

const TILES_19_TO_48 = Array.from({ length: 30 }, (_, i) => 19 + i);
const WORMHOLE_TILES = [25, 26, 39, 40];
/** Positions within 100 rings (the map limit). */
const RING_100 = 3 * 100 * 101;

interface Case {
  readonly name: string;
  readonly args: (dir: string) => string[];
}

function cases(dir: string): Case[] {
  const ring100 = {
    map: repeated(TILES_19_TO_48, RING_100),
    players: { red: { faction: "hacan" } },
    units: [
      { player: "red", unit: "carrier", system: [0, -1] },
      { player: "red", unit: "cruiser", system: [0, -1] },
    ],
    active: { player: "red", system: [0, 0] },
  };
  writeFileSync(join(dir, "ring100.json"), JSON.stringify(ring100));
  writeFileSync(join(dir, "tiles25k.json"), JSON.stringify({ map: repeated(TILES_19_TO_48, 25000) }));
  writeFileSync(join(dir, "wormholes2k.json"), JSON.stringify({ map: repeated(WORMHOLE_TILES, 2000) }));
  return [
    { name: "summary, tiles 19-48 repeated to 25,000 positions", args: (d) => ["summary", join(d, "tiles25k.json")] },
    { name: "graph, tiles 19-48 repeated to 25,000 positions", args: (d) => ["graph", join(d, "tiles25k.json")] },
    { name: "graph, 2,000 copies of wormhole tiles", args: (d) => ["graph", join(d, "wormholes2k.json")] },
    { name: "range, 100-ring map of repeated tiles (cruiser and carrier beside wormholes)", args: (d) => ["range", join(d, "ring100.json"), "--from", "0,-1"] },
    { name: "report, 100-ring map of repeated tiles", args: (d) => ["report", join(d, "ring100.json")] },
  ];
}

/** In the child process: run one command line, then print its time, peak memory and output size. */
export function runRepeatedCase(args: readonly string[]): void {
  let bytes = 0;
  const io: CliIo = { out: (t) => (bytes += t.length), err: () => undefined, readText: (p) => require("fs").readFileSync(p, "utf8"), writeText: () => undefined };
  const start = process.hrtime.bigint();
  const code = runCli([...args], io);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(JSON.stringify({ code, ms, mb: process.resourceUsage().maxRSS / 1024, bytes }));
}

export function repeatedTilesBench(script: string): void {
  const dir = mkdtempSync(join(tmpdir(), "ti4-reach-bench-"));
  for (const c of cases(dir)) {
    const child = spawnSync(process.execPath, [script, "--repeated-case", ...c.args(dir)], { encoding: "utf8", maxBuffer: 1 << 20 });
    const line = (child.stdout ?? "").trim().split("\n").pop() ?? "";
    let r: { code: number; ms: number; mb: number; bytes: number } | undefined;
    try {
      r = JSON.parse(line);
    } catch {
      r = undefined;
    }
    if (r === undefined || r.code !== 0) {
      console.log(`${c.name}: failed (${child.status ?? child.signal}) ${(child.stderr ?? "").split("\n")[0]}`);
      continue;
    }
    const within = r.ms <= BOUND_MS && r.mb <= BOUND_MB ? "within" : "OVER";
    console.log(`${c.name}: ${r.ms.toFixed(0)} ms, ${r.mb.toFixed(0)} MB peak, ${(r.bytes / 1e6).toFixed(2)} MB of output (${within} ${BOUND_MS / 1000} s and ${BOUND_MB} MB)`);
  }
}
