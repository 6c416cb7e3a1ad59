/**
 * Space cannon on arrival [77]: in the Space Cannon Offense step of a tactical
 * action, players other than the active player may use the SPACE CANNON of
 * their units in the active system, and of their units in adjacent systems
 * whose SPACE CANNON reaches adjacent systems (PDS II, Hel Titan II, the
 * Xxcha flagship and mech), against the ships that moved in. Adjacency is the
 * firing player's [6] (core/galaxy/adjacency-rules spaceCannonRules).
 *
 * Cards applied, as TI4-TTPG-TS's unit modifiers read them:
 * - Plasma Scoring (the firing player's): one of their units rolls 1 more die
 *   (given to the unit that hits most easily);
 * - Antimass Deflectors (the active player's): -1 to every SPACE CANNON die
 *   against their ships, read as hitting one higher.
 * An entropic scar stops it: units in a scar cannot use unit abilities, nor
 * units outside against units in it (Thunder's Edge, entropic scar).
 */
import type { Adjacency } from "../galaxy/adjacency";
import { adjacencyFor } from "../galaxy/adjacency-cache";
import { spaceCannonRules } from "../galaxy/adjacency-rules";
import type { AdjacencyRules } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import { namedHexOf, systemRefOf } from "../galaxy/system-ref";
import { spiralFromHex } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import { contains } from "../lists";
import type { PlacedUnits, TableFacts } from "../movement/table-facts";
import type { RuleSwitches } from "../state/rule-switches";
import type { Seat } from "../state/player-seats";
import type { SystemRef } from "../state/table-state";
import { compareText } from "../text";
import { spaceCannonOf } from "../units/unit-catalogue";
import { expectedHits, hitChances } from "./hit-odds";

/** One stack of units that may fire SPACE CANNON at the ships arriving. */
export interface SpaceCannonShot {
  readonly player: string;
  readonly unit: string;
  readonly name: string;
  readonly from: SystemRef;
  readonly planet?: string;
  readonly count: number;
  /** Dice the whole stack rolls. */
  readonly dice: number;
  /** Each die hits on this result or higher (above 10: it cannot hit). */
  readonly hitOn: number;
  /** From an adjacent system, not the active system. */
  readonly adjacent: boolean;
  /** The cards that changed these dice: "plasma-scoring", "antimass-deflectors". */
  readonly changedBy?: readonly string[];
}

/** What one player's SPACE CANNON may do to the ships arriving. */
export interface FiringPlayer {
  readonly player: string;
  readonly dice: number;
  readonly expectedHits: number;
  /** The exact chances of 0, 1, 2, ... hits. */
  readonly hitChances: readonly number[];
}

/**
 * What fires at the active player's ships when they arrive: each space cannon unit that can shoot, and
 * the dice and hit chances of each firing player (rule 77).
 */
export interface Arrival {
  readonly spaceCannon: readonly SpaceCannonShot[];
  readonly byPlayer: readonly FiringPlayer[];
}

export interface SpaceCannonInputs {
  readonly galaxy: Galaxy;
  readonly facts: TableFacts;
  /** The system the ships move into. */
  readonly activeKey: HexKey;
  /** The player whose ships arrive: their units do not fire, and their Antimass Deflectors count. */
  readonly target?: string;
  /** Only this player's units fire (the defender of a threats view). */
  readonly only?: string;
  /** The adjacency rules of the action (those of no player when there is no active player). */
  readonly rules: AdjacencyRules;
  readonly switches?: RuleSwitches;
}

const PLASMA_SCORING = "plasma-scoring";
const ANTIMASS_DEFLECTORS = "antimass-deflectors";

function holds(seat: Seat, id: string): boolean {
  return contains(seat.holdings, id) || contains(seat.technologies, id);
}

interface Found {
  readonly stack: PlacedUnits;
  readonly perUnit: number;
  readonly hitOn: number;
  readonly adjacent: boolean;
  readonly spiral: number;
}

