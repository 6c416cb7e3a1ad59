/**
 * Adjacency as it is written out for people and tools (`graph`, `summary`):
 * the links of one system, with the systems joined all to all (every system
 * with the same wormhole, an alpha-beta effect) given once as a hub instead of
 * a link to each member, so that what is written grows with the map, not with
 * the square of its wormholes.
 */
import type { HexKey } from "../hex/hex";
import type { Adjacency } from "./adjacency";
import { linksFromParts } from "./adjacency";
import type { Link, LinkGroup, LinkPart } from "./links";

export interface SystemListing {
  /** Links to single systems: edges, hyperlanes, ingress, breaches, one-to-all effects, ... */
  readonly links: readonly Link[];
  /** The hubs this system belongs to: it is adjacent to every other member of each. */
  readonly hubs: readonly LinkGroup[];
}

/** A group written as a hub: joined all to all, with at least two members. */
export function isHub(group: LinkGroup): boolean {
  return group.shared && group.members.length > 1;
}

export function systemListing(adjacency: Adjacency, key: HexKey): SystemListing {
  const single: LinkPart[] = [];
  const hubs: LinkGroup[] = [];
  for (const part of adjacency.parts(key)) {
    if ("group" in part && isHub(part.group)) {
      if (!hubs.some((h) => h.id === part.group.id)) hubs.push(part.group);
    } else single.push(part);
  }
  const links = linksFromParts(key, single).filter((l) => !adjacency.apart(key, l.to));
  return { links, hubs };
}

/** The listing of each system in `keys`, and every hub among them once, in the order first met. */
export function galaxyListing(adjacency: Adjacency, keys: readonly HexKey[]): { readonly listings: readonly SystemListing[]; readonly hubs: readonly LinkGroup[] } {
  const hubs: LinkGroup[] = [];
  const seen = new Map<string, boolean>();
  const listings = keys.map((key) => {
    const listing = systemListing(adjacency, key);
    for (const hub of listing.hubs) {
      if (seen.has(hub.id)) continue;
      seen.set(hub.id, true);
      hubs.push(hub);
    }
    return listing;
  });
  return { listings, hubs };
}
