/**
 * Thunder's Edge adjacency that is neither an edge nor a wormhole: ingress
 * tokens and egress systems (the Fracture), active breaches, and the entropic
 * scars of the Cosmic Phenomenae event.
 */
import type { HexKey } from "../hex/hex";
import type { AdjacencyRules } from "./adjacency-rules";
import type { Galaxy, GalaxySystem } from "./galaxy-types";
import { contains } from "../lists";

export type ThundersEdgeReason =
  | { readonly kind: "ingress" }
  | { readonly kind: "breach" }
  | { readonly kind: "effect"; readonly effect: "cosmic-phenomenae" | "incursion" };

const INCURSION: ThundersEdgeReason = { kind: "effect", effect: "incursion" };

export function addThundersEdgeLinks(
  galaxy: Galaxy,
  rules: AdjacencyRules,
  system: GalaxySystem,
  add: (this: void, to: HexKey, reason: ThundersEdgeReason) => void,
): void {
  const m = galaxy.markers;
  // The Fracture: an ingress token's system is adjacent to every egress system and back;
  // ingress to ingress and egress to egress are not adjacent.
  if (contains(m.ingress, system.key)) for (const to of m.egress) add(to, { kind: "ingress" });
  if (contains(m.egress, system.key)) for (const to of m.ingress) add(to, { kind: "ingress" });
  // Incursion (Crimson Rebellion): systems that contain active breaches are adjacent, for every player.
  if (contains(m.breaches, system.key)) for (const to of m.breaches) add(to, { kind: "breach" });
  // Incursion: the active system's breach, flipped active for this action, joins them.
  const flipped = rules.incursionSystem;
  if (flipped !== undefined) {
    if (system.key === flipped) for (const to of m.breaches) add(to, INCURSION);
    else if (contains(m.breaches, system.key)) add(flipped, INCURSION);
  }
  // Cosmic Phenomenae (event): systems that contain entropic scars are adjacent to each other.
  if (rules.cosmicPhenomenae === true && contains(m.scars, system.key)) {
    for (const to of m.scars) add(to, { kind: "effect", effect: "cosmic-phenomenae" });
  }
}

/** Void Tether: whether the active player may not treat a and b as adjacent. */
export function tetheredApart(rules: AdjacencyRules, a: HexKey, b: HexKey): boolean {
  for (const [x, y] of rules.tethered ?? []) if ((x === a && y === b) || (x === b && y === a)) return true;
  return false;
}
