/**
 * The core's whole input: a plain description of the table. The scenario JSON
 * of DESIGN.md is exactly this shape; adapters build it from table objects.
 */

/** A system: its tile number when that tile is on the map once, else its hex [q, r]. */
export type SystemRef = number | readonly [number, number];

export interface SystemInput {
  readonly tile: number;
  readonly hex: readonly [number, number];
  readonly faceDown?: boolean;
  /** "A" or "B" for hyperlanes; "B" is the same as faceDown. */
  readonly side?: string;
  readonly rotation?: number;
}

export interface PlayerState {
  readonly faction?: string;
  readonly technologies?: readonly string[];
  /** Command tokens in the fleet pool. */
  readonly fleetTokens?: number;
  /** Relics, promissory notes and other cards the player holds. */
  readonly cards?: readonly string[];
  /** Planets the player controls (planet ids, as the tile data names them). */
  readonly planets?: readonly string[];
  /** Valefar Assimilator Z (Nekro): the faction whose flagship's abilities this player's flagship also has. */
  readonly assimilatedFlagship?: string;
}

export interface UnitStack {
  readonly player: string;
  readonly unit: string;
  readonly system: SystemRef;
  readonly planet?: string;
  readonly count?: number;
}

export interface TokenState {
  readonly token: string;
  readonly system: SystemRef;
  readonly player?: string;
  readonly faceDown?: boolean;
  /** The system across the border a border token lies on (Void Tether). */
  readonly toward?: SystemRef;
}

export interface Activation {
  readonly player: string;
  readonly system: SystemRef;
  /** One-off effects the active player uses for this action (flank-speed, lost-star-chart, ...). */
  readonly effects?: readonly string[];
}

export interface TableState {
  readonly map?: string;
  readonly systems?: readonly SystemInput[];
  readonly players?: { readonly [color: string]: PlayerState };
  readonly units?: readonly UnitStack[];
  readonly tokens?: readonly TokenState[];
  readonly laws?: readonly string[];
  readonly active?: Activation;
}
