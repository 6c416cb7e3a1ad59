/**
 * Benchmark tables: the bundled 6-player demo, an 8-player community map with
 * 300 units, and a 10,000-hex synthetic galaxy holding the demo's fleets.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { buildGalaxy, createTileRegistry, hexDistance, hexFromSpiral, hexKey, resolveSystemRef } from "../../src/core/all";
import type { Galaxy, SystemInput, TableState, UnitStack } from "../../src/core/all";

import { communityMap, crowdedTable } from "../../test/support/crowded-table";

const ROOT = join(__dirname, "..", "..");

export function demoState(): TableState {
  const raw = JSON.parse(readFileSync(join(ROOT, "assets", "examples", "demo.json"), "utf8")) as TableState & { name?: string };
  return raw;
}

/** A small deterministic generator, so every run measures the same tables. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const PLAIN = [19, 20, 21, 22, 23, 24, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 46, 47, 48, 49, 50];

export function eightPlayerState(): TableState {
  const table = crowdedTable(communityMap("[8p"), 300, 8);
  const galaxy = buildGalaxy(table, createTileRegistry());
  const hexes = [...galaxy.systems.values()].filter((s) => !s.offMap).map((s) => [s.hex.q, s.hex.r] as [number, number]);
  // The first system two rings out: fleets all round it.
  return { ...table, active: { player: "red", system: hexes.find(([q, r]) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) === 2)! } };
}

/** The demo's map and fleets in the middle of a galaxy of `size` hexes filled with plain systems. */
export function syntheticState(size: number): TableState {
  const demo = demoState();
  const demoGalaxy = buildGalaxy(demo, createTileRegistry());
  const taken = new Set(demoGalaxy.systems.keys());
  const rnd = random(10000);
  const systems: SystemInput[] = [...(demo.systems ?? [])];
  for (let i = 0; i < size; i++) {
    const h = hexFromSpiral(i);
    if (taken.has(hexKey(h))) continue;
    systems.push({ tile: PLAIN[Math.floor(rnd() * PLAIN.length)]!, hex: [h.q, h.r] });
  }
  const byHex = (ref: TableState["active"] extends infer A ? (A extends { system: infer S } ? S : never) : never): [number, number] => {
    const where = resolveSystemRef(demoGalaxy, ref, "bench");
    if (!("key" in where)) throw new Error("bench: demo reference not on the map");
    const h = demoGalaxy.systems.get(where.key)!.hex;
    return [h.q, h.r];
  };
  return {
    ...demo,
    systems,
    units: (demo.units ?? []).map((u) => ({ ...u, system: byHex(u.system) })),
    tokens: (demo.tokens ?? []).map((t) => ({ ...t, system: byHex(t.system) })),
    active: { ...demo.active!, system: byHex(demo.active!.system) },
  };
}

export function galaxyOf(state: TableState): Galaxy {
  return buildGalaxy(state, createTileRegistry());
}

/** The demo plus `carriers` Carrier II of the active player, each with 2 infantry, in the systems one and two steps from the active system. */
export function carriersState(carriers: number): TableState {
  const demo = demoState();
  const galaxy = buildGalaxy(demo, createTileRegistry());
  const where = resolveSystemRef(galaxy, demo.active!.system, "bench");
  if (!("key" in where)) throw new Error("bench: demo active system not on the map");
  const centre = galaxy.systems.get(where.key)!.hex;
  const near = [...galaxy.systems.values()]
    .filter((s) => !s.offMap && s.key !== where.key && hexDistance(s.hex, centre) <= 2)
    .map((s) => [s.hex.q, s.hex.r] as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const units: UnitStack[] = [...(demo.units ?? [])];
  for (let i = 0; i < carriers; i++) {
    const system = near[i % near.length]!;
    units.push({ player: demo.active!.player, unit: "carrier", system }, { player: demo.active!.player, unit: "infantry", system, count: 2 });
  }
  return { ...demo, units };
}
