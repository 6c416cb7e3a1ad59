/**
 * The transport plan [95]: which reachable ship follows which walk and
 * carries what from where, so that the most fighters and ground forces
 * arrive in the active system. Every ship follows one walk; identical ships
 * may follow different ones. Fighter II move on their own when they reach.
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { GroupReach, ShipsReach } from "../movement/reach-ships";
import { profileOf } from "../movement/reach-ships";
import type { ShipGroup } from "../movement/ship-groups";
import type { PlacedUnits } from "../movement/table-facts";
import { cargoSystems } from "./cargo";
import type { CargoStack, CargoSystem } from "./cargo";
import { maxBipartiteFlow } from "./max-flow";
import { pickupRoutes } from "./pickup-routes";
import type { PickupRoute } from "./pickup-routes";

export interface Carried {
  readonly units: PlacedUnits;
  readonly count: number;
}

export interface PlannedShip {
  readonly group: ShipGroup;
  /** Identical ships (same group, walk and load) merged. */
  readonly count: number;
  readonly route: PickupRoute;
  readonly carries: readonly Carried[];
  /** Fighter II moving on their own rather than carried. */
  readonly own: boolean;
}

export interface TransportPlan {
  /** Fighters and ground forces arriving in the active system from elsewhere. */
  readonly arriving: number;
  readonly ships: readonly PlannedShip[];
  /** Cargo that no reachable ship can bring. */
  readonly left: readonly Carried[];
}

/** Beyond this many route combinations, each ship keeps only its richest routes. */
const MAX_COMBINATIONS = 20000;

interface Carrier {
  readonly reach: GroupReach;
  readonly capacity: number;
  readonly routes: readonly PickupRoute[];
}

export function planTransport(setup: ActionSetup, reach: ShipsReach, maxCombinations: number = MAX_COMBINATIONS): TransportPlan {
  const planned: PlannedShip[] = [];
  let arriving = 0;
  // Fighter II (and Hybrid Crystal Fighter II) that reach move on their own.
  const selfMoved = new Map<string, boolean>();
  for (const r of reach.groups) {
    if (r.path === undefined || r.group.type.kind !== "fighter" || r.group.start === setup.activeKey) continue;
    selfMoved.set(`${r.group.start}|${r.group.type.id}`, true);
    planned.push({ group: r.group, count: r.group.count, route: routeOf(r), carries: [], own: true });
    arriving += r.group.count;
  }
  const everywhere = cargoSystems(setup)
    .map((c) => {
      const stacks = c.stacks.filter((s) => !(s.selfMoving && selfMoved.has(`${c.key}|${s.units.type.id}`)));
      let load = 0;
      for (const s of stacks) load += s.capacityUse * s.count;
      return { key: c.key, locked: c.locked, stacks, load };
    })
    .filter((c) => c.stacks.length > 0);
  const cargo = everywhere.filter((c) => !c.locked);

  const cargoKeys = new Map<HexKey, boolean>();
  for (const c of cargo) cargoKeys.set(c.key, true);
  const carriers: Carrier[] = [];
  for (const r of reach.groups) {
    // Myru Vos: a ship that passes other players' ships transports nothing. Miniaturization: any ship carries structures.
    if (r.path === undefined || r.emptyHanded === true) continue;
    if (r.group.stats.capacity <= 0 && !setup.rules.miniaturization) continue;
    const table = reach.tableFor(r.group);
    const routes = pickupRoutes(setup, table, profileOf(setup, r.group), r.group.start, r.move, cargoKeys);
    const withSafest = routes.length > 0 ? routes : [routeOf(r)];
    for (let i = 0; i < r.group.count; i++) carriers.push({ reach: r, capacity: r.group.stats.capacity, routes: withSafest });
  }

  const choice = bestCombination(carriers, cargo, maxCombinations);
  const flow = evaluate(carriers, cargo, choice);
  arriving += flow.total;

  // Hand out the actual units per system, and the free riders (no capacity used) to the first ship passing.
  const remaining = cargo.map((c) => c.stacks.map((s) => s.count));
  const freeTaken = cargo.map(() => false);
  const loads: Carried[][] = carriers.map(() => []);
  carriers.forEach((carrier, i) => {
    const route = carrier.routes[choice[i] as number] as PickupRoute;
    cargo.forEach((c, j) => {
      let amount = (flow.carried[i] as number[])[j] as number;
      const stacks = orderedStacks(c);
      for (const { stack, at } of stacks) {
        if (route.pickups.indexOf(c.key) < 0) break;
        const left = (remaining[j] as number[])[at] as number;
        if (stack.capacityUse === 0) {
          if (!freeTaken[j] && left > 0) {
            (loads[i] as Carried[]).push({ units: stack.units, count: left });
            (remaining[j] as number[])[at] = 0;
            arriving += left;
          }
          continue;
        }
        const take = Math.min(amount, left);
        if (take <= 0) continue;
        (loads[i] as Carried[]).push({ units: stack.units, count: take });
        (remaining[j] as number[])[at] = left - take;
        amount -= take;
      }
      if (route.pickups.indexOf(c.key) >= 0) freeTaken[j] = true;
    });
  });

  carriers.forEach((carrier, i) => {
    const route = carrier.routes[choice[i] as number] as PickupRoute;
    const carries = loads[i] as Carried[];
    const same = planned.find(
      (p) => !p.own && p.group === carrier.reach.group && p.route === route && sameCarries(p.carries, carries),
    );
    if (same !== undefined) {
      planned[planned.indexOf(same)] = { ...same, count: same.count + 1 };
    } else {
      planned.push({ group: carrier.reach.group, count: 1, route, carries, own: false });
    }
  });

  // Left behind: what lies on the chosen walks (locked systems included) and does not come along.
  const passed = new Map<HexKey, boolean>();
  carriers.forEach((carrier, i) => {
    for (const key of (carrier.routes[choice[i] as number] as PickupRoute).path) passed.set(key, true);
  });
  const left: Carried[] = [];
  for (const c of everywhere) {
    if (!passed.has(c.key)) continue;
    const j = cargo.findIndex((x) => x.key === c.key);
    c.stacks.forEach((s, at) => {
      const n = j >= 0 ? ((remaining[j] as number[])[at] as number) : s.count;
      if (n > 0) left.push({ units: s.units, count: n });
    });
  }
  return { arriving, ships: planned, left };
}

