/**
 * Which ship groups get a label on the map, the same on every table: every
 * group that reaches, and every group an effect the player holds or could
 * play would bring in; the others are counted in one line of the panel and
 * the chat ("5 more cannot reach: 3 out of range, 2 locked"), not drawn over
 * the map. A setting shows a label for every group, as before.
 */
import type { ActivationReport, ShipReport, UnreachableReason } from "../report/report-types";

/**
 * Which ship groups get a label on the map: by default those that reach and those an effect would
 * bring in; the rest are counted in the panel.
 */
export interface LabelPolicy {
  /** A label for every group, reaching or not (those nearer than `nearby`). */
  readonly allLabels?: boolean;
  /** With allLabels: unreachable groups further than this (systems entered) get no label. */
  readonly nearby?: number;
}

export interface LabelChoice {
  /** The groups labelled on the map, in the report's order. */
  readonly labelled: readonly ShipReport[];
  /** The groups only counted, in the report's order. */
  readonly leftOut: readonly ShipReport[];
  /** "5 more cannot reach: 3 out of range, 2 locked"; undefined when every group is labelled. */
  readonly leftOutLine: string | undefined;
}

/** Why a group cannot reach, as the count says it, in the order the count gives them. */
const REASON_WORDS: readonly { readonly reason: UnreachableReason; readonly words: string }[] = [
  { reason: "out-of-range", words: "out of range" },
  { reason: "blocked", words: "blocked" },
  { reason: "locked", words: "locked" },
  { reason: "no-move", words: "cannot move" },
];

/** Whether a group earns a label whatever the setting: it reaches, or a held or playable effect would bring it. */
export function worthALabel(ship: ShipReport): boolean {
  return ship.reachable || (ship.requires !== undefined && ship.requires.length > 0);
}

export function chooseLabels(report: ActivationReport, policy: LabelPolicy = {}): LabelChoice {
  const labelled: ShipReport[] = [];
  const leftOut: ShipReport[] = [];
  const nearby = policy.nearby === undefined ? Number.MAX_SAFE_INTEGER : policy.nearby;
  for (const ship of report.ships) {
    const shown = worthALabel(ship) || (policy.allLabels === true && ship.distance <= nearby);
    if (shown) labelled.push(ship);
    else leftOut.push(ship);
  }
  return { labelled, leftOut, leftOutLine: leftOutLine(leftOut) };
}

function leftOutLine(leftOut: readonly ShipReport[]): string | undefined {
  if (leftOut.length === 0) return undefined;
  const parts: string[] = [];
  let counted = 0;
  for (const { reason, words } of REASON_WORDS) {
    const n = leftOut.filter((ship) => ship.reason === reason).length;
    counted += n;
    if (n > 0) parts.push(`${n} ${words}`);
  }
  if (counted < leftOut.length) parts.push(`${leftOut.length - counted} other`);
  return `${leftOut.length} more ${leftOut.length === 1 ? "group cannot" : "groups cannot"} reach: ${parts.join(", ")}`;
}
