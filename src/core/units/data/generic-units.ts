/** The generic units of the base game and Prophecy of Kings (move / capacity, unit upgrades). */
import type { UnitType } from "../unit-types";

export const GENERIC_UNITS: readonly UnitType[] = [
  { id: "carrier", name: "Carrier", kind: "ship", stats: { move: 1, capacity: 4 }, upgrade: { technology: "carrier-ii", stats: { move: 2, capacity: 6 } } },
  { id: "cruiser", name: "Cruiser", kind: "ship", stats: { move: 2, capacity: 0 }, upgrade: { technology: "cruiser-ii", stats: { move: 3, capacity: 1 } } },
  { id: "destroyer", name: "Destroyer", kind: "ship", stats: { move: 2, capacity: 0 }, upgrade: { technology: "destroyer-ii", stats: { move: 2, capacity: 0 } } },
  { id: "dreadnought", name: "Dreadnought", kind: "ship", stats: { move: 1, capacity: 1 }, upgrade: { technology: "dreadnought-ii", stats: { move: 2, capacity: 1 } } },
  // Fighter II: "This unit may move without being transported." Fighter I has no move value.
  { id: "fighter", name: "Fighter", kind: "fighter", stats: { move: 0, capacity: 0 }, upgrade: { technology: "fighter-ii", stats: { move: 2, capacity: 0 } } },
  // The war sun exists on the table only once researched: its plastic always has the upgraded values.
  { id: "war-sun", name: "War Sun", kind: "ship", stats: { move: 2, capacity: 6 } },
  { id: "flagship", name: "Flagship", kind: "ship", stats: { move: 1, capacity: 3 } },
  { id: "infantry", name: "Infantry", kind: "ground-force", stats: { move: 0, capacity: 0 } },
  { id: "mech", name: "Mech", kind: "ground-force", stats: { move: 0, capacity: 0 } },
  // PDS: SPACE CANNON 6; PDS II: SPACE CANNON 5, "may use its SPACE CANNON against ships that are in adjacent systems".
  {
    id: "pds", name: "PDS", kind: "structure", stats: { move: 0, capacity: 0 }, spaceCannon: { dice: 1, hitOn: 6, adjacent: false },
    upgrade: { technology: "pds-ii", stats: { move: 0, capacity: 0 }, spaceCannon: { dice: 1, hitOn: 5, adjacent: true } },
  },
  // Space dock I and II: "Up to 3 fighters in this system do not count against your ships' capacity."
  { id: "space-dock", name: "Space Dock", kind: "structure", stats: { move: 0, capacity: 0 }, hangar: { base: 3, upgraded: 3 } },
];
