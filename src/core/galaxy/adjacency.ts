/**
 * Adjacency [6] with its reasons: shared edges, hyperlanes [44], matching
 * wormholes [101] and the effects of AdjacencyRules. A system is never
 * adjacent to itself. Links are worked out per system on first use, so the
 * cost follows the systems a search visits, not the size of the galaxy.
 */
import { DIRECTION_COUNT, hexKey, neighbour } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { Wormhole } from "../tiles/tile-types";
import type { AdjacencyRules, AlphaBetaLink } from "./adjacency-rules";
import { NO_ADJACENCY_RULES } from "./adjacency-rules";
import type { Galaxy, GalaxySystem, WormholeSource } from "./galaxy-types";

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
  /** An effect: Quantum Entanglement, Lost Star Chart, ..., or the id of a mod author's rule. */
  | { readonly kind: "effect"; readonly effect: AlphaBetaLink | "emissary-taivra" | "spatial-conduit-cylinder" | string };

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
  for (const extra of rules.extraLinks?.get(key) ?? []) out.add(extra.to, { kind: "effect", effect: extra.effect });
  return out.result();
}

/** Systems sharing an edge [6.1]; off-map tiles touch nothing by edge. */
function addEdges(galaxy: Galaxy, system: GalaxySystem, out: LinkCollector): void {
  if (system.offMap) return;
  for (let d = 0; d < DIRECTION_COUNT; d++) {
    const other = galaxy.systems.get(hexKey(neighbour(system.hex, d)));
    if (other !== undefined && !other.offMap) out.add(other.key, { kind: "edge", direction: d });
  }
}

/**
 * Whether a wormhole in a system works during movement: Enforced Travel Ban
 * silences every alpha and beta, Nexus Sovereignty those of the Wormhole Nexus.
 */
function wormholeWorks(rules: AdjacencyRules, system: GalaxySystem, wormhole: Wormhole): boolean {
  if (wormhole !== "alpha" && wormhole !== "beta") return true;
  if (rules.travelBan) return false;
  return !(rules.nexusSovereignty && system.tile === WORMHOLE_NEXUS);
}

/** Matching wormholes are adjacent however far apart [101]. */
function addWormholes(galaxy: Galaxy, rules: AdjacencyRules, system: GalaxySystem, out: LinkCollector): void {
  for (const mine of system.wormholes) {
    if (!wormholeWorks(rules, system, mine.wormhole)) continue;
    const others = galaxy.wormholeIndex.get(mine.wormhole);
    if (others === undefined) continue;
    for (const otherKey of others) {
      const other = galaxy.systems.get(otherKey) as GalaxySystem;
      if (!wormholeWorks(rules, other, mine.wormhole)) continue;
      const theirs = other.wormholes.find((w) => w.wormhole === mine.wormhole);
      if (theirs !== undefined) {
        out.add(otherKey, { kind: "wormhole", wormhole: mine.wormhole, from: mine.source, to: theirs.source });
      }
    }
  }
}

function hasAlphaOrBeta(system: GalaxySystem, rules: AdjacencyRules, needsWorking: boolean): boolean {
  return system.wormholes.some(
    (w) => (w.wormhole === "alpha" || w.wormhole === "beta") && (!needsWorking || wormholeWorks(rules, system, w.wormhole)),
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
    if (!hasAlphaOrBeta(system, rules, needsWorking)) continue;
    for (const kind of ["alpha", "beta"] as const) {
      const others = galaxy.wormholeIndex.get(kind);
      if (others === undefined) continue;
      for (const otherKey of others) {
        const other = galaxy.systems.get(otherKey) as GalaxySystem;
        if (needsWorking && !wormholeWorks(rules, other, kind)) continue;
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
