/**
 * Where a ship can pick up on its way [95.1]: every legal walk into the active
 * system within its move value (leaving and re-entering systems is allowed,
 * each entry costs 1, 58.4e-f), reduced to the distinct sets of cargo systems
 * it passes, each with its safest walk.
 */
import type { LinkGroup } from "../galaxy/adjacency";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { ReachTable } from "../movement/reverse-search";
import { forEachNeighbour, membersAmong } from "../movement/neighbours";
import { exitCost } from "../movement/system-passage";
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

interface GroupWalk {
  readonly node: HexKey;
  readonly rolls: number;
  readonly entered: number;
  done: boolean;
}

interface Frame {
  readonly walk: Walk;
  readonly targets: HexKey[];
  next: number;
  readonly spent: number;
  readonly riftSeen: boolean;
  readonly rolls: number;
  /** Group walks this frame registered, finished when it is. */
  readonly walks: GroupWalk[];
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

  // Least move any member of a group other than the active system needs from there on (undefined: none can go on).
  const leastOf = new Map<string, number | undefined>();
  const leastOutside = (group: LinkGroup): number | undefined => {
    if (!leastOf.has(group.id)) {
      let least: number | undefined;
      for (const key of group.members) {
        const needs = key === activeKey ? undefined : table.minNeeds(key);
        if (needs !== undefined && (least === undefined || needs < least)) least = needs;
      }
      leastOf.set(group.id, least);
    }
    return leastOf.get(group.id);
  };
  // Shared groups walked in full, per move spent, rift and pickups: a later walk no better than a finished
  // one gives nothing new to any member but the system it came from and the active system.
  const groupWalks = new Map<string, GroupWalk>();

  // Depth first on an explicit stack, in the order of the recursive form: each frame is a walk
  // and the systems it may go on to.
  const frames: Frame[] = [];
  const open = (walk: Walk): void => {
    if (walk.entered >= MAX_ENTERED) return;
    const passed = walk.entered > 0 ? passage.passBonus(walk.node, profile) : 0; // moving through walk.node (D.W.S. Luminous)
    const out = passage.leaving(walk.node);
    const spent = walk.spent + exitCost(out, oncePerMove) - passed;
    const riftSeen = walk.rift || out.rift;
    const rolls = walk.rolls + (out.rolls ? 1 : 0);
    const here = { rolls, entered: walk.entered + 1 };
    const walkKey = (group: LinkGroup): string => `${group.id}|${spent}|${riftSeen ? 1 : 0}|${walk.pickups.join(";")}`;
    const skippable = (group: LinkGroup): boolean => group.shared && !profile.withoutOwnDelta;
    const frame: Frame = { walk, targets: [], next: 0, spent, riftSeen, rolls, walks: [] };
    const choose = (group: LinkGroup): readonly HexKey[] | undefined => {
      const least = leastOutside(group);
      if (least === undefined || spent - onceBonus + least > move) return membersAmong(group, [activeKey]);
      if (!skippable(group)) return undefined;
      const known = groupWalks.get(walkKey(group));
      if (known !== undefined && known.done && !better(here, known)) return membersAmong(group, [known.node, activeKey]);
      return undefined;
    };
    const whole = (group: LinkGroup): void => {
      if (!skippable(group)) return;
      const known = groupWalks.get(walkKey(group));
      if (known !== undefined && !better(here, known)) return;
      const entry: GroupWalk = { node: walk.node, rolls: here.rolls, entered: here.entered, done: false };
      groupWalks.set(walkKey(group), entry);
      frame.walks.push(entry);
    };
    forEachNeighbour(adjacency, walk.node, profile, (to) => frame.targets.push(to), choose, whole);
    frames.push(frame);
  };
  const step = (frame: Frame, to: HexKey): void => {
    const { walk, spent, riftSeen, rolls } = frame;
    const pickups = cargoKeys.has(to) && walk.pickups.indexOf(to) < 0 ? [...walk.pickups, to] : walk.pickups;
    const next: Walk = { node: to, spent, rift: riftSeen, rolls, entered: walk.entered + 1, path: [...walk.path, to], pickups };
    if (to === activeKey && passage.activeBarrier === undefined && spent - (riftSeen ? onceBonus : 0) <= move) record(next);
    if (!passage.canPassThrough(to, profile)) return;
    const least = table.minNeeds(to);
    if (least === undefined || spent - onceBonus + least > move) return;
    const stateKey = `${to}|${spent}|${riftSeen ? 1 : 0}|${pickups.join(";")}`;
    const known = seen.get(stateKey);
    if (known !== undefined && !better(next, known)) return;
    seen.set(stateKey, { rolls: next.rolls, entered: next.entered });
    open(next);
  };
  const visit = (start: Walk): void => {
    open(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as Frame;
      if (frame.next >= frame.targets.length) {
        for (const entry of frame.walks) entry.done = true;
        frames.pop();
      } else {
        const to = frame.targets[frame.next] as HexKey;
        frame.next++;
        step(frame, to);
      }
    }
  };

  const startPickups = cargoKeys.has(start) ? [start] : [];
  visit({ node: start, spent: 0, rift: false, rolls: 0, entered: 0, path: [start], pickups: startPickups });
  return setOrder.map((k) => bySet.get(k) as PickupRoute);
}
