/**
 * A crowded table on a real community map: eight players of real factions,
 * with hundreds of unit stacks spread at random (a fixed seed) over the
 * systems, as the benchmarks and the label tests use it.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { buildGalaxy, createTileRegistry } from "../../src/core/all";
import type { TableState, UnitStack } from "../../src/core/all";

const ROOT = join(__dirname, "..", "..");

/** A small linear congruential generator: the same table on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export const EIGHT_PLAYERS = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "black"] as const;
const FACTIONS = ["sol", "hacan", "jolnar", "letnev", "muaat", "xxcha", "naalu", "yin"];
const KINDS = ["carrier", "cruiser", "destroyer", "dreadnought", "fighter", "infantry"];

/** The community map string whose name contains `name` (test/fixtures/community-maps.json). */
export function communityMap(name: string): string {
  const maps = JSON.parse(readFileSync(join(ROOT, "test", "fixtures", "community-maps.json"), "utf8")) as { name: string; mapstring: string }[];
  const found = maps.find((m) => m.name.includes(name));
  if (found === undefined) throw new Error(`no community map named like "${name}"`);
  return found.mapstring;
}

/** Eight players with Gravity Drive and Carrier II, and `stacks` stacks of 1-3 ships or forces on the map's systems. */
export function crowdedTable(map: string, stacks: number, seed: number): TableState {
  const galaxy = buildGalaxy({ map }, createTileRegistry());
  const hexes = [...galaxy.systems.values()].filter((s) => !s.offMap).map((s) => [s.hex.q, s.hex.r] as [number, number]);
  const units: UnitStack[] = [];
  const rnd = random(seed);
  for (let i = 0; i < stacks; i++) {
    units.push({
      player: EIGHT_PLAYERS[Math.floor(rnd() * EIGHT_PLAYERS.length)]!,
      unit: KINDS[Math.floor(rnd() * KINDS.length)]!,
      system: hexes[Math.floor(rnd() * hexes.length)]!,
      count: 1 + Math.floor(rnd() * 3),
    });
  }
  return {
    map,
    players: Object.fromEntries(EIGHT_PLAYERS.map((p, i) => [p, { faction: FACTIONS[i], technologies: ["gravity-drive", "carrier-ii"] }])),
    units,
  };
}
