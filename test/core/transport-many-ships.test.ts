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
  reportActivation,
} from "../../src/core/all";
import type { ActionSetup, TableObject, TableState } from "../../src/core/all";

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

describe("transport whose walks combine in too many ways to try them all", () => {
  // Found by fuzzing: 13 Saar ships of 6 kinds around a gravity rift (67, Cormund), infantry in 5 systems,
  // Flank Speed in use. Every way of combining the ships' walks was tried before: over a minute.
  const crowded: TableState = {
    systems: [
      { tile: 19, hex: [0, 0] }, { tile: 20, hex: [0, -1] }, { tile: 21, hex: [1, -1] }, { tile: 22, hex: [1, 0] }, { tile: 67, hex: [0, 1] },
      { tile: 24, hex: [-1, 1] }, { tile: 27, hex: [1, -2] }, { tile: 31, hex: [1, 1] }, { tile: 34, hex: [-2, 2] },
    ],
    players: { red: { faction: "saar", technologies: ["cruiser-ii"] } },
    units: [
      { player: "red", unit: "war-sun", system: [1, -2], count: 2 },
      { player: "red", unit: "cruiser", system: [0, -1], count: 2 },
      { player: "red", unit: "cruiser", system: [-2, 2] },
      { player: "red", unit: "dreadnought", system: [1, 1] },
      { player: "red", unit: "carrier", system: [0, 0], count: 3 },
      { player: "red", unit: "cruiser", system: [1, 0], count: 4 },
      { player: "red", unit: "infantry", system: [0, -1] },
      { player: "red", unit: "infantry", system: [1, 0] },
      { player: "red", unit: "infantry", system: [0, 1] },
      { player: "red", unit: "infantry", system: [-2, 2], count: 3 },
      { player: "red", unit: "infantry", system: [-1, 1] },
    ],
    active: { player: "red", system: [0, 0], effects: ["flank-speed"] },
  };

  test("all 7 infantry are planned to arrive, and the report says the fewest rift rolls were not sure to be found", () => {
    const result = reportActivation(crowded);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.report.transport.arriving).toBe(7);
    expect(result.report.diagnostics).toContainEqual(expect.objectContaining({ kind: "search-limit", message: expect.stringContaining("the most that can arrive is shown") }));
  });

  test("a table the search tries to its end says nothing about a limit", () => {
    const result = reportActivation({ ...fanOut });
    expect(result.ok && result.report.diagnostics.some((d) => d.kind === "search-limit")).toBe(false);
  });
});
