/**
 * Adjacency [6] with its reasons: shared edges, hyperlanes [44], matching
 * wormholes [101], Thunder's Edge ingress, breaches and Void Tethers, and the
 * effects of AdjacencyRules. A system is never adjacent to itself. Links are worked out per system on first use, so the
 * cost follows the systems a search visits, not the size of the galaxy.
 */
import { DIRECTION_COUNT, hexKey, neighbour } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { Wormhole } from "../tiles/tile-types";
import type { AdjacencyRules, AlphaBetaLink } from "./adjacency-rules";
import { NO_ADJACENCY_RULES } from "./adjacency-rules";
import type { Galaxy, GalaxySystem, WormholeSource } from "./galaxy-types";
import { addThundersEdgeLinks, tetheredApart } from "./te-links";

export const WORMHOLE_NEXUS = 82;

export type LinkReason =
  | { readonly kind: "edge"; readonly direction: number }
  | { readonly kind: "hyperlane"; readonly via: readonly HexKey[] }
  | {
      readonly kind: "wormhole";
      readonly wormhole: Wormhole;
      /** Where the wormhole comes from at this end and at the other end. */
      readonly from: WormholeSource;
      readonly to: WormholeSource;
    }
  /** An ingress token's system and an egress system (the Fracture, Thunder's Edge). */
  | { readonly kind: "ingress" }
  /** Two systems with active breaches (Crimson Rebellion's Incursion). */
  | { readonly kind: "breach" }
  /** An effect: Quantum Entanglement, Lost Star Chart, Cosmic Phenomenae, ..., or the id of a mod author's rule. */
  | { readonly kind: "effect"; readonly effect: AlphaBetaLink | "emissary-taivra" | "spatial-conduit-cylinder" | "cosmic-phenomenae" | string };

export interface Link {
  readonly to: HexKey;
  readonly reasons: readonly LinkReason[];
}

export interface Adjacency {
  readonly galaxy: Galaxy;
  readonly rules: AdjacencyRules;
  /** Systems adjacent to this one, each with why. Empty for a hex without a system. */
  readonly links: (this: void, key: HexKey) => readonly Link[];
  readonly isAdjacent: (a: HexKey, b: HexKey) => boolean;
}

