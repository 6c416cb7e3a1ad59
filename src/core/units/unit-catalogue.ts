/**
 * The units ti4-reach knows, looked up the way players name them: "carrier"
 * is Sol's Advanced Carrier for Sol, "flagship" is each faction's own.
 * Mod authors register homebrew units here.
 */
import type { Diagnostic } from "../diagnostics";
import { canonicalId, factionFamily } from "../ids";
import { FACTION_UNITS } from "./data/faction-units";
import { FLAGSHIPS } from "./data/flagships";
import { GENERIC_UNITS } from "./data/generic-units";
import { TE_UNITS } from "./data/te-units";
import { TF_FLAGSHIPS } from "./data/tf-flagships";
import { TF_UNITS } from "./data/tf-units";
import type { SpaceCannon, UnitStats, UnitType } from "./unit-types";
import { contains } from "../lists";
import { isUnitStat, MAX_UNIT_STAT } from "../limits";

/** The units the core knows: the built-in ones and those a mod registers. */
export interface UnitCatalogue {
  /**
   * The unit a player of this faction means by this id, or undefined when
   * unknown; `owned` (technologies and cards) unlocks units a card gives.
   */
  readonly resolve: (this: void, unit: string, faction: string | undefined, owned?: readonly string[]) => UnitType | undefined;
  /** Adds or replaces a unit (same id and faction); returns what is wrong with it. */
  readonly register: (this: void, unit: UnitType) => Diagnostic[];
  /** Every unit, in the order registered (the same list until a unit is registered). */
  readonly all: (this: void) => readonly UnitType[];
}

export const BUILT_IN_UNITS: readonly UnitType[] = [...GENERIC_UNITS, ...FACTION_UNITS, ...TE_UNITS, ...TF_UNITS, ...FLAGSHIPS, ...TF_FLAGSHIPS];

/**
 * A unit catalogue with the built-in units (base game, Prophecy of Kings, Thunder's Edge) and any
 * extra units given.
 */
export function createUnitCatalogue(extra: readonly UnitType[] = []): UnitCatalogue {
  const units: UnitType[] = [];
  // Per faction ("" for any unit): a faction's own unit under its id or the id it replaces; any unit under its id.
  // Units that replace an id only while their owner holds a card (unlockedBy) are kept apart, per faction and id.
  const index = new Map<string, Map<string, UnitType>>();
  const unlockable = new Map<string, Map<string, UnitType[]>>();
  let indexed = false;
  // The list `all` gives, the same until a unit is registered.
  let listed: readonly UnitType[] | undefined;
  const add = (given: UnitType): void => {
    const unit = inOneShape(given);
    const at = units.findIndex((u) => u.id === unit.id && u.faction === unit.faction);
    if (at >= 0) units[at] = unit;
    else units.push(unit);
    indexed = false;
    listed = undefined;
  };
  const shelf = <T>(table: Map<string, Map<string, T>>, faction: string): Map<string, T> => {
    let found = table.get(faction);
    if (found === undefined) {
      found = new Map<string, T>();
      table.set(faction, found);
    }
    return found;
  };
  const buildIndex = (): void => {
    index.clear();
    unlockable.clear();
    const any = shelf(index, "");
    for (const u of units) {
      if (u.faction === undefined) {
        any.set(u.id, u);
        // A card any player may hold (Twilight's Fall unit upgrades): its holder's units of that id are this one.
        if (u.replaces !== undefined && u.unlockedBy !== undefined) {
          const slot = shelf(unlockable, "");
          slot.set(u.replaces, [...(slot.get(u.replaces) ?? []), u]);
        }
        continue;
      }
      const own = shelf(index, u.faction);
      own.set(u.id, u);
      if (u.replaces !== undefined && u.unlockedBy !== undefined) {
        const slot = shelf(unlockable, u.faction);
        slot.set(u.replaces, [...(slot.get(u.replaces) ?? []), u]);
      } else if (u.replaces !== undefined) own.set(u.replaces, u);
      if (!any.has(u.id)) any.set(u.id, u);
    }
    indexed = true;
  };
  const lookup = (faction: string, id: string): UnitType | undefined => {
    if (!indexed) buildIndex();
    const shelfOf = index.get(faction);
    return shelfOf === undefined ? undefined : shelfOf.get(id);
  };
  const register = (unit: UnitType): Diagnostic[] => {
    const problems = checkUnit(unit);
    if (problems.length > 0) return problems;
    const faction = factionFamily(unit.faction);
    const replaces = unit.replaces === undefined ? undefined : canonicalId(unit.replaces);
    const unlockedBy = unit.unlockedBy === undefined ? undefined : canonicalId(unit.unlockedBy);
    // A unit without a name goes by its id.
    add({ ...unit, id: canonicalId(unit.id), name: unit.name === undefined || unit.name === "" ? unit.id : unit.name, faction, replaces, unlockedBy });
    return [];
  };
  for (const unit of BUILT_IN_UNITS) add(unit); // built-in data is already canonical
  for (const unit of extra) register(unit);
  return {
    resolve: (unit, faction, owned = []) => {
      const id = canonicalId(unit);
      const family = factionFamily(faction);
      if (!indexed) buildIndex();
      if (owned.length > 0) {
        // The faction's own card first, then a card any player may hold.
        for (const shelfOf of family === undefined ? [""] : [family, ""]) {
          for (const u of unlockable.get(shelfOf)?.get(id) ?? []) {
            const card = u.unlockedBy as string;
            if (owned.some((o) => canonicalId(o) === card)) return u;
          }
        }
      }
      const own = family === undefined ? undefined : lookup(family, id);
      return own !== undefined ? own : lookup("", id);
    },
    register,
    all: () => {
      if (listed === undefined) listed = [...units];
      return listed;
    },
  };
}

