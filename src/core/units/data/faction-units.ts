/**
 * Faction units that replace a generic unit (base game, Prophecy of Kings,
 * Codex), with their unit upgrade technologies.
 */
import type { UnitType } from "../unit-types";

export const FACTION_UNITS: readonly UnitType[] = [
  {
    id: "advanced-carrier", name: "Advanced Carrier", kind: "ship", faction: "sol", replaces: "carrier",
    stats: { move: 1, capacity: 6 }, upgrade: { technology: "advanced-carrier-ii", stats: { move: 2, capacity: 8 } },
  },
  {
    id: "super-dreadnought", name: "Super-Dreadnought", kind: "ship", faction: "l1z1x", replaces: "dreadnought",
    stats: { move: 1, capacity: 2 }, upgrade: { technology: "super-dreadnought-ii", stats: { move: 2, capacity: 2 } },
  },
  {
    id: "exotrireme", name: "Exotrireme", kind: "ship", faction: "norr", replaces: "dreadnought",
    stats: { move: 1, capacity: 1 }, upgrade: { technology: "exotrireme-ii", stats: { move: 2, capacity: 1 } },
  },
  {
    id: "saturn-engine", name: "Saturn Engine", kind: "ship", faction: "ul", replaces: "cruiser",
    stats: { move: 2, capacity: 1 }, upgrade: { technology: "saturn-engine-ii", stats: { move: 3, capacity: 2 } },
  },
  {
    id: "strike-wing-alpha", name: "Strike Wing Alpha", kind: "ship", faction: "argent", replaces: "destroyer",
    stats: { move: 2, capacity: 1 }, upgrade: { technology: "strike-wing-alpha-ii", stats: { move: 2, capacity: 1 } },
  },
  {
    id: "prototype-war-sun", name: "Prototype War Sun", kind: "ship", faction: "muaat", replaces: "war-sun",
    stats: { move: 1, capacity: 6 }, upgrade: { technology: "prototype-war-sun-ii", stats: { move: 3, capacity: 6 } },
  },
  {
    // "This unit can move and retreat as if it were a ship." Not counted in the fleet pool [37].
    id: "floating-factory", name: "Floating Factory", kind: "structure", faction: "saar", replaces: "space-dock", movesAsShip: true,
    stats: { move: 1, capacity: 4 }, upgrade: { technology: "floating-factory-ii", stats: { move: 2, capacity: 5 } },
  },
  {
    // Hybrid Crystal Fighter II: moves without transport; each beyond capacity counts as 1/2 a ship [37].
    id: "hybrid-crystal-fighter", name: "Hybrid Crystal Fighter", kind: "fighter", faction: "naalu", replaces: "fighter", fleetWeight: 0.5,
    stats: { move: 0, capacity: 0 }, upgrade: { technology: "hybrid-crystal-fighter-ii", stats: { move: 2, capacity: 0 } },
  },
  {
    // "This system is a gravity rift; your ships do not roll for this gravity rift." Up to 6 (I) / 12 (II) fighters free.
    id: "dimensional-tear", name: "Dimensional Tear", kind: "structure", faction: "vuilraith", replaces: "space-dock", makesRift: true,
    stats: { move: 0, capacity: 0 }, hangar: { base: 6, upgraded: 12 }, upgrade: { technology: "dimensional-tear-ii", stats: { move: 0, capacity: 0 } },
  },
  { id: "spec-ops", name: "Spec Ops", kind: "ground-force", faction: "sol", replaces: "infantry", stats: { move: 0, capacity: 0 } },
  { id: "letani-warrior", name: "Letani Warrior", kind: "ground-force", faction: "arborec", replaces: "infantry", stats: { move: 0, capacity: 0 } },
  { id: "crimson-legionnaire", name: "Crimson Legionnaire", kind: "ground-force", faction: "mahact", replaces: "infantry", stats: { move: 0, capacity: 0 } },
  // Hel Titan: both a structure and a ground force; it cannot be transported. SPACE CANNON 6 as the PDS it
  // replaces; Hel Titan II: SPACE CANNON 5 against adjacent systems too.
  {
    id: "hel-titan", name: "Hel Titan", kind: "structure", faction: "ul", replaces: "pds", stats: { move: 0, capacity: 0 }, spaceCannon: { dice: 1, hitOn: 6, adjacent: false },
    upgrade: { technology: "hel-titan-ii", stats: { move: 0, capacity: 0 }, spaceCannon: { dice: 1, hitOn: 5, adjacent: true } },
  },
  // Indomitus (Xxcha mech): SPACE CANNON 8, "may use its SPACE CANNON against ships in adjacent systems".
  { id: "indomitus", name: "Indomitus", kind: "ground-force", faction: "xxcha", replaces: "mech", stats: { move: 0, capacity: 0 }, spaceCannon: { dice: 1, hitOn: 8, adjacent: true } },
  // Aerie Sentinel: "does not count against capacity if it is being transported ..."
  { id: "aerie-sentinel", name: "Aerie Sentinel", kind: "ground-force", faction: "argent", replaces: "mech", capacityUse: 0, stats: { move: 0, capacity: 0 } },
];
