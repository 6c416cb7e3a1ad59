/**
 * Problems found while reading the table or the input. A diagnostic never
 * stops the rest of the work; callers decide whether one is fatal.
 */
export type DiagnosticKind =
  | "bad-map-token"
  | "unknown-tile"
  | "stacked-tiles"
  | "duplicate-tile"
  | "off-grid"
  | "bad-tile-data"
  | "unknown-system"
  | "ambiguous-system"
  | "unknown-token"
  | "unknown-unit"
  | "bad-unit-data"
  | "unknown-player"
  | "unknown-id"
  /** Input of the wrong shape or type (null, a string where an object belongs, a non-finite number). */
  | "bad-input"
  /** A search stopped at its limit: its answer is the best found, maybe not the best. */
  | "search-limit"
  /** The activation is not allowed (Twilight's Fall Nomadic: another player's asteroid field). */
  | "cannot-activate";

/**
 * Something the core could not read or had to leave out, with a kind a program can test and a message
 * a player can read. Answers carry them; nothing throws.
 */
export interface Diagnostic {
  readonly kind: DiagnosticKind;
  readonly message: string;
  /** The hex concerned, as [q, r], when there is one. */
  readonly hex?: readonly [number, number];
  /** Map-string position (spiral index) of the token concerned. */
  readonly position?: number;
  /** The offending text or id. */
  readonly text?: string;
}

/** Diagnostics that make the input meaningless rather than merely imperfect. */
export function isFatal(d: Diagnostic): boolean {
  return d.kind === "bad-map-token" || d.kind === "unknown-system" || d.kind === "ambiguous-system";
}
