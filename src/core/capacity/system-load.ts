/**
 * Capacity [16] and the fleet pool [37] in one system, for one player.
 * - Fighters and ground forces in the space area may not exceed the capacity
 *   of the player's ships there (16.2); ground forces on planets do not count
 *   (16.3b). Space docks let 3 fighters go uncounted, Dimensional Tear 6 / 12.
 * - Non-fighter ships may not exceed the fleet pool (37). With Fighter II,
 *   fighters beyond capacity count against the fleet pool instead (Naalu
 *   Hybrid Crystal Fighter II: half a ship each). The Floating Factory is not a
 *   ship. A Strangled Whisper carries infantry and fighters outside capacity.
 *   Excess units are removed by their owner (16.3a): ti4-reach only warns.
 */
import { isInfantryOrFighter, isUpgraded } from "../units/unit-catalogue";
import type { PlacedUnits } from "../movement/table-facts";

export interface SystemLoad {
  /** Fighters and ground forces in space that count against capacity. */
  readonly cargo: number;
  /** Capacity of the player's ships there. */
  readonly capacity: number;
  /** Ships counted against the fleet pool (may end in .5). */
  readonly fleet: number;
}

export interface LoadRules {
  /** Age of Fighters (event): "fighters that count against your fleet pool have a capacity of 1" (they carry no fighters). */
  readonly ageOfFighters?: boolean;
}

export function systemLoad(units: readonly PlacedUnits[], player: string, technologies: readonly string[], loadRules: LoadRules = {}): SystemLoad {
  let capacity = 0;
  let hangar = 0;
  let fighters = 0;
  let fighterWeight = 1;
  let fightersMove = false;
  let ground = 0;
  let free = 0;
  let ships = 0;
  let dual = 0;
  // A Strangled Whisper: infantry and fighters "do not count against its capacity" (read for the whole space area).
  let whisper = false;
  for (const u of units) if (u.player === player && u.type.freeInfantryAndFighters === true && u.count > 0) whisper = true;
  for (const u of units) {
    if (u.player !== player || (whisper && u.planet === undefined && isInfantryOrFighter(u.type))) continue;
    const kind = u.type.kind;
    // Eidolon Maximum, "both a ship and a ground force": in space it counts against capacity where there is
    // room, else against the fleet pool; on a planet it is a ground force there and counts for neither.
    if (u.type.alsoGroundForce === true) {
      if (u.planet === undefined) dual += u.count;
      continue;
    }
    if (kind === "ship" || u.type.movesAsShip === true) capacity += u.stats.capacity * u.count;
    if (kind === "ship") ships += u.count;
    if (u.type.hangar !== undefined) {
      hangar += (isUpgraded(u.type, technologies) ? u.type.hangar.upgraded : u.type.hangar.base) * u.count;
    }
    if (kind === "fighter") {
      fighters += u.count;
      if (u.stats.move > 0) fightersMove = true; // Fighter II: excess fighters go to the fleet pool
      if (u.type.fleetWeight !== undefined) fighterWeight = u.type.fleetWeight;
    }
    if (kind === "ground-force" && u.planet === undefined) {
      if (u.type.capacityUse === 0) free += u.count;
      else ground += u.count * (u.type.capacityUse === undefined ? 1 : u.type.capacityUse);
    }
  }
  // Aerie Sentinel (a unit that uses no capacity): "does not count against capacity if it is being transported or
  // if it is in a space area with 1 or more of your ships that have capacity values" [16.3]; alone it does.
  if (capacity === 0) ground += free;
  const counted = Math.max(0, fighters - hangar);
  const ageOfFighters = fightersMove && loadRules.ageOfFighters === true;
  const excess = fightersMove ? excessFighters(ground, counted, capacity, ageOfFighters) : 0;
  // Age of Fighters: each fighter in the fleet pool carries one ground force.
  const cargo = ageOfFighters ? counted - excess + Math.max(0, ground - excess) : ground + counted - excess;
  const toCapacity = Math.min(dual, Math.max(0, capacity - cargo));
  return { cargo: cargo + toCapacity, capacity, fleet: ships + excess * fighterWeight + (dual - toCapacity) };
}

/** Fighters that count against the fleet pool instead of capacity (Fighter II): those that do not fit beside the ground forces. */
function excessFighters(ground: number, fighters: number, capacity: number, ageOfFighters: boolean): number {
  if (ageOfFighters) {
    // The fewest fighters in the fleet pool such that, each carrying 1 ground force, the rest fits the ships' capacity.
    for (let excess = 0; excess <= fighters; excess++) {
      if (fighters - excess + Math.max(0, ground - excess) <= capacity) return excess;
    }
    return fighters;
  }
  return Math.max(0, fighters - Math.max(0, capacity - ground));
}
