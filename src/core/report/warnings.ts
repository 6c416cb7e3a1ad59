/**
 * Capacity and fleet-pool warnings [16, 37]: "now" for every system holding
 * the active player's units, "after-move" for the active system once every
 * reachable ship has moved in with the transport plan. Warnings never block.
 */
import { fleetLimit } from "../capacity/fleet-limit";
import { systemLoad } from "../capacity/system-load";
import type { Galaxy } from "../galaxy/galaxy-types";
import { refText, systemRefOf } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import type { GroupReach } from "../movement/reach-ships";
import type { PlacedUnits } from "../movement/table-facts";
import type { TransportPlan } from "../transport/transport-plan";
import type { SystemRef } from "../state/table-state";
import { contains } from "../lists";

/** `destroyed`: units that move in are lost (Sundered). */
export type WarningKind = "capacity" | "fleet-pool" | "destroyed";

/**
 * Something the player should know before moving: capacity exceeded, the fleet pool exceeded, a ship
 * lost in a gravity rift.
 */
export interface Warning {
  readonly kind: WarningKind;
  readonly system: SystemRef;
  readonly have: number;
  readonly limit: number;
  readonly when: "now" | "after-move";
  readonly message: string;
}

function systemWarnings(
  galaxy: Galaxy,
  key: HexKey,
  units: readonly PlacedUnits[],
  setup: ActionSetup,
  when: "now" | "after-move",
  limit: number | undefined,
): readonly Warning[] {
  const player = setup.rules.player;
  const load = systemLoad(units, player, setup.rules.technologies, { ageOfFighters: setup.rules.ageOfFighters });
  const overCapacity = load.cargo > load.capacity;
  const overPool = limit !== undefined && load.fleet > limit;
  if (!overCapacity && !overPool) return NO_WARNINGS;
  const system = systemRefOf(galaxy, key);
  const name = refText(system);
  const out: Warning[] = [];
  const at = when === "now" ? `in ${name}` : `in ${name} after this move`;
  if (overCapacity) {
    out.push({
      kind: "capacity",
      system,
      have: load.cargo,
      limit: load.capacity,
      when,
      message: `capacity: ${load.cargo} fighters and ground forces in space ${at}, your ships there carry ${load.capacity}`,
    });
  }
  if (overPool) {
    out.push({
      kind: "fleet-pool",
      system,
      have: load.fleet,
      limit: limit as number,
      when,
      message: `fleet pool: ${load.fleet} ships ${at}, your limit is ${limit as number}`,
    });
  }
  return out;
}

const NO_WARNINGS: readonly Warning[] = [];

/** The active system holds ships of another player who holds Neuroglaive (Twilight's Fall ability, AsyncTI4 tf-ng). */
function activeHoldsNeuroglaive(setup: ActionSetup): boolean {
  const player = setup.rules.player;
  return setup.facts.unitsIn(setup.activeKey).some((u) => u.player !== player && u.type.kind === "ship" && contains(setup.facts.seats.seat(u.player).technologies, "tf-ng"));
}

export function capacityWarnings(setup: ActionSetup, reaches: readonly GroupReach[], plan: TransportPlan): Warning[] {
  const { galaxy, facts, activeKey } = setup;
  const player = setup.rules.player;
  const warnings: Warning[] = [];
  // Void Transference (Twilight's Fall paradigm): no fleet-pool limit this round.
  const limit = setup.rules.voidTransference ? undefined : fleetLimit(setup.state, player, activeHoldsNeuroglaive(setup));
  for (const { key, units } of facts.systems) {
    if (holdsUnitsOf(units, player)) for (const w of systemWarnings(galaxy, key, units, setup, "now", limit)) warnings.push(w);
  }

  // The active system once every reachable ship has moved in with what the plan has it carry.
  const after: PlacedUnits[] = [];
  for (const u of facts.unitsIn(activeKey)) if (u.player === player) after.push(u);
  for (const r of reaches) {
    if (r.path === undefined || r.group.start === activeKey) continue;
    after.push({ player, type: r.group.type, stats: r.group.stats, id: r.group.id, system: activeKey, planet: undefined, count: r.group.count });
  }
  // A plan entry stands for `count` identical ships, each carrying `carries`.
  for (const ship of plan.ships) {
    for (const { units: u, count } of ship.carries) {
      after.push({ player: u.player, type: u.type, stats: u.stats, id: u.id, system: activeKey, planet: undefined, count: count * ship.count });
    }
  }
  // [58.6] the ships move together: the active system is checked once all of them (and their cargo, 95.2) are in.
  for (const w of systemWarnings(galaxy, activeKey, after, setup, "after-move", limit)) warnings.push(w);
  return warnings;
}

function holdsUnitsOf(units: readonly PlacedUnits[], player: string): boolean {
  for (const u of units) if (u.player === player) return true;
  return false;
}
