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
import type { UnitStats, UnitType } from "./unit-types";

export interface UnitCatalogue {
  /** The unit a player of this faction means by this id, or undefined when unknown. */
  readonly resolve: (this: void, unit: string, faction: string | undefined) => UnitType | undefined;
  /** Adds or replaces a unit (same id and faction); returns what is wrong with it. */
  readonly register: (this: void, unit: UnitType) => Diagnostic[];
  readonly all: (this: void) => UnitType[];
}

export const BUILT_IN_UNITS: readonly UnitType[] = [...GENERIC_UNITS, ...FACTION_UNITS, ...FLAGSHIPS];

export function createUnitCatalogue(extra: readonly UnitType[] = []): UnitCatalogue {
  const units: UnitType[] = [];
  const register = (unit: UnitType): Diagnostic[] => {
    const problems = checkUnit(unit);
    if (problems.length > 0) return problems;
    const id = canonicalId(unit.id);
    const faction = factionFamily(unit.faction);
    const clean: UnitType = { ...unit, id, faction, replaces: unit.replaces === undefined ? undefined : canonicalId(unit.replaces) };
    const at = units.findIndex((u) => u.id === id && u.faction === faction);
    if (at >= 0) units[at] = clean;
    else units.push(clean);
    return [];
  };
  for (const unit of BUILT_IN_UNITS) register(unit);
  for (const unit of extra) register(unit);
  return {
    resolve: (unit, faction) => {
      const id = canonicalId(unit);
      const family = factionFamily(faction);
      const own = units.find((u) => u.faction === family && (u.replaces === id || u.id === id));
      if (own !== undefined) return own;
      return units.find((u) => u.id === id);
    },
    register,
    all: () => [...units],
  };
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

function checkUnit(unit: UnitType): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const bad = (message: string): void => {
    problems.push({ kind: "bad-unit-data", message: `unit ${unit.id}: ${message}`, text: `${unit.id}` });
  };
  if (typeof unit.id !== "string" || unit.id === "") bad("an id is required");
  const kinds = ["ship", "fighter", "ground-force", "structure"];
  if (kinds.indexOf(unit.kind) < 0) bad(`kind must be one of ${kinds.join(", ")}`);
  const statsOk = (s: UnitStats | undefined): boolean =>
    s !== undefined && typeof s.move === "number" && s.move >= 0 && typeof s.capacity === "number" && s.capacity >= 0;
  if (!statsOk(unit.stats)) bad("stats need a move and a capacity of 0 or more");
  if (unit.upgrade !== undefined && !statsOk(unit.upgrade.stats)) bad("upgrade stats need a move and a capacity of 0 or more");
  return problems;
}
