import {
  buildGalaxy,
  createTileRegistry,
  createUnitCatalogue,
  planTransport,
  prepareAction,
  reachShips,
  readTableFacts,
  shipGroups,
  availableEffects,
  readTable,
  TTPG_LAYOUT,
  hexToPlane,
  hex,
} from "../../src/core";
import type { ActionSetup, TableObject, TableState } from "../../src/core";

const RING: [number, number][] = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

/** Six Carrier II in the active system, six infantry in each neighbour. */
const fanOut: TableState = {
  systems: [{ tile: 19, hex: [0, 0] }, ...RING.map((h, i) => ({ tile: [20, 21, 22, 23, 24, 27][i]!, hex: h }))],
  players: { red: { faction: "hacan", technologies: ["carrier-ii"] } },
  units: [{ player: "red", unit: "carrier", system: 19, count: 6 }, ...RING.map((h) => ({ player: "red", unit: "infantry", system: h, count: 6 }))],
  active: { player: "red", system: 19 },
};

function plan(state: TableState) {
  const galaxy = buildGalaxy(state, createTileRegistry());
  const facts = readTableFacts(state, galaxy, createUnitCatalogue());
  const setup = prepareAction(state, galaxy, facts, { switches: {}, rules: [] }) as ActionSetup;
  const reach = reachShips(setup, shipGroups(facts, "red"), availableEffects(state));
  return planTransport(setup, reach);
}

describe("transport with more route choices than can be tried one by one", () => {
  test("six identical carriers fan out to every neighbour", () => {
    expect(plan(fanOut).arriving).toBe(36);
  });
});

describe("anonymous fighter tokens on a contested system", () => {
  test("go to the nearest ship's owner, not to an enemy structure that happens to be nearer", () => {
    const at = (north: number, east: number) => {
      const c = hexToPlane(hex(0, 0), TTPG_LAYOUT);
      return { north: c.north + north, east: c.east + east };
    };
    const objects: TableObject[] = [
      { id: "a", piece: { kind: "tile", tile: 19, faceDown: false }, at: at(0, 0), yaw: 0 },
      { id: "b", piece: { kind: "unit", unit: "carrier", player: "red", count: 1 }, at: at(-5, 0), yaw: 0 },
      { id: "c", piece: { kind: "unit", unit: "pds", player: "blue", count: 1 }, at: at(3, -1.9), yaw: 0 },
      { id: "d", piece: { kind: "unit", unit: "fighter", count: 3 }, at: at(2, -1), yaw: 0 },
      { id: "e", piece: { kind: "unit", unit: "infantry", count: 1 }, at: at(3, -1.5), yaw: 0 },
    ];
    const reading = readTable(objects, { layout: TTPG_LAYOUT, tiles: createTileRegistry() });
    expect(reading.state.units).toContainEqual({ player: "red", unit: "fighter", system: [0, 0], count: 3 });
    expect(reading.state.units).toContainEqual(expect.objectContaining({ player: "blue", unit: "infantry" }));
  });
});
