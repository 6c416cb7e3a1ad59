/** `ti4-reach report`: which ships reach the active system, as a table or as JSON. */
import { reportActivation } from "../../core";
import type { ActivationReport } from "../../core";
import { InputError } from "../io";
import type { LoadedTable } from "../load-state";
import { reportTable } from "../format/report-table";

export function activationReport(table: LoadedTable): ActivationReport {
  const result = reportActivation(table.state, { galaxy: table.galaxy, tiles: table.registry, switches: table.switches });
  if (!result.ok) throw new InputError(result.problem.message);
  return result.report;
}

export function reportText(table: LoadedTable, report: ActivationReport): string {
  const player = table.state.players?.[report.player];
  const label = player?.faction !== undefined ? `${report.player} (${player.faction})` : report.player;
  return reportTable(report, table.galaxy, label);
}
