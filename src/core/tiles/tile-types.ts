/** Static description of system tiles: what is printed on the cardboard. */

/** Wormhole kinds. Thunder's Edge adds "epsilon"; homebrew may add more. */
export type Wormhole = "alpha" | "beta" | "gamma" | "delta" | "epsilon";

/**
 * Anomaly kinds [9]. A tile may carry two (e.g. Thunder's Edge tile 117).
 * Thunder's Edge adds the entropic scar: an anomaly with no effect on movement.
 */
export type Anomaly = "asteroid-field" | "supernova" | "nebula" | "gravity-rift" | "entropic-scar";

/** A lane joins two sides of a hyperlane tile, numbered as hex directions (0 N, clockwise). */
export type Lane = readonly [number, number];

/** A planet of a system tile: its id and name, and where it lies on the tile. */
export interface PlanetInfo {
  /** Lower-case, hyphenated id, e.g. "mecatol-rex", "jol", "nar". */
  readonly id: string;
  readonly name: string;
  /**
   * Centre of the planet on the tile, in centimetres from the tile centre,
   * in the TTPG layout at rotation 0: x towards north, y towards east.
   */
  readonly at?: readonly [number, number];
  /**
   * Radius of the planet in the same centimetres: a ground force this close to
   * the centre stands on it. DEFAULT_PLANET_RADIUS when not given.
   */
  readonly radius?: number;
  /** Planet sits in the tile's space area but counts as legendary, etc. Free-form traits. */
  readonly legendary?: boolean;
  /** A Thunder's Edge space station: a planet for control, never for ground forces or structures. */
  readonly spaceStation?: boolean;
}

/** A planet's radius unless its data says otherwise: 3 cm, as TI4-TTPG-TS (src/lib/system-lib/data/system-defaults.ts, PLANET_RADIUS). */
export const DEFAULT_PLANET_RADIUS = 3;

/** One face of a tile (most tiles only use the front). */
export interface TileFace {
  readonly planets?: readonly PlanetInfo[];
  readonly wormholes?: readonly Wormhole[];
  readonly anomalies?: readonly Anomaly[];
  /** Hyperlane lanes at rotation 0. */
  readonly lanes?: readonly Lane[];
  /** Faction id for home systems (Creuss home 51 is "creuss", the Creuss Gate 17 has none; tile 96 differs by face). */
  readonly home?: string;
}

/**
 * A system or hyperlane tile: its number, planets, wormholes, anomalies, lanes and home faction; what
 * a mod author registers for a homebrew tile.
 */
export interface TileInfo extends TileFace {
  readonly tile: number;
  /** "base", "pok", "codex", "te" or a homebrew source name. */
  readonly source: string;
  /** Off-map tiles touch nothing by edge (Creuss home 51, Wormhole Nexus 82). */
  readonly offMap?: boolean;
  /**
   * A system of the Fracture (Thunder's Edge): adjacent by edge only to other
   * Fracture systems, never to the main map, and the main map not to it.
   */
  readonly fracture?: boolean;
  /** Prints an egress: adjacent to every system holding an ingress token (Thunder's Edge). */
  readonly egress?: boolean;
  /** Hyperlane tiles are not systems. */
  readonly hyperlane?: boolean;
  /** The other face, where it differs from the front (Wormhole Nexus inactive side, hyperlane side B). */
  readonly back?: TileFace;
  /** True when the tile is placed back side up unless told otherwise (the Wormhole Nexus starts inactive). */
  readonly startsFaceDown?: boolean;
}
