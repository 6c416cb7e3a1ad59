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
import type { Link } from "../galaxy/links";
import type { HexKey } from "../hex/hex";
import type { MovementRules } from "./movement-rules";
import { SearchStates } from "./search-states";
import { SettledStates } from "./settled-states";
import { earlier } from "./reverse-search";
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
}

/** The ways into one system, were it the active system. */
export interface Arrivals {
  /** The safest path that needs a move value of at most `budget`. */
  readonly best: (this: void, budget: number) => ReachPath | undefined;
}

export interface ForwardSearch {
  /** Every system some walk can step into (the candidates for the active system), in the order found. */
  readonly frontier: readonly HexKey[];
  /** The ways into `target` over `links`, its links as the active system; none when ships cannot enter it. */
  readonly into: (this: void, target: HexKey, links: readonly Link[]) => Arrivals;
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
  const byNode: Record<number, number[]> = {};
  const frontier: HexKey[] = [];
  const seen: Record<number, boolean> = {};
  states.add(numberOf.get(start) as number, 0, false, 0, 0, -1);

  // A walk goes on from its start, and from any system it may pass through [58.4b, anomalies].
  const mayLeave = (s: number): boolean => (prev[s] as number) < 0 || pass.canPass(node[s] as number, code);

  for (;;) {
    const s = states.next();
    if (s < 0) break;
    const n = node[s] as number;
    if (!settled.add(n, cost[s] as number, rift[s] as boolean)) continue;
    const list = byNode[n];
    if (list === undefined) byNode[n] = [s];
    else list.push(s);
    if (!mayLeave(s)) continue;
    const out = pass.leaving(n);
    const c = (cost[s] as number) + exitCostOf(out, oncePerMove);
    if (c - onceBonus > maxBudget) continue;
    const r = rift[s] === true || out !== LEAVE_PLAIN;
    const ro = (rolls[s] as number) + (out === LEAVE_RIFT_ROLL ? 1 : 0);
    const e = (entered[s] as number) + 1;
    for (const to of numbered.neighbours(n, withoutOwnDelta)) {
      if (seen[to] !== true) {
        seen[to] = true;
        frontier.push(keys[to] as HexKey);
      }
      if (!settled.has(to, c, r)) states.add(to, c, r, ro, e, s);
    }
  }

  const into = (target: HexKey, links: readonly Link[]): Arrivals => {
    const arrivals: Arrival[] = [];
    let order = 0;
    for (const link of links) {
      if (!linkUsable(link, profile, adjacency.rules.ownDelta)) continue;
      const n = numberOf.get(link.to);
      for (const from of n === undefined ? [] : byNode[n] ?? []) {
        if (!mayLeave(from)) continue;
        const out = pass.leaving(n as number);
        const c = (cost[from] as number) + exitCostOf(out, oncePerMove);
        const r = rift[from] === true || out !== LEAVE_PLAIN;
        arrivals.push({
          from,
          to: target,
          needs: c - (r ? onceBonus : 0),
          rolls: (rolls[from] as number) + (out === LEAVE_RIFT_ROLL ? 1 : 0),
          entered: (entered[from] as number) + 1,
          seq: order++,
        });
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
