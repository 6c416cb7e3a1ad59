/**
 * The transport plan [95]: which reachable ship follows which walk and
 * carries what from where, so that the most fighters and ground forces
 * arrive in the active system. Every ship follows one walk; identical ships
 * may follow different ones. Fighter II move on their own when they reach.
 * Carried units move with their ship and arrive in the active system's space
 * area [95.2], where the after-move capacity check counts them.
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { GroupReach, ShipsReach } from "../movement/reach-ships";
import { profileOf } from "../movement/ship-profile";
import type { ShipGroup } from "../movement/ship-groups";
import type { PlacedUnits } from "../movement/table-facts";
import { cargoSystems } from "./cargo";
import type { CargoStack, CargoSystem } from "./cargo";
import { maxBipartiteFlow } from "./max-flow";
import type { FlowResult } from "./max-flow";
import { capacityOn, chooseRoutesWithin, freeRidersPassed, safestRoutes } from "./route-choice";
import type { CargoSupply, RouteOption, ShipOptions } from "./route-choice";
import { pickupRoutes } from "./pickup-routes";
import type { PickupRoute } from "./pickup-routes";
import { PickupSets } from "./pickup-sets";
import { freeHolds } from "./free-hold";
import { isFlagship } from "../units/unit-catalogue";
import { contains, sameItems } from "../lists";
import type { PassageProfile } from "../movement/passage-profile";

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
  /** False when the choice of walks stopped at its search limit: the plan is the best found, maybe not the best. */
  readonly exact: boolean;
  /** Whether `arriving` is surely the most (the search may stop after knowing it, before the fewest rolls). */
  readonly mostArrive: boolean;
  /** Ships that reach only carrying a load (Tizona) and cannot be given it, with what they could carry. */
  readonly short: readonly { readonly reach: GroupReach; readonly carried: number }[];
}

interface Carrier {
  readonly reach: GroupReach;
  readonly capacity: number;
  readonly routes: readonly PickupRoute[];
  /** Age of Fighters: a fighter moving on its own, with capacity 1 for ground forces only. */
  readonly groundOnly: boolean;
}

/**
 * What the flow hands out: a cargo system's stacks, or (when some carrier takes
 * ground forces only) its ground forces and the rest apart.
 */
interface SupplySlot {
  /** Index into the cargo systems, and that system. */
  readonly cargo: number;
  readonly key: HexKey;
  /** Indices into that system's stacks. */
  readonly stacks: readonly number[];
  readonly ground: boolean;
  /** In a system with the player's command token: only a flagship under Time Warp takes from it. */
  readonly locked: boolean;
}

