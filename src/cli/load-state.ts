/** Reads the scenario named on the command line and applies --map. */
import { buildGalaxy, createTileRegistry, isFatal } from "../core";
import type { Galaxy, TableState, TileRegistry } from "../core";
import { InputError } from "./io";
import type { CliIo } from "./io";
import { parseScenario, toTableState } from "./scenario-schema";

export interface LoadedTable {
  readonly state: TableState;
  readonly registry: TileRegistry;
  readonly galaxy: Galaxy;
}

export function loadTable(io: CliIo, scenarioPath: string | undefined, map: string | undefined): LoadedTable {
  let state: TableState = {};
  if (scenarioPath !== undefined) {
    let text: string;
    try {
      text = io.readText(scenarioPath);
    } catch (e) {
      throw new InputError(`${scenarioPath}: cannot read (${(e as Error).message})`);
    }
    state = toTableState(parseScenario(text, scenarioPath === "-" ? "standard input" : scenarioPath));
  }
  if (map !== undefined) state = { ...state, map };
  return tableOf(state);
}

/** The galaxy of a table state; InputError when there is none or it is meaningless. */
export function tableOf(state: TableState): LoadedTable {
  if (state.map === undefined && (state.systems === undefined || state.systems.length === 0)) {
    throw new InputError("no galaxy: give a scenario with a map or systems, or --map \"<map string>\"");
  }
  const registry = createTileRegistry();
  const galaxy = buildGalaxy(state, registry);
  const fatal = galaxy.diagnostics.find(isFatal);
  if (fatal !== undefined) throw new InputError(fatal.message);
  return { state, registry, galaxy };
}
