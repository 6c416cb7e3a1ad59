/**
 * Random valid scenarios on random small galaxies, checked against the rules
 * the report must always keep: every path is a chain of adjacent systems
 * ending in the active system [58.4a, 6], entering no more systems than the
 * move allows plus the gravity rifts left [58.4f, 41], never into a supernova
 * [86] or an asteroid field without Antimass Deflectors [11], never through a
 * nebula [59] or a system with another player's ships without Light/Wave
 * Deflector [58.4b], never out of a system holding the ship's command token
 * [58.4c]; and the after-move load is what the transport plan moves in [16, 37, 95].
 */
import fc from "fast-check";
import { createTileRegistry, hex, hexKey } from "../../src/core/all";
import type { ActivationReport, Galaxy, SystemInput, SystemRef, TableState, UnitStack } from "../../src/core/all";
import { buildAndReport } from "../support/galaxy";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";

const tiles = createTileRegistry();
/** Plain systems with planets, gravity rifts, nebula, supernova, asteroid fields, alpha and beta wormholes. */
const TILES = [19, 20, 21, 22, 26, 25, 39, 40, 41, 67, 41, 42, 43, 44, 45, 59, 62, 68];
const SHIPS: Record<string, { move: [number, number]; capacity: [number, number]; upgrade: string }> = {
  carrier: { move: [1, 2], capacity: [4, 6], upgrade: "carrier-ii" },
  cruiser: { move: [2, 3], capacity: [0, 1], upgrade: "cruiser-ii" },
  destroyer: { move: [2, 2], capacity: [0, 0], upgrade: "destroyer-ii" },
  dreadnought: { move: [1, 2], capacity: [1, 1], upgrade: "dreadnought-ii" },
};

