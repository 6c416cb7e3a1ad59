/**
 * A system activated on the table: the activating player's report, with what
 * reading the table found wrong among its diagnostics, and the overlay to draw.
 * Both tables call this with what they read (as they call rangeOnPickup for a
 * ship picked up); they only draw it.
 */
import type { Diagnostic } from "../diagnostics";
import { hexDistance } from "../hex/hex";
import type { Hex } from "../hex/hex";
import { reportActivation } from "../report/activation-report";
import type { ActivationReport } from "../report/report-types";
import type { TableState } from "../state/table-state";
import { readTable } from "../table/read-table";
import type { TableObject } from "../table/table-pieces";
import { overlayModel } from "./overlay-model";
import type { OverlayModel } from "./overlay-model";
import { readOptionsOf, tableActivation, tableGalaxy } from "./table-options";
import type { TableOptions } from "./table-options";

export interface ActivationOptions extends TableOptions {
  /** What the table's own reading found wrong (objects it could not read), put first among the diagnostics. */
  readonly diagnostics?: readonly Diagnostic[];
  /** A label for every ship group nearby, not only those that reach or that a held effect would bring (the label policy). */
  readonly allLabels?: boolean;
}

export type TableActivation =
  | { readonly ok: true; readonly report: ActivationReport; readonly model: OverlayModel }
  | { readonly ok: false; readonly problem: Diagnostic };

/** `player` activates the system on hex `where` of the table these objects make. */
export function activationOnTable(objects: readonly TableObject[], player: string, where: Hex, options: ActivationOptions): TableActivation {
  const { layout, tiles } = options;
  const reading = readTable(objects, readOptionsOf(options));
  const state: TableState = { ...reading.state, active: tableActivation(player, [where.q, where.r], options) };
  const galaxy = tableGalaxy(state, options);
  const result = reportActivation(state, { galaxy, tiles, units: options.units, rules: options.rules });
  if (!result.ok) return { ok: false, problem: withTileAstray(result.problem, reading.diagnostics, where) };
  const report = { ...result.report, diagnostics: [...(options.diagnostics ?? []), ...reading.diagnostics, ...result.report.diagnostics] };
  return { ok: true, report, model: overlayModel(report, galaxy, state, { layout, objectsByStack: reading.objectsByStack, allLabels: options.allLabels }) };
}

/** No system on the hex: a tile knocked off the grid beside it is why, and the player hears it. */
function withTileAstray(problem: Diagnostic, read: readonly Diagnostic[], where: Hex): Diagnostic {
  if (problem.kind !== "unknown-system") return problem;
  for (const d of read) {
    if (d.kind === "off-grid" && d.hex !== undefined && hexDistance({ q: d.hex[0], r: d.hex[1] }, where) <= 1) {
      return { ...problem, message: `${problem.message} (${d.message})` };
    }
  }
  return problem;
}
