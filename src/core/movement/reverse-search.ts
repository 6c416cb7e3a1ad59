/**
 * One search per passage profile, backwards from the active system: for every
 * system within reach, the safest legal path into the active system for each
 * move budget. Safest means fewest gravity-rift rolls, then fewest systems
 * entered, then the first found in adjacency order (deterministic). Among
 * equally safe paths the report shows the one the forward search meets first
 * (reach-ships, withForwardPaths), as a move range does.
 *
 * Costs [58.4f, 41]: entering a system costs 1; leaving a gravity rift gives
 * +1 back, so a step out of a rift is free (official reading). With
 * riftBonusOncePerMove every step costs 1 and a path that leaves any rift gets
 * +1 once; Crucible adds +1 once for such a path.
 */
import type { Adjacency } from "../galaxy/adjacency";
import type { HexKey } from "../hex/hex";
import type { MovementRules } from "./movement-rules";
import { SearchStates } from "./search-states";
import { groupWalks, noDearer } from "./group-walks";
import { activeBarrierFor, exitCostOf, LEAVE_PLAIN, LEAVE_RIFT, LEAVE_RIFT_ROLL, onceBonusOf } from "./system-passage";
import { profileCode } from "./passage-profile";
import type { SystemPassage } from "./system-passage";
import type { PassageProfile } from "./passage-profile";

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
  /** The same by system number. */
  readonly minNeedsAt: (this: void, from: number) => number | undefined;
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
  return earlierBy(a.rolls, a.entered, a.seq, b.rolls, b.entered, b.seq);
}

/** The same, given the numbers. */
function earlierBy(rollsA: number, enteredA: number, seqA: number, rollsB: number, enteredB: number, seqB: number): boolean {
  if (rollsA !== rollsB) return rollsA < rollsB;
  if (enteredA !== enteredB) return enteredA < enteredB;
  return seqA < seqB;
}

export { noDearer } from "./group-walks";

/** [58.4a] every moving ship ends in the active system: the search walks back from it to each start. */
export function searchReach(input: SearchInput): ReachTable {
  const { adjacency, passage, rules, activeKey, profile, maxBudget } = input;
  const numbered = adjacency.numbered;
  const pass = passage.numbered;
  const { keys, numberOf } = adjacency.galaxy.numbers;
  const active = numberOf.get(activeKey) as number;
  const code = profileCode(profile);
  // Only the D.W.S. Luminous is given move back for passing systems.
  const givesBack = profile.passOwnSystems;
  const oncePerMove = rules.switches.riftBonusOncePerMove === true;
  const onceBonus = onceBonusOf(rules);

  // Path states: at node[s], with the rest of the path to the active system behind next[s] (-1 for the
  // active system itself); cost[s] is the budget that rest spends, rift[s] whether it leaves a gravity rift.
  const states = new SearchStates();
  const { node, cost, rift, rolls, entered } = states;
  const next = states.link;
  const needsOf = (s: number): number => (cost[s] as number) - (rift[s] === true ? onceBonus : 0);

  // What leaving a plain system and a gravity rift cost, worked out once for the inner loop.
  const plainExit = exitCostOf(LEAVE_PLAIN, oncePerMove);
  const riftExit = exitCostOf(LEAVE_RIFT, oncePerMove);
  // Move given back while passing (rifts, D.W.S. Luminous) can loop; below this floor a path's cost only repeats.
  const floor = -(maxBudget + 1);
  // The states popped and kept per system. A kept state t makes a state (c, r) pointless when it was popped
  // earlier (no worse in rolls, systems entered, order) and is no dearer; then it is pointless for good.
  const byNode: number[][] = [];
  const pointless = (list: readonly number[] | undefined, c: number, r: boolean): boolean => {
    if (list !== undefined) for (const t of list) if (noDearer(cost[t] as number, rift[t] as boolean, c, r, onceBonus)) return true;
    return false;
  };
  // Groups are only skipped where every member pair is usable alike (not for the Creuss flagship's own delta).
  const walks = groupWalks(onceBonus, profile.withoutOwnDelta === true);

  if (activeBarrierFor(passage, profile) === undefined) states.add(active, 0, false, 0, 0, -1);
  for (;;) {
    const s = states.next();
    if (s < 0) break;
    const n = node[s] as number;
    const c = cost[s] as number;
    const r = rift[s] as boolean;
    // A state kept before, or one no better than it, gives nothing new (the same state queued twice among them).
    // (No `continue` in these loops: in Lua each costs a flag per turn.)
    const list = byNode[n];
    const fresh = list === undefined || !pointless(list, c, r);
    if (list === undefined) byNode[n] = [s];
    else if (fresh) list.push(s);
    // Ships do not pass through the active system on the way in (stopping there is always better),
    // nor through systems they may not pass [58.4b, anomalies].
    const isSeed = (next[s] as number) < 0;
    if (fresh && (isSeed || (n !== active && pass.canPass(n, code)))) {
      const passed = isSeed || !givesBack ? 0 : pass.passBonus(n, code); // the path moves through n (D.W.S. Luminous)
      const baseCost = c - passed;
      const ro = rolls[s] as number;
      const e = (entered[s] as number) + 1;
      for (const from of walks.targets(numbered, n, baseCost, r)) {
        const out = pass.leaving(from, code);
        const spent = baseCost + (out === LEAVE_PLAIN ? plainExit : riftExit);
        const fromCost = spent < floor ? floor : spent;
        const fromRift = r || out !== LEAVE_PLAIN;
        // Within the budget; a state already pointless is never queued (it would be dropped when taken; the others keep their order).
        if (fromCost - onceBonus <= maxBudget && !pointless(byNode[from], fromCost, fromRift)) {
          states.add(from, fromCost, fromRift, ro + (out === LEAVE_RIFT_ROLL ? 1 : 0), e, s);
        }
      }
    }
  }

  const earlierState = (a: number, b: number): boolean =>
    earlierBy(rolls[a] as number, entered[a] as number, a, rolls[b] as number, entered[b] as number, b);
  // Asked again and again by pickup walks: worked out once per system (NO_PATH where none is kept).
  const leastKnown: number[] = [];
  const minNeedsAt = (from: number): number | undefined => {
    let least = leastKnown[from];
    if (least === undefined) {
      least = NO_PATH;
      for (const s of byNode[from] ?? []) {
        const needs = needsOf(s);
        if (least === NO_PATH || needs < least) least = needs;
      }
      leastKnown[from] = least;
    }
    return least === NO_PATH ? undefined : least;
  };
  return {
    onceBonus,
    minNeedsAt,
    minNeeds: (from) => {
      const n = numberOf.get(from);
      return n === undefined ? undefined : minNeedsAt(n);
    },
    best: (start, budget) => {
      const n = numberOf.get(start);
      let chosen = -1;
      for (const s of n === undefined ? [] : byNode[n] ?? []) {
        if ((next[s] as number) < 0 || needsOf(s) > budget) continue;
        if (chosen < 0 || earlierState(s, chosen)) chosen = s;
      }
      if (chosen < 0) return undefined;
      const systems: HexKey[] = [];
      for (let s = chosen; s >= 0; s = next[s] as number) systems.push(keys[node[s] as number] as HexKey);
      return { systems, entered: entered[chosen] as number, rolls: rolls[chosen] as number, needs: Math.max(needsOf(chosen), 0) };
    },
  };
}

/** No kept path leaves this system (kept in a table, where undefined would mean "not worked out"). */
const NO_PATH = -1e9;
