/**
 * The transport plan against exhaustive search on small random tables: every
 * walk of every carrier enumerated, every combination of walks tried, and the
 * cargo matched unit by unit (Kuhn's matching) — an independent computation
 * of the most fighters and ground forces that can arrive.
 */
import fc from "fast-check";
import { hexKey, hex } from "../../src/core/all";
import { buildAndReport, keyOfPair } from "../support/galaxy";
import type { Adjacency, Galaxy, SystemInput, TableState, UnitStack } from "../../src/core/all";
import { largestMatching } from "../support/unit-matching";

const TILES = [19, 20, 21, 22, 41, 42, 44];
const SHIPS: Record<string, { move: [number, number]; capacity: [number, number]; tech: string }> = {
  carrier: { move: [1, 2], capacity: [4, 6], tech: "carrier-ii" },
  cruiser: { move: [2, 3], capacity: [0, 1], tech: "cruiser-ii" },
  dreadnought: { move: [1, 2], capacity: [1, 1], tech: "dreadnought-ii" },
};
/** Fighters' walks (Fighter II: move 2 on their own), for Age of Fighters. */
const FIGHTER = { move: [0, 2] as [number, number], capacity: [0, 1] as [number, number], tech: "fighter-ii" };
const specOf = (unit: string) => (unit === "fighter" ? FIGHTER : SHIPS[unit]!);

/** Small random tables; with Age of Fighters in play red has Fighter II, and its fighters that reach carry a ground force each. */
const tableWith = (ageOfFighters: boolean): fc.Arbitrary<TableState> => fc
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
  .map((t) => (ageOfFighters ? { ...t, techs: [...t.techs, "fighter-ii"] } : t))
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
      ...(ageOfFighters ? { laws: ["age-of-fighters"] } : {}),
    } satisfies TableState;
  });
const arbitraryTable = tableWith(false);

const keyOf = keyOfPair;

