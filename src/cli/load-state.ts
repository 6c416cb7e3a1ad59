/** Reads the scenario named on the command line and applies --map. */
import type { RuleSwitches, TableState } from "../core/all";
import { InputError, withoutBom } from "../scenario/input-error";
import { tableOf } from "../scenario/loaded-table";
import type { LoadedTable } from "../scenario/loaded-table";
import { parseScenario, switchesOf, toTableState } from "../scenario/scenario-schema";
import type { CliIo } from "./io";

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
