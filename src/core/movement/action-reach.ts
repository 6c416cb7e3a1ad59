/**
 * The reach of a tactical action's ships when one of them changes what the
 * others may do by moving:
 * - Hil Colish (Creuss flagship): "may move before or after your other
 *   ships"; moving first, its delta wormhole is in the active system. One
 *   timing serves every ship: the one under which more ships reach (after,
 *   where the delta stays in its start system, on a tie).
 * - Prototype War Sun (Twilight's Fall): "it and other units moving at the
 *   same time can move into and through supernovas": when it reaches itself.
 */
import type { Diagnostic } from "../diagnostics";
import type { Galaxy } from "../galaxy/galaxy-types";
import { withDeltaMoved } from "../galaxy/delta-moved";
import type { ActionSetup } from "./action-setup";
import { prepareAction } from "./action-setup";
import { reachShips } from "./reach-ships";
import type { ShipsReach } from "./reach-ships";
import type { ShipGroup } from "./ship-groups";

/** The effect that opens supernovas to the active player's ships this action (set here, never by a table). */
export const PROTOTYPE_WAR_SUN_MOVES = "tf-pws-moves";

export interface ActionReach {
  readonly setup: ActionSetup;
  readonly reach: ShipsReach;
  /** Hil Colish, when it moves before the other ships (its delta wormhole then lies in the active system). */
  readonly movesFirst?: ShipGroup;
}

/**
 * The groups' reach for this action, and the setup it was asked in (the report's transport and warnings use
 * that one). `tableGalaxy`: the galaxy the setup was prepared from; `all`: every group of the active player
 * (their war suns and flagship move with the others wherever they are), when `groups` are not all of them.
 */
export function actionReach(
  setup: ActionSetup,
  tableGalaxy: Galaxy,
  groups: readonly ShipGroup[],
  available: readonly string[],
  explain = true,
  all: readonly ShipGroup[] = groups,
): ActionReach {
  const ask: Asked = { tableGalaxy, groups, all, available, explain };
  const withWarSun = prototypeWarSun(setup, ask, reachShips(setup, groups, available, explain));
  return flagshipFirst(withWarSun.setup, ask, withWarSun.reach, withWarSun.effects);
}

/** What the action's reach is asked for: the galaxy it was prepared from, the groups asked and all of them. */
interface Asked {
  readonly tableGalaxy: Galaxy;
  readonly groups: readonly ShipGroup[];
  readonly all: readonly ShipGroup[];
  readonly available: readonly string[];
  readonly explain: boolean;
}

function prototypeWarSun(setup: ActionSetup, ask: Asked, asked: ShipsReach): ActionReach & { readonly effects: readonly string[] } {
  const unchanged = { setup, reach: asked, effects: [] };
  const warSuns = ask.all.filter((g) => g.type.passesSupernovas === true && g.start !== setup.activeKey);
  if (warSuns.length === 0) return unchanged;
  const effects = [PROTOTYPE_WAR_SUN_MOVES];
  const open: ActionSetup | Diagnostic = prepareAction(setup.state, ask.tableGalaxy, setup.facts, setup.options, effects);
  if ("kind" in open) return unchanged;
  const moves = reachShips(open, warSuns, ask.available, false).groups.some((r) => r.path !== undefined);
  return moves ? { setup: open, reach: reachShips(open, ask.groups, ask.available, ask.explain), effects } : unchanged;
}

function flagshipFirst(setup: ActionSetup, ask: Asked, asked: ShipsReach, effects: readonly string[]): ActionReach {
  const unchanged = { setup, reach: asked };
  for (const flagship of ask.all) {
    if (flagship.type.carriesDelta !== true || flagship.start === setup.activeKey) continue;
    const own = asked.groups.find((r) => r.group.start === flagship.start && r.group.type === flagship.type) ?? reachShips(setup, [flagship], ask.available, false).groups[0];
    if (own === undefined || own.path === undefined) continue;
    const moved = withDeltaMoved(ask.tableGalaxy, flagship.start, setup.activeKey);
    if (moved === undefined) continue;
    const first: ActionSetup | Diagnostic = prepareAction(setup.state, moved, setup.facts, setup.options, effects);
    if ("kind" in first) continue;
    const reach = reachShips(first, ask.groups, ask.available, ask.explain);
    if (shipsReaching(reach) > shipsReaching(asked)) return { setup: first, reach, movesFirst: flagship };
  }
  return unchanged;
}

function shipsReaching(reach: ShipsReach): number {
  let ships = 0;
  for (const r of reach.groups) if (r.path !== undefined) ships += r.group.count;
  return ships;
}
