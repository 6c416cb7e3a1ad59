/** A table ready to be asked: its state, its tiles and its galaxy, or an InputError saying why there is none. */
import { buildGalaxy, createTileRegistry, isFatal, parseMapString } from "../core/all";
import type { Galaxy, RuleSwitches, TableState, TileRegistry } from "../core/all";
import { InputError } from "./input-error";

export interface LoadedTable {
  readonly state: TableState;
  readonly registry: TileRegistry;
  readonly galaxy: Galaxy;
  /** The scenario's disputed readings (none: the official ones). */
  readonly switches?: RuleSwitches;
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
