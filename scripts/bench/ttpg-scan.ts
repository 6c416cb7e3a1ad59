/**
 * Scanning a 3,000-object TTPG table (ttpg-mock as the API): the 8-player
 * map's tiles, its 300 units as plastic, and cards and tokens in the player
 * areas; timed from the objects to the table state.
 */
import { Bench } from "tinybench";
import { MockCard, MockCardDetails, MockGameObject, Vector } from "ttpg-mock";
import { TTPG_LAYOUT, buildGalaxy, createTileRegistry, hexToTtpg, readTable } from "../../src/core";
import { readWorld } from "../../src/ttpg/game/read-world";
import { eightPlayerState } from "./scenarios";
import { plainGraph, plainSearch } from "./plain-search";

export async function scanBench(): Promise<void> {
  const state = eightPlayerState();
  const tiles = createTileRegistry();
  const galaxy = buildGalaxy(state, tiles);
  let count = 0;
  galaxy.systems.forEach((s) => {
    const c = hexToTtpg(s.hex);
    new MockGameObject({ templateMetadata: `tile.system:base/${s.tile}`, position: new Vector(c.x, c.y, 0) });
    count++;
  });
  const slots: Record<string, number> = { green: 10, red: 11, yellow: 12, purple: 13, blue: 14, white: 15, orange: 16, pink: 17, black: 18 };
  for (const u of state.units ?? []) {
    const [q, r] = u.system as [number, number];
    const c = hexToTtpg({ q, r });
    for (let i = 0; i < (u.count ?? 1); i++) {
      new MockGameObject({ templateMetadata: `unit:base/${u.unit}`, owningPlayerSlot: slots[u.player] ?? 10, position: new Vector(c.x + i, c.y, 1) });
      count++;
    }
  }
  for (let i = 0; count < 3000; i++, count++) {
    const at = new Vector(300 + (i % 50) * 3, 300 + Math.floor(i / 50) * 3, 0);
    if (i % 3 === 0) new MockCard({ cardDetails: [new MockCardDetails({ metadata: `card.action:base/filler_${i}` })], isFaceUp: true, position: at });
    else new MockGameObject({ templateMetadata: i % 3 === 1 ? "token:base/tradegood-commodity-1" : "token.control:base/sol", position: at });
  }
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench.add("TTPG: scanning a 3,000-object table into a table state", () => {
    const world = readWorld();
    readTable(world.objects, { layout: TTPG_LAYOUT, tiles, players: world.players, laws: world.laws });
  });
  const graph = plainGraph(galaxy, state);
  bench.add("plain search, 100 times", () => {
    for (let i = 0; i < 100; i++) plainSearch(graph);
  });
  await bench.run();
  const [scan, plainBatch] = bench.tasks.map((t) => (t.result as unknown as { latency: { p50: number } }).latency.p50) as [number, number];
  const plain = plainBatch / 100;
  console.log(`TTPG scan of ${count} objects: median ${scan.toFixed(2)} ms, ${(scan / plain).toFixed(0)}x plain search of the 8-player map (${plain.toFixed(4)} ms)`);
}
