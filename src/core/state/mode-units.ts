/**
 * The units of a game mode where a switch changes them: in Twilight's Fall,
 * with `twilightsFallWarSunMoves`, the mode's generic war sun moves 2 (as the
 * base war sun) instead of AsyncTI4's 0. Every other table uses the catalogue
 * as given.
 */
import { createUnitCatalogue } from "../units/unit-catalogue";
import type { UnitCatalogue } from "../units/unit-catalogue";
import { TF_WAR_SUN } from "../units/data/tf-units";
import type { RuleSwitches } from "./rule-switches";
import type { TableState } from "./table-state";
import { TWILIGHTS_FALL } from "./table-state";

/** The base war sun's move [War Sun card]. */
const WAR_SUN_MOVE = 2;

/** The last catalogue made, for the one it was made from (a table asks many answers with one catalogue). */
let made: { readonly from: UnitCatalogue; readonly catalogue: UnitCatalogue } | undefined;

export function unitsOfMode(units: UnitCatalogue, state: TableState, switches: RuleSwitches | undefined): UnitCatalogue {
  if (state.mode !== TWILIGHTS_FALL || switches === undefined || switches.twilightsFallWarSunMoves !== true) return units;
  if (made !== undefined && made.from === units) return made.catalogue;
  const all = units.all();
  const catalogue = createUnitCatalogue(all.filter((u) => u.id !== TF_WAR_SUN));
  for (const u of all) if (u.id === TF_WAR_SUN) catalogue.register({ ...u, stats: { move: WAR_SUN_MOVE, capacity: u.stats.capacity } });
  made = { from: units, catalogue };
  return catalogue;
}
