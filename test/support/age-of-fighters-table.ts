import type { TableState } from "../../src/core/all";

/** Age of Fighters in play: 2 Fighter II beside 2 infantry, one system from the active system, no ship to carry them. */
export const AGE_OF_FIGHTERS_TABLE: TableState = {
  map: "19 20",
  players: { red: { faction: "sol", technologies: ["fighter-ii"], fleetTokens: 5 } },
  laws: ["age-of-fighters"],
  units: [
    { player: "red", unit: "fighter", system: 20, count: 2 },
    { player: "red", unit: "infantry", system: 20, count: 2 },
  ],
  active: { player: "red", system: 19 },
};