/**
 * The unit with every field of UnitType present, in one order (undefined where
 * it has none), and any field of its own after them: units read once per stack
 * in every report then all look alike to a JavaScript engine, which reads a
 * field of objects of one shape far faster than of many.
 */
function inOneShape(unit: UnitType): UnitType {
  const fields: UnitType = {
    id: unit.id,
    name: unit.name,
    kind: unit.kind,
    replaces: unit.replaces,
    faction: unit.faction,
    stats: unit.stats,
    upgrade: unit.upgrade,
    spaceCannon: unit.spaceCannon,
    movesAsShip: unit.movesAsShip,
    fleetWeight: unit.fleetWeight,
    capacityUse: unit.capacityUse,
    hangar: unit.hangar,
    passesShips: unit.passesShips,
    carriesDelta: unit.carriesDelta,
    makesRift: unit.makesRift,
    unlockedBy: unit.unlockedBy,
    passesShipsIntoCombat: unit.passesShipsIntoCombat,
    passesOwnSystems: unit.passesOwnSystems,
    alsoGroundForce: unit.alsoGroundForce,
    plotBonus: unit.plotBonus,
    ignoresAnomalies: unit.ignoresAnomalies,
    slowedByCargo: unit.slowedByCargo,
    loadedBonus: unit.loadedBonus,
    freeInfantryAndFighters: unit.freeInfantryAndFighters,
    passesSupernovas: unit.passesSupernovas,
    gainsUpgradeTexts: unit.gainsUpgradeTexts,
  };
  return Object.assign(fields, unit);
}

let shared: UnitCatalogue | undefined;

/**
 * The built-in catalogue, built once and shared by every report that brings
 * none of its own (nothing can register into it: callers never see it).
 */
export function builtInCatalogue(): UnitCatalogue {
  if (shared === undefined) shared = createUnitCatalogue();
  return shared;
}

/** A unit's SPACE CANNON for a player [77]: the upgrade's when they own its unit upgrade technology. */
export function spaceCannonOf(unit: UnitType, technologies: readonly string[]): SpaceCannon | undefined {
  // Asked for every stack of every report: the technologies are read only for a unit whose upgrade fires.
  const upgraded = unit.upgrade === undefined ? undefined : unit.upgrade.spaceCannon;
  return upgraded !== undefined && isUpgraded(unit, technologies) ? upgraded : unit.spaceCannon;
}

/** A unit's values for a player: upgraded when they own its unit upgrade technology. */
export function unitStats(unit: UnitType, technologies: readonly string[]): UnitStats {
  return isUpgraded(unit, technologies) && unit.upgrade !== undefined ? unit.upgrade.stats : unit.stats;
}

export function isUpgraded(unit: UnitType, technologies: readonly string[]): boolean {
  if (unit.upgrade === undefined) return false;
  const tech = canonicalId(unit.upgrade.technology);
  return technologies.some((t) => canonicalId(t) === tech);
}

/** Whether the unit moves under its own move value: ships, upgraded fighters, Floating Factories. */
export function isMover(unit: UnitType): boolean {
  return unit.kind === "ship" || unit.kind === "fighter" || unit.movesAsShip === true;
}

/** Fighters and ground forces: what ships carry [95]. */
export function isCargo(unit: UnitType): boolean {
  return unit.kind === "fighter" || unit.kind === "ground-force";
}

/** How a diagnostic names a unit given for registration: its id, or a word when it has none a reader can use. */
function unitLabel(unit: unknown): string {
  const id = typeof unit === "object" && unit !== null ? (unit as { id?: unknown }).id : undefined;
  return typeof id === "string" && id !== "" ? id : "without an id";
}