function routeOf(r: GroupReach): PickupRoute {
  const path = r.path as NonNullable<GroupReach["path"]>;
  return { path: path.systems, pickups: [], rolls: path.rolls, entered: path.entered };
}

/** Space first (fighters, then ground forces), then planets; table order within. */
function orderedStacks(c: CargoSystem): { stack: CargoStack; at: number }[] {
  const rank = (s: CargoStack): number => (s.units.planet !== undefined ? 2 : s.units.type.kind === "fighter" ? 0 : 1);
  const out = c.stacks.map((stack, at) => ({ stack, at }));
  out.sort((a, b) => {
    const byRank = rank(a.stack) - rank(b.stack);
    return byRank !== 0 ? byRank : a.at - b.at;
  });
  return out;
}

function sameCarries(a: readonly Carried[], b: readonly Carried[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Carried;
    const y = b[i] as Carried;
    if (x.units !== y.units || x.count !== y.count) return false;
  }
  return true;
}

function evaluate(carriers: readonly Carrier[], cargo: readonly CargoSystem[], choice: readonly number[]) {
  const capacity = carriers.map((c) => c.capacity);
  const supply = cargo.map((c) => {
    let n = 0;
    for (const s of c.stacks) if (s.capacityUse > 0) n += s.count * s.capacityUse;
    return n;
  });
  const reach = carriers.map((c, i) => {
    const route = c.routes[choice[i] as number] as PickupRoute;
    const systems: number[] = [];
    cargo.forEach((sys, j) => {
      if (route.pickups.indexOf(sys.key) >= 0) systems.push(j);
    });
    return systems;
  });
  return maxBipartiteFlow(capacity, supply, reach);
}

