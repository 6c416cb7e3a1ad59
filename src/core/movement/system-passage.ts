/**
 * What each system means for the active player's moving ships: may they
 * enter it as the active system, pass through it, and is it a gravity rift.
 */
import type { Link } from "../galaxy/links";
import type { GalaxySystem, WormholeSource } from "../galaxy/galaxy-types";
import type { SystemNumbers } from "../galaxy/system-numbers";
import type { HexKey } from "../hex/hex";
import { reasonUsable } from "./neighbours";
import type { Anomaly } from "../tiles/tile-types";
import type { MovementRules } from "./movement-rules";
import { makesRift } from "./movement-rules";
import { grantsPassage } from "./aetherpassage";
import type { PlacedUnits, TableFacts } from "./table-facts";
import { contains } from "../lists";
import { profileOfCode } from "./passage-profile";
import type { PassageProfile } from "./passage-profile";

/** Mod authors' rules on passage (see rules/custom-rule): undefined leaves it to the built-in rules. */
export interface CustomPassage {
  readonly passThrough: (this: void, key: HexKey) => boolean | undefined;
  readonly enterActive: (this: void, key: HexKey) => boolean | undefined;
}

const NO_CUSTOM_PASSAGE: CustomPassage = { passThrough: () => undefined, enterActive: () => undefined };

export interface SystemPassage {
  /** Why ships cannot move into the active system, or undefined when they can. */
  readonly activeBarrier: string | undefined;
  /** The same for a ship that ignores the effects of anomalies (Enigma): only what is not an anomaly's. */
  readonly activeBarrierIgnoringAnomalies: string | undefined;
  /** The same for any system, were it the active system (a move range asks every system). */
  readonly barrierAt: (this: void, key: HexKey, ignoringAnomalies?: boolean) => string | undefined;
  /** A gravity rift for movement: +1 when leaving it [41]. */
  readonly isRift: (this: void, key: HexKey) => boolean;
  /** Ships starting here have move 1 [59: nebula]. */
  readonly slowStart: (this: void, key: HexKey) => boolean;
  /**
   * What the searches read, by system number (see system-numbers), each worked out once: may a ship pass
   * through, what leaving meets (a gravity rift, a roll), and move given back for passing (D.W.S. Luminous).
   */
  readonly numbered: NumberedPassage;
}

/** Leaving a system, as one number: no gravity rift, a rift, or a rift whose +1 costs a roll. */
export const LEAVE_PLAIN = 0;
export const LEAVE_RIFT = 1;
export const LEAVE_RIFT_ROLL = 2;

export interface NumberedPassage {
  /** LEAVE_PLAIN, LEAVE_RIFT or LEAVE_RIFT_ROLL, for a profile code. */
  readonly leaving: (this: void, node: number, profile: number) => number;
  /** canPassThrough for a profile code. */
  readonly canPass: (this: void, node: number, profile: number) => boolean;
  /** passBonus for a profile code. */
  readonly passBonus: (this: void, node: number, profile: number) => number;
}

/**
 * Move spent leaving a system [58.4f, 41]: entering the next costs 1, and
 * leaving a gravity rift gives +1 back (official reading). With the
 * once-per-move reading every step costs 1 and the bonus comes once per path.
 */
export function exitCostOf(leaving: number, oncePerMove: boolean): number {
  return leaving !== LEAVE_PLAIN && !oncePerMove ? 0 : 1;
}

/**
 * Move given once to a path that leaves a gravity rift: the rift's +1 under the
 * once-per-move reading [41], and Crucible's extra +1.
 */
export function onceBonusOf(rules: MovementRules): number {
  return (rules.switches.riftBonusOncePerMove === true ? 1 : 0) + (rules.crucible ? 1 : 0);
}