export function planTransport(setup: ActionSetup, reach: ShipsReach): TransportPlan {
  const planned: PlannedShip[] = [];
  let arriving = 0;
  // Fighter II (and Hybrid Crystal Fighter II) that reach move on their own. Age of Fighters (event): "Fighters
  // that count against your fleet pool have CAPACITY value of 1; fighters cannot transport other fighters":
  // each may bring one ground force (the capacity check counts them in the fleet pool, see system-load).
  const ownFighters: GroupReach[] = [];
  for (const r of reach.groups) {
    if (r.path === undefined || r.group.type.kind !== "fighter" || r.group.start === setup.activeKey) continue;
    // Myru Vos: fighters that pass other players' ships transport nothing.
    if (setup.rules.ageOfFighters && r.emptyHanded !== true) ownFighters.push(r);
    else planned.push({ group: r.group, count: r.group.count, route: routeOf(r), carries: [], own: true });
    arriving += r.group.count;
  }
  const movesOnItsOwn = (key: HexKey, type: string): boolean => {
    for (const p of planned) if (p.group.start === key && p.group.type.id === type) return true;
    for (const r of ownFighters) if (r.group.start === key && r.group.type.id === type) return true;
    return false;
  };
  const aboard = cargoSystems(setup)
    .map((c) => ({ ...c, stacks: c.stacks.filter((s) => !(s.selfMoving && movesOnItsOwn(c.key, s.units.type.id))) }));
  // A Strangled Whisper takes the infantry and fighters on its path first, without capacity.
  const holds = freeHolds(setup, reach, aboard);
  const everywhere = aboard
    .map((c) => {
      const stacks = c.stacks.filter((s) => !holds.some((h) => contains(h.taken, s)));
      let load = 0;
      for (const s of stacks) load += s.capacityUse * s.count;
      return { key: c.key, locked: c.locked, stacks, load };
    })
    .filter((c) => c.stacks.length > 0);
  // Time Warp (Twilight's Fall paradigm): the flagship's cargo may move out of systems with the player's command tokens.
  const cargo = everywhere.filter((c) => !c.locked || setup.rules.timeWarp);

  const numberOf = setup.adjacency.galaxy.numbers.numberOf;
  const isCargo: boolean[] = [];
  for (const c of cargo) {
    const n = numberOf.get(c.key);
    if (n !== undefined) isCargo[n] = true;
  }
  const carriers: Carrier[] = [];
  const sets = new PickupSets();
  // Walks depend on the start, the move and the passage profile only: ships of different types alike in
  // these (a carrier and a dreadnought of one fleet) share them.
  const walked: { readonly start: HexKey; readonly move: number; readonly profile: PassageProfile; readonly routes: PickupRoute[] }[] = [];
  const addCarriers = (r: GroupReach, capacity: number, groundOnly: boolean): void => {
    const hold = holds.find((h) => h.reach === r);
    if (hold !== undefined) {
      // A Strangled Whisper keeps to its one walk, where it took its free load.
      for (let i = 0; i < r.group.count; i++) carriers.push({ reach: r, capacity, routes: [hold.route], groundOnly });
      return;
    }
    const profile = profileOf(setup, r.group);
    let routes: PickupRoute[] | undefined;
    for (const w of walked) if (w.start === r.group.start && w.move === r.move && w.profile === profile) routes = w.routes;
    if (routes === undefined) {
      routes = pickupRoutes(setup, reach.tableFor(r.group), profile, r.group.start, r.move, isCargo, sets);
      walked.push({ start: r.group.start, move: r.move, profile, routes });
    }
    const withSafest = routes.length > 0 ? routes : [routeOf(r)];
    for (let i = 0; i < r.group.count; i++) carriers.push({ reach: r, capacity, routes: withSafest, groundOnly });
  };
  // Ships that reach only with a load first: the flow then fills them first, and never takes it back.
  for (const loadFirst of [true, false]) {
    for (const r of reach.groups) {
      // Myru Vos: a ship that passes other players' ships transports nothing. Miniaturization: any ship carries structures.
      if (r.path === undefined || r.emptyHanded === true || contains(ownFighters, r) || (r.needsLoad !== undefined) !== loadFirst) continue;
      if (r.group.stats.capacity <= 0 && !setup.rules.miniaturization && !holds.some((h) => h.reach === r)) continue;
      addCarriers(r, r.group.stats.capacity, false);
    }
  }
  for (const r of ownFighters) addCarriers(r, 1, true);

  const slots = supplySlots(cargo, ownFighters.length > 0);
  const supplies = slots.map((slot) => supplyOf(cargo[slot.cargo] as CargoSystem, slot));
  const ships = options(carriers, slots);
  // The safest walks first: when they are the choice (most often), their flow is the plan's.
  const safest = safestRoutes(ships);
  const safestLoad = loadOf(ships, supplies, safest);
  const { choice, exact, mostArrive } = chooseRoutesWithin(ships, supplies, safestLoad.arrives, safest);
  const { pickedUp, flow } = sameItems(choice, safest) ? safestLoad : loadOf(ships, supplies, choice);
  arriving += flow.total;
  const short: { reach: GroupReach; carried: number }[] = [];
  carriers.forEach((c, i) => {
    let carried = 0;
    for (const amount of flow.carried[i] as number[]) carried += amount;
    if (c.reach.needsLoad !== undefined && carried < c.reach.needsLoad && !short.some((s) => s.reach === c.reach)) short.push({ reach: c.reach, carried });
  });

  // Hand out the actual units per system, and the free riders (no capacity used) to the first ship passing.
  const remaining = cargo.map((c) => c.stacks.map((s) => s.count));
  const freeTaken = slots.map(() => false);
  const ordered = slots.map((slot) => orderedStacks(cargo[slot.cargo] as CargoSystem, slot));
  const loads: Carried[][] = carriers.map(() => []);
  carriers.forEach((_, i) => {
    for (const j of pickedUp[i] as readonly number[]) {
      let amount = (flow.carried[i] as number[])[j] as number;
      const counts = remaining[(slots[j] as SupplySlot).cargo] as number[];
      for (const { stack, at } of ordered[j] as { stack: CargoStack; at: number }[]) {
        const left = counts[at] as number;
        if (stack.capacityUse === 0) {
          if (!freeTaken[j] && left > 0) {
            (loads[i] as Carried[]).push({ units: stack.units, count: left });
            counts[at] = 0;
            arriving += left;
          }
          continue;
        }
        const take = Math.min(amount, left);
        if (take <= 0) continue;
        (loads[i] as Carried[]).push({ units: stack.units, count: take });
        counts[at] = left - take;
        amount -= take;
      }
      freeTaken[j] = true;
    }
  });

  // Each Strangled Whisper's free load goes with its first ship.
  for (const hold of holds) {
    const first = carriers.findIndex((c) => c.reach === hold.reach);
    if (first < 0) continue;
    loads[first] = [...hold.carries, ...(loads[first] as Carried[])];
    for (const c of hold.carries) arriving += c.count;
  }
  carriers.forEach((carrier, i) => {
    const route = carrier.routes[choice[i] as number] as PickupRoute;
    const carries = loads[i] as Carried[];
    const own = carrier.groundOnly;
    const same = planned.find((p) => p.own === own && p.group === carrier.reach.group && p.route === route && sameCarries(p.carries, carries));
    if (same !== undefined) {
      planned[planned.indexOf(same)] = { ...same, count: same.count + 1 };
    } else {
      planned.push({ group: carrier.reach.group, count: 1, route, carries, own });
    }
  });

  // Left behind: what lies on the chosen walks (locked systems included) and does not come along.
  const passed: HexKey[] = [];
  carriers.forEach((carrier, i) => {
    for (const key of (carrier.routes[choice[i] as number] as PickupRoute).path) if (!contains(passed, key)) passed.push(key);
  });
  const left: Carried[] = [];
  for (const c of everywhere) {
    if (!contains(passed, c.key)) continue;
    const j = cargo.findIndex((x) => x.key === c.key);
    c.stacks.forEach((s, at) => {
      const n = j >= 0 ? ((remaining[j] as number[])[at] as number) : s.count;
      if (n > 0) left.push({ units: s.units, count: n });
    });
  }
  return { arriving, ships: planned, left, exact, mostArrive, short };
}

