/**
 * Where a ship can pick up on its way [95.1]: every legal walk into the active
 * system within its move value (leaving and re-entering systems is allowed,
 * each entry costs 1, 58.4e-f), reduced to the distinct sets of cargo systems
 * it passes, each with its safest walk.
 */
import type { NumberedGroup } from "../galaxy/adjacency-numbers";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { ReachTable } from "../movement/reverse-search";
import { membersAmong, walkNeighbours } from "../movement/neighbours";
import { exitCostOf, LEAVE_PLAIN, LEAVE_RIFT_ROLL, profileCode } from "../movement/system-passage";
import type { PassageProfile } from "../movement/system-passage";
import { contains } from "../lists";

export interface PickupRoute {
  /** Systems from the start to the active system. */
  readonly path: readonly HexKey[];
  /** Cargo systems on the walk, in the order first passed. */
  readonly pickups: readonly HexKey[];
  readonly rolls: number;
  readonly entered: number;
}

/** A walk in system numbers: where it is, the walk before (undefined at the start), and the cargo systems passed, in order. */
interface Walk {
  readonly node: number;
  readonly spent: number;
  readonly rift: boolean;
  readonly rolls: number;
  readonly entered: number;
  readonly prev: Walk | undefined;
  readonly pickups: readonly number[];
}

interface GroupWalk {
  readonly node: number;
  readonly rolls: number;
  readonly entered: number;
  done: boolean;
}

interface Frame {
  readonly walk: Walk;
  readonly targets: readonly number[];
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
  /** By system number: whether cargo waits there. */
  isCargo: readonly boolean[],
): PickupRoute[] {
  const numbered = setup.adjacency.numbered;
  const pass = setup.passage.numbered;
  const { keys, numberOf } = setup.adjacency.galaxy.numbers;
  const active = numberOf.get(setup.activeKey) as number;
  const open = setup.passage.activeBarrier === undefined;
  const code = profileCode(profile);
  const withoutOwnDelta = profile.withoutOwnDelta;
  const oncePerMove = setup.rules.switches.riftBonusOncePerMove === true;
  const onceBonus = table.onceBonus;
  const seen = new Map<string, { rolls: number; entered: number }>();
  const bySet = new Map<string, PickupRoute>();
  const setOrder: string[] = [];
  const keysOf = (nodes: readonly number[]): HexKey[] => nodes.map((n) => keys[n] as HexKey);

  const record = (walk: Walk): void => {
    const key = [...walk.pickups].sort((a, b) => a - b).join(";");
    const known = bySet.get(key);
    if (known === undefined || better(walk, known)) {
      if (known === undefined) setOrder.push(key);
      const path: HexKey[] = [];
      for (let w: Walk | undefined = walk; w !== undefined; w = w.prev) path.push(keys[w.node] as HexKey);
      path.reverse();
      bySet.set(key, { path, pickups: keysOf(walk.pickups), rolls: walk.rolls, entered: walk.entered });
    }
  };

  // Least move any member of a group other than the active system needs from there on (undefined: none can go on).
  const leastOf: Record<number, number> = {};
  const leastOutside = (group: NumberedGroup): number | undefined => {
    let least = leastOf[group.index];
    if (least === undefined) {
      least = NONE;
      for (const n of group.members) {
        const needs = n === active ? undefined : table.minNeedsAt(n);
        if (needs !== undefined && (least === NONE || needs < least)) least = needs;
      }
      leastOf[group.index] = least;
    }
    return least === NONE ? undefined : least;
  };
  // Shared groups walked in full, per move spent, rift and pickups: a later walk no better than a finished
  // one gives nothing new to any member but the system it came from and the active system.
  const groupWalks = new Map<string, GroupWalk>();
  const skippable = (group: NumberedGroup): boolean => group.shared && !withoutOwnDelta;

  // Depth first on an explicit stack, in the order of the recursive form: each frame is a walk
  // and the systems it may go on to.
  const frames: Frame[] = [];
  const openWalk = (walk: Walk): void => {
    if (walk.entered >= MAX_ENTERED) return;
    const passed = walk.entered > 0 ? pass.passBonus(walk.node, code) : 0; // moving through walk.node (D.W.S. Luminous)
    const out = pass.leaving(walk.node);
    const spent = walk.spent + exitCostOf(out, oncePerMove) - passed;
    const riftSeen = walk.rift || out !== LEAVE_PLAIN;
    const rolls = walk.rolls + (out === LEAVE_RIFT_ROLL ? 1 : 0);
    const here = { rolls, entered: walk.entered + 1 };
    const walkKey = (group: NumberedGroup): string => `${group.index}|${spent}|${riftSeen ? 1 : 0}|${walk.pickups.join(";")}`;
    const walks: GroupWalk[] = [];
    const choose = (group: NumberedGroup): readonly number[] | undefined => {
      const least = leastOutside(group);
      if (least === undefined || spent - onceBonus + least > move) return membersAmong(group, [active]);
      if (!skippable(group)) return undefined;
      const known = groupWalks.get(walkKey(group));
      if (known !== undefined && known.done && !better(here, known)) return membersAmong(group, [known.node, active]);
      return undefined;
    };
    const whole: number[] = [];
    const targets = walkNeighbours(numbered, walk.node, withoutOwnDelta, choose, whole);
    for (const index of whole) {
      const group = numbered.group(index);
      if (!skippable(group)) continue;
      const known = groupWalks.get(walkKey(group));
      if (known !== undefined && !better(here, known)) continue;
      const entry: GroupWalk = { node: walk.node, rolls: here.rolls, entered: here.entered, done: false };
      groupWalks.set(walkKey(group), entry);
      walks.push(entry);
    }
    frames.push({ walk, targets, next: 0, spent, riftSeen, rolls, walks });
  };
  const step = (frame: Frame, to: number): void => {
    const { walk, spent, riftSeen, rolls } = frame;
    const entered = walk.entered + 1;
    const arrives = to === active && open && spent - (riftSeen ? onceBonus : 0) <= move;
    // Going on: through a system it may pass, with move left to reach the active system from there.
    let goesOn = pass.canPass(to, code);
    if (goesOn) {
      const least = table.minNeedsAt(to);
      goesOn = least !== undefined && spent - onceBonus + least <= move;
    }
    if (!arrives && !goesOn) return;
    const pickups = isCargo[to] === true && !contains(walk.pickups, to) ? [...walk.pickups, to] : walk.pickups;
    let stateKey = "";
    if (goesOn) {
      stateKey = `${to}|${spent}|${riftSeen ? 1 : 0}|${pickups.join(";")}`;
      const known = seen.get(stateKey);
      if (known !== undefined && !better({ rolls, entered }, known)) goesOn = false;
    }
    if (!arrives && !goesOn) return;
    const next: Walk = { node: to, spent, rift: riftSeen, rolls, entered, prev: walk, pickups };
    if (arrives) record(next);
    if (!goesOn) return;
    seen.set(stateKey, { rolls, entered });
    openWalk(next);
  };

  const first = numberOf.get(start) as number;
  openWalk({ node: first, spent: 0, rift: false, rolls: 0, entered: 0, prev: undefined, pickups: isCargo[first] === true ? [first] : [] });
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as Frame;
    if (frame.next >= frame.targets.length) {
      for (const entry of frame.walks) entry.done = true;
      frames.pop();
    } else {
      const to = frame.targets[frame.next] as number;
      frame.next++;
      step(frame, to);
    }
  }
  return setOrder.map((k) => bySet.get(k) as PickupRoute);
}

/** No member of a group can go on (kept in a table, where undefined would mean "not worked out"). */
const NONE = -1e9;