export function createAdjacency(galaxy: Galaxy, rules: AdjacencyRules = NO_ADJACENCY_RULES): Adjacency {
  const cache = new Map<HexKey, Link[]>();
  const links = (key: HexKey): readonly Link[] => {
    let found = cache.get(key);
    if (found === undefined) {
      found = computeLinks(galaxy, rules, key);
      cache.set(key, found);
    }
    return found;
  };
  return {
    galaxy,
    rules,
    links,
    isAdjacent: (a, b) => links(a).some((l) => l.to === b),
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

function computeLinks(galaxy: Galaxy, rules: AdjacencyRules, key: HexKey): Link[] {
  const system = galaxy.systems.get(key);
  if (system === undefined) return [];
  const out = new LinkCollector(key);
  addEdges(galaxy, system, out);
  const viaLanes = galaxy.hyperlaneLinks.get(key);
  if (viaLanes !== undefined) for (const l of viaLanes) out.add(l.to, { kind: "hyperlane", via: l.via });
  addWormholes(galaxy, rules, system, out);
  addAlphaBetaEffects(galaxy, rules, system, out);
  addActiveSystemEffects(galaxy, rules, system, out);
  addThundersEdgeLinks(galaxy, rules, system, (to, reason) => out.add(to, reason));
  for (const extra of rules.extraLinks?.get(key) ?? []) out.add(extra.to, { kind: "effect", effect: extra.effect });
  const links = out.result();
  if (rules.tethered === undefined || rules.tethered.length === 0) return links;
  return links.filter((l) => !tetheredApart(rules, key, l.to)); // Void Tether: not adjacent for other players
}

/**
 * Systems sharing an edge [6.1]; off-map tiles touch nothing by edge, and the
 * Fracture touches only itself: it lies against the map but is not adjacent to it.
 */
function addEdges(galaxy: Galaxy, system: GalaxySystem, out: LinkCollector): void {
  if (system.offMap) return;
  for (let d = 0; d < DIRECTION_COUNT; d++) {
    const other = galaxy.systems.get(hexKey(neighbour(system.hex, d)));
    if (other !== undefined && !other.offMap && other.fracture === system.fracture) out.add(other.key, { kind: "edge", direction: d });
  }
}

/**
 * Whether a wormhole in a system works during movement: Sever silences every
 * wormhole of its system, Enforced Travel Ban every alpha and beta, Nexus
 * Sovereignty those of the Wormhole Nexus.
 */
function wormholeWorks(galaxy: Galaxy, rules: AdjacencyRules, system: GalaxySystem, wormhole: Wormhole): boolean {
  if (galaxy.markers.severed.indexOf(system.key) >= 0) return false; // Sever: "wormholes in that system have no effect during movement"
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

/** Matching wormholes are adjacent however far apart [101]. */
function addWormholes(galaxy: Galaxy, rules: AdjacencyRules, system: GalaxySystem, out: LinkCollector): void {
  for (const mine of system.wormholes) {
    if (!wormholeUsable(rules, mine.wormhole) || !wormholeWorks(galaxy, rules, system, mine.wormhole)) continue;
    const others = galaxy.wormholeIndex.get(mine.wormhole);
    if (others === undefined) continue;
    for (const otherKey of others) {
      const other = galaxy.systems.get(otherKey) as GalaxySystem;
      if (!wormholeWorks(galaxy, rules, other, mine.wormhole)) continue;
      const theirs = other.wormholes.find((w) => w.wormhole === mine.wormhole);
      if (theirs !== undefined) {
        out.add(otherKey, { kind: "wormhole", wormhole: mine.wormhole, from: mine.source, to: theirs.source });
      }
    }
  }
}

function hasAlphaOrBeta(galaxy: Galaxy, system: GalaxySystem, rules: AdjacencyRules, needsWorking: boolean): boolean {
  return system.wormholes.some(
    (w) => (w.wormhole === "alpha" || w.wormhole === "beta") && (!needsWorking || wormholeWorks(galaxy, rules, system, w.wormhole)),
  );
}

/**
 * Quantum Entanglement, Lost Star Chart, Wormhole Reconstruction: every alpha
 * and beta system is adjacent to every other. Quantum Entanglement and Lost
 * Star Chart still work under Enforced Travel Ban and Nexus Sovereignty;
 * Wormhole Reconstruction works through the wormholes, so it does not.
 */
function addAlphaBetaEffects(galaxy: Galaxy, rules: AdjacencyRules, system: GalaxySystem, out: LinkCollector): void {
  for (const effect of rules.alphaBetaLinks) {
    const needsWorking = effect === "wormhole-reconstruction";
    if (!hasAlphaOrBeta(galaxy, system, rules, needsWorking)) continue;
    for (const kind of ["alpha", "beta"] as const) {
      const others = galaxy.wormholeIndex.get(kind);
      if (others === undefined) continue;
      for (const otherKey of others) {
        const other = galaxy.systems.get(otherKey) as GalaxySystem;
        if (needsWorking && !wormholeWorks(galaxy, rules, other, kind)) continue;
        out.add(otherKey, { kind: "effect", effect });
      }
    }
  }
}

/** Emissary Taivra and Spatial Conduit Cylinder join the active system to many others. */
function addActiveSystemEffects(galaxy: Galaxy, rules: AdjacencyRules, system: GalaxySystem, out: LinkCollector): void {
  const taivra = rules.taivraSystem;
  if (taivra !== undefined) {
    if (system.key === taivra) {
      galaxy.wormholeIndex.forEach((keys) => {
        for (const other of keys) out.add(other, { kind: "effect", effect: "emissary-taivra" });
      });
    } else if (system.wormholes.length > 0) {
      out.add(taivra, { kind: "effect", effect: "emissary-taivra" });
    }
  }
  const conduit = rules.conduit;
  if (conduit !== undefined) {
    if (system.key === conduit.active) {
      for (const other of conduit.systems) out.add(other, { kind: "effect", effect: "spatial-conduit-cylinder" });
    } else if (conduit.systems.indexOf(system.key) >= 0) {
      out.add(conduit.active, { kind: "effect", effect: "spatial-conduit-cylinder" });
    }
  }
}