/** Optional flags a unit may carry: true, false or absent. */
const FLAGS: readonly string[] = ["movesAsShip", "passesShips", "carriesDelta", "makesRift", "passesShipsIntoCombat", "passesOwnSystems", "alsoGroundForce", "plotBonus", "gainsUpgradeTexts"];
/** Optional names a unit may carry: text or absent. */
const TEXTS: readonly string[] = ["name", "faction", "replaces", "unlockedBy"];

const SPACE_CANNON_SHAPE = "spaceCannon is { dice: 1 to 10, hitOn: 1 to 10, adjacent: true or false }";

function spaceCannonOk(cannon: unknown): boolean {
  if (cannon === undefined) return true;
  const c = cannon as { dice?: unknown; hitOn?: unknown; adjacent?: unknown };
  const whole = (n: unknown): boolean => typeof n === "number" && Math.floor(n) === n && n >= 1 && n <= 10;
  return typeof cannon === "object" && cannon !== null && whole(c.dice) && whole(c.hitOn) && typeof c.adjacent === "boolean";
}

function checkUnit(unit: UnitType): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const label = unitLabel(unit);
  const bad = (message: string): void => {
    problems.push({ kind: "bad-unit-data", message: `unit ${label}: ${message}`, text: label });
  };
  if (typeof unit !== "object" || unit === null) {
    bad("a unit is an object with an id, a kind and stats");
    return problems;
  }
  if (typeof unit.id !== "string" || unit.id === "") bad("an id is required");
  const kinds = ["ship", "fighter", "ground-force", "structure"];
  if (!contains(kinds, unit.kind)) bad(`kind must be one of ${kinds.join(", ")}`);
  // A move of thousands would make the move range walk every cost up to it (the searches grow with the move).
  const statsOk = (s: UnitStats | undefined): boolean => typeof s === "object" && s !== null && isUnitStat(s.move) && isUnitStat(s.capacity);
  if (!statsOk(unit.stats)) bad(`stats need a move and a capacity, whole numbers from 0 to ${MAX_UNIT_STAT}`);
  const fields = unit as unknown as { [field: string]: unknown };
  for (const field of TEXTS) if (fields[field] !== undefined && typeof fields[field] !== "string") bad(`${field} is text`);
  for (const field of FLAGS) if (fields[field] !== undefined && typeof fields[field] !== "boolean") bad(`${field} is true or false`);
  const upgrade: unknown = unit.upgrade;
  if (upgrade !== undefined) {
    const u = upgrade as { technology?: unknown; stats?: UnitStats };
    if (typeof upgrade !== "object" || upgrade === null || typeof u.technology !== "string" || u.technology === "") bad("an upgrade names its technology");
    else if (!statsOk(u.stats)) bad(`upgrade stats need a move and a capacity, whole numbers from 0 to ${MAX_UNIT_STAT}`);
    else if (!spaceCannonOk((upgrade as { spaceCannon?: unknown }).spaceCannon)) bad(SPACE_CANNON_SHAPE);
  }
  if (!spaceCannonOk(unit.spaceCannon)) bad(SPACE_CANNON_SHAPE);
  const hangar: unknown = unit.hangar;
  if (hangar !== undefined) {
    const h = hangar as { base?: unknown; upgraded?: unknown };
    if (typeof hangar !== "object" || hangar === null || !isUnitStat(h.base) || !isUnitStat(h.upgraded)) bad(`a hangar holds base and upgraded fighters, whole numbers from 0 to ${MAX_UNIT_STAT}`);
  }
  const weight: unknown = unit.fleetWeight;
  if (weight !== undefined && !(typeof weight === "number" && weight >= 0 && weight <= 1)) bad("fleetWeight is a number from 0 to 1 (1 for a ship, 0.5 for a Naalu fighter)");
  // [95] transport moves whole units, each filling one capacity or none (the Aerie Sentinel): a plan that
  // also had to fit units of 2 into what is left would no longer be exact.
  if (unit.capacityUse !== undefined && unit.capacityUse !== 0 && unit.capacityUse !== 1) bad("capacityUse is 0 or 1 (the capacity one unit fills when carried)");
  return problems;
}

/** Infantry (a faction's own infantry too) and fighters: what a Strangled Whisper carries without capacity. */
export function isInfantryOrFighter(type: UnitType): boolean {
  return type.kind === "fighter" || (type.kind === "ground-force" && (type.id === "infantry" || type.replaces === "infantry"));
}

/** A flagship: the generic one, or a faction's or a Twilight's Fall king's own. */
export function isFlagship(type: UnitType): boolean {
  return type.id === "flagship" || type.replaces === "flagship";
}
