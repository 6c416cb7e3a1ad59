/**
 * One search forwards from a group's system: for every system a ship could
 * enter, the safest legal path into it as the active system for each move
 * budget. The mirror of the report's backward search, step by step the same
 * rules (exitCostOf, linkUsable, and the passage's canPass and leaving) and the same
 * order (fewest rift rolls, then fewest systems entered), so a move range
 * needs one search instead of one report per system.
 *
 * The last step into a system is taken over that system's own links as the
 * active system (Emissary Taivra and Spatial Conduit Cylinder join only the
 * active system), from every way the search left a neighbour; every earlier
 * step uses the links that do not depend on the active system.
 */
import type { Adjacency } from "../galaxy/adjacency";
import type { Link, LinkGroup, LinkPart } from "../galaxy/links";
import { contains } from "../lists";
import type { HexKey } from "../hex/hex";
import type { MovementRules } from "./movement-rules";
import { SearchStates } from "./search-states";
import { SettledStates } from "./settled-states";
import { earlier } from "./reverse-search";
import { groupWalks } from "./group-walks";
import type { ReachPath } from "./reverse-search";
import { exitCostOf, LEAVE_PLAIN, LEAVE_RIFT_ROLL, linkUsable, onceBonusOf } from "./system-passage";
import { profileCode } from "./passage-profile";
import type { SystemPassage } from "./system-passage";
import type { PassageProfile } from "./passage-profile";

export interface ForwardInput {
  /** Adjacency without the links that only the active system has. */
  readonly adjacency: Adjacency;
  readonly passage: SystemPassage;
  readonly rules: MovementRules;
  readonly start: HexKey;
  readonly profile: PassageProfile;
  /** No path needing more than this is kept. */
  readonly maxBudget: number;
  /**
   * Only the ways into this system within `budget` are wanted (its adjacency as the active system in `parts`):
   * the search stops once no state left could step in as safely as a step already found (see `into`).
   */
  readonly onlyInto?: {
    readonly key: HexKey;
    readonly parts: readonly LinkPart[];
    readonly apart: (this: void, a: HexKey, b: HexKey) => boolean;
    readonly budget: number;
    /**
     * The least move any legal path from a system (by number) into the target needs, undefined for none (the
     * report's backward search knows it): a walk that could not arrive within the budget is not followed.
     */
    readonly restNeeds?: (this: void, node: number) => number | undefined;
  };
}

/** The ways into one system, were it the active system. */
export interface Arrivals {
  /** The safest path that needs a move value of at most `budget`. */
  readonly best: (this: void, budget: number) => ReachPath | undefined;
}

export interface ForwardSearch {
  /** Every system some walk can step into (the candidates for the active system), in the order found. */
  readonly frontier: readonly HexKey[];
  /**
   * The ways into `target` over `parts`, its adjacency as the active system (links, and groups walked member by
   * member without making a link for each), less the pairs `apart` says are not adjacent; none when ships cannot enter it.
   */
  readonly into: (this: void, target: HexKey, parts: readonly LinkPart[], apart: (this: void, a: HexKey, b: HexKey) => boolean) => Arrivals;
}

interface Arrival {
  /** The walk state the last step leaves from. */
  readonly from: number;
  readonly to: HexKey;
  readonly needs: number;
  readonly rolls: number;
  readonly entered: number;
  readonly seq: number;
}

/** A step out of a member of a shared group: from walk state `from` at system number n, the group's m-th member. */
interface HubStep {
  readonly member: HexKey;
  readonly from: number;
  readonly n: number;
  readonly m: number;
  /** Its place among the member's walk states, in the order found. */
  readonly k: number;
  readonly needs: number;
  readonly rolls: number;
  readonly entered: number;
}

/** The safer of two steps, in the order `into` meets them when equally safe. */
function earlierStep(a: HubStep, b: HubStep): boolean {
  if (a.rolls !== b.rolls) return a.rolls < b.rolls;
  if (a.entered !== b.entered) return a.entered < b.entered;
  return a.m !== b.m ? a.m < b.m : a.k < b.k;
}

