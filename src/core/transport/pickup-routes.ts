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
import { activeBarrierFor, exitCostOf, LEAVE_PLAIN, LEAVE_RIFT_ROLL } from "../movement/system-passage";
import { profileCode } from "../movement/passage-profile";
import type { PassageProfile } from "../movement/passage-profile";
import { contains } from "../lists";
import { PickupSets } from "./pickup-sets";
import { WalkTable } from "./walk-table";

export interface PickupRoute {
  /** Systems from the start to the active system. */
  readonly path: readonly HexKey[];
  /** Cargo systems on the walk, in the order first passed. */
  readonly pickups: readonly HexKey[];
  readonly rolls: number;
  readonly entered: number;
}

/** A walk in system numbers: where it is, the walk before (undefined at the start), and the cargo systems passed. */
interface Walk {
  readonly node: number;
  readonly spent: number;
  readonly rift: boolean;
  readonly rolls: number;
  readonly entered: number;
  readonly prev: Walk | undefined;
  /** The cargo systems passed, as a set (see PickupSets): the order they were passed in is read off the path when a walk arrives. */
  readonly pickupSet: number;
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
  /** Group walks this frame registered, finished when it is (none for most frames). */
  readonly walks: GroupWalk[] | undefined;
}

/** Walks are cut off after this many systems entered, whatever rifts give back. */
const MAX_ENTERED = 12;

function better(a: { rolls: number; entered: number }, b: { rolls: number; entered: number }): boolean {
  return safer(a.rolls, a.entered, b);
}

/** The same for a walk given by its rolls and systems entered. */
function safer(rolls: number, entered: number, b: { rolls: number; entered: number }): boolean {
  return safetyOf(rolls, entered) < safetyOf(b.rolls, b.entered);
}

/** How safe a walk is as one number, smaller being safer: rolls first, then systems entered (at most MAX_ENTERED). */
function safetyOf(rolls: number, entered: number): number {
  return rolls * (MAX_ENTERED + 1) + entered;
}

