/** A ship group's move value for this action, and the optional bonuses that could raise it. */
import type { HexKey } from "../hex/hex";
import { factionFamily } from "../ids";
import { isMover } from "../units/unit-catalogue";
import type { ActionSetup } from "./action-setup";
import type { ShipGroup } from "./ship-groups";
import { askMoveBonus } from "../rules/custom-rule";

/** Move value with the bonuses that apply without a choice [58.3, 59, Flank Speed, Slipstream, Aetherstream]. */
export function moveValue(setup: ActionSetup, group: ShipGroup): number {
  const { rules, passage } = setup;
  if (group.stats.move === 0) return 0;
  let move = passage.slowStart(group.start) ? 1 : group.stats.move; // a ship starting in a nebula has move 1
  if (rules.flankSpeed) move += 1; // Flank Speed: +1 to each of your ships
  if (rules.aetherstream && activeNextToAnomaly(setup)) move += 1; // Aetherstream
  if (rules.slipstream && slipstreamStart(setup, group.start)) move += 1; // Slipstream (Creuss)
  return Math.max(0, move + customBonus(setup, group, move));
}

/** Move added by mod authors' rules. */
function customBonus(setup: ActionSetup, group: ShipGroup, move: number): number {
  const start = setup.galaxy.systems.get(group.start);
  if (start === undefined) return 0;
  let bonus = 0;
  for (const rule of setup.options.rules) {
    const fn = rule.moveBonus;
    if (fn === undefined) continue;
    bonus += askMoveBonus(rule, setup.ruleDiagnostics, () => fn({ unit: group.id, type: group.type.id, start, move }, setup.context));
  }
  return bonus;
}

/** Slipstream: ships starting in the Creuss home system or a system with an alpha or beta wormhole. */
function slipstreamStart(setup: ActionSetup, start: HexKey): boolean {
  const system = setup.galaxy.systems.get(start);
  if (system === undefined) return false;
  const home = system.info.home;
  if (home !== undefined && factionFamily(home) === factionFamily(setup.rules.faction)) return true;
  return system.wormholes.some((w) => w.wormhole === "alpha" || w.wormhole === "beta");
}

/** An anomaly on the tile, or a gravity rift made by a Dimensional Tear (token or space dock). */
function isAnomaly(setup: ActionSetup, key: string): boolean {
  const system = setup.galaxy.systems.get(key);
  if (system !== undefined && system.anomalies.length > 0) return true;
  if (setup.facts.riftTokens.indexOf(key) >= 0) return true;
  return (setup.facts.bySystem.get(key) ?? []).some((u) => u.type.makesRift === true);
}

/** Aetherstream: the active system is adjacent to an anomaly (being one is not enough). */
export function activeNextToAnomaly(setup: ActionSetup): boolean {
  for (const link of setup.adjacency.links(setup.activeKey)) if (isAnomaly(setup, link.to)) return true;
  return false;
}

/** Captain Mendosa: the highest move value of any ship on the board. */
export function highestMoveOnBoard(setup: ActionSetup): number {
  let highest = 0;
  for (const u of setup.facts.units) if (isMover(u.type) && u.stats.move > highest) highest = u.stats.move;
  return highest;
}

/** Move bonuses the player could still choose, as [effect id, +move] for this group. */
export function optionalBonuses(setup: ActionSetup, group: ShipGroup, available: readonly string[], move: number): [string, number][] {
  const out: [string, number][] = [];
  if (move === 0) return out;
  for (const id of available) {
    if (id === "gravity-drive" || id === "flank-speed") out.push([id, 1]);
    else if (id === "aetherstream" && activeNextToAnomaly(setup)) out.push([id, 1]);
    else if (id === "captain-mendosa") {
      const gain = highestMoveOnBoard(setup) - move;
      if (gain > 0) out.push([id, gain]);
    }
  }
  return out;
}
