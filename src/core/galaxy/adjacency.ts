/**
 * Adjacency [6] with its reasons: shared edges, hyperlanes [44], matching
 * wormholes [101], Thunder's Edge ingress, breaches and Void Tethers, and the
 * effects of AdjacencyRules. A system is never adjacent to itself. Links are worked out per system on first use, so the
 * cost follows the systems a search visits, not the size of the galaxy; systems joined all to all (every alpha
 * wormhole, ...) form one group rather than a link for every pair.
 */
import { DIRECTION_COUNT, hexKey, neighbour } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { Wormhole } from "../tiles/tile-types";
import type { AdjacencyRules, AlphaBetaLink } from "./adjacency-rules";
import { NO_ADJACENCY_RULES } from "./adjacency-rules";
import type { Galaxy, GalaxySystem, WormholeSource } from "./galaxy-types";
import { addThundersEdgeLinks, tetheredApart } from "./te-links";
import { numberAdjacency } from "./adjacency-numbers";
import type { NumberedAdjacency } from "./adjacency-numbers";
import { contains } from "../lists";
import type { Link, LinkGroup, LinkPart, LinkReason } from "./links";

export const WORMHOLE_NEXUS = 82;


/**
 * Which systems are adjacent to which, and why (rule 6): made once per galaxy and rules, and asked per
 * system.
 */
export interface Adjacency {
  readonly galaxy: Galaxy;
  readonly rules: AdjacencyRules;
  /** Systems adjacent to this one, each with why. Empty for a hex without a system. */
  readonly links: (this: void, key: HexKey) => readonly Link[];
  /**
   * The same adjacency in pieces, in the order of `links` (a system reached by
   * several pieces counts where it first appears), before `apart` is applied:
   * searches walk these so their cost follows the systems, not the pairs.
   */
  readonly parts: (this: void, key: HexKey) => readonly LinkPart[];
  /** Two systems that no piece may join (Void Tether). */
  readonly apart: (this: void, a: HexKey, b: HexKey) => boolean;
  readonly isAdjacent: (this: void, a: HexKey, b: HexKey) => boolean;
  /** The same adjacency in system numbers, for the searches. */
  readonly numbered: NumberedAdjacency;
}

/** The adjacency of a galaxy under the given rules (none: the printed galaxy alone). */
export function createAdjacency(galaxy: Galaxy, rules: AdjacencyRules = NO_ADJACENCY_RULES): Adjacency {
  const cache = new Map<HexKey, Link[]>();
  const partCache = new Map<HexKey, LinkPart[]>();
  const groups = new GroupCache(galaxy, rules);
  const tethers = rules.tethered !== undefined && rules.tethered.length > 0;
  const apart = (a: HexKey, b: HexKey): boolean => tethers && tetheredApart(rules, a, b); // Void Tether: not adjacent for other players
  const parts = (key: HexKey): readonly LinkPart[] => {
    let found = partCache.get(key);
    if (found === undefined) {
      found = computeParts(galaxy, rules, groups, key);
      partCache.set(key, found);
    }
    return found;
  };
  const links = (key: HexKey): readonly Link[] => {
    let found = cache.get(key);
    if (found === undefined) {
      found = linksFromParts(key, parts(key)).filter((l) => !apart(key, l.to));
      cache.set(key, found);
    }
    return found;
  };
  return {
    galaxy,
    rules,
    links,
    parts,
    apart,
    isAdjacent: (a, b) => links(a).some((l) => l.to === b),
    numbered: numberAdjacency(galaxy, { parts, links, apart: tethers ? apart : undefined, ownDelta: rules.ownDelta }),
  };
}

/** Collects reasons per target in first-seen order. */
class LinkCollector {
  private readonly order: HexKey[] = [];
  private readonly reasons = new Map<HexKey, LinkReason[]>();
  constructor(private readonly self: HexKey) {}
  add(to: HexKey, reason: LinkReason): void {
    if (to === this.self) return; // never adjacent to itself [6]
    const list = this.reasons.get(to);
    if (list === undefined) {
      this.order.push(to);
      this.reasons.set(to, [reason]);
    } else if (!(reason.kind === "effect" && list.some((r) => r.kind === "effect" && r.effect === reason.effect))) {
      list.push(reason);
    }
  }
  result(): Link[] {
    return this.order.map((to) => ({ to, reasons: this.reasons.get(to) as LinkReason[] }));
  }
}

export function linksFromParts(key: HexKey, parts: readonly LinkPart[]): Link[] {
  const out = new LinkCollector(key);
  for (const part of parts) {
    if ("link" in part) {
      for (const reason of part.link.reasons) out.add(part.link.to, reason);
    } else {
      const group = part.group;
      for (const member of group.members) out.add(member, group.reason(key, member));
    }
  }
  return out.result();
}

