/**
 * Prototype War Sun (Twilight's Fall unit upgrade): "It and other units moving
 * at the same time can move into and through supernovas". Its holder's ships
 * pass supernovas when a Prototype War Sun moves too, that is when it reaches
 * the active system itself (every moving ship ends there [58.4a]): the reach is
 * asked with supernovas open, and kept only when a Prototype War Sun reaches.
 */
import type { Galaxy } from "../galaxy/galaxy-types";
import type { Diagnostic } from "../diagnostics";
import type { ActionSetup } from "./action-setup";
import { prepareAction } from "./action-setup";
import { reachShips } from "./reach-ships";
import type { ShipsReach } from "./reach-ships";
import type { ShipGroup } from "./ship-groups";

/** The effect that opens supernovas to the active player's ships this action (set here, never by a table). */
export const PROTOTYPE_WAR_SUN_MOVES = "tf-pws-moves";

/**
 * The reach of the groups for this action, with supernovas open when a Prototype War Sun among them reaches
 * through or into one. `tableGalaxy`: the galaxy the setup was prepared from.
 */
export function reachWithPrototypeWarSun(
  setup: ActionSetup,
  tableGalaxy: Galaxy,
  groups: readonly ShipGroup[],
  available: readonly string[],
  explain = true,
): { readonly setup: ActionSetup; readonly reach: ShipsReach } {
  const reach = reachShips(setup, groups, available, explain);
  if (!groups.some((g) => g.type.passesSupernovas === true && g.start !== setup.activeKey)) return { setup, reach };
  const open: ActionSetup | Diagnostic = prepareAction(setup.state, tableGalaxy, setup.facts, setup.options, [PROTOTYPE_WAR_SUN_MOVES]);
  if ("kind" in open) return { setup, reach };
  const openReach = reachShips(open, groups, available, explain);
  const moves = openReach.groups.some((r) => r.group.type.passesSupernovas === true && r.path !== undefined && r.path.entered > 0);
  return moves ? { setup: open, reach: openReach } : { setup, reach };
}
