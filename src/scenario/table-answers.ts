/**
 * The answers a loaded table gives the command line and the web page alike:
 * the activation report of its active system, and a move range; an
 * InputError says what in the input keeps them from answering.
 */
import { builtInCatalogue, canonicalId, moveRange, reportActivation } from "../core/all";
import type { ActivationReport, MoveRange, SystemRef } from "../core/all";
import { closestId } from "./closest-id";
import { InputError } from "./input-error";
import type { LoadedTable } from "./loaded-table";

export function activationReport(table: LoadedTable): ActivationReport {
  const result = reportActivation(table.state, { galaxy: table.galaxy, tiles: table.registry, switches: table.switches });
  if (!result.ok) throw new InputError(result.problem.message);
  return result.report;
}

export function rangeOf(table: LoadedTable, from: SystemRef, player: string | undefined, unit: string | undefined): MoveRange {
  const who = player ?? table.state.active?.player;
  if (who === undefined) throw new InputError("range needs --player <player>, or \"active\": {\"player\"} in the scenario");
  const known = Object.keys(table.state.players ?? {}).includes(who) || (table.state.units ?? []).some((u) => u.player === who);
  if (!known) throw new InputError(`player "${who}" is not in the scenario`);
  const result = moveRange(table.state, who, from, unit, { galaxy: table.galaxy, tiles: table.registry, switches: table.switches });
  if (!result.ok) throw new InputError(result.problem.message);
  if (unit !== undefined && result.range.groups.length === 0) {
    const fielded = (table.state.units ?? []).map((u) => canonicalId(u.unit)); // homebrew units the scenario fields
    if (!knownUnits().has(canonicalId(unit)) && fielded.indexOf(canonicalId(unit)) < 0) {
      const near = closestId(canonicalId(unit), knownUnits().keys());
      throw new InputError(`unknown unit "${unit}"${near === undefined ? "" : `; did you mean "${near}"?`}`);
    }
    throw new InputError(`no ${unit} of ${who} that can move in ${JSON.stringify(from)}`);
  }
  return result.range;
}

let units: Map<string, boolean> | undefined;

/** The units `--unit` may name: each built-in unit's id and name, and the generic unit it replaces. */
function knownUnits(): Map<string, boolean> {
  if (units === undefined) {
    units = new Map();
    for (const u of builtInCatalogue().all()) for (const id of [u.id, canonicalId(u.name), u.replaces]) if (id !== undefined) units.set(id, true);
  }
  return units;
}
