/**
 * One search forwards from a group's system: for every system a ship could
 * enter, the safest legal path into it as the active system for each move
 * budget. The mirror of the report's backward search, step by step the same
 * rules (exitCost, linkUsable, canPassThrough, isRift, rollsAt) and the same
 * order (fewest rift rolls, then fewest systems entered), so a move range
 * needs one search instead of one report per system.
 *
 * The last step into a system is taken over that system's own links as the
 * active system (Emissary Taivra and Spatial Conduit Cylinder join only the
 * active system), from every way the search left a neighbour; every earlier
 * step uses the links that do not depend on the active system.
 */
import type { Adjacency, Link } from "../galaxy/adjacency";
import type { HexKey } from "../hex/hex";
import type { MovementRules } from "./movement-rules";
import { PriorityQueue } from "./priority-queue";
import { settledStates } from "./settled-states";
import { earlier } from "./reverse-search";
import type { ReachPath } from "./reverse-search";
import { exitCost, linkUsable } from "./system-passage";
import type { PassageProfile, SystemPassage } from "./system-passage";

/** A walk from the start: at `node`, having spent `cost` on the systems left so far. */
interface WalkState {
  readonly node: HexKey;
  /** Budget spent so far, before once-per-move rift bonuses. */
  readonly cost: number;
  /** The walk has left a gravity rift. */
  readonly rift: boolean;
  readonly rolls: number;
  readonly entered: number;
  readonly prev: WalkState | undefined;
  readonly seq: number;
}

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
  readonly from: WalkState;
  readonly to: HexKey;
  readonly needs: number;
  readonly rolls: number;
  readonly entered: number;
  readonly seq: number;
}

export function searchForward(input: ForwardInput): ForwardSearch {
  const { adjacency, passage, rules, start, profile, maxBudget } = input;
  const oncePerMove = rules.switches.riftBonusOncePerMove === true;
  // Once per path: the rift's +1 under the once-per-move reading, and Crucible's extra +1 (as the backward search).
  const onceBonus = (oncePerMove ? 1 : 0) + (rules.crucible ? 1 : 0);

  const settled = settledStates();
  const byNode = new Map<HexKey, WalkState[]>();
  const frontier: HexKey[] = [];
  const seen = new Map<HexKey, boolean>();
  const queue = new PriorityQueue<WalkState>(earlier);
  let seq = 0;
  queue.push({ node: start, cost: 0, rift: false, rolls: 0, entered: 0, prev: undefined, seq: seq++ });

  // A walk goes on from its start, and from any system it may pass through [58.4b, anomalies].
  const mayLeave = (s: WalkState): boolean => s.prev === undefined || passage.canPassThrough(s.node, profile);

  while (queue.size > 0) {
    const state = queue.pop() as WalkState;
    if (settled.has(state.node, state.cost, state.rift)) continue;
    settled.add(state.node, state.cost, state.rift);
    const list = byNode.get(state.node);
    if (list === undefined) byNode.set(state.node, [state]);
    else list.push(state);
    if (!mayLeave(state)) continue;
    const out = passage.leaving(state.node);
    const cost = state.cost + exitCost(out, oncePerMove);
    if (cost - onceBonus > maxBudget) continue;
    const rift = state.rift || out.rift;
    const rolls = state.rolls + (out.rolls ? 1 : 0);
    for (const link of adjacency.links(state.node)) {
      if (!linkUsable(link, profile)) continue;
      const to = link.to;
      if (!seen.has(to)) {
        seen.set(to, true);
        frontier.push(to);
      }
      if (!settled.has(to, cost, rift)) {
        queue.push({ node: to, cost, rift, rolls, entered: state.entered + 1, prev: state, seq: seq++ });
      }
    }
  }

  const into = (target: HexKey, links: readonly Link[]): Arrivals => {
    const arrivals: Arrival[] = [];
    let order = 0;
    for (const link of links) {
      if (!linkUsable(link, profile)) continue;
      for (const from of byNode.get(link.to) ?? []) {
        if (!mayLeave(from)) continue;
        const out = passage.leaving(from.node);
        const cost = from.cost + exitCost(out, oncePerMove);
        const rift = from.rift || out.rift;
        arrivals.push({
          from,
          to: target,
          needs: cost - (rift ? onceBonus : 0),
          rolls: from.rolls + (out.rolls ? 1 : 0),
          entered: from.entered + 1,
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
        for (let s: WalkState | undefined = chosen.from; s !== undefined; s = s.prev) systems.push(s.node);
        systems.reverse();
        return { systems, entered: chosen.entered, rolls: chosen.rolls, needs: Math.max(chosen.needs, 0) };
      },
    };
  };

  return { frontier, into };
}