/** Each die the stacks roll, as the result it hits on. */
export function diceOf(shots: readonly SpaceCannonShot[]): number[] {
  const dice: number[] = [];
  for (const shot of shots) for (let d = 0; d < shot.dice; d++) dice.push(shot.hitOn);
  return dice;
}

/** Every unit that may fire SPACE CANNON at ships arriving in the active system, and each firing player's odds. */
export function spaceCannonAt(inputs: SpaceCannonInputs): Arrival {
  const { galaxy, facts, activeKey, target, only } = inputs;
  // Entropic scar: no unit ability against units in it.
  if (contains(galaxy.markers.scars, activeKey)) return { spaceCannon: [], byPlayer: [] };
  const antimass = target !== undefined && holds(facts.seats.seat(target), ANTIMASS_DEFLECTORS);
  const adjacencies = new Map<string, Adjacency>();
  const adjacencyOf = (player: string): Adjacency => {
    let found = adjacencies.get(player);
    if (found === undefined) {
      found = adjacencyFor(galaxy, spaceCannonRules(inputs.rules, galaxy, facts.seats.seat(player), player, inputs.switches));
      adjacencies.set(player, found);
    }
    return found;
  };
  const found: Found[] = [];
  for (const system of facts.systems) {
    const here = system.key === activeKey;
    if (!here && contains(galaxy.markers.scars, system.key)) continue; // units in a scar use no unit abilities
    for (const stack of system.units) {
      if (stack.player === target || (only !== undefined && stack.player !== only)) continue;
      const cannon = spaceCannonOf(stack.type, facts.seats.seat(stack.player).holdings);
      if (cannon === undefined) continue;
      if (!here && !(cannon.adjacent && adjacencyOf(stack.player).isAdjacent(system.key, activeKey))) continue;
      found.push({ stack, perUnit: cannon.dice, hitOn: cannon.hitOn + (antimass ? 1 : 0), adjacent: !here, spiral: spiralFromHex(namedHexOf(galaxy, system.key)) });
    }
  }
  // The active system first, then the others from the centre out; by player and unit within a system.
  found.sort((a, b) => {
    if (a.adjacent !== b.adjacent) return a.adjacent ? 1 : -1;
    if (a.spiral !== b.spiral) return a.spiral - b.spiral;
    const byPlayer = compareText(a.stack.player, b.stack.player);
    return byPlayer !== 0 ? byPlayer : compareText(a.stack.id, b.stack.id);
  });
  const shots: SpaceCannonShot[] = [];
  const players: string[] = [];
  const bonusTaken = new Map<string, number>();
  found.forEach((f, i) => {
    const player = f.stack.player;
    if (!contains(players, player)) players.push(player);
    // Plasma Scoring: one more die for one unit of the player, the one that hits most easily.
    if (holds(facts.seats.seat(player), PLASMA_SCORING)) {
      const best = bonusTaken.get(player);
      if (best === undefined || f.hitOn < (found[best] as Found).hitOn) bonusTaken.set(player, i);
    }
  });
  found.forEach((f, i) => {
    const plasma = bonusTaken.get(f.stack.player) === i;
    const changedBy: string[] = [];
    if (plasma) changedBy.push(PLASMA_SCORING);
    if (antimass) changedBy.push(ANTIMASS_DEFLECTORS);
    const s = f.stack;
    const where = { player: s.player, unit: s.id, name: s.type.name, from: systemRefOf(galaxy, s.system) };
    const placed = s.planet === undefined ? where : { ...where, planet: s.planet };
    const shot: SpaceCannonShot = { ...placed, count: s.count, dice: s.count * f.perUnit + (plasma ? 1 : 0), hitOn: f.hitOn, adjacent: f.adjacent };
    shots.push(changedBy.length === 0 ? shot : { ...shot, changedBy });
  });
  const byPlayer: FiringPlayer[] = players.map((player) => {
    const dice = diceOf(shots.filter((shot) => shot.player === player));
    return { player, dice: dice.length, expectedHits: expectedHits(dice), hitChances: hitChances(dice) };
  });
  return { spaceCannon: shots, byPlayer };
}