/** Who is in a system, as passage sees it. */
interface Occupancy {
  /** Other players' ships (fighters included, not ground forces on planets). */
  readonly ships: boolean;
  /** Those ships are all the Empyrean's (Aetherpassage). */
  readonly onlyEmpyrean: boolean;
  /** Structures of a player whose Aerie Hololattice closes the system to others. */
  readonly hololattice: boolean;
  /** The active player's own units. */
  readonly own: boolean;
  /** A Dimensional Tear: the system is a gravity rift; ownTear when it is the active player's. */
  readonly tear: boolean;
  readonly ownTear: boolean;
}

/**
 * Every occupancy there can be, one shared object each (a system's is looked up, never made):
 * index ships + 2 onlyEmpyrean + 4 hololattice + 8 own + 16 tear + 32 ownTear.
 */
const OCCUPANCIES: readonly Occupancy[] = (() => {
  const out: Occupancy[] = [];
  for (let code = 0; code < 64; code++) {
    const bit = (n: number): boolean => Math.floor(code / n) % 2 === 1;
    out.push({ ships: bit(1), onlyEmpyrean: bit(2), hololattice: bit(4), own: bit(8), tear: bit(16), ownTear: bit(32) });
  }
  return out;
})();

function occupancy(ships: boolean, onlyEmpyrean: boolean, hololattice: boolean, own: boolean, tear: boolean, ownTear: boolean): Occupancy {
  const code = (ships ? 1 : 0) + (onlyEmpyrean ? 2 : 0) + (hololattice ? 4 : 0) + (own ? 8 : 0) + (tear ? 16 : 0) + (ownTear ? 32 : 0);
  return OCCUPANCIES[code] as Occupancy;
}

const EMPTY: Occupancy = occupancy(false, true, false, false, false, false);

function occupancyOf(units: readonly PlacedUnits[], rules: MovementRules, empyrean: readonly string[]): Occupancy {
  let ships = false;
  let onlyEmpyrean = true;
  let hololattice = false;
  let own = false;
  let tear = false;
  let ownTear = false;
  for (const u of units) {
    // Dimensional Tear (Vuil'raith space dock; Twilight's Fall: its holder's space docks): this system is a gravity rift.
    if (makesRift(u, rules)) {
      tear = true;
      if (u.player === rules.player) ownTear = true;
    }
    // [58.4d] the player's own units never block, nor does their command token: a locked system may be passed through.
    if (u.player === rules.player) {
      own = true;
      continue;
    }
    // [58.4b] other players' ships block, fighters included; ground forces and structures do not
    // (nor an Eidolon Maximum standing on a planet as a ground force).
    const onPlanet = u.type.alsoGroundForce === true && u.planet !== undefined;
    if ((u.type.kind === "ship" || u.type.kind === "fighter") && !onPlanet) {
      ships = true;
      if (!contains(empyrean, u.player)) onlyEmpyrean = false;
    }
    // Aerie Hololattice: other players cannot move through systems with the owner's structures.
    if (u.type.kind === "structure" && contains(rules.hololatticeOwners, u.player)) hololattice = true;
  }
  return occupancy(ships, onlyEmpyrean, hololattice, own, tear, ownTear);
}

function hasAnomaly(system: GalaxySystem | undefined, anomaly: Anomaly): boolean {
  // Most systems hold no anomaly: no list to walk.
  return system !== undefined && system.anomalies.length > 0 && contains(system.anomalies, anomaly);
}

/** A system's anomalies as passage reads them. */
interface SystemAnomalies {
  readonly asteroid: boolean;
  readonly supernova: boolean;
  readonly nebula: boolean;
  readonly rift: boolean;
}

const NO_ANOMALY: SystemAnomalies = { asteroid: false, supernova: false, nebula: false, rift: false };

/** The anomalies per system number of the last galaxy asked about, worked out on first use (undefined: no such system). */
let keptAnomalies: { readonly numbers: SystemNumbers; readonly byNumber: (SystemAnomalies | undefined)[] } | undefined;