export function searchForward(input: ForwardInput): ForwardSearch {
  const { adjacency, passage, rules, start, profile, maxBudget } = input;
  const numbered = adjacency.numbered;
  const pass = passage.numbered;
  const { keys, numberOf } = adjacency.galaxy.numbers;
  const code = profileCode(profile);
  const withoutOwnDelta = profile.withoutOwnDelta;
  const oncePerMove = rules.switches.riftBonusOncePerMove === true;
  const onceBonus = onceBonusOf(rules);

  // Walk states by index, in the order found: at node[s], having spent cost[s] on the systems left so far
  // (before once-per-move rift bonuses), rift[s] whether the walk has left a gravity rift, prev[s] the state before.
  const states = new SearchStates();
  const { node, cost, rift, rolls, entered } = states;
  const prev = states.link;
  const settled = new SettledStates();
  const byNode: number[][] = [];
  const frontier: HexKey[] = [];
  // The frontier is for a move range; a search for one target does not keep it.
  const keepFrontier = input.onlyInto === undefined;
  const seen: boolean[] = [];
  states.add(numberOf.get(start) as number, 0, false, 0, 0, -1);

  // A walk goes on from its start, and from any system it may pass through [58.4b, anomalies].
  const walks = groupWalks(onceBonus, withoutOwnDelta === true);
  const mayLeave = (s: number): boolean => (prev[s] as number) < 0 || pass.canPass(node[s] as number, code);
  /** The systems (by number) from which a ship surely may step into `key` over `parts`. */
  const entrySystems = (key: HexKey, parts: readonly LinkPart[], apart: (a: HexKey, b: HexKey) => boolean): boolean[] => {
    const out: boolean[] = [];
    const mark = (to: HexKey): void => {
      const n = numberOf.get(to);
      if (n !== undefined && to !== key) out[n] = true;
    };
    for (const part of parts) {
      if ("link" in part) {
        if (!apart(key, part.link.to) && linkUsable(part.link, profile, adjacency.rules.ownDelta)) mark(part.link.to);
      } else if (part.group.shared && withoutOwnDelta !== true) for (const member of part.group.members) mark(member);
    }
    return out;
  };

  /** The step from walk state `from`, at system number n, into the target: what it needs, rolls and enters. */
  const stepFrom = (from: number, n: number): { needs: number; rolls: number; entered: number } => {
    const out = pass.leaving(n, code);
    const c = (cost[from] as number) + exitCostOf(out, oncePerMove);
    const r = rift[from] === true || out !== LEAVE_PLAIN;
    return { needs: c - (r ? onceBonus : 0), rolls: (rolls[from] as number) + (out === LEAVE_RIFT_ROLL ? 1 : 0), entered: (entered[from] as number) + 1 };
  };

  // With one target: the systems a ship steps into it from (fewer than `into` may find is safe: the search then
  // only stops later), and the safest step found so far. States leave the queue safest first, so once a state
  // could not step in as safely (rolls, then systems entered), no later one can, nor change what `into` chooses.
  const target = input.onlyInto;
  const entry = target === undefined ? undefined : entrySystems(target.key, target.parts, target.apart);
  const restNeeds = target === undefined ? undefined : target.restNeeds;
  const budget = target === undefined ? maxBudget : target.budget;
  // Whether a walk at system `to`, having spent `c`, could still arrive within the budget (a rift's once-per-path
  // bonus taken off, as it may come on either side). Such walks only ever lead to steps `into` would not choose.
  const mayArrive = (to: number, c: number): boolean => {
    if (restNeeds === undefined) return true;
    const rest = restNeeds(to);
    return rest !== undefined && c + rest - onceBonus <= budget;
  };
  let bestRolls = -1;
  let bestEntered = 0;

  for (;;) {
    const s = states.next();
    if (s < 0) break;
    if (bestRolls >= 0 && ((rolls[s] as number) > bestRolls || ((rolls[s] as number) === bestRolls && (entered[s] as number) + 1 > bestEntered))) break;
    const n = node[s] as number;
    if (!settled.add(n, cost[s] as number, rift[s] as boolean)) continue;
    const list = byNode[n];
    if (list === undefined) byNode[n] = [s];
    else list.push(s);
    if (!mayLeave(s)) continue;
    if (entry !== undefined && entry[n] === true) {
      const step = stepFrom(s, n);
      if (step.needs <= budget && (bestRolls < 0 || step.rolls < bestRolls || (step.rolls === bestRolls && step.entered < bestEntered))) {
        bestRolls = step.rolls;
        bestEntered = step.entered;
      }
    }
    const out = pass.leaving(n, code);
    const c = (cost[s] as number) + exitCostOf(out, oncePerMove);
    if (c - onceBonus > maxBudget) continue;
    const r = rift[s] === true || out !== LEAVE_PLAIN;
    const ro = (rolls[s] as number) + (out === LEAVE_RIFT_ROLL ? 1 : 0);
    const e = (entered[s] as number) + 1;
    // A shared group (every alpha system, ...) walked before by a state no dearer gives its members nothing new.
    for (const to of walks.targets(numbered, n, c, r)) {
      if (keepFrontier && seen[to] !== true) {
        seen[to] = true;
        frontier.push(keys[to] as HexKey);
      }
      if (!settled.has(to, c, r) && mayArrive(to, c)) states.add(to, c, r, ro, e, s);
    }
  }

  // Per shared group, the steps out of its members that some target could take (see hubSteps), made on first use.
  const hubs: Record<string, HubStep[]> = {};
  /**
   * A shared group (every alpha system, ...) joins each member to every other alike: of all steps out of its
   * members, a target can only take, for each budget, the safest one (in the order `into` would meet them) or,
   * when that one leaves the target itself, the safest from another member. Those few, worked out once per
   * group, stand for all: a target in a group of thousands looks at a handful of steps, not at every member.
   */
  const hubSteps = (group: LinkGroup): HubStep[] => {
    const known = hubs[group.id];
    if (known !== undefined) return known;
    const all: HubStep[] = [];
    group.members.forEach((member, m) => {
      const n = numberOf.get(member);
      (n === undefined ? [] : byNode[n] ?? []).forEach((from, k) => {
        if (mayLeave(from)) all.push({ member, from, n: n as number, m, k, ...stepFrom(from, n as number) });
      });
    });
    const kept: HubStep[] = [];
    for (let within = 0; within <= maxBudget; within++) {
      let first: HubStep | undefined;
      let second: HubStep | undefined;
      for (const step of all) {
        if (step.needs > within) continue;
        if (first === undefined || earlierStep(step, first)) {
          if (first !== undefined && first.member !== step.member) second = first;
          first = step;
        } else if (step.member !== first.member && (second === undefined || earlierStep(step, second))) second = step;
      }
      for (const step of [first, second]) if (step !== undefined && !contains(kept, step)) kept.push(step);
    }
    kept.sort((x, y) => (x.m !== y.m ? x.m - y.m : x.k - y.k)); // the order `into` meets them
    hubs[group.id] = kept;
    return kept;
  };

  const into = (target: HexKey, parts: readonly LinkPart[], apart: (a: HexKey, b: HexKey) => boolean): Arrivals => {
    const arrivals: Arrival[] = [];
    let order = 0;
    const arrive = (from: number, n: number): void => {
      if (mayLeave(from)) arrivals.push({ from, to: target, ...stepFrom(from, n), seq: order++ });
    };
    const arriveOver = (link: Link): void => {
      if (apart(target, link.to) || !linkUsable(link, profile, adjacency.rules.ownDelta)) return;
      const n = numberOf.get(link.to);
      if (n !== undefined) for (const from of byNode[n] ?? []) arrive(from, n);
    };
    for (const part of parts) {
      if ("link" in part) arriveOver(part.link);
      else if (part.group.shared && withoutOwnDelta !== true) {
        // Every member pair usable alike (no Creuss flagship's own delta), none apart (a shared group has no tether).
        for (const step of hubSteps(part.group)) if (step.member !== target) arrive(step.from, step.n);
      } else {
        // Only members the search stepped into can lead in: a lookup each, no link objects.
        const group = part.group;
        for (const member of group.members) {
          const n = numberOf.get(member);
          if (member !== target && n !== undefined && byNode[n] !== undefined) arriveOver({ to: member, reasons: [group.reason(target, member)] });
        }
      }
    }
    return {
      best: (budget) => {
        let chosen: Arrival | undefined;
        for (const a of arrivals) {
          if (a.needs > budget) continue;
          if (chosen === undefined || earlier(a, chosen)) chosen = a;
        }
        if (chosen === undefined) return undefined;
        const systems: HexKey[] = [chosen.to];
        for (let s = chosen.from; s >= 0; s = prev[s] as number) systems.push(keys[node[s] as number] as HexKey);
        systems.reverse();
        return { systems, entered: chosen.entered, rolls: chosen.rolls, needs: Math.max(chosen.needs, 0) };
      },
    };
  };

  return { frontier, into };
}