function computeParts(galaxy: Galaxy, rules: AdjacencyRules, groups: GroupCache, key: HexKey): LinkPart[] {
  const system = galaxy.systems.get(key);
  if (system === undefined) return [];
  const out: LinkPart[] = [];
  const link = (to: HexKey, reason: LinkReason): void => {
    out.push({ link: { to, reasons: [reason] } });
  };
  addEdges(galaxy, system, link);
  const viaLanes = galaxy.hyperlaneLinks.get(key);
  if (viaLanes !== undefined) for (const l of viaLanes) link(l.to, { kind: "hyperlane", via: l.via });
  for (const mine of system.wormholes) {
    if (wormholeUsable(rules, mine.wormhole) && wormholeWorks(galaxy, rules, system, mine.wormhole)) {
      out.push({ group: groups.wormhole(mine.wormhole) });
    }
  }
  for (const effect of rules.alphaBetaLinks) {
    const member = effect === "entangle" ? isEntangled(system) : hasAlphaOrBeta(galaxy, system, rules, effect === "wormhole-reconstruction");
    if (member) out.push({ group: groups.alphaBeta(effect) });
  }
  addActiveSystemEffects(galaxy, rules, system, out, link);
  addThundersEdgeLinks(galaxy, rules, system, link);
  for (const extra of rules.extraLinks?.get(key) ?? []) link(extra.to, { kind: "effect", effect: extra.effect });
  return out;
}

/**
 * A group of the given members. Void Tether: two members across a tethered
 * border are not adjacent, so a group holding both is not shared (the
 * searches then walk it from every member rather than once).
 */
function groupOf(id: string, shared: boolean, keys: readonly HexKey[], reason: LinkGroup["reason"], tethered: readonly (readonly [HexKey, HexKey])[] = []): LinkGroup {
  const index = new Map<HexKey, number>();
  const members: HexKey[] = [];
  for (const key of keys) {
    if (index.has(key)) continue;
    index.set(key, members.length);
    members.push(key);
  }
  const split = tethered.some(([a, b]) => index.has(a) && index.has(b));
  return { id, shared: shared && !split, members, has: (key) => index.has(key), position: (key) => index.get(key), reason };
}

/** The shared groups of one galaxy under one set of rules, each made once. */
class GroupCache {
  private readonly groups = new Map<string, LinkGroup>();
  constructor(
    private readonly galaxy: Galaxy,
    private readonly rules: AdjacencyRules,
  ) {}

  /** Matching wormholes are adjacent however far apart [101]. */
  wormhole(kind: Wormhole): LinkGroup {
    return this.make(`wormhole:${kind}`, () => {
      const { galaxy, rules } = this;
      const keys = (galaxy.wormholeIndex.get(kind) ?? []).filter((k) => wormholeWorks(galaxy, rules, galaxy.systems.get(k) as GalaxySystem, kind));
      const sources = new Map<HexKey, WormholeSource>();
      for (const key of keys) {
        const w = (galaxy.systems.get(key) as GalaxySystem).wormholes.find((x) => x.wormhole === kind);
        sources.set(key, w === undefined ? "tile" : w.source);
      }
      const sourceAt = (key: HexKey): WormholeSource => sources.get(key) ?? "tile";
      const reason: LinkGroup["reason"] = (from, to) => ({ kind: "wormhole", wormhole: kind, from: sourceAt(from), to: sourceAt(to) });
      return groupOf(`wormhole:${kind}`, true, keys, reason, rules.tethered);
    });
  }

  /**
   * Quantum Entanglement, Lost Star Chart, Wormhole Reconstruction: every alpha
   * and beta system is adjacent to every other. Quantum Entanglement and Lost
   * Star Chart still work under Enforced Travel Ban and Nexus Sovereignty;
   * Wormhole Reconstruction works through the wormholes, so it does not.
   */
  alphaBeta(effect: AlphaBetaLink): LinkGroup {
    return this.make(`effect:${effect}`, () => {
      const { galaxy, rules } = this;
      const needsWorking = effect === "wormhole-reconstruction";
      const keys: HexKey[] = [];
      if (effect === "entangle") {
        galaxy.systems.forEach((system, key) => {
          if (isEntangled(system)) keys.push(key);
        });
      }
      for (const kind of effect === "entangle" ? [] : (["alpha", "beta"] as const)) {
        for (const k of galaxy.wormholeIndex.get(kind) ?? []) {
          if (!needsWorking || wormholeWorks(galaxy, rules, galaxy.systems.get(k) as GalaxySystem, kind)) keys.push(k);
        }
      }
      const reason: LinkReason = { kind: "effect", effect };
      return groupOf(`effect:${effect}`, true, keys, () => reason, rules.tethered);
    });
  }

