/**
 * Thunder's Edge faction units and the unit sides of breakthroughs (move and
 * capacity as printed: TI4-TTPG-TS unit-attrs.data.ts, "thunders-edge", names
 * them but carries no move or capacity). Flagships are in flagships.ts.
 */
import type { UnitType } from "../unit-types";

export const TE_UNITS: readonly UnitType[] = [
  // Ral Nel destroyer Linkship I: move 3; Linkship II: move 4.
  {
    id: "linkship", name: "Linkship", kind: "ship", faction: "ralnel", replaces: "destroyer",
    stats: { move: 3, capacity: 0 }, upgrade: { technology: "linkship-ii", stats: { move: 4, capacity: 0 } },
  },
  // Crimson Rebellion destroyer Exile I / II: move 2 (they place breaches; no movement ability).
  {
    id: "exile", name: "Exile", kind: "ship", faction: "crimson", replaces: "destroyer",
    stats: { move: 2, capacity: 0 }, upgrade: { technology: "exile-ii", stats: { move: 2, capacity: 0 } },
  },
  // Last Bastion space dock 4X41C "Helios" V1 / V2: "Up to 3 fighters in this system do not count against your ships' capacity."
  {
    id: "helios", name: "4X41C Helios", kind: "structure", faction: "bastion", replaces: "space-dock",
    stats: { move: 0, capacity: 0 }, hangar: { base: 3, upgraded: 3 }, upgrade: { technology: "helios-v2", stats: { move: 0, capacity: 0 } },
  },
  // Mentak Corsair (breakthrough The Table's Grace): move 3, capacity 2; "if the active system contains another
  // player's non-fighter ships, this ship can move through systems that contain other players' ships".
  {
    id: "corsair", name: "Corsair", kind: "ship", faction: "mentak", replaces: "cruiser", unlockedBy: "the-tables-grace",
    passesShipsIntoCombat: true, stats: { move: 3, capacity: 2 },
  },
  // Naaz-Rokha Eidolon Maximum (breakthrough Absolute Synergy): move 3; "both a ship and a ground force".
  {
    id: "eidolon-maximum", name: "Eidolon Maximum", kind: "ship", faction: "naazrokha", replaces: "mech", unlockedBy: "absolute-synergy",
    alsoGroundForce: true, stats: { move: 3, capacity: 0 },
  },
];
