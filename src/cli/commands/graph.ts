/**
 * `ti4-reach graph`: the system graph as JSON, every adjacency with its
 * reasons. Systems joined all to all (every system with the same wormhole, an
 * alpha-beta effect) are written once as a hub under `hubs`, and each member
 * names the hubs it is in, so the output grows with the map.
 */
import { adjacencyRulesFor, createAdjacency, galaxyListing } from "../../core/all";
import type { Galaxy, HexKey, LinkGroup, LinkReason } from "../../core/all";
import type { LoadedTable } from "../../scenario/loaded-table";
import { bySpiral, pairOf } from "../format/system-order";

interface HubMember {
  readonly hex: [number, number];
  readonly tile: number;
  /** Where this member's wormhole comes from (the tile, a token, a flagship), for wormhole hubs. */
  readonly from?: string;
}

export interface GraphJson {
  readonly systems: readonly {
    readonly tile: number;
    readonly hex: [number, number];
    readonly adjacent: [number, number][];
    readonly links: { readonly hex: [number, number]; readonly tile: number; readonly via: unknown[] }[];
    /** The hubs this system is in: it is also adjacent to every other system of each. */
    readonly hubs: string[];
  }[];
  readonly hubs: readonly { readonly id: string; readonly via: unknown; readonly systems: readonly HubMember[] }[];
  readonly diagnostics: readonly unknown[];
}

export function graphJson(table: LoadedTable): GraphJson {
  const { galaxy, state } = table;
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const keys = [...galaxy.systems.keys()].sort(bySpiral);
  const { listings, hubs } = galaxyListing(adjacency, keys);
  const systems = keys.map((key, i) => {
    const system = galaxy.systems.get(key)!;
    const listing = listings[i]!;
    const links = [...listing.links].sort((a, b) => bySpiral(a.to, b.to));
    return {
      tile: system.tile,
      hex: pairOf(key),
      adjacent: links.map((l) => pairOf(l.to)),
      links: links.map((l) => ({ hex: pairOf(l.to), tile: galaxy.systems.get(l.to)!.tile, via: l.reasons.map(reasonJson) })),
      hubs: listing.hubs.map((h) => h.id),
    };
  });
  return { systems, hubs: hubs.map((hub) => hubJson(galaxy, hub)), diagnostics: galaxy.diagnostics };
}

/** A hub: why its members are adjacent, and its members in map-string order. */
function hubJson(galaxy: Galaxy, hub: LinkGroup): GraphJson["hubs"][number] {
  const members = [...hub.members].sort(bySpiral);
  const other = (key: HexKey): HexKey => (members[0] === key ? members[1]! : members[0]!);
  const { from: _from, to: _to, ...via } = hub.reason(members[0]!, members[1]!) as LinkReason & { from?: string; to?: string };
  const systems = members.map((key) => {
    const reason = hub.reason(key, other(key));
    const member: HubMember = { hex: pairOf(key), tile: galaxy.systems.get(key)!.tile };
    return reason.kind === "wormhole" ? { ...member, from: reason.from } : member;
  });
  return { id: hub.id, via, systems };
}

function reasonJson(reason: LinkReason): unknown {
  return reason.kind === "hyperlane" ? { kind: "hyperlane", via: reason.via.map(pairOf) } : reason;
}

/** JSON with one system (and one hub) per line: easy to read and to diff. */
export function formatGraphJson(graph: GraphJson): string {
  const lines = (list: readonly unknown[]): string => (list.length === 0 ? "" : `\n${list.map((x) => `  ${JSON.stringify(x)}`).join(",\n")}\n`);
  return `{"systems": [${lines(graph.systems)}],\n"hubs": [${lines(graph.hubs)}],\n"diagnostics": [${lines(graph.diagnostics)}]}`;
}
