/**
 * A Strangled Whisper (Twilight's Fall flagship): "can transport any number of
 * infantry and fighters; they do not count against its capacity". It takes
 * those of every system its path passes (its one walk: the reach's safest
 * path); its capacity of 1 still carries anything else, a mech for one.
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { GroupReach, ShipsReach } from "../movement/reach-ships";
import type { PlacedUnits } from "../movement/table-facts";
import { isInfantryOrFighter } from "../units/unit-catalogue";
import type { CargoStack, CargoSystem } from "./cargo";
import type { PickupRoute } from "./pickup-routes";
import { contains } from "../lists";

export interface FreeHold {
  readonly reach: GroupReach;
  /** Its path, picking up in the cargo systems on it. */
  readonly route: PickupRoute;
  readonly carries: readonly { readonly units: PlacedUnits; readonly count: number }[];
  /** The cargo stacks it takes whole. */
  readonly taken: readonly CargoStack[];
}

export function freeHolds(setup: ActionSetup, reach: ShipsReach, cargo: readonly CargoSystem[]): FreeHold[] {
  const holds: FreeHold[] = [];
  const taken: CargoStack[] = [];
  for (const r of reach.groups) {
    const path = r.path;
    // Myru Vos: a ship that passes other players' ships transports nothing.
    if (path === undefined || r.group.type.freeInfantryAndFighters !== true || r.emptyHanded === true || r.group.start === setup.activeKey) continue;
    const pickups: HexKey[] = [];
    const carries: { units: PlacedUnits; count: number }[] = [];
    const mine: CargoStack[] = [];
    for (const c of cargo) {
      if (c.locked || c.key === setup.activeKey || !contains(path.systems, c.key)) continue;
      pickups.push(c.key);
      for (const s of c.stacks) {
        if (contains(taken, s) || !isInfantryOrFighter(s.units.type)) continue;
        taken.push(s);
        mine.push(s);
        carries.push({ units: s.units, count: s.count });
      }
    }
    holds.push({ reach: r, route: { path: path.systems, pickups, rolls: path.rolls, entered: path.entered }, carries, taken: mine });
  }
  return holds;
}
