/**
 * Walking a system's adjacency for the searches: every usable neighbour once,
 * in the order of `links`, with whole groups (all alpha systems, ...) skipped
 * when the search knows they give nothing new. This keeps a search over a
 * galaxy of thousands of wormhole systems linear in the systems.
 */
import type { Adjacency, LinkGroup, LinkPart, LinkReason } from "../galaxy/adjacency";
import type { HexKey } from "../hex/hex";
import type { PassageProfile } from "./system-passage";

/** The Creuss flagship cannot use its own delta wormhole. */
export function reasonUsable(reason: LinkReason, profile: PassageProfile): boolean {
  if (!profile.withoutOwnDelta) return true;
  return !(reason.kind === "wormhole" && (reason.from === "creuss-flagship" || reason.to === "creuss-flagship"));
}

function usableIn(part: LinkPart, from: HexKey, to: HexKey, profile: PassageProfile): boolean {
  if ("link" in part) return part.link.to === to && part.link.reasons.some((r) => reasonUsable(r, profile));
  return part.group.has(to) && reasonUsable(part.group.reason(from, to), profile);
}

/**
 * What to do with a group: undefined walks all its members; a list walks only
 * those (in the group's order), the rest being known to give nothing new.
 */
export type GroupChoice = (this: void, group: LinkGroup) => readonly HexKey[] | undefined;

/**
 * Calls `visit` for each system adjacent to `from` that this profile may use,
 * once, in the order of adjacency.links(from). `whole` is called after a group
 * was walked in full.
 */
export function forEachNeighbour(
  adjacency: Adjacency,
  from: HexKey,
  profile: PassageProfile,
  visit: (this: void, to: HexKey) => void,
  choose?: GroupChoice,
  whole?: (this: void, group: LinkGroup) => void,
): void {
  const parts = adjacency.parts(from);
  // Systems met so far: the few met one by one in a list, and the groups walked whole (each lists a system once).
  const metOne: HexKey[] = [];
  const metGroups: LinkGroup[] = [];
  const met = (to: HexKey): boolean => metOne.indexOf(to) >= 0 || metGroups.some((g) => g.has(to));
  const meet = (part: LinkPart, to: HexKey, track: boolean): void => {
    if (to === from || met(to)) return;
    if (track) metOne.push(to);
    if (adjacency.apart(from, to)) return;
    // A system first met through a link it may not use still counts if another part allows it.
    if (usableIn(part, from, to, profile) || parts.some((p) => usableIn(p, from, to, profile))) visit(to);
  };
  for (const part of parts) {
    if ("link" in part) {
      meet(part, part.link.to, true);
      continue;
    }
    const only = choose === undefined ? undefined : choose(part.group);
    if (only !== undefined) {
      for (const to of only) meet(part, to, true);
      continue;
    }
    for (const to of part.group.members) meet(part, to, false);
    metGroups.push(part.group);
    if (whole !== undefined) whole(part.group);
  }
}

/** The members of a group among `keys`, in the group's order (keys are few). */
export function membersAmong(group: LinkGroup, keys: readonly HexKey[]): HexKey[] {
  const out: HexKey[] = [];
  for (const key of keys) if (group.has(key) && out.indexOf(key) < 0) out.push(key);
  return out.sort((a, b) => (group.position(a) as number) - (group.position(b) as number));
}
