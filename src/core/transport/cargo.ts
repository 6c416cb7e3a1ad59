/**
 * What the active player's ships could carry [95]: their fighters and ground
 * forces outside the active system, in space or on planets (95.1, FAQ), in
 * systems they may pick up from (never one with their own command token,
 * 95.3, unless Dominus Orb frees it).
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import { isCargo } from "../units/unit-catalogue";
import type { PlacedUnits } from "../movement/table-facts";
import { contains } from "../lists";

export interface CargoStack {
  readonly units: PlacedUnits;
  /** How many of them. */
  readonly count: number;
  /** Capacity each uses when carried (Aerie Sentinel: none). */
  readonly capacityUse: number;
  /** Fighter II and Hybrid Crystal Fighter II may move on their own. */
  readonly selfMoving: boolean;
}

export interface CargoSystem {
  readonly key: HexKey;
  /** Holds the player's command token: nothing may be picked up here (95.3). */
  readonly locked: boolean;
  readonly stacks: readonly CargoStack[];
  /** Capacity needed to carry everything here. */
  readonly load: number;
}

/** Capacity a cargo unit uses while carried: 1, or 0 for units that say so (Aerie Sentinel) and structures (Miniaturization). */
export function capacityUseOf(u: PlacedUnits): number {
  if (u.type.kind === "structure") return 0;
  return u.type.capacityUse === undefined ? 1 : u.type.capacityUse;
}

/** Miniaturization (Ral Nel): "structures can be transported by any ship" and use no capacity. */
function carriedStructure(setup: ActionSetup, u: PlacedUnits): boolean {
  return setup.rules.miniaturization && u.type.kind === "structure" && u.type.movesAsShip !== true;
}

/**
 * Cargo by system, in table order, for the active player; the active system
 * is left out ("from elsewhere"). Locked systems are listed, marked locked.
 */
export function cargoSystems(setup: ActionSetup): CargoSystem[] {
  const player = setup.rules.player;
  const locked = setup.facts.commandTokens.get(player) ?? [];
  const out: CargoSystem[] = [];
  for (const { key, units } of setup.facts.systems) {
    if (key === setup.activeKey) continue;
    const stacks: CargoStack[] = [];
    let load = 0;
    for (const u of units) {
      if (u.player !== player || !(isCargo(u.type) || carriedStructure(setup, u))) continue;
      const use = capacityUseOf(u);
      stacks.push({ units: u, count: u.count, capacityUse: use, selfMoving: u.type.kind === "fighter" && u.stats.move > 0 });
      load += use * u.count;
    }
    if (stacks.length > 0) out.push({ key, locked: !setup.rules.dominusOrb && contains(locked, key), stacks, load }); // 95.3
  }
  return out;
}
