/**
 * What adjacency is made of: a link between two systems with its reasons, and
 * groups of systems joined all to all (or one to all) for one reason.
 */
import type { HexKey } from "../hex/hex";
import type { Wormhole } from "../tiles/tile-types";
import type { AlphaBetaLink } from "./adjacency-rules";
import type { WormholeSource } from "./galaxy-types";

/**
 * Why two systems are adjacent: a shared edge, a wormhole, a hyperlane, or a card, ability or token,
 * named.
 */
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

/** One system adjacent to another, with every reason they are adjacent. */
export interface Link {
  readonly to: HexKey;
  readonly reasons: readonly LinkReason[];
}

/**
 * Systems joined for one reason: every member adjacent to every other (a
 * wormhole kind, an alpha-beta effect; `shared`), or one system joined to all
 * members (Emissary Taivra, Spatial Conduit Cylinder). A galaxy full of alpha
 * wormholes has one group, not a link for every pair.
 */
export interface LinkGroup {
  readonly id: string;
  readonly shared: boolean;
  readonly members: readonly HexKey[];
  readonly has: (this: void, key: HexKey) => boolean;
  /** Where a member stands in `members`. */
  readonly position: (this: void, key: HexKey) => number | undefined;
  /** Why `from` and the member `to` are adjacent. */
  readonly reason: (this: void, from: HexKey, to: HexKey) => LinkReason;
}

/** One piece of a system's adjacency: a single link, or a group of systems it is adjacent to. */
export type LinkPart = { readonly link: Link } | { readonly group: LinkGroup };