function anomaliesOf(systems: ReadonlyMap<HexKey, GalaxySystem>, numbers: SystemNumbers): (this: void, node: number) => SystemAnomalies | undefined {
  // A galaxy's numbers are made with it (Lazax Gate Folding's galaxy shares them, and only adds wormholes).
  if (keptAnomalies === undefined || keptAnomalies.numbers !== numbers) keptAnomalies = { numbers, byNumber: [] };
  const byNumber = keptAnomalies.byNumber;
  return (node) => {
    const known = byNumber[node];
    if (known !== undefined) return known;
    const system = systems.get(numbers.keys[node] as HexKey);
    if (system === undefined) return undefined;
    const found =
      system.anomalies.length === 0
        ? NO_ANOMALY
        : {
            asteroid: hasAnomaly(system, "asteroid-field"),
            supernova: hasAnomaly(system, "supernova"),
            nebula: hasAnomaly(system, "nebula"),
            rift: hasAnomaly(system, "gravity-rift"),
          };
    byNumber[node] = found;
    return found;
  };
}

export function systemPassage(
  systems: ReadonlyMap<HexKey, GalaxySystem>,
  numbers: SystemNumbers,
  facts: TableFacts,
  rules: MovementRules,
  activeKey: HexKey,
  custom: CustomPassage = NO_CUSTOM_PASSAGE,
): SystemPassage {
  // Nav Suite: ignore the effect of anomalies. Circlet of the Void: ignore the movement effects of anomalies other than rifts.
  const ignoreAnomalies = rules.navSuite || rules.circlet;
  const asteroidsOpen = ignoreAnomalies || rules.antimass; // Antimass Deflectors [11]
  const nebulaeOpen = ignoreAnomalies || rules.voidborn || rules.sharedResearch; // [59], Voidborn, Shared Research
  const keys = numbers.keys;
  const anomaliesAt = anomaliesOf(systems, numbers);

  // Who is in each system with units, by system number, read from the table facts when a search first asks
  // (a search visits the systems near the active one; a whole-table threat view asks for many actions).
  const occupancy: Occupancy[] = [];
  // The players who may let others pass their ships: the Empyrean (one at most, at a real table), Twilight's Fall Voidborn holders.
  const empyrean: string[] = [];
  for (const player of facts.seats.names) if (grantsPassage(facts.seats.seat(player))) empyrean.push(player);
  const blockers = (node: number): Occupancy => {
    let found = occupancy[node];
    if (found === undefined) {
      const key = keys[node];
      const units = key === undefined ? [] : facts.unitsIn(key);
      found = units.length === 0 ? EMPTY : occupancyOf(units, rules, empyrean);
      occupancy[node] = found;
    }
    return found;
  };

  const riftAt = (node: number): boolean => {
    if (rules.navSuite) return false; // Nav Suite: no rift bonus and no roll
    const anomalies = anomaliesAt(node);
    if ((anomalies !== undefined && anomalies.rift) || blockers(node).tear) return true;
    for (const token of facts.riftTokens) if (token === keys[node]) return true;
    return false;
  };
  const enigmaUsesRifts = rules.switches.twilightsFallEnigmaUsesRifts === true;
  const leaving = (node: number, profile: PassageProfile): number => {
    // Enigma: "ignores the effects of all anomalies": no rift bonus and no roll (TWILIGHTS-FALL.md open item 3, literal
    // reading); the switch twilightsFallEnigmaUsesRifts gives it the +1 and the roll.
    if ((profile.ignoresAnomalies && !enigmaUsesRifts) || !riftAt(node)) return LEAVE_PLAIN;
    // Circlet of the Void, Crucible; a Dimensional Tear: "your ships do not roll for this gravity rift".
    return !(rules.circlet || rules.crucible) && !blockers(node).ownTear ? LEAVE_RIFT_ROLL : LEAVE_RIFT;
  };

  const barrierAt = (key: HexKey, ignoringAnomalies = false): string | undefined => {
    const active = systems.get(key);
    const customEntry = custom.enterActive(key);
    if (customEntry === false) return "a rule added for this table closes the active system";
    if (customEntry === true) return undefined;
    if (rules.ceasefire) return "Ceasefire: you cannot move units into the active system";
    if (ignoringAnomalies) return undefined;
    if (hasAnomaly(active, "asteroid-field") && !asteroidsOpen) return "the active system is an asteroid field [11]";
    if (hasAnomaly(active, "supernova") && !(ignoreAnomalies || rules.magmus)) return "the active system is a supernova [86]";
    return undefined;
  };

  const anomaliesPassable = (anomalies: SystemAnomalies): boolean => {
    if (anomalies.asteroid && !asteroidsOpen) return false; // [11]
    if (anomalies.supernova && !(ignoreAnomalies || rules.gashlai)) return false; // [86], Gashlai Physiology
    if (anomalies.nebula && !nebulaeOpen) return false; // [59] never through a nebula
    return true;
  };
  const canPassThrough = (node: number, profile: PassageProfile): boolean => {
    const anomalies = anomaliesAt(node);
    if (anomalies === undefined) return false;
    const decided = custom.passThrough(keys[node] as HexKey);
    if (decided !== undefined) return decided;
    // Enigma: "ignores the effects of all anomalies"; the others [11, 86, 59] as the rules for this action open them.
    if (!profile.ignoresAnomalies && !anomaliesPassable(anomalies)) return false;
    const b = blockers(node);
    if (b.hololattice) return false;
    // [58.4b]; D.W.S. Luminous: "can move through systems that contain your units, even if other players' units are present".
    if (b.ships && !profile.passShips && !(rules.aetherpassage && b.onlyEmpyrean) && !(profile.passOwnSystems && b.own)) return false;
    return true;
  };
  // D.W.S. Luminous: "if it would, apply +1 to its move value for each of those systems".
  const passBonus = (node: number, profile: PassageProfile): number => (profile.passOwnSystems && blockers(node).own ? 1 : 0);

  return {
    activeBarrier: barrierAt(activeKey),
    activeBarrierIgnoringAnomalies: barrierAt(activeKey, true),
    barrierAt,
    isRift: (key) => {
      const node = numbers.numberOf.get(key);
      return node !== undefined && riftAt(node);
    },
    // A ship starting in a nebula has move 1; Shared Research only opens nebulae to passage.
    slowStart: (key) => hasAnomaly(systems.get(key), "nebula") && !(ignoreAnomalies || rules.voidborn),
    numbered: numberPassage(leaving, canPassThrough, passBonus),
  };
}

