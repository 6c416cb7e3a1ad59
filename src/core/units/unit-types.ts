/** What a unit is and what it can do for movement and transport. */

/** Ships move and block; fighters are ships carried unless upgraded; ground forces and structures are not ships. */
export type UnitKind = "ship" | "fighter" | "ground-force" | "structure";

/** A unit's move, capacity and what it fills when carried. */
export interface UnitStats {
  /** Move value; 0 when the unit cannot move on its own. */
  readonly move: number;
  /** Capacity value: fighters and ground forces it can carry. */
  readonly capacity: number;
}

/** SPACE CANNON [77]: dice per unit, the result that hits, and whether it reaches ships in adjacent systems. */
export interface SpaceCannon {
  readonly dice: number;
  /** A die hits on this result or higher (1-10). */
  readonly hitOn: number;
  /** "SPACE CANNON 5 (x3)" with "... against ships in adjacent systems" (PDS II: range 1 on the mods' unit data). */
  readonly adjacent: boolean;
}

/**
 * A unit the core knows: its id, name, kind, stats, upgrade and faction; what a mod author registers
 * for a homebrew unit.
 */
export interface UnitType {
  /** Unit id as players name it: "carrier", "advanced-carrier", "war-sun", "floating-factory". */
  readonly id: string;
  readonly name: string;
  readonly kind: UnitKind;
  /** The generic unit this one replaces for its faction ("carrier" for Sol's Advanced Carrier). */
  readonly replaces?: string;
  /** Faction id for faction units and flagships. */
  readonly faction?: string;
  readonly stats: UnitStats;
  /** The unit upgrade technology and what it gives. */
  readonly upgrade?: { readonly technology: string; readonly stats: UnitStats; readonly spaceCannon?: SpaceCannon };
  /** SPACE CANNON printed on the unit (the upgrade's own when upgraded). */
  readonly spaceCannon?: SpaceCannon;
  /** Moves as if it were a ship although it is not one (Saar Floating Factory). */
  readonly movesAsShip?: boolean;
  /** Counts against the fleet pool: 1 for ships, 0 for fighters and non-ships, 0.5 for Naalu fighters beyond capacity. */
  readonly fleetWeight?: number;
  /** Capacity one of these fills when carried: 0 or 1 (1 unless stated). */
  readonly capacityUse?: number;
  /** Fighters in its system that do not count against capacity (space dock 3, Dimensional Tear 6 / 12). */
  readonly hangar?: { readonly base: number; readonly upgraded: number };
  /** Movement abilities printed on the unit. */
  readonly passesShips?: boolean; // Yssaril flagship: can move through systems with other players' ships
  readonly carriesDelta?: boolean; // Creuss flagship: its system contains a delta wormhole
  readonly makesRift?: boolean; // Vuil'raith Dimensional Tear: its system is a gravity rift
  /**
   * The faction's unit only while its owner holds this card (a Thunder's Edge
   * breakthrough that flips into a unit: The Table's Grace gives the Corsair).
   */
  readonly unlockedBy?: string;
  /** Corsair: may move through systems with other players' ships when the active system holds another player's non-fighter ships. */
  readonly passesShipsIntoCombat?: boolean;
  /** D.W.S. Luminous: may move through systems holding its owner's units whoever else is there, +1 move for each. */
  readonly passesOwnSystems?: boolean;
  /** Eidolon Maximum: both a ship and a ground force (moves itself; counts against capacity or the fleet pool). */
  readonly alsoGroundForce?: boolean;
  /** Enigma: "ignores the effects of all anomalies". */
  readonly ignoresAnomalies?: boolean;
  /** Enigma: "its move value is reduced by 1 for each unit it would transport". */
  readonly slowedByCargo?: boolean;
  /** Tizona: +`move` to its move value if it would transport exactly `units` units. */
  readonly loadedBonus?: { readonly units: number; readonly move: number };
  /** A Strangled Whisper: carries any number of infantry and fighters, which do not count against its capacity. */
  readonly freeInfantryAndFighters?: boolean;
  /** Prototype War Sun: it and the ships moving with it may move into and through supernovas. */
  readonly passesSupernovas?: boolean;
  /** The Faces of Janovet: has the movement texts of its owner's destroyer, cruiser and dreadnought (TF Exile, Corsair). */
  readonly gainsUpgradeTexts?: boolean;
  /** Heaven's Eye: +1 move when the active system holds units of a player with a control marker on one of its owner's plots. */
  readonly plotBonus?: boolean;
}
