/** The activation report: the contract of `report --json` (DESIGN.md). Extend, never rename. */
import type { Arrival } from "../arrival/space-cannon";
import type { Diagnostic } from "../diagnostics";
import type { SystemRef } from "../state/table-state";
import type { UnreachableReason } from "../movement/reach-ships";
import type { Warning } from "./warnings";

export type { UnreachableReason };

/**
 * One group of ships of one unit type in one system: whether it reaches the active system, by which
 * path and with which effects, or why not.
 */
export interface ShipReport {
  /** Unit id as on the table ("carrier"), and the unit's printed name for this faction. */
  readonly unit: string;
  readonly name: string;
  readonly from: SystemRef;
  readonly count: number;
  /** Move value for this action, with the bonuses in use (nebula start, Flank Speed, Slipstream, ...). */
  readonly move: number;
  readonly reachable: boolean;
  /** Systems from the start to the active system, hyperlanes left out. */
  readonly path?: readonly SystemRef[];
  /** Systems entered on the path [58.4f]. */
  readonly entered?: number;
  /** Gravity-rift rolls the path costs (a roll of 1-3 removes the ship and what it carries). */
  readonly rolls?: number;
  /** The chance one ship of the group survives those rolls [41]: (7/10)^rolls, 1 without rolls. */
  readonly survival?: number;
  readonly reason?: UnreachableReason;
  /** Why, in words, for unreachable ships. */
  readonly detail?: string;
  /** Optional effects, held but unused, that would let this ship reach. */
  readonly requires?: readonly string[];
  /** It reaches only by passing other players' ships with Myru Vos, so it may transport nothing. */
  readonly transportsNothing?: boolean;
  /** It reaches only when it carries exactly this many units (Tizona's +1 move). */
  readonly onlyCarrying?: number;
  /**
   * Hil Colish moves before the other ships: its delta wormhole, then in the active system, is the way in of
   * other ships of the report ("may move before or after your other ships").
   */
  readonly movesFirst?: boolean;
  /**
   * How far the active system is, for tables that only show nearby failures: the systems entered on the
   * shortest path ignoring anomalies, ships and move; for a ship further than the report looked (6, or the
   * largest move with every bonus), one more than that, or its hex distance where larger.
   */
  readonly distance: number;
}

/** Fighters or ground forces of one kind, from one place. */
export interface CargoReport {
  readonly unit: string;
  readonly count: number;
  readonly from: SystemRef;
  /** The planet they are picked up from; absent for the space area. */
  readonly planet?: string;
  /** In a transport plan: the chance they arrive, lost with their ship on the rift rolls it makes once they are aboard [41]. */
  readonly survival?: number;
}

/** One ship (or several identical ones) of the transport plan. */
export interface PlanReport {
  readonly unit: string;
  readonly name: string;
  readonly from: SystemRef;
  readonly count: number;
  /** The walk it takes: it may differ from the safest path to pass where cargo waits. */
  readonly path: readonly SystemRef[];
  readonly entered: number;
  readonly rolls: number;
  /** The chance one of these ships survives its walk's gravity-rift rolls [41]. */
  readonly survival: number;
  /** Each of these ships carries this much. */
  readonly carries: readonly CargoReport[];
  /** Fighter II moving on their own. */
  readonly own?: boolean;
}

/**
 * What the reaching ships can bring: capacity, ground forces and fighters that can come, and a plan
 * that carries them.
 */
export interface TransportReport {
  /** The most fighters and ground forces that can come into the active system from elsewhere. */
  readonly arriving: number;
  readonly plan: readonly PlanReport[];
  /** What stays behind: no reachable ship can bring it, or there is no room. */
  readonly left: readonly CargoReport[];
}

/**
 * The answer for one activation (rules 58 and 95): every ship group of the active player, whether it
 * reaches and by which path, what the ships can carry, the transport plan, warnings, arrival fire and
 * diagnostics.
 */
export interface ActivationReport {
  readonly active: { readonly system: SystemRef; readonly hex: readonly [number, number] };
  readonly player: string;
  readonly ships: readonly ShipReport[];
  readonly transport: TransportReport;
  readonly warnings: readonly Warning[];
  /**
   * What fires at the ships on arrival: other players' SPACE CANNON [77] in the active system and, where it
   * reaches, in adjacent systems, with each firing player's odds. Absent when nothing can fire.
   */
  readonly arrival?: Arrival;
  readonly diagnostics: readonly Diagnostic[];
}