const arbitraryState: fc.Arbitrary<TableState> = fc
  .record({
    cells: fc.uniqueArray(
      fc.record({
        q: fc.integer({ min: -2, max: 2 }),
        r: fc.integer({ min: -2, max: 2 }),
        tile: fc.constantFrom(...TILES),
        lane: fc.option(fc.record({ tile: fc.constantFrom(83, 84, 85, 86, 87, 88), rotation: fc.integer({ min: 0, max: 5 }) }), { freq: 8 }),
      }),
      { minLength: 3, maxLength: 19, selector: (c) => `${c.q},${c.r}` },
    ),
    red: fc.array(fc.record({ unit: fc.constantFrom(...Object.keys(SHIPS)), at: fc.nat(), count: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 6 }),
    cargo: fc.array(fc.record({ unit: fc.constantFrom("fighter", "infantry"), at: fc.nat(), count: fc.integer({ min: 1, max: 4 }), onPlanet: fc.boolean() }), { maxLength: 6 }),
    blue: fc.array(fc.record({ unit: fc.constantFrom("destroyer", "fighter", "infantry", "pds", "carrier"), at: fc.nat() }), { maxLength: 4 }),
    locks: fc.array(fc.nat(), { maxLength: 2 }),
    techs: fc.subarray(["antimass-deflectors", "light-wave-deflector", "carrier-ii", "cruiser-ii", "dreadnought-ii", "gravity-drive"]),
    effects: fc.subarray(["flank-speed", "lost-star-chart"]),
    fleetTokens: fc.integer({ min: 1, max: 5 }),
    activeAt: fc.nat(),
  })
  .filter((t) => t.cells.some((c) => c.lane === null))
  .map((t) => {
    const systems: SystemInput[] = t.cells.map((c) =>
      c.lane === null ? { tile: c.tile, hex: [c.q, c.r] } : { tile: c.lane.tile, hex: [c.q, c.r], side: "A", rotation: c.lane.rotation },
    );
    const real = systems.filter((s) => s.side === undefined);
    const at = (n: number) => real[n % real.length] as SystemInput;
    const ref = (s: SystemInput): SystemRef => [s.hex[0], s.hex[1]];
    const units: UnitStack[] = [
      ...t.red.map((u) => ({ player: "red", unit: u.unit, system: ref(at(u.at)), count: u.count })),
      ...t.cargo.map((u) => {
        const s = at(u.at);
        const planet = u.onPlanet && u.unit === "infantry" ? tiles.get(s.tile)?.planets?.[0]?.id : undefined;
        return planet === undefined ? { player: "red", unit: u.unit, system: ref(s), count: u.count } : { player: "red", unit: u.unit, system: ref(s), planet, count: u.count };
      }),
      ...t.blue.map((u) => ({ player: "blue", unit: u.unit, system: ref(at(u.at)) })),
    ];
    return {
      systems,
      players: { red: { faction: "hacan", technologies: t.techs, fleetTokens: t.fleetTokens }, blue: { faction: "sol" } },
      units,
      tokens: t.locks.map((n) => ({ token: "command", player: "red", system: ref(at(n)) })),
      active: { player: "red", system: ref(at(t.activeAt)), effects: t.effects },
    } satisfies TableState;
  });

function keyOf(galaxy: Galaxy, ref: SystemRef): string {
  return typeof ref === "number" ? (galaxy.byTile.get(ref) as string[])[0]! : hexKey(hex(ref[0], ref[1]));
}

function checkPaths(state: TableState, galaxy: Galaxy, isAdjacent: (a: string, b: string) => boolean, report: ActivationReport): void {
  const techs = state.players!.red!.technologies!;
  const active = keyOf(galaxy, state.active!.system);
  const anomalies = (key: string) => galaxy.systems.get(key)!.anomalies;
  const units = state.units!;
  const otherShips = (key: string) =>
    units.some((u) => u.player !== "red" && ["destroyer", "fighter", "carrier"].includes(u.unit) && keyOf(galaxy, u.system) === key);
  const locked = new Set(state.tokens!.map((t) => keyOf(galaxy, t.system)));
  for (const ship of report.ships) {
    const start = keyOf(galaxy, ship.from);
    if (start !== active && locked.has(start)) expect(ship).toMatchObject({ reachable: false, reason: "locked" });
    if (!ship.reachable) continue;
    const path = ship.path!.map((r) => keyOf(galaxy, r));
    expect(path[0]).toBe(start);
    expect(path[path.length - 1]).toBe(active);
    expect(ship.entered).toBe(path.length - 1);
    let riftsLeft = 0;
    for (let i = 0; i + 1 < path.length; i++) {
      expect(isAdjacent(path[i]!, path[i + 1]!)).toBe(true);
      if (anomalies(path[i]!).includes("gravity-rift")) riftsLeft++;
    }
    expect(ship.entered!).toBeLessThanOrEqual(ship.move + riftsLeft);
    expect(ship.rolls).toBe(riftsLeft);
    for (let i = 1; i < path.length; i++) {
      expect(anomalies(path[i]!)).not.toContain("supernova");
      if (!techs.includes("antimass-deflectors")) expect(anomalies(path[i]!)).not.toContain("asteroid-field");
      if (i < path.length - 1) {
        expect(anomalies(path[i]!)).not.toContain("nebula");
        if (!techs.includes("light-wave-deflector")) expect(otherShips(path[i]!)).toBe(false);
      }
    }
  }
}

/** The after-move warnings against a count made from the report's own ships and transport plan. */
function checkAfterMove(state: TableState, galaxy: Galaxy, report: ActivationReport): void {
  const techs = state.players!.red!.technologies!;
  const active = keyOf(galaxy, state.active!.system);
  const capacityOf = (unit: string) => SHIPS[unit]!.capacity[techs.includes(SHIPS[unit]!.upgrade) ? 1 : 0];
  let ships = 0;
  let capacity = 0;
  let cargo = 0;
  for (const u of state.units!) {
    if (u.player !== "red" || keyOf(galaxy, u.system) !== active) continue;
    if (SHIPS[u.unit] !== undefined) {
      ships += u.count!;
      capacity += capacityOf(u.unit) * u.count!;
    } else if (u.planet === undefined) cargo += u.count!;
  }
  for (const ship of report.ships) {
    if (!ship.reachable || keyOf(galaxy, ship.from) === active) continue;
    ships += ship.count;
    capacity += capacityOf(ship.unit) * ship.count;
  }
  // Everything the plan moves in, each entry standing for `count` identical ships; and never more than there is.
  const taken = new Map<string, number>();
  for (const entry of report.transport.plan) {
    let load = 0;
    for (const c of entry.carries) {
      load += c.count;
      cargo += c.count * entry.count;
      const where = `${c.unit}|${keyOf(galaxy, c.from)}|${c.planet ?? ""}`;
      taken.set(where, (taken.get(where) ?? 0) + c.count * entry.count);
    }
    expect(load).toBeLessThanOrEqual(capacityOf(entry.unit));
  }
  taken.forEach((n, where) => {
    const [unit, key, planet] = where.split("|");
    const there = state.units!.filter((u) => u.player === "red" && u.unit === unit && keyOf(galaxy, u.system) === key && (u.planet ?? "") === planet);
    expect(n).toBeLessThanOrEqual(there.reduce((sum, u) => sum + u.count!, 0));
  });
  const after = report.warnings.filter((w) => w.when === "after-move");
  const capacityWarning = after.find((w) => w.kind === "capacity");
  if (cargo > capacity) expect(capacityWarning).toMatchObject({ have: cargo, limit: capacity });
  else expect(capacityWarning).toBeUndefined();
  const fleetWarning = after.find((w) => w.kind === "fleet-pool");
  const limit = state.players!.red!.fleetTokens!;
  if (ships > limit) expect(fleetWarning).toMatchObject({ have: ships, limit });
  else expect(fleetWarning).toBeUndefined();
}

describe("movement invariants on random small galaxies", () => {
  test(
    "paths are chains of adjacent systems within move, around what the rules close; the after-move load is the plan's",
    () => {
      fc.assert(
        fc.property(arbitraryState, (state) => {
          const { galaxy, adjacency, report } = buildAndReport(state);
          checkPaths(state, galaxy, adjacency.isAdjacent, report);
          checkAfterMove(state, galaxy, report);
        }),
        fuzzParams(150, 9009),
      );
    },
    fuzzTimeout(30000),
  );
});