/** Every set of cargo systems some legal walk of this ship passes (official rules, no effects). */
function pickupSets(state: TableState, galaxy: Galaxy, adjacency: Adjacency, unit: string, start: string, cargoAt: Set<string>): Set<string>[] {
  const techs = state.players!.red!.technologies ?? [];
  const active = keyOf(state.active!.system);
  const locked = new Set((state.tokens ?? []).map((t) => keyOf(t.system)));
  if (start !== active && locked.has(start)) return [];
  const anomalies = (k: string) => galaxy.systems.get(k)!.anomalies;
  const spec = specOf(unit);
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

/**
 * Age of Fighters: "Fighters that count against your fleet pool have CAPACITY value of 1; fighters cannot
 * transport other fighters". Fighter II that reach fly on their own (and arrive); each is also a seat for one
 * ground force along its walk. Fighters that cannot reach are cargo for the ships.
 */
function exhaustiveArrivingWithAgeOfFighters(state: TableState, galaxy: Galaxy, adjacency: Adjacency): number {
  const active = keyOf(state.active!.system);
  const red = (state.units ?? []).filter((u) => u.player === "red");
  const flies = (u: UnitStack) =>
    u.unit === "fighter" && keyOf(u.system) !== active && pickupSets(state, galaxy, adjacency, "fighter", keyOf(u.system), new Set()).length > 0;
  const units: { at: string; fighter: boolean }[] = [];
  // Miniaturization: structures come along with any ship passing their system, using no capacity.
  const structures = new Map<string, number>();
  let flying = 0;
  for (const u of red) {
    if (SHIPS[u.unit] !== undefined || keyOf(u.system) === active) continue;
    if (u.unit === "pds") structures.set(keyOf(u.system), (structures.get(keyOf(u.system)) ?? 0) + (u.count ?? 1));
    else if (flies(u)) flying += u.count ?? 1;
    else for (let i = 0; i < (u.count ?? 1); i++) units.push({ at: keyOf(u.system), fighter: u.unit === "fighter" });
  }
  const cargoAt = new Set([...units.map((u) => u.at), ...structures.keys()]);
  const techs = state.players!.red!.technologies ?? [];
  // Each distinct set of cargo systems once (many walks pass the same ones).
  const distinct = (sets: Set<string>[]) => [...new Map(sets.map((set) => [[...set].sort().join(" "), set])).values()];
  const options: { capacity: number; groundOnly: boolean; sets: Set<string>[] }[] = [];
  for (const u of red) {
    if (SHIPS[u.unit] !== undefined) {
      const capacity = techs.includes(SHIPS[u.unit]!.tech) ? SHIPS[u.unit]!.capacity[1] : SHIPS[u.unit]!.capacity[0];
      options.push({ capacity, groundOnly: false, sets: distinct(pickupSets(state, galaxy, adjacency, u.unit, keyOf(u.system), cargoAt)) });
    } else if (flies(u)) {
      const sets = distinct(pickupSets(state, galaxy, adjacency, "fighter", keyOf(u.system), cargoAt));
      for (let i = 0; i < (u.count ?? 1); i++) options.push({ capacity: 1, groundOnly: true, sets });
    } else if (u.unit === "fighter" && keyOf(u.system) === active) {
      // Fighter II in the active system may leave and come back: with Miniaturization, bringing structures.
      const sets = distinct(pickupSets(state, galaxy, adjacency, "fighter", active, cargoAt));
      for (let i = 0; i < (u.count ?? 1); i++) options.push({ capacity: 0, groundOnly: true, sets });
    }
  }
  let best = 0;
  // Fighters of one stack are alike: their walks are chosen in non-decreasing order (a multiset, not every order).
  const choose = (i: number, chosen: number[]) => {
    if (i === options.length) {
      const seats: { set: Set<string>; groundOnly: boolean }[] = [];
      chosen.forEach((k, o) => {
        const set = options[o]!.sets[k] ?? new Set<string>();
        for (let c = 0; c < options[o]!.capacity; c++) seats.push({ set, groundOnly: options[o]!.groundOnly });
      });
      const fits = (seat: number, u: number) => seats[seat]!.set.has(units[u]!.at) && !(seats[seat]!.groundOnly && units[u]!.fighter);
      const passed = new Set<string>();
      chosen.forEach((k, o) => options[o]!.sets[k]?.forEach((at) => passed.add(at)));
      let free = 0;
      for (const [at, n] of structures) if (passed.has(at)) free += n;
      best = Math.max(best, largestMatching(seats.length, units.length, fits) + free);
      return;
    }
    const sets = options[i]!.sets;
    const alike = i > 0 && options[i - 1]!.sets === sets;
    if (sets.length === 0) choose(i + 1, [...chosen, 0]);
    for (let k = alike ? chosen[i - 1]! : 0; k < sets.length; k++) choose(i + 1, [...chosen, k]);
  };
  choose(0, []);
  return flying + best;
}

/** Age of Fighters tables, some seated as the Ral Nel (Miniaturization: structures ride with any ship passing, using no capacity). */
const ageOfFightersTable: fc.Arbitrary<TableState> = fc
  .record({ table: tableWith(true), ralnel: fc.boolean(), pds: fc.array(fc.record({ at: fc.nat(), count: fc.integer({ min: 1, max: 2 }) }), { maxLength: 2 }) })
  .map(({ table, ralnel, pds }) => {
    if (!ralnel) return table;
    const systems = table.systems!;
    const structures = pds.map((p) => ({ player: "red", unit: "pds", system: systems[p.at % systems.length]!.hex as [number, number], count: p.count }));
    return { ...table, players: { ...table.players, red: { ...table.players!.red!, faction: "ralnel" } }, units: [...(table.units ?? []), ...structures] };
  });

describe("transport plan with Age of Fighters against exhaustive search", () => {
  test("fighters flying on their own bring a ground force each, never a fighter (and structures for the Ral Nel): the plan brings the most, on 200 random small tables", () => {
    fc.assert(
      fc.property(ageOfFightersTable, (state) => {
        const { galaxy, adjacency, report } = buildAndReport(state);
        const { transport } = report;
        expect(transport.arriving).toBe(exhaustiveArrivingWithAgeOfFighters(state, galaxy, adjacency));
        let arrived = 0;
        for (const p of transport.plan) {
          const load = p.carries.reduce((n, c) => n + c.count, 0);
          const structures = p.carries.filter((c) => c.unit === "pds").reduce((n, c) => n + c.count, 0);
          if (p.own === true) {
            expect(load - structures).toBeLessThanOrEqual(1);
            expect(p.carries.filter((c) => c.unit === "fighter")).toEqual([]);
            arrived += p.count;
          }
          arrived += load * p.count;
        }
        expect(arrived).toBe(transport.arriving);
      }),
      { numRuns: 200 },
    );
  });
});
