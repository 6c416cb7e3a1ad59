/**
 * Walking a system's adjacency for the searches: every usable neighbour once,
 * in the order of `links`, with whole groups (all alpha systems, ...) skipped
 * when the search knows they give nothing new. This keeps a search over a
 * galaxy of thousands of wormhole systems linear in the systems.
 */
import type { LinkReason } from "../galaxy/links";
import { isOwnDelta } from "../galaxy/adjacency-numbers";
import type { NumberedAdjacency, NumberedGroup } from "../galaxy/adjacency-numbers";
import type { WormholeSource } from "../galaxy/galaxy-types";
import type { PassageProfile } from "./passage-profile";
import { contains } from "../lists";

/** A flagship carrying a delta wormhole (`own`) cannot use it. */
export function reasonUsable(reason: LinkReason, profile: PassageProfile, own: WormholeSource | undefined): boolean {
  return !(profile.withoutOwnDelta && isOwnDelta(reason, own));
}

/** What to do with a group: undefined walks all its members; a list walks only those. */
export type GroupChoice = (this: void, group: NumberedGroup) => readonly number[] | undefined;

/**
 * The systems adjacent to `from` that this ship may use, each once, in the
 * order of adjacency.links(from), in system numbers.
 * Groups that `choose` restricts give only the members it names; the groups
 * walked in full are added to `whole`.
 */
export function walkNeighbours(
  adjacency: NumberedAdjacency,
  from: number,
  withoutOwnDelta: boolean,
  choose?: GroupChoice,
  whole?: number[],
): readonly number[] {
  // Single links only (most systems): the usable links in order.
  if (!adjacency.inGroup(from)) return adjacency.neighbours(from, withoutOwnDelta);
  const parts = adjacency.parts(from);
  // The groups the choice restricts, by their place in `parts`; none means every group is walked in full.
  let choices: (readonly number[] | undefined)[] | undefined;
  if (choose !== undefined) {
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as number;
      const only = part < 0 ? choose(adjacency.group(-1 - part)) : undefined;
      if (only !== undefined) {
        if (choices === undefined) choices = [];
        choices[i] = only;
      }
    }
  }
  // With every group walked in full, the answer is the usable links in order.
  if (choices === undefined) {
    if (whole !== undefined) for (const part of parts) if (part < 0) whole.push(-1 - part);
    return adjacency.neighbours(from, withoutOwnDelta);
  }
  const out: number[] = [];
  // Systems met so far, stamped in a list shared by every walk: each walk takes a new stamp, so nothing another walk met counts.
  const stamp = ++walkStamp;
  metAt[from] = stamp;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as number;
    if (part >= 0) {
      meet(adjacency, from, part, withoutOwnDelta, stamp, out);
    } else {
      const group = adjacency.group(-1 - part);
      const only = (choices as (readonly number[] | undefined)[])[i];
      for (const to of only !== undefined ? only : group.members) meet(adjacency, from, to, withoutOwnDelta, stamp, out);
      if (only === undefined && whole !== undefined) whole.push(group.index);
    }
  }
  return out;
}

/**
 * By system number, the stamp of the last walk that met the system: a system
 * is met once per walk, by the first piece that names it, whether or not
 * that piece lets the ship use it.
 */
const metAt: number[] = [];
let walkStamp = 0;

/** A system met by the walk from `from`: added to `out` the first time, when the ship may step there. */
function meet(adjacency: NumberedAdjacency, from: number, to: number, withoutOwnDelta: boolean, stamp: number, out: number[]): void {
  if (metAt[to] === stamp) return;
  metAt[to] = stamp;
  const apart = adjacency.apart;
  if (apart !== undefined && apart(from, to)) return;
  // A system first met through a link it may not use still counts if another part allows it.
  if (withoutOwnDelta && !adjacency.usableWithoutOwnDelta(from, to)) return;
  out.push(to);
}

/** The members of a group among `nodes`, in the group's order (nodes are few). */
export function membersAmong(group: NumberedGroup, nodes: readonly number[]): number[] {
  const out: number[] = [];
  for (const n of nodes) if (group.position[n] !== undefined && !contains(out, n)) out.push(n);
  return out.sort((a, b) => (group.position[a] as number) - (group.position[b] as number));
}
