/** What the page shows for a scenario: its galaxy, and the report when a system is active. */
import { buildGalaxy, createTileRegistry, isFatal } from "../core";
import type { ActivationReport, Galaxy, TableState, TileRegistry } from "../core";
import { activationReport } from "../cli/commands/report";
import { InputError } from "../cli/io";
import { toTableState } from "../cli/scenario-schema";
import type { Scenario } from "../cli/scenario-schema";

export interface TableView {
  readonly state: TableState;
  readonly registry: TileRegistry;
  /** Absent until the scenario has a map or systems. */
  readonly galaxy?: Galaxy;
  readonly report?: ActivationReport;
  /** Why there is no report although a system is active, or what is wrong with the table. */
  readonly problem?: string;
}

export function viewOf(scenario: Scenario, registry: TileRegistry = createTileRegistry()): TableView {
  const state = toTableState(scenario);
  if (state.map === undefined && (state.systems === undefined || state.systems.length === 0)) return { state, registry };
  const galaxy = buildGalaxy(state, registry);
  if (state.active === undefined) {
    const fatal = galaxy.diagnostics.find(isFatal);
    return fatal === undefined ? { state, registry, galaxy } : { state, registry, galaxy, problem: fatal.message };
  }
  try {
    return { state, registry, galaxy, report: activationReport({ state, registry, galaxy }) };
  } catch (e) {
    const message = e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`;
    return { state, registry, galaxy, problem: message };
  }
}
