/**
 * Where a ship can pick up on its way [95.1]: every legal walk into the active
 * system within its move value (leaving and re-entering systems is allowed,
 * each entry costs 1, 58.4e-f), reduced to the distinct sets of cargo systems
 * it passes, each with its safest walk.
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { ReachTable } from "../movement/reverse-search";
import { exitCost, linkUsable } from "../movement/system-passage";
import type { PassageProfile } from "../movement/system-passage";

export interface PickupRoute {
  /** Systems from the start to the active system. */
  readonly path: readonly HexKey[];
  /** Cargo systems on the walk, in the order first passed. */
  readonly pickups: readonly HexKey[];
  readonly rolls: number;
  readonly entered: number;
}

interface Walk {
  readonly node: HexKey;
  readonly spent: number;
  readonly rift: boolean;
  readonly rolls: number;
  readonly entered: number;
  readonly path: readonly HexKey[];
  readonly pickups: readonly HexKey[];
}

/** Walks are cut off after this many systems entered, whatever rifts give back. */
const MAX_ENTERED = 12;

function better(a: { rolls: number; entered: number }, b: { rolls: number; entered: number }): boolean {
  return a.rolls < b.rolls || (a.rolls === b.rolls && a.entered < b.entered);
}

export function pickupRoutes(
  setup: ActionSetup,
  table: ReachTable,
  profile: PassageProfile,
  start: HexKey,
  move: number,
  cargoKeys: ReadonlyMap<HexKey, boolean>,
): PickupRoute[] {
  const { passage, activeKey, adjacency } = setup;
  const oncePerMove = setup.rules.switches.riftBonusOncePerMove === true;
  const onceBonus = table.onceBonus;
  const seen = new Map<string, { rolls: number; entered: number }>();
  const bySet = new Map<string, PickupRoute>();
  const setOrder: string[] = [];

  const record = (walk: Walk): void => {
    const key = [...walk.pickups].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(";");
    const route: PickupRoute = { path: walk.path, pickups: walk.pickups, rolls: walk.rolls, entered: walk.entered };
    const known = bySet.get(key);
    if (known === undefined) {
      setOrder.push(key);
      bySet.set(key, route);
    } else if (better(route, known)) {
      bySet.set(key, route);
    }
  };

  const visit = (walk: Walk): void => {
    if (walk.entered >= MAX_ENTERED) return;
    const passed = walk.entered > 0 ? passage.passBonus(walk.node, profile) : 0; // moving through walk.node (D.W.S. Luminous)
    const spent = walk.spent + exitCost(passage, walk.node, oncePerMove) - passed;
    const riftSeen = walk.rift || passage.isRift(walk.node);
    const rolls = walk.rolls + (passage.rollsAt(walk.node) ? 1 : 0);
    for (const link of adjacency.links(walk.node)) {
      if (!linkUsable(link, profile)) continue;
      const to = link.to;
      const pickups = cargoKeys.has(to) && walk.pickups.indexOf(to) < 0 ? [...walk.pickups, to] : walk.pickups;
      const next: Walk = { node: to, spent, rift: riftSeen, rolls, entered: walk.entered + 1, path: [...walk.path, to], pickups };
      if (to === activeKey && passage.activeBarrier === undefined && spent - (riftSeen ? onceBonus : 0) <= move) record(next);
      if (!passage.canPassThrough(to, profile)) continue;
      const least = table.minNeeds(to);
      if (least === undefined || spent - onceBonus + least > move) continue;
      const stateKey = `${to}|${spent}|${riftSeen ? 1 : 0}|${pickups.join(";")}`;
      const known = seen.get(stateKey);
      if (known !== undefined && !better(next, known)) continue;
      seen.set(stateKey, { rolls: next.rolls, entered: next.entered });
      visit(next);
    }
  };

  const startPickups = cargoKeys.has(start) ? [start] : [];
  visit({ node: start, spent: 0, rift: false, rolls: 0, entered: 0, path: [start], pickups: startPickups });
  return setOrder.map((k) => bySet.get(k) as PickupRoute);
}
