/**
 * One search per passage profile, backwards from the active system: for every
 * system within reach, the safest legal path into the active system for each
 * move budget. Safest means fewest gravity-rift rolls, then fewest systems
 * entered, then the first found in adjacency order (deterministic).
 *
 * Costs [58.4f, 41]: entering a system costs 1; leaving a gravity rift gives
 * +1 back, so a step out of a rift is free (official reading). With
 * riftBonusOncePerMove every step costs 1 and a path that leaves any rift gets
 * +1 once; Crucible adds +1 once for such a path.
 */
import type { Adjacency, LinkGroup } from "../galaxy/adjacency";
import type { HexKey } from "../hex/hex";
import type { MovementRules } from "./movement-rules";
import { PriorityQueue } from "./priority-queue";
import { settledStates } from "./settled-states";
import { forEachNeighbour, membersAmong } from "./neighbours";
import { exitCost } from "./system-passage";
import type { PassageProfile, SystemPassage } from "./system-passage";

/** A path state: at `node`, with the rest of the path to the active system behind `next`. */
interface PathState {
  readonly node: HexKey;
  /** Budget spent by the rest of the path, before once-per-move rift bonuses. */
  readonly cost: number;
  /** The rest of the path leaves a gravity rift. */
  readonly rift: boolean;
  readonly rolls: number;
  readonly entered: number;
  readonly next: PathState | undefined;
  readonly seq: number;
}

export interface ReachPath {
  /** Systems from the start to the active system. */
  readonly systems: readonly HexKey[];
  readonly entered: number;
  readonly rolls: number;
  /** Move value the path needs. */
  readonly needs: number;
}

export interface ReachTable {
  /** The safest path from a start system that needs a move value of at most `budget`. */
  readonly best: (this: void, start: HexKey, budget: number) => ReachPath | undefined;
  /** The least move value any legal path from this system needs (0 for the active system), if within the search. */
  readonly minNeeds: (this: void, from: HexKey) => number | undefined;
  /** Bonus given once to a path that leaves a gravity rift (Crucible, or the once-per-move reading). */
  readonly onceBonus: number;
}

export interface SearchInput {
  readonly adjacency: Adjacency;
  readonly passage: SystemPassage;
  readonly rules: MovementRules;
  readonly activeKey: HexKey;
  readonly profile: PassageProfile;
  /** No path needing more than this is kept. */
  readonly maxBudget: number;
}

/** How safe a path is, and when the search found it (the tie-break). */
export interface PathSafety {
  readonly rolls: number;
  readonly entered: number;
  readonly seq: number;
}

/** The safer of two paths: fewer rift rolls, then fewer systems entered, then the one found first. */
export function earlier(a: PathSafety, b: PathSafety): boolean {
  if (a.rolls !== b.rolls) return a.rolls < b.rolls;
  if (a.entered !== b.entered) return a.entered < b.entered;
  return a.seq < b.seq;
}

export function searchReach(input: SearchInput): ReachTable {
  const { adjacency, passage, rules, activeKey, profile, maxBudget } = input;
  const oncePerMove = rules.switches.riftBonusOncePerMove === true;
  // Once per path: the rift's +1 under the once-per-move reading, and Crucible's extra +1.
  const onceBonus = (oncePerMove ? 1 : 0) + (rules.crucible ? 1 : 0);
  const needsOf = (s: PathState): number => s.cost - (s.rift ? onceBonus : 0);

  // Move given back while passing (rifts, D.W.S. Luminous) can loop; below this floor a path's cost only repeats.
  const floor = -(maxBudget + 1);
  // t makes s pointless: popped earlier (no worse in rolls, systems entered, order) and needing no more move,
  // now and on every longer path (a path that has left a rift keeps its once-per-path bonus).
  const dominates = (t: { cost: number; rift: boolean }, s: { cost: number; rift: boolean }): boolean =>
    t.cost <= s.cost - (s.rift && !t.rift ? onceBonus : 0);
  const settled = settledStates();
  const byNode = new Map<HexKey, PathState[]>();
  // Per shared group (all alpha systems, ...): the states it was walked from, with the cost each gave on
  // (before the entered system's own cost). A later state no better gives nothing new to any member
  // but the one that walk came from.
  const groupWalks = new Map<string, { node: HexKey; cost: number; rift: boolean }[]>();
  const queue = new PriorityQueue<PathState>(earlier);
  let seq = 0;
  if (passage.activeBarrier === undefined) {
    queue.push({ node: activeKey, cost: 0, rift: false, rolls: 0, entered: 0, next: undefined, seq: seq++ });
  }
  while (queue.size > 0) {
    const state = queue.pop() as PathState;
    if (settled.has(state.node, state.cost, state.rift)) continue;
    settled.add(state.node, state.cost, state.rift);
    const list = byNode.get(state.node);
    if (list !== undefined && list.some((t) => dominates(t, state))) continue;
    if (list === undefined) byNode.set(state.node, [state]);
    else list.push(state);
    // Ships do not pass through the active system on the way in (stopping there is always better),
    // nor through systems they may not pass [58.4b, anomalies].
    const isSeed = state.next === undefined;
    if (!isSeed && (state.node === activeKey || !passage.canPassThrough(state.node, profile))) continue;
    const passed = isSeed ? 0 : passage.passBonus(state.node, profile); // the path moves through state.node
    const base = { node: state.node, cost: state.cost - passed, rift: state.rift };
    const visit = (from: HexKey): void => {
      const out = passage.leaving(from);
      const cost = Math.max(floor, base.cost + exitCost(out, oncePerMove));
      if (cost - onceBonus > maxBudget) return;
      const rift = state.rift || out.rift;
      if (settled.has(from, cost, rift)) return;
      const rolls = state.rolls + (out.rolls ? 1 : 0);
      queue.push({ node: from, cost, rift, rolls, entered: state.entered + 1, next: state, seq: seq++ });
    };
    // Groups are only skipped where every member pair is usable alike (not for the Creuss flagship's own delta).
    const skippable = !profile.withoutOwnDelta;
    const choose = (group: LinkGroup): readonly HexKey[] | undefined => {
      if (!skippable || !group.shared) return undefined;
      const earlierWalk = (groupWalks.get(group.id) ?? []).find((t) => dominates(t, base));
      return earlierWalk === undefined ? undefined : membersAmong(group, [earlierWalk.node]);
    };
    const whole = (group: LinkGroup): void => {
      if (!skippable || !group.shared) return;
      const walks = groupWalks.get(group.id);
      if (walks === undefined) groupWalks.set(group.id, [base]);
      else walks.push(base);
    };
    forEachNeighbour(adjacency, state.node, profile, visit, choose, whole);
  }

  return {
    onceBonus,
    minNeeds: (from) => {
      let least: number | undefined;
      for (const s of byNode.get(from) ?? []) {
        const needs = needsOf(s);
        if (least === undefined || needs < least) least = needs;
      }
      return least;
    },
    best: (start, budget) => {
      let chosen: PathState | undefined;
      for (const s of byNode.get(start) ?? []) {
        if (s.next === undefined || needsOf(s) > budget) continue;
        if (chosen === undefined || earlier(s, chosen)) chosen = s;
      }
      if (chosen === undefined) return undefined;
      const systems: HexKey[] = [];
      for (let s: PathState | undefined = chosen; s !== undefined; s = s.next) systems.push(s.node);
      return { systems, entered: chosen.entered, rolls: chosen.rolls, needs: Math.max(needsOf(chosen), 0) };
    },
  };
}
