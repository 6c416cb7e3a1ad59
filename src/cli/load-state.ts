/** Reads the scenario named on the command line and applies --map. */
import { buildGalaxy, createTileRegistry, isFatal, parseMapString } from "../core";
import type { Galaxy, RuleSwitches, TableState, TileRegistry } from "../core";
import { InputError, withoutBom } from "./io";
import type { CliIo } from "./io";
import { parseScenario, switchesOf, toTableState } from "./scenario-schema";

export interface LoadedTable {
  readonly state: TableState;
  readonly registry: TileRegistry;
  readonly galaxy: Galaxy;
  /** The scenario's disputed readings (none: the official ones). */
  readonly switches?: RuleSwitches;
}

export function loadTable(io: CliIo, scenarioPath: string | undefined, map: string | undefined): LoadedTable {
  let state: TableState = {};
  let switches: RuleSwitches = {};
  if (scenarioPath !== undefined) {
    let text: string;
    try {
      text = io.readText(scenarioPath);
    } catch (e) {
      throw new InputError(`${scenarioPath}: cannot read (${(e as Error).message})`);
    }
    const scenario = parseScenario(withoutBom(text), scenarioPath === "-" ? "standard input" : scenarioPath);
    state = toTableState(scenario);
    switches = switchesOf(scenario);
  }
  if (map !== undefined) state = { ...state, map: withoutBom(map) };
  return { ...tableOf(state), switches };
}

/** The galaxy of a table state; InputError when there is none or it is meaningless. */
export function tableOf(state: TableState): LoadedTable {
  if (state.map === undefined && (state.systems === undefined || state.systems.length === 0)) {
    throw new InputError("no galaxy: give a scenario with a map or systems, or --map \"<map string>\"");
  }
  if (state.map !== undefined && isBlank(state.map)) throw new InputError("the map string is empty");
  const registry = createTileRegistry();
  const galaxy = buildGalaxy(state, registry);
  const fatal = galaxy.diagnostics.find(isFatal);
  if (fatal !== undefined) throw new InputError(fatal.message);
  if (galaxy.systems.size === 0) throw new InputError("the map has no systems (every position is blank)");
  return { state, registry, galaxy };
}

/** A map string with no position written: nothing but spaces and commas. */
function isBlank(map: string): boolean {
  const parsed = parseMapString(map);
  return !parsed.centreGiven && parsed.entries.length === 1 && parsed.problems.length === 0;
}
