/**
 * Differential test: the movement search against a brute-force enumeration of
 * every simple path, written straight from the rules, on random small galaxies
 * with random anomalies, wormholes, hyperlanes, blockers, locks, upgrades,
 * Void Tethers (placed by blue, between any two systems: wormhole systems too)
 * and Thunder's Edge breaches (active ones adjacent to each other, another
 * shared group) and Sever (a system's wormholes do nothing).
 */
import fc from "fast-check";
import { hexKey, hex } from "../../src/core/all";
import { buildAndReport } from "../support/galaxy";
import { arbitraryGalaxy } from "../support/random-galaxy";
import type { Adjacency, Galaxy, ShipReport, TableState, UnitStack } from "../../src/core/all";

const MOVE: Record<string, [number, number]> = { carrier: [1, 2], cruiser: [2, 3], destroyer: [2, 2], dreadnought: [1, 2] };
/** The alpha (26, 39) and beta (25, 40) systems among the random tiles. */
const ALPHA_TILES = [26, 39];
const BETA_TILES = [25, 40];
const UPGRADE: Record<string, string> = { carrier: "carrier-ii", cruiser: "cruiser-ii", destroyer: "destroyer-ii", dreadnought: "dreadnought-ii" };

const arbitraryTable: fc.Arbitrary<TableState> = fc
  .record({
    galaxy: arbitraryGalaxy,
    red: fc.array(fc.record({ unit: fc.constantFrom(...Object.keys(MOVE)), at: fc.nat() }), { minLength: 1, maxLength: 5 }),
    blue: fc.array(fc.record({ unit: fc.constantFrom("destroyer", "fighter", "infantry", "pds"), at: fc.nat() }), { maxLength: 4 }),
    locks: fc.array(fc.nat(), { maxLength: 2 }),
    // Often between two wormhole systems, where a tether splits a wormhole group.
    tethers: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), wormholes: fc.boolean() }), { maxLength: 2 }),
    // Often red activates one end of the first tether from the other.
    acrossTether: fc.boolean(),
    techs: fc.subarray(["antimass-deflectors", "light-wave-deflector", "carrier-ii", "cruiser-ii", "dreadnought-ii"]),
    flank: fc.boolean(),
    activeAt: fc.nat(),
    breaches: fc.array(fc.record({ at: fc.nat(), active: fc.boolean() }), { maxLength: 3 }),
    sever: fc.array(fc.nat(), { maxLength: 1 }),
  })
  .map((t) => {
    const { systems, real } = t.galaxy;
    const at = (n: number) => real[n % real.length] as [number, number];
    // Ships start anywhere but the active system, when there is room.
    const activeAt = t.activeAt % real.length;
    const away = (n: number) => at(real.length > 1 && n % real.length === activeAt ? n + 1 : n);
    // Tether ends: any two systems, or two systems with the same wormhole kind (alpha when there are two, else beta).
    const ofKind = (tiles: number[]) => systems.filter((s) => s.side === undefined && tiles.includes(s.tile)).map((s) => s.hex as [number, number]);
    const alphas = ofKind(ALPHA_TILES);
    const wormholeSystems = alphas.length >= 2 ? alphas : ofKind(BETA_TILES);
    const tetherEnd = (n: number, wormholes: boolean) => (wormholes && wormholeSystems.length >= 2 ? wormholeSystems[n % wormholeSystems.length]! : at(n));
    const tether = t.acrossTether ? t.tethers[0] : undefined;
    const active = tether !== undefined ? tetherEnd(tether.a, tether.wormholes) : at(activeAt);
    const units: UnitStack[] = [
      ...t.red.map((u, i) => ({ player: "red", unit: u.unit, system: tether !== undefined && i === 0 ? tetherEnd(tether.b, tether.wormholes) : away(u.at) })),
      ...t.blue.map((u) => ({ player: "blue", unit: u.unit, system: at(u.at) })),
    ];
    return {
      systems,
      players: { red: { faction: "hacan", technologies: t.techs }, blue: { faction: "sol" } },
      units,
      tokens: [
        ...t.locks.map((n) => ({ token: "command", player: "red", system: at(n) })),
        ...t.tethers.map((v) => ({ token: "void-tether", player: "blue", system: tetherEnd(v.a, v.wormholes), toward: tetherEnd(v.b, v.wormholes) })),
        ...t.breaches.map((b) => ({ token: "breach", system: at(b.at), ...(b.active ? {} : { faceDown: true }) })),
        ...t.sever.map((n) => ({ token: "sever", system: tetherEnd(n, true) })),
      ],
      active: { player: "red", system: active, effects: t.flank ? ["flank-speed"] : [] },
    } satisfies TableState;
  });

