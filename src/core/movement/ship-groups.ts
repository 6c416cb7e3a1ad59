/** The active player's movers, grouped by unit and start system [58]. */
import type { HexKey } from "../hex/hex";
import { isMover } from "../units/unit-catalogue";
import type { UnitStats, UnitType } from "../units/unit-types";
import type { TableFacts } from "./table-facts";

export interface ShipGroup {
  /** The id the table uses ("carrier" for Sol's Advanced Carrier). */
  readonly id: string;
  readonly type: UnitType;
  readonly stats: UnitStats;
  readonly start: HexKey;
  readonly count: number;
}

/**
 * Ships, Fighter II and units that move as ships (Floating Factory) of the
 * player. Fighter I and ground forces only move when carried; structures never.
 */
export function shipGroups(facts: TableFacts, player: string): ShipGroup[] {
  const groups: ShipGroup[] = [];
  // Per system, the groups started there (a few unit types at most): no key text is built per stack.
  const bySystem = new Map<HexKey, number[]>();
  for (const u of facts.units) {
    if (u.player !== player || !isMover(u.type)) continue;
    if (u.type.kind === "fighter" && u.stats.move === 0) continue; // Fighter I: carried, never a mover
    let here = bySystem.get(u.system);
    if (here === undefined) {
      here = [];
      bySystem.set(u.system, here);
    }
    let at = -1;
    for (const g of here) if ((groups[g] as ShipGroup).type.id === u.type.id) at = g;
    if (at < 0) {
      here.push(groups.length);
      groups.push({ id: u.id, type: u.type, stats: u.stats, start: u.system, count: u.count });
    } else {
      const g = groups[at] as ShipGroup;
      groups[at] = { id: g.id, type: g.type, stats: g.stats, start: g.start, count: g.count + u.count };
    }
  }
  return groups;
}
