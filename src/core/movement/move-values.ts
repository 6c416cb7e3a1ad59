/** A ship group's move value for this action, and the optional bonuses that could raise it. */
import type { HexKey } from "../hex/hex";
import { factionFamily } from "../ids";
import { isMover } from "../units/unit-catalogue";
import type { ActionSetup } from "./action-setup";
import type { ShipGroup } from "./ship-groups";
import { askMoveBonus } from "../rules/custom-rule";
import { makesRift } from "./movement-rules";
import { contains } from "../lists";
import { ownValue } from "../own";
import { PATH_EFFECT_BONUS } from "../state/optional-effects";

/**
 * Move value with the bonuses that apply without a choice [58.3, 59, Flank
 * Speed, Slipstream, Aetherstream; Thunder's Edge: Gravleash Maneuvers,
 * Resonance Generator, Al'Raith Ix Ianovar, Call of the Void, Wild, Wild
 * Galaxy, Heaven's Eye].
 */
export function moveValue(setup: ActionSetup, group: ShipGroup): number {
  const { rules, passage } = setup;
  if (group.stats.move === 0) return 0;
  // A ship starting in a nebula has move 1 [59] (not the Enigma: it ignores the effects of all anomalies).
  let move = passage.slowStart(group.start) && group.type.ignoresAnomalies !== true ? 1 : printedMove(setup, group);
  if (rules.flankSpeed) move += flankSpeedBonus(setup); // Flank Speed: +1 to each of your ships
  if (rules.command) move += 1; // Command (Twilight's Fall action card): +1 to each of your ships
  if (rules.aetherstream && activeNextToAnomaly(setup)) move += 1; // Aetherstream
  if (rules.slipstream && slipstreamStart(setup, group.start)) move += 1; // Slipstream (Creuss)
  // Resonance Generator: +1 to each of your ships that starts its movement in your home system or in a
  // system that contains an active breach (this part works while the card is exhausted too).
  if (rules.resonanceGenerator && (isOwnHome(setup, group.start) || contains(setup.galaxy.markers.breaches, group.start))) move += 1;
  // Al'Raith Ix Ianovar: +1 to each of your ships that starts its movement in the Fracture.
  if (rules.alRaith && inFracture(setup, group.start)) move += 1;
  // Call of the Void (event): when you activate a system in the Fracture, +1 to each of your ships.
  if (rules.callOfTheVoid && inFracture(setup, setup.activeKey)) move += 1;
  // Heaven's Eye: +1 when the active system holds units of a player with a control marker on one of your plots.
  if (rules.heavensEye && group.type.plotBonus === true) move += 1;
  return Math.max(0, move + customBonus(setup, group, move));
}

/**
 * The unit's own move value. Gravleash Maneuvers: "your non-fighter ships'
 * move values are equal to the highest move value amongst moving ships in
 * the system they started in" (the fastest of the player's ships there;
 * fighters are ships, so a Fighter II's 2 counts, though it is not raised).
 */
function printedMove(setup: ActionSetup, group: ShipGroup): number {
  if (!setup.rules.gravleash || group.type.kind !== "ship") return group.stats.move;
  let highest = group.stats.move;
  for (const u of setup.facts.unitsIn(group.start)) {
    const isShip = u.type.kind === "ship" || u.type.kind === "fighter";
    if (u.player === setup.rules.player && isShip && u.stats.move > highest) highest = u.stats.move;
  }
  return highest;
}

function isOwnHome(setup: ActionSetup, key: HexKey): boolean {
  const system = setup.galaxy.systems.get(key);
  return system !== undefined && system.home !== undefined && factionFamily(system.home) === factionFamily(setup.rules.faction);
}

function inFracture(setup: ActionSetup, key: HexKey): boolean {
  const system = setup.galaxy.systems.get(key);
  return system !== undefined && system.fracture;
}

/** Flank Speed gives +1; Wild, Wild Galaxy (event): "Flank Speed: Applies +2 MOVE instead of +1". */
function flankSpeedBonus(setup: ActionSetup): number {
  return setup.rules.wildWildGalaxy ? 2 : 1;
}

/** Imperator: the active system contains a legendary planet. */
function activeHasLegendary(setup: ActionSetup): boolean {
  const system = setup.galaxy.systems.get(setup.activeKey);
  return system !== undefined && system.planets.some((p) => p.legendary === true);
}

/** Move added by mod authors' rules. */
function customBonus(setup: ActionSetup, group: ShipGroup, move: number): number {
  if (setup.options.rules.length === 0) return 0;
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
  // Slipstream (Twilight's Fall): "a system that contains a wormhole", any kind, no home-system clause.
  if (setup.rules.slipstreamAnyWormhole) return system !== undefined && system.wormholes.length > 0;
  if (isOwnHome(setup, start)) return true;
  return system !== undefined && system.wormholes.some((w) => w.wormhole === "alpha" || w.wormhole === "beta");
}

/** An anomaly on the tile, or a gravity rift made by a Dimensional Tear (token or space dock). */
function isAnomaly(setup: ActionSetup, key: string): boolean {
  const system = setup.galaxy.systems.get(key);
  if (system !== undefined && system.anomalies.length > 0) return true;
  if (contains(setup.facts.riftTokens, key)) return true;
  return setup.facts.unitsIn(key).some((u) => makesRift(u, setup.rules));
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

/** Tizona's +1 when it carries its load: the searches look that much further for it. */
export function loadedBonusOf(group: ShipGroup): number {
  const loaded = group.type.loadedBonus;
  return loaded !== undefined && group.stats.move > 0 ? loaded.move : 0;
}

/** Move bonuses the player could still choose, as [effect id, +move], for a ship starting in `start` whose move value is `move`. */
export function optionalBonuses(setup: ActionSetup, available: readonly string[], move: number, start: HexKey): [string, number][] {
  const out: [string, number][] = [];
  if (move === 0) return out;
  for (const id of available) {
    // Gravity Drive; Ionian Fuel Refinery (Tempesta's legendary ability): +1 to one ship. Flank Speed: +1 to each.
    if (id === "gravity-drive" || id === "ionian-fuel-refinery") out.push([id, 1]);
    else if (id === "flank-speed") out.push([id, flankSpeedBonus(setup)]);
    // Imperator (Winnu breakthrough): after you activate a system that contains a legendary planet, +1 to one ship.
    else if (id === "imperator" && activeHasLegendary(setup)) out.push([id, 1]);
    else if (id === "aetherstream" && activeNextToAnomaly(setup)) out.push([id, 1]);
    // Cosmic Phenomenae (event): "an additional +1 to the MOVE values of any of your ships moving out of gravity
    // rifts; if you do, those ships are removed on a roll of 5 or lower" (moving out of: starting there).
    else if (id === "cosmic-phenomenae" && setup.passage.isRift(start)) out.push([id, 1]);
    else if (id === "captain-mendosa") {
      const gain = highestMoveOnBoard(setup) - move;
      if (gain > 0) out.push([id, gain]);
    }
  }
  return out;
}

/** The most a ship starting in `start` whose move value is `move` could have: that move with every bonus the player could still choose. */
export function potentialMove(setup: ActionSetup, available: readonly string[], move: number, start: HexKey): number {
  let potential = move;
  for (const [, bonus] of optionalBonuses(setup, available, move, start)) potential += bonus;
  for (const id of available) potential += ownValue(PATH_EFFECT_BONUS, id) ?? 0; // Command (Twilight's Fall): +1 with its paths
  return potential;
}
