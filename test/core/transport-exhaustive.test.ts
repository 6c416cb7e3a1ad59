/**
 * The transport plan against exhaustive search on small random tables: every
 * walk of every carrier enumerated, every combination of walks tried, and the
 * cargo matched unit by unit (Kuhn's matching) — an independent computation
 * of the most fighters and ground forces that can arrive.
 */
import fc from "fast-check";
import { hexKey, hex } from "../../src/core";
import { buildAndReport, keyOfPair } from "../support/galaxy";
import type { Adjacency, Galaxy, SystemInput, TableState, UnitStack } from "../../src/core";
import { largestMatching } from "../support/unit-matching";

const TILES = [19, 20, 21, 22, 41, 42, 44];
const SHIPS: Record<string, { move: [number, number]; capacity: [number, number]; tech: string }> = {
  carrier: { move: [1, 2], capacity: [4, 6], tech: "carrier-ii" },
  cruiser: { move: [2, 3], capacity: [0, 1], tech: "cruiser-ii" },
  dreadnought: { move: [1, 2], capacity: [1, 1], tech: "dreadnought-ii" },
};

const arbitraryTable: fc.Arbitrary<TableState> = fc
  .record({
    cells: fc.uniqueArray(
      fc.record({ q: fc.integer({ min: -1, max: 1 }), r: fc.integer({ min: -1, max: 1 }), tile: fc.constantFrom(...TILES) }),
      { minLength: 2, maxLength: 7, selector: (c) => `${c.q},${c.r}` },
    ),
    ships: fc.array(fc.record({ unit: fc.constantFrom(...Object.keys(SHIPS)), at: fc.nat() }), { minLength: 1, maxLength: 3 }),
    cargo: fc.array(fc.record({ unit: fc.constantFrom("infantry", "fighter", "mech"), at: fc.nat(), count: fc.integer({ min: 1, max: 4 }), onPlanet: fc.boolean() }), {
      maxLength: 4,
    }),
    blue: fc.array(fc.nat(), { maxLength: 1 }),
    locks: fc.array(fc.nat(), { maxLength: 1 }),
    techs: fc.subarray(["carrier-ii", "cruiser-ii", "dreadnought-ii"]),
    activeAt: fc.nat(),
  })
  .map((t) => {
    const systems: SystemInput[] = t.cells.map((c) => ({ tile: c.tile, hex: [c.q, c.r] }));
    const at = (n: number) => systems[n % systems.length]!.hex as [number, number];
    const units: UnitStack[] = [
      ...t.ships.map((s) => ({ player: "red", unit: s.unit, system: at(s.at) })),
      ...t.cargo.map((c) => ({ player: "red", unit: c.unit, system: at(c.at), count: c.count, ...(c.onPlanet && c.unit !== "fighter" ? { planet: "somewhere" } : {}) })),
      ...t.blue.map((n) => ({ player: "blue", unit: "destroyer", system: at(n) })),
    ];
    return {
      systems,
      players: { red: { faction: "hacan", technologies: t.techs }, blue: { faction: "sol" } },
      units,
      tokens: t.locks.map((n) => ({ token: "command", player: "red", system: at(n) })),
      active: { player: "red", system: at(t.activeAt) },
    } satisfies TableState;
  });

const keyOf = keyOfPair;

