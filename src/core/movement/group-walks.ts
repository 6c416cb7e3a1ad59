/**
 * The shared groups (all alpha systems, ...) a backward search has walked in
 * full, each with the cost the walk gave on (before the entered system's own
 * cost): a later walk no better gives nothing new to any member but the
 * system that walk came from, so only that one is walked again.
 */
import type { GroupChoice } from "./neighbours";
import { membersAmong } from "./neighbours";

/**
 * Whether a path state spending `tc` (rift flag `tr`) needs no more move than one spending `c` (flag `r`),
 * now and on every longer path: a path that has left a gravity rift keeps its once-per-path bonus.
 */
export function noDearer(tc: number, tr: boolean, c: number, r: boolean, onceBonus: number): boolean {
  return tc <= c - (r && !tr ? onceBonus : 0);
}

export interface GroupWalks {
  /** What the state about to be walked from gives on, and its rift flag: set by the search before each walk. */
  cost: number;
  rift: boolean;
  /** For walkNeighbours: the members worth walking from that state (undefined: all of them). */
  readonly choose: GroupChoice;
  /** The groups listed in `whole` were walked in full from `node` by that state: kept, and `whole` emptied. */
  readonly record: (this: void, whole: number[], node: number) => void;
}

export function groupWalks(onceBonus: number): GroupWalks {
  const byGroup: { readonly node: number; readonly cost: number; readonly rift: boolean }[][] = [];
  const walks: GroupWalks = {
    cost: 0,
    rift: false,
    choose: (group) => {
      if (!group.shared) return undefined;
      for (const t of byGroup[group.index] ?? []) {
        if (noDearer(t.cost, t.rift, walks.cost, walks.rift, onceBonus)) return membersAmong(group, [t.node]);
      }
      return undefined;
    },
    record: (whole, node) => {
      while (whole.length > 0) {
        const g = whole.pop() as number;
        const walk = { node, cost: walks.cost, rift: walks.rift };
        const known = byGroup[g];
        if (known === undefined) byGroup[g] = [walk];
        else known.push(walk);
      }
    },
  };
  return walks;
}
