/**
 * The shared groups (all alpha systems, ...) a backward search has walked in
 * full, each with the cost the walk gave on (before the entered system's own
 * cost): a later walk no better gives nothing new to any member but the
 * system that walk came from, so only that one is walked again.
 */
import type { NumberedAdjacency } from "../galaxy/adjacency-numbers";
import { membersAmong, walkNeighbours } from "./neighbours";
import type { GroupChoice } from "./neighbours";

/**
 * Whether a path state spending `tc` (rift flag `tr`) needs no more move than one spending `c` (flag `r`),
 * now and on every longer path: a path that has left a gravity rift keeps its once-per-path bonus.
 */
export function noDearer(tc: number, tr: boolean, c: number, r: boolean, onceBonus: number): boolean {
  return tc <= c - (r && !tr ? onceBonus : 0);
}

export interface GroupWalks {
  /**
   * The systems a ship may step to from `node` (walkNeighbours), for a state
   * that gives on `cost` with rift flag `rift`: of a shared group walked
   * before by a state no dearer, only the member that walk came from. The
   * groups walked in full now are kept for later walks.
   */
  readonly targets: (this: void, adjacency: NumberedAdjacency, node: number, cost: number, rift: boolean) => readonly number[];
}

/** `withoutOwnDelta`: the ship may not use its own Creuss delta, so groups are not skipped (each member pair differs). */
export function groupWalks(onceBonus: number, withoutOwnDelta: boolean): GroupWalks {
  const byGroup: { readonly node: number; readonly cost: number; readonly rift: boolean }[][] = [];
  let walkCost = 0;
  let walkRift = false;
  const whole: number[] = [];
  const choose: GroupChoice = (group) => {
    if (!group.shared) return undefined;
    for (const t of byGroup[group.index] ?? []) {
      if (noDearer(t.cost, t.rift, walkCost, walkRift, onceBonus)) return membersAmong(group, [t.node]);
    }
    return undefined;
  };
  return {
    targets: (adjacency, node, cost, rift) => {
      if (withoutOwnDelta) return walkNeighbours(adjacency, node, true);
      walkCost = cost;
      walkRift = rift;
      const targets = walkNeighbours(adjacency, node, false, choose, whole);
      while (whole.length > 0) {
        const g = whole.pop() as number;
        const walk = { node, cost, rift };
        const known = byGroup[g];
        if (known === undefined) byGroup[g] = [walk];
        else known.push(walk);
      }
      return targets;
    },
  };
}