export function pickupRoutes(
  setup: ActionSetup,
  table: ReachTable,
  profile: PassageProfile,
  start: HexKey,
  move: number,
  /** By system number: whether cargo waits there. */
  isCargo: readonly boolean[],
  /** The pickup sets met so far (shared by the walks of one transport plan). */
  sets: PickupSets = new PickupSets(),
): PickupRoute[] {
  const numbered = setup.adjacency.numbered;
  const pass = setup.passage.numbered;
  const { keys, numberOf } = setup.adjacency.galaxy.numbers;
  const active = numberOf.get(setup.activeKey) as number;
  const open = activeBarrierFor(setup.passage, profile) === undefined;
  const code = profileCode(profile);
  const withoutOwnDelta = profile.withoutOwnDelta;
  const oncePerMove = setup.rules.switches.riftBonusOncePerMove === true;
  const onceBonus = table.onceBonus;
  // The safest walk seen going on from a system, per pickup set, system and (move spent, rift) code.
  const seen = new WalkTable<number>(); // as safetyOf(rolls, entered)
  // The safest walk arriving, per pickup set, in the order the sets were first met.
  const bySet: (PickupRoute | undefined)[] = [];
  const setOrder: number[] = [];

  const record = (walk: Walk): void => {
    const known = bySet[walk.pickupSet];
    if (known === undefined || better(walk, known)) {
      if (known === undefined) setOrder.push(walk.pickupSet);
      const nodes: number[] = [];
      for (let w: Walk | undefined = walk; w !== undefined; w = w.prev) nodes.push(w.node);
      nodes.reverse();
      const path: HexKey[] = [];
      const pickups: HexKey[] = [];
      for (const n of nodes) {
        const key = keys[n] as HexKey;
        path.push(key);
        if (isCargo[n] === true && !contains(pickups, key)) pickups.push(key);
      }
      bySet[walk.pickupSet] = { path, pickups, rolls: walk.rolls, entered: walk.entered };
    }
  };

  // Least move any member of a group other than the active system needs from there on (undefined: none can go on).
  const leastOf: number[] = [];
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
  const groupWalks = new WalkTable<GroupWalk>();
  const skippable = (group: NumberedGroup): boolean => group.shared && !withoutOwnDelta;

  // Depth first on an explicit stack, in the order of the recursive form: each frame is a walk
  // and the systems it may go on to.
  const frames: Frame[] = [];
  // The walk being opened, for the group choice: move spent and rift once it leaves, its safety, its pickups.
  let openSpent = 0;
  let openRift = false;
  let openRolls = 0;
  let openEntered = 0;
  let openNode = 0;
  let openPickups = 0;
  const choose = (group: NumberedGroup): readonly number[] | undefined => {
    const least = leastOutside(group);
    if (least === undefined || openSpent - onceBonus + least > move) return membersAmong(group, [active]);
    if (!skippable(group)) return undefined;
    const known = groupWalks.get(openPickups, group.index, openSpent, openRift);
    if (known !== undefined && known.done && !safer(openRolls, openEntered, known)) return membersAmong(group, [known.node, active]);
    return undefined;
  };
  const whole: number[] = [];
  const openWalk = (walk: Walk): void => {
    if (walk.entered >= MAX_ENTERED) return;
    const passed = walk.entered > 0 && profile.passOwnSystems ? pass.passBonus(walk.node, code) : 0; // moving through walk.node (D.W.S. Luminous)
    const out = pass.leaving(walk.node, code);
    const spent = walk.spent + exitCostOf(out, oncePerMove) - passed;
    const riftSeen = walk.rift || out !== LEAVE_PLAIN;
    const rolls = walk.rolls + (out === LEAVE_RIFT_ROLL ? 1 : 0);
    openSpent = spent;
    openRift = riftSeen;
    openRolls = rolls;
    openEntered = walk.entered + 1;
    openNode = walk.node;
    openPickups = walk.pickupSet;
    const targets = walkNeighbours(numbered, walk.node, withoutOwnDelta, choose, whole);
    let walks: GroupWalk[] | undefined;
    while (whole.length > 0) {
      const group = numbered.group(whole.pop() as number);
      if (!skippable(group)) continue;
      const known = groupWalks.get(openPickups, group.index, openSpent, openRift);
      if (known !== undefined && !safer(openRolls, openEntered, known)) continue;
      const entry: GroupWalk = { node: openNode, rolls: openRolls, entered: openEntered, done: false };
      groupWalks.set(openPickups, group.index, openSpent, openRift, entry);
      if (walks === undefined) walks = [entry];
      else walks.push(entry);
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
    const pickupSet = isCargo[to] === true ? sets.with(walk.pickupSet, to) : walk.pickupSet;
    if (goesOn) {
      const known = seen.get(pickupSet, to, spent, riftSeen);
      if (known !== undefined && safetyOf(rolls, entered) >= known) goesOn = false;
    }
    if (!arrives && !goesOn) return;
    const next: Walk = { node: to, spent, rift: riftSeen, rolls, entered, prev: walk, pickupSet };
    if (arrives) record(next);
    if (!goesOn) return;
    seen.set(pickupSet, to, spent, riftSeen, safetyOf(rolls, entered));
    openWalk(next);
  };

  const first = numberOf.get(start) as number;
  const firstSet = isCargo[first] === true ? sets.with(0, first) : 0;
  openWalk({ node: first, spent: 0, rift: false, rolls: 0, entered: 0, prev: undefined, pickupSet: firstSet });
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as Frame;
    if (frame.next >= frame.targets.length) {
      if (frame.walks !== undefined) for (const entry of frame.walks) entry.done = true;
      frames.pop();
    } else {
      const to = frame.targets[frame.next] as number;
      frame.next++;
      step(frame, to);
    }
  }
  return setOrder.map((k) => bySet[k] as PickupRoute);
}

/** No member of a group can go on (kept in a table, where undefined would mean "not worked out"). */
const NONE = -1e9;
