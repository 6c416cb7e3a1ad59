/** `ti4-reach report`: which ships reach the active system, as a table or as JSON. */
import type { ActivationReport } from "../../core/all";
import type { LoadedTable } from "../../scenario/loaded-table";
import { reportTable } from "../format/report-table";

export function reportText(table: LoadedTable, report: ActivationReport): string {
  const player = table.state.players?.[report.player];
  const label = player?.faction !== undefined ? `${report.player} (${player.faction})` : report.player;
  return reportTable(report, table.galaxy, label);
}