/** For one walk per carrier: the cargo systems each passes (in cargo order), the maximum flow, and what arrives with the free riders. */
function loadOf(
  ships: readonly ShipOptions[],
  supplies: readonly CargoSupply[],
  choice: readonly number[],
): { readonly pickedUp: readonly (readonly number[])[]; readonly flow: FlowResult; readonly arrives: number } {
  const pickedUp = ships.map((ship, i) => (ship.options[choice[i] as number] as RouteOption).pickups);
  const flow = maxBipartiteFlow(
    ships.map((ship, i) => capacityOn(ship, ship.options[choice[i] as number] as RouteOption)),
    supplies.map((s) => s.supply),
    pickedUp,
  );
  const passed: boolean[] = [];
  for (const list of pickedUp) for (const j of list) passed[j] = true;
  return { pickedUp, flow, arrives: flow.total + freeRidersPassed(supplies, passed) };
}

function routeOf(r: GroupReach): PickupRoute {
  const path = r.path as NonNullable<GroupReach["path"]>;
  return { path: path.systems, pickups: [], rolls: path.rolls, entered: path.entered };
}

/** A slot's stacks: space first (fighters, then ground forces), then planets; table order within. */
function orderedStacks(c: CargoSystem, slot: SupplySlot): { stack: CargoStack; at: number }[] {
  const rank = (s: CargoStack): number => (s.units.planet !== undefined ? 2 : s.units.type.kind === "fighter" ? 0 : 1);
  const out = slot.stacks.map((at) => ({ stack: c.stacks[at] as CargoStack, at }));
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

/**
 * One slot per cargo system; with carriers for ground forces only, two: its
 * ground forces with what uses no capacity (which comes with any ship
 * passing), and the rest (fighters).
 */
function supplySlots(cargo: readonly CargoSystem[], split: boolean): SupplySlot[] {
  const slots: SupplySlot[] = [];
  cargo.forEach((c, i) => {
    const ground: number[] = [];
    const rest: number[] = [];
    c.stacks.forEach((s, at) => {
      if (split && (s.units.type.kind === "ground-force" || s.capacityUse === 0)) ground.push(at);
      else rest.push(at);
    });
    if (ground.length > 0) slots.push({ cargo: i, key: c.key, stacks: ground, ground: true, locked: c.locked });
    if (rest.length > 0) slots.push({ cargo: i, key: c.key, stacks: rest, ground: false, locked: c.locked });
  });
  return slots;
}

function supplyOf(c: CargoSystem, slot: SupplySlot): CargoSupply {
  let supply = 0;
  let free = 0;
  for (const at of slot.stacks) {
    const s = c.stacks[at] as CargoStack;
    if (s.capacityUse > 0) supply += s.count * s.capacityUse;
    else free += s.count;
  }
  return { supply, free };
}

/** The slots a walk passes that the carrier may take from. */
function pickupIndices(route: PickupRoute, slots: readonly SupplySlot[], carrier: Carrier): number[] {
  const out: number[] = [];
  const flagship = isFlagship(carrier.reach.group.type);
  for (let j = 0; j < slots.length; j++) {
    const slot = slots[j] as SupplySlot;
    if ((slot.ground || !carrier.groundOnly) && (!slot.locked || flagship) && contains(route.pickups, slot.key)) out.push(j);
  }
  return out;
}

/**
 * What a carrier may take on a walk when less than its capacity. Enigma: "its move value is reduced by 1 for
 * each unit it would transport": the move it does not spend. Tizona with its +1: the load it needs, no more.
 */
function withCapacity(option: RouteOption, carrier: Carrier): RouteOption {
  let most = carrier.capacity;
  if (carrier.reach.group.type.slowedByCargo === true) most = Math.max(0, carrier.reach.move - option.entered);
  if (carrier.reach.needsLoad !== undefined) most = Math.min(most, carrier.reach.needsLoad);
  return most < carrier.capacity ? { ...option, capacity: most } : option;
}

/** The carriers as a route choice problem: ships of one reach group are one class. */
function options(carriers: readonly Carrier[], slots: readonly SupplySlot[]): ShipOptions[] {
  const classes: GroupReach[] = [];
  const out: ShipOptions[] = [];
  for (const c of carriers) {
    let shipClass = classes.indexOf(c.reach);
    if (shipClass < 0) {
      shipClass = classes.length;
      classes.push(c.reach);
    }
    const previous = out.length > 0 ? out[out.length - 1] : undefined;
    const routes =
      previous !== undefined && previous.shipClass === shipClass
        ? previous.options
        : c.routes.map((r) => withCapacity({ pickups: pickupIndices(r, slots, c), rolls: r.rolls, entered: r.entered }, c));
    out.push({ shipClass, capacity: c.capacity, options: routes });
  }
  return out;
}