  private make(id: string, build: () => LinkGroup): LinkGroup {
    let group = this.groups.get(id);
    if (group === undefined) {
      group = build();
      this.groups.set(id, group);
    }
    return group;
  }
}

/**
 * Systems sharing an edge [6.1]; off-map tiles touch nothing by edge, and the
 * Fracture touches only itself: it lies against the map but is not adjacent to it.
 */
function addEdges(galaxy: Galaxy, system: GalaxySystem, link: (to: HexKey, reason: LinkReason) => void): void {
  for (const edge of edgesOf(galaxy, system)) link(edge.to, edge.reason);
}

interface Edge {
  readonly to: HexKey;
  readonly reason: LinkReason;
}

/** The edges of the last galaxy asked about, per system: they hold for every action on it (a kept galaxy is not changed). */
let edgeCache: { readonly galaxy: Galaxy; readonly edges: Map<HexKey, readonly Edge[]> } | undefined;

/** Systems sharing an edge with this one [6], on the map and on the same side of the Fracture. */
function edgesOf(galaxy: Galaxy, system: GalaxySystem): readonly Edge[] {
  if (edgeCache === undefined || edgeCache.galaxy !== galaxy) edgeCache = { galaxy, edges: new Map<HexKey, readonly Edge[]>() };
  let edges = edgeCache.edges.get(system.key);
  if (edges === undefined) {
    const found: Edge[] = [];
    for (let d = 0; d < DIRECTION_COUNT && !system.offMap; d++) {
      const other = galaxy.systems.get(hexKey(neighbour(system.hex, d)));
      if (other !== undefined && !other.offMap && other.fracture === system.fracture) found.push({ to: other.key, reason: { kind: "edge", direction: d } });
    }
    edges = found;
    edgeCache.edges.set(system.key, edges);
  }
  return edges;
}

/**
 * Whether a wormhole in a system works during movement: Sever silences every
 * wormhole of its system, Enforced Travel Ban every alpha and beta, Nexus
 * Sovereignty those of the Wormhole Nexus.
 */
function wormholeWorks(galaxy: Galaxy, rules: AdjacencyRules, system: GalaxySystem, wormhole: Wormhole): boolean {
  if (contains(galaxy.markers.severed, system.key)) return false; // Sever: "wormholes in that system have no effect during movement"
  if (wormhole !== "alpha" && wormhole !== "beta") return true;
  if (rules.travelBan) return false;
  return !(rules.nexusSovereignty && system.tile === WORMHOLE_NEXUS);
}

/**
 * Whether the active player may use this kind of wormhole: Sundered allows
 * only epsilon; the epsilonOnlyForSundered switch closes epsilon to others.
 */
function wormholeUsable(rules: AdjacencyRules, wormhole: Wormhole): boolean {
  if (rules.onlyEpsilon === true) return wormhole === "epsilon";
  return !(rules.epsilonClosed === true && wormhole === "epsilon");
}

/** Entangle (Twilight's Fall action card): "all systems with alpha, beta or gamma wormholes or gravity rifts are adjacent". */
function isEntangled(system: GalaxySystem): boolean {
  return system.wormholes.some((w) => w.wormhole === "alpha" || w.wormhole === "beta" || w.wormhole === "gamma") || system.anomalies.indexOf("gravity-rift") >= 0;
}

function hasAlphaOrBeta(galaxy: Galaxy, system: GalaxySystem, rules: AdjacencyRules, needsWorking: boolean): boolean {
  return system.wormholes.some(
    (w) => (w.wormhole === "alpha" || w.wormhole === "beta") && (!needsWorking || wormholeWorks(galaxy, rules, system, w.wormhole)),
  );
}

/** Emissary Taivra and Spatial Conduit Cylinder join the active system to many others. */
function addActiveSystemEffects(
  galaxy: Galaxy,
  rules: AdjacencyRules,
  system: GalaxySystem,
  out: LinkPart[],
  link: (to: HexKey, reason: LinkReason) => void,
): void {
  const taivra = rules.taivraSystem;
  if (taivra !== undefined) {
    const reason: LinkReason = { kind: "effect", effect: "emissary-taivra" };
    if (system.key === taivra) {
      const keys: HexKey[] = [];
      galaxy.wormholeIndex.forEach((list) => {
        for (const other of list) keys.push(other);
      });
      out.push({ group: groupOf("emissary-taivra", false, keys, () => reason) });
    } else if (system.wormholes.length > 0) {
      link(taivra, reason);
    }
  }
  const conduit = rules.conduit;
  if (conduit !== undefined) {
    const reason: LinkReason = { kind: "effect", effect: "spatial-conduit-cylinder" };
    if (system.key === conduit.active) {
      out.push({ group: groupOf("spatial-conduit-cylinder", false, conduit.systems, () => reason) });
    } else if (contains(conduit.systems, system.key)) {
      link(conduit.active, reason);
    }
  }
}