/** Every set of cargo systems some legal walk of this ship passes (official rules, no effects). */
function pickupSets(state: TableState, galaxy: Galaxy, adjacency: Adjacency, unit: string, start: string, cargoAt: Set<string>): Set<string>[] {
  const techs = state.players!.red!.technologies ?? [];
  const active = keyOf(state.active!.system);
  const locked = new Set((state.tokens ?? []).map((t) => keyOf(t.system)));
  if (start !== active && locked.has(start)) return [];
  const anomalies = (k: string) => galaxy.systems.get(k)!.anomalies;
  const spec = SHIPS[unit]!;
  let move = techs.includes(spec.tech) ? spec.move[1] : spec.move[0];
  if (anomalies(start).includes("nebula")) move = 1;
  const blue = new Set((state.units ?? []).filter((u) => u.player === "blue").map((u) => keyOf(u.system)));
  const canEnd = (k: string) => !anomalies(k).includes("asteroid-field");
  const canPass = (k: string) => canEnd(k) && !anomalies(k).includes("nebula") && !blue.has(k);
  const sets: Set<string>[] = [];
  const walk = (node: string, spent: number, depth: number, picked: Set<string>) => {
    if (depth > 6) return;
    for (const link of adjacency.links(node)) {
      const next = link.to;
      const cost = spent + (anomalies(node).includes("gravity-rift") ? 0 : 1);
      if (cost > move) continue;
      const nextPicked = new Set(picked);
      if (cargoAt.has(next) && !locked.has(next) && next !== active) nextPicked.add(next);
      if (next === active && canEnd(next)) sets.push(nextPicked);
      if (canPass(next)) walk(next, cost, depth + 1, nextPicked);
    }
  };
  const first = new Set<string>();
  if (cargoAt.has(start) && start !== active) first.add(start);
  if (start === active) sets.push(first);
  walk(start, 0, 0, first);
  return sets;
}


function exhaustiveArriving(state: TableState, galaxy: Galaxy, adjacency: Adjacency): number {
  const active = keyOf(state.active!.system);
  const red = (state.units ?? []).filter((u) => u.player === "red");
  const units: string[] = [];
  for (const u of red) if (u.unit !== "carrier" && u.unit !== "cruiser" && u.unit !== "dreadnought" && keyOf(u.system) !== active) {
    for (let i = 0; i < (u.count ?? 1); i++) units.push(keyOf(u.system));
  }
  const cargoAt = new Set(units);
  const techs = state.players!.red!.technologies ?? [];
  const ships = red.filter((u) => SHIPS[u.unit] !== undefined);
  const options = ships.map((s) => ({
    capacity: techs.includes(SHIPS[s.unit]!.tech) ? SHIPS[s.unit]!.capacity[1] : SHIPS[s.unit]!.capacity[0],
    sets: pickupSets(state, galaxy, adjacency, s.unit, keyOf(s.system), cargoAt),
  }));
  let best = 0;
  const choose = (i: number, chosen: Set<string>[]) => {
    if (i === options.length) {
      const seats: Set<string>[] = [];
      chosen.forEach((set, k) => {
        for (let c = 0; c < options[k]!.capacity; c++) seats.push(set);
      });
      best = Math.max(best, largestMatching(seats.length, units.length, (seat, u) => (seats[seat] as Set<string>).has(units[u] as string)));
      return;
    }
    const sets = options[i]!.sets;
    if (sets.length === 0) choose(i + 1, [...chosen, new Set()]);
    for (const set of sets) choose(i + 1, [...chosen, set]);
  };
  choose(0, []);
  return best;
}

describe("transport plan against exhaustive search", () => {
  test("the plan brings as much as any choice of walks could, on 300 random small tables", () => {
    fc.assert(
      fc.property(arbitraryTable, (state) => {
        const { galaxy, adjacency, report } = buildAndReport(state);
        const { transport } = report;
        expect(transport.arriving).toBe(exhaustiveArriving(state, galaxy, adjacency));
        // The plan adds up and stays within every ship's capacity.
        let carried = 0;
        for (const p of transport.plan) {
          const load = p.carries.reduce((n, c) => n + c.count, 0);
          const spec = SHIPS[p.unit]!;
          const capacity = (state.players!.red!.technologies ?? []).includes(spec.tech) ? spec.capacity[1] : spec.capacity[0];
          expect(load).toBeLessThanOrEqual(capacity);
          carried += load * p.count;
        }
        expect(carried).toBe(transport.arriving);
      }),
      { numRuns: 300 },
    );
  });
});
