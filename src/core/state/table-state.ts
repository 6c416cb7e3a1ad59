/**
 * The core's whole input: a plain description of the table. The scenario JSON
 * of DESIGN.md is exactly this shape; adapters build it from table objects.
 */

/** A system: its tile number when that tile is on the map once, else its hex [q, r]. */
export type SystemRef = number | readonly [number, number];

/** A system tile placed by hand (besides the map string): tile number, hex, face and rotation. */
export interface SystemInput {
  readonly tile: number;
  readonly hex: readonly [number, number];
  readonly faceDown?: boolean;
  /** "A" or "B" for hyperlanes; "B" is the same as faceDown. */
  readonly side?: string;
  readonly rotation?: number;
}

/** One player of the table: faction, technologies and cards, command tokens, switches they hold. */
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

/** Units of one type of one player in one system (in space, or on a planet). */
export interface UnitStack {
  readonly player: string;
  readonly unit: string;
  readonly system: SystemRef;
  readonly planet?: string;
  readonly count?: number;
}

/** A token on the table: a command token, a wormhole or other system token. */
export interface TokenState {
  readonly token: string;
  readonly system: SystemRef;
  readonly player?: string;
  readonly faceDown?: boolean;
  /** The system across the border a border token lies on (Void Tether). */
  readonly toward?: SystemRef;
}

/** The active player and the system they activate. */
export interface Activation {
  readonly player: string;
  readonly system: SystemRef;
  /** One-off effects the active player uses for this action (flank-speed, lost-star-chart, ...). */
  readonly effects?: readonly string[];
}

/**
 * The table as the core reads it: the map, the players, units, tokens, laws and the activation. The
 * scenario format of the command line and the state a table reading gives.
 */
export interface TableState {
  readonly map?: string;
  readonly systems?: readonly SystemInput[];
  readonly players?: { readonly [color: string]: PlayerState };
  readonly units?: readonly UnitStack[];
  readonly tokens?: readonly TokenState[];
  readonly laws?: readonly string[];
  readonly active?: Activation;
  /**
   * The game mode: absent for the base game and its expansions, `"twilights-fall"` for Twilight's Fall
   * (no Warfare strategy card; a war sun without a card is the mode's generic one).
   */
  readonly mode?: GameMode;
}

/** Game modes the core knows. */
export type GameMode = "twilights-fall";

/** Twilight's Fall, the other game mode of the Thunder's Edge box. */
export const TWILIGHTS_FALL = "twilights-fall";
