/** A move range: the contract of `range --json`. Extend, never rename. */
import type { Diagnostic } from "../diagnostics";
import type { SystemRef } from "../state/table-state";

/** A system the group reaches, were it activated now, by the safest path. */
export interface RangeSystem {
  readonly system: SystemRef;
  readonly hex: readonly [number, number];
  /** Systems from the group's system to this one, hyperlanes left out. */
  readonly path: readonly SystemRef[];
  /** Systems entered on the path [58.4f]. */
  readonly entered: number;
  /** Gravity-rift rolls the path costs. */
  readonly rolls: number;
  /** Units that move in are destroyed there (Sundered: the Crimson home, for other players). */
  readonly destroyed?: true;
}

/** A system the group reaches only with held, unused effects. */
export interface RangeWithEffects {
  readonly system: SystemRef;
  readonly hex: readonly [number, number];
  /** The effects it needs, as the report's `requires`. */
  readonly requires: readonly string[];
  /** Units that move in are destroyed there (Sundered), as for RangeSystem. */
  readonly destroyed?: true;
}

/** The systems one ship group can reach this tactical action, each with the path and what it takes. */
export interface GroupRange {
  /** Unit id as on the table ("carrier"), and the unit's printed name for this faction. */
  readonly unit: string;
  readonly name: string;
  readonly count: number;
  /** Move value with the bonuses in use that do not depend on the active system (Aetherstream's shows in the systems it opens). */
  readonly move: number;
  readonly systems: readonly RangeSystem[];
  readonly withEffects: readonly RangeWithEffects[];
}

/** Where a player's ships in one system can go: each group's range, for the move-range view. */
export interface MoveRange {
  readonly player: string;
  readonly from: SystemRef;
  readonly hex: readonly [number, number];
  readonly groups: readonly GroupRange[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * The answer of `moveRange`: a move range, or the problem that stopped it, with diagnostics either
 * way.
 */
export type RangeResult =
  | { readonly ok: true; readonly range: MoveRange }
  | { readonly ok: false; readonly problem: Diagnostic; readonly diagnostics: readonly Diagnostic[] };
