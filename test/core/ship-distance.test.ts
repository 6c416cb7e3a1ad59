/** The distance a report gives each ship: what a table that shows only nearby failures sorts by. */
import { createUnitCatalogue, reportActivation } from "../../src/core/all";
import type { ShipReport, TableState } from "../../src/core/all";

/** Plain systems in a line north of the active system (0,0): 0,-1 ... 0,-8. */
const LINE = [19, 20, 21, 22, 23, 24, 27, 28, 29].map((tile, k) => ({ tile, hex: [0, -k] as [number, number] }));

function ships(state: TableState, units = createUnitCatalogue()): Record<string, ShipReport> {
  const result = reportActivation(state, { units });
  if (!result.ok) throw new Error(result.problem.message);
  return Object.fromEntries(result.report.ships.map((s) => [s.unit, s]));
}

describe("a ship's distance in the report", () => {
  test("the systems entered on the shortest path, whatever blocks it; a ship cut off from the active system is further than any found", () => {
    // A cruiser 3 up the line; a carrier alone on (3,-5), touching no other system (hex distance 5).
    const state: TableState = {
      systems: [...LINE, { tile: 30, hex: [3, -5] }],
      players: { red: { faction: "hacan" }, blue: { faction: "sol" } },
      units: [
        { player: "red", unit: "cruiser", system: [0, -3] },
        { player: "blue", unit: "destroyer", system: [0, -1] },
        { player: "red", unit: "carrier", system: [3, -5] },
      ],
      active: { player: "red", system: [0, 0] },
    };
    const report = ships(state);
    expect(report.cruiser).toMatchObject({ reachable: false, distance: 3 });
    expect(report.carrier).toMatchObject({ reachable: false, reason: "out-of-range", distance: 7 });
  });

  test("a ship with a long move makes the report look further: one cut off is then further still, not nearer than a ship found", () => {
    const units = createUnitCatalogue();
    const destroyer = units.resolve("destroyer", undefined)!;
    expect(units.register({ ...destroyer, id: "star-barge", name: "Star Barge", stats: { move: 8, capacity: 0 } })).toEqual([]);
    const state: TableState = {
      systems: [...LINE, { tile: 30, hex: [3, -5] }],
      players: { red: { faction: "hacan" } },
      units: [
        { player: "red", unit: "star-barge", system: [0, -8] },
        { player: "red", unit: "carrier", system: [3, -5] },
      ],
      active: { player: "red", system: [0, 0] },
    };
    const report = ships(state, units);
    expect(report["star-barge"]).toMatchObject({ reachable: true, entered: 8, distance: 8 });
    expect(report.carrier).toMatchObject({ reachable: false, reason: "out-of-range", distance: 9 });
  });
});