/** Distinct choices when identical ships (runs of the same group) take routes in non-decreasing order. */
function combinationCount(carriers: readonly Carrier[], cap: number): number {
  let total = 1;
  let i = 0;
  while (i < carriers.length) {
    const carrier = carriers[i] as Carrier;
    let n = 0;
    while (i < carriers.length && (carriers[i] as Carrier).reach === carrier.reach) {
      n++;
      i++;
    }
    // Multisets of size n from the group's routes: C(routes + n - 1, n).
    const k = carrier.routes.length;
    let ways = 1;
    for (let j = 1; j <= n; j++) ways = (ways * (k + j - 1)) / j;
    total *= ways;
    if (total > cap) return total;
  }
  return total;
}

function better(a: [number, number, number], b: [number, number, number]): boolean {
  return a[0] > b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
}

/**
 * The route for every ship that brings the most cargo, then costs the fewest
 * rift rolls, then the fewest systems entered. Identical ships of one group
 * take routes in non-decreasing order, so each set of choices is tried once.
 * Beyond maxCombinations, ships improve their routes one at a time instead.
 */
function bestCombination(carriers: readonly Carrier[], cargo: readonly CargoSystem[], maxCombinations: number): number[] {
  const choice = carriers.map(() => 0);
  if (carriers.length === 0 || cargo.length === 0) return safest(carriers);
  if (combinationCount(carriers, maxCombinations) > maxCombinations) return improveInTurn(carriers, cargo);
  let best: number[] = safest(carriers);
  let bestScore = score(carriers, cargo, best);
  const walk = (i: number): void => {
    if (i === carriers.length) {
      const s = score(carriers, cargo, choice);
      if (better(s, bestScore)) {
        best = [...choice];
        bestScore = s;
      }
      return;
    }
    const carrier = carriers[i] as Carrier;
    const previous = i > 0 ? carriers[i - 1] : undefined;
    const from = previous !== undefined && previous.reach === carrier.reach ? (choice[i - 1] as number) : 0;
    for (let k = from; k < carrier.routes.length; k++) {
      choice[i] = k;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
}

/** Too many combinations: from the safest routes, each ship in turn takes the route that helps most, until nothing improves. */
function improveInTurn(carriers: readonly Carrier[], cargo: readonly CargoSystem[]): number[] {
  const choice = safest(carriers);
  let current = score(carriers, cargo, choice);
  for (let round = 0; round < 4; round++) {
    let improved = false;
    carriers.forEach((carrier, i) => {
      let chosen = choice[i] as number;
      for (let k = 0; k < carrier.routes.length; k++) {
        choice[i] = k;
        const s = score(carriers, cargo, choice);
        if (better(s, current)) {
          current = s;
          chosen = k;
          improved = true;
        }
      }
      choice[i] = chosen;
    });
    if (!improved) break;
  }
  return choice;
}

function score(carriers: readonly Carrier[], cargo: readonly CargoSystem[], choice: readonly number[]): [number, number, number] {
  const flow = evaluate(carriers, cargo, choice);
  let rolls = 0;
  let entered = 0;
  const passed = new Map<HexKey, boolean>();
  carriers.forEach((c, i) => {
    const route = c.routes[choice[i] as number] as PickupRoute;
    rolls += route.rolls;
    entered += route.entered;
    for (const key of route.pickups) passed.set(key, true);
  });
  // Units that use no capacity (Aerie Sentinel) come along with any ship passing them.
  let free = 0;
  for (const c of cargo) {
    if (!passed.has(c.key)) continue;
    for (const s of c.stacks) if (s.capacityUse === 0) free += s.count;
  }
  return [flow.total + free, rolls, entered];
}

/** Each ship's safest route (the one with the fewest rolls, then fewest systems entered). */
function safest(carriers: readonly Carrier[]): number[] {
  return carriers.map((c) => {
    let best = 0;
    c.routes.forEach((r, k) => {
      const b = c.routes[best] as PickupRoute;
      if (r.rolls < b.rolls || (r.rolls === b.rolls && r.entered < b.entered)) best = k;
    });
    return best;
  });
}
