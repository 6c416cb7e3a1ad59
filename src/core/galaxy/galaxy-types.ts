import type { SystemNumbers } from "./system-numbers";
import type { Diagnostic } from "../diagnostics";
import type { Hex, HexKey } from "../hex/hex";
import type { Anomaly, Lane, PlanetInfo, TileInfo, Wormhole } from "../tiles/tile-types";

/**
 * Where a wormhole in a system comes from (Lazax Gate Folding: the Winnu's technology, for their own tactical
 * actions); a flagship's delta: the Creuss's own, or a Nekro flagship's through Valefar Assimilator Z.
 */
export type WormholeSource = "tile" | "token" | "creuss-flagship" | "assimilated-flagship" | "lazax-gate-folding";

/** A wormhole in a system and where it comes from (the tile, a token, a card). */
export interface WormholeAt {
  readonly wormhole: Wormhole;
  readonly source: WormholeSource;
}

/** A system on the map (hyperlane tiles are not systems). */
export interface GalaxySystem {
  readonly key: HexKey;
  readonly hex: Hex;
  readonly tile: number;
  readonly info: TileInfo;
  readonly faceDown: boolean;
  readonly planets: readonly PlanetInfo[];
  readonly anomalies: readonly Anomaly[];
  /** One entry per wormhole kind, from the most permanent source. */
  readonly wormholes: readonly WormholeAt[];
  /** Touches nothing by edge (Creuss home, Wormhole Nexus). */
  readonly offMap: boolean;
  /** A Fracture system: touches only other Fracture systems by edge. */
  readonly fracture: boolean;
  /** The home system of this faction, on the face that is up (tile 96: Firmament face up, Obsidian face down). */
  readonly home: string | undefined;
  /** The tile number is not known: a plain system without planets or anomalies. */
  readonly unknown: boolean;
}

/** A hyperlane tile on the map, with its rotation and face. */
export interface HyperlaneTile {
  readonly key: HexKey;
  readonly hex: Hex;
  readonly tile: number;
  readonly faceDown: boolean;
  readonly rotation: number;
  /** Lanes after rotation, as sides of this hex. */
  readonly lanes: readonly Lane[];
}

/** A connection from one system to another through a chain of hyperlane tiles. */
export interface HyperlaneLink {
  readonly to: HexKey;
  /** Hyperlane hexes crossed, in order. */
  readonly via: readonly HexKey[];
}

/**
 * The systems of a table, keyed by hex, with their hyperlanes, wormholes and system tokens, as
 * `buildGalaxy` reads them.
 */
export interface Galaxy {
  /** Systems by hex key, in map order. */
  readonly systems: ReadonlyMap<HexKey, GalaxySystem>;
  readonly hyperlanes: ReadonlyMap<HexKey, HyperlaneTile>;
  /** For each system, the systems its neighbouring hyperlanes lead to. */
  readonly hyperlaneLinks: ReadonlyMap<HexKey, readonly HyperlaneLink[]>;
  /** System keys by tile number. */
  readonly byTile: ReadonlyMap<number, readonly HexKey[]>;
  /** System keys by wormhole kind, in map order. */
  readonly wormholeIndex: ReadonlyMap<Wormhole, readonly HexKey[]>;
  /** Thunder's Edge: ingress, egress, breaches, Sever, Void Tethers, entropic scars. */
  readonly markers: TokenMarkers;
  /** The systems numbered in map order, for the searches. */
  readonly numbers: SystemNumbers;
  /** What reading the table state into this galaxy found wrong, the whole state's checks included. */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * Those of `diagnostics` about what the galaxy is built from (the map, the systems, system tokens, the
   * Creuss flagships): all a report on a later table state repeats from a kept galaxy, the rest (units,
   * players, command tokens, ...) being read again from that state.
   */
  readonly ownDiagnostics: readonly Diagnostic[];
}

/** A Void Tether on the border between a and b, placed by `owner` (the Empyrean player). */
export interface VoidTether {
  readonly owner: string;
  readonly a: HexKey;
  readonly b: HexKey;
}

/**
 * Systems marked by tokens that change movement (Thunder's Edge ingress and egress, breaches, Void
 * Tethers, entropic scars).
 */
export interface TokenMarkers {
  /** Systems with an ingress token. */
  readonly ingress: readonly HexKey[];
  /** Systems whose tile prints an egress (the Fracture). */
  readonly egress: readonly HexKey[];
  /** Systems with an active (face-up) breach. */
  readonly breaches: readonly HexKey[];
  /** Systems with an inactive (face-down) breach, which Incursion may flip. */
  readonly inactiveBreaches: readonly HexKey[];
  /** Systems with the Sever token. */
  readonly severed: readonly HexKey[];
  readonly tethers: readonly VoidTether[];
  /** Systems that are entropic scars. */
  readonly scars: readonly HexKey[];
  /** Systems with a Dimensional Tear token (a gravity rift). */
  readonly rifts: readonly HexKey[];
}