/** The active system's barrier for a ship of this profile (an Enigma meets no anomaly's). */
export function activeBarrierFor(passage: SystemPassage, profile: PassageProfile): string | undefined {
  return profile.ignoresAnomalies ? passage.activeBarrierIgnoringAnomalies : passage.activeBarrier;
}

function numberPassage(
  leaving: (this: void, node: number, profile: PassageProfile) => number,
  canPassThrough: (this: void, node: number, profile: PassageProfile) => boolean,
  passBonus: (this: void, node: number, profile: PassageProfile) => number,
): NumberedPassage {
  // An answer per system and profile code, worked out once (a list per profile: a search asks one or two).
  const byProfile = <T>(answer: (this: void, node: number, profile: PassageProfile) => T): ((this: void, node: number, profile: number) => T) => {
    const known: T[][] = [];
    return (node, profile) => {
      let answers = known[profile];
      if (answers === undefined) {
        answers = [];
        known[profile] = answers;
      }
      let found = answers[node];
      if (found === undefined) {
        found = answer(node, profileOfCode(profile));
        answers[node] = found;
      }
      return found;
    };
  };
  return {
    leaving: byProfile(leaving),
    canPass: byProfile(canPassThrough),
    passBonus: byProfile(passBonus),
  };
}

/** Whether a ship of this profile may move along a link: a flagship cannot use the delta it carries (`own`). */
export function linkUsable(link: Link, profile: PassageProfile, own: WormholeSource | undefined): boolean {
  return link.reasons.some((r) => reasonUsable(r, profile, own));
}