interface Best {
  rolls: number;
  entered: number;
}

/** The rules, written plainly, for one ship. */
function bruteForce(state: TableState, galaxy: Galaxy, adjacency: Adjacency, unit: string, start: string, passShips = false): Best | "locked" | undefined {
  const techs = state.players!.red!.technologies ?? [];
  const active = hexKey(hex(...(state.active!.system as [number, number])));
  if (start === active) return { rolls: 0, entered: 0 };
  if ((state.tokens ?? []).some((t) => t.token === "command" && hexKey(hex(...(t.system as [number, number]))) === start)) return "locked";
  const anomalies = (key: string) => galaxy.systems.get(key)!.anomalies;
  const isRift = (key: string) => anomalies(key).includes("gravity-rift");
  const [base, upgraded] = MOVE[unit]!;
  let move = techs.includes(UPGRADE[unit]!) ? upgraded : base;
  if (anomalies(start).includes("nebula")) move = 1;
  if (state.active!.effects!.includes("flank-speed")) move += 1;
  const antimass = techs.includes("antimass-deflectors");
  const canEnd = (key: string) => !anomalies(key).includes("supernova") && (antimass || !anomalies(key).includes("asteroid-field"));
  const blueShips = (key: string) =>
    (state.units ?? []).some((u) => u.player === "blue" && (u.unit === "destroyer" || u.unit === "fighter") && hexKey(hex(...(u.system as [number, number]))) === key);
  const canPass = (key: string) =>
    canEnd(key) && !anomalies(key).includes("nebula") && (passShips || techs.includes("light-wave-deflector") || !blueShips(key));

  let best: Best | undefined;
  const visited = new Set<string>([start]);
  const walk = (node: string, cost: number, rolls: number, entered: number) => {
    for (const link of adjacency.links(node)) {
      const next = link.to;
      if (visited.has(next)) continue;
      const stepCost = cost + (isRift(node) ? 0 : 1);
      const stepRolls = rolls + (isRift(node) ? 1 : 0);
      if (stepCost > move) continue;
      if (next === active && canEnd(next)) {
        const found = { rolls: stepRolls, entered: entered + 1 };
        if (best === undefined || found.rolls < best.rolls || (found.rolls === best.rolls && found.entered < best.entered)) best = found;
      }
      if (canPass(next)) {
        visited.add(next);
        walk(next, stepCost, stepRolls, entered + 1);
        visited.delete(next);
      }
    }
  };
  walk(start, 0, 0, 0);
  return best;
}

function keyOf(ship: ShipReport, galaxy: Galaxy): string {
  const ref = ship.from;
  return typeof ref === "number" ? galaxy.byTile.get(ref)![0]! : hexKey(hex(ref[0], ref[1]));
}

describe("movement search against brute force", () => {
  test("same reach, rift rolls, systems entered and why blocked on 1,000 random small galaxies", () => {
    fc.assert(
      fc.property(arbitraryTable, (state) => {
        const { galaxy, adjacency, report } = buildAndReport(state);
        const groups = new Set(state.units!.filter((u) => u.player === "red").map((u) => `${u.unit}@${hexKey(hex(...(u.system as [number, number])))}`));
        expect(report.ships).toHaveLength(groups.size);
        for (const ship of report.ships) {
          const expected = bruteForce(state, galaxy, adjacency, ship.unit, keyOf(ship, galaxy));
          if (expected === "locked") {
            expect(ship).toMatchObject({ reachable: false, reason: "locked" });
          } else if (expected === undefined) {
            expect(ship.reachable).toBe(false);
            expect(["blocked", "out-of-range"]).toContain(ship.reason);
            if (ship.reason === "blocked") {
              // [58.4b] blocked by ships exactly when passing them would open a path within the ship's move
              // (unless the active system itself is closed: an asteroid field or a supernova).
              const activeAnomalies = galaxy.systems.get(hexKey(hex(...(state.active!.system as [number, number]))))!.anomalies;
              const antimass = (state.players!.red!.technologies ?? []).includes("antimass-deflectors");
              const closed = activeAnomalies.includes("supernova") || (activeAnomalies.includes("asteroid-field") && !antimass);
              const passing = bruteForce(state, galaxy, adjacency, ship.unit, keyOf(ship, galaxy), true);
              if (closed) expect(ship.detail).toMatch(/^the active system is an? /);
              else expect(ship.detail).toBe(passing === undefined ? "anomalies or the lack of adjacency close every path" : "other players' ships are in the way [58.4b]");
            }
          } else {
            expect(ship).toMatchObject({ reachable: true, rolls: expected.rolls, entered: expected.entered });
            expect(ship.path).toHaveLength(expected.entered + 1);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
