/**
 * Sundered (Crimson Rebellion): "Other players' units that move or are placed
 * into your home system are destroyed." When another player activates the
 * Crimson home, the report warns that whatever of theirs moves in is lost.
 */
import type { Galaxy } from "../galaxy/galaxy-types";
import { refText, systemRefOf } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import { factionFamily } from "../ids";
import type { ActionSetup } from "../movement/action-setup";
import type { GroupReach } from "../movement/reach-ships";
import type { TransportPlan } from "../transport/transport-plan";
import type { Warning } from "./warnings";

/** Whether a player of this faction loses the units that move into this system (the Crimson home, for everyone else). */
export function destroysArrivals(galaxy: Galaxy, key: HexKey, faction: string | undefined): boolean {
  const system = galaxy.systems.get(key);
  return system !== undefined && system.home !== undefined && factionFamily(system.home) === "crimson" && factionFamily(faction) !== "crimson";
}

export function sunderedWarnings(setup: ActionSetup, reaches: readonly GroupReach[], plan: TransportPlan): readonly Warning[] {
  if (!destroysArrivals(setup.galaxy, setup.activeKey, setup.rules.faction)) return NONE;
  let arriving = 0;
  for (const r of reaches) if (r.path !== undefined && r.group.start !== setup.activeKey) arriving += r.group.count;
  if (arriving === 0) return NONE;
  for (const ship of plan.ships) for (const { count } of ship.carries) arriving += count * ship.count;
  const ref = systemRefOf(setup.galaxy, setup.activeKey);
  return [
    {
      kind: "destroyed",
      system: ref,
      have: arriving,
      limit: 0,
      when: "after-move",
      message: `Sundered: units of other players that move into ${refText(ref)}, the Crimson Rebellion's home, are destroyed (${arriving} of yours can arrive)`,
    },
  ];
}

const NONE: readonly Warning[] = [];
