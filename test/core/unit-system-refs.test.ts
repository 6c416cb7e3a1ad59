/**
 * Units name their system by tile number or by hex. On a galaxy built once and
 * kept (as the tables do), every spelling a table or a scenario may use finds
 * the same system, and a hex without a system still says so.
 */
import { buildGalaxy, createTileRegistry, reportActivation } from "../../src/core/all";
import type { SystemRef, TableState } from "../../src/core/all";

function table(cruiserAt: SystemRef): TableState {
  return {
    map: "19 26 20 21 22 23 24",
    players: { red: { faction: "sol" } },
    units: [{ player: "red", unit: "cruiser", system: cruiserAt, count: 1 }],
    active: { player: "red", system: 19 },
  };
}

/** Whether the cruiser reaches, or the problem that makes the scenario meaningless. */
function cruiserOn(cruiserAt: SystemRef): { from: SystemRef | undefined; reaches: boolean | undefined; problems: string[] } | { problem: string } {
  const state = table(cruiserAt);
  const galaxy = buildGalaxy(state, createTileRegistry());
  const result = reportActivation(state, { galaxy });
  if (!result.ok) return { problem: result.problem.message };
  const cruiser = result.report.ships.find((s) => s.unit === "cruiser");
  return { from: cruiser?.from, reaches: cruiser?.reachable, problems: result.report.diagnostics.map((d) => d.message) };
}

describe("a unit's system on a kept galaxy", () => {
  test("by tile number, by hex, and by a hex written with -0 it is the same system, and the cruiser reaches from it", () => {
    // The map string lays 19 north of Mecatol Rex at [0,-1], 26 at [1,-1], 21 south at [0,1].
    expect(cruiserOn(26)).toEqual({ from: 26, reaches: true, problems: [] });
    expect(cruiserOn([1, -1])).toEqual({ from: 26, reaches: true, problems: [] });
    expect(cruiserOn(21)).toEqual({ from: 21, reaches: true, problems: [] });
    expect(cruiserOn([0, 1])).toEqual({ from: 21, reaches: true, problems: [] });
    expect(cruiserOn([-0, 1])).toEqual({ from: 21, reaches: true, problems: [] });
  });

  test("a hex between hexes, or one without a system, is named as the problem (a unit off the map makes no sense)", () => {
    expect(cruiserOn([0.5, -1])).toEqual({ problem: "red cruiser: no system on hex [0.5,-1]" });
    expect(cruiserOn([3, 3])).toEqual({ problem: "red cruiser: no system on hex [3,3]" });
  });

  test("a hex a hair off a system's (too little to show once added to a small whole number) is not that system", () => {
    expect(cruiserOn([1e-15, 1])).toEqual({ problem: "red cruiser: no system on hex [1e-15,1]" });
    expect(cruiserOn([1, -1 + 1e-15])).toEqual({ problem: "red cruiser: no system on hex [1,-0.999999999999999]" });
  });
});

describe("how a report names systems on a kept galaxy", () => {
  test("a caller editing one report's hexes changes nothing in the next, and a galaxy built anew is named anew", () => {
    // Tile 26 twice: its systems are named by hex; tile 21 once: by its number.
    const twice: TableState = { ...table([1, -1]), map: "19 26 20 21 22 23 26" };
    const galaxy = buildGalaxy(twice, createTileRegistry());
    const from = (state: TableState, built = galaxy) => {
      const result = reportActivation(state, { galaxy: built });
      if (!result.ok) throw new Error(result.problem.message);
      return result.report.ships.find((s) => s.unit === "cruiser")!.from;
    };
    const first = from(twice) as [number, number];
    expect(first).toEqual([1, -1]);
    first[0] = 99;
    expect(from(twice)).toEqual([1, -1]);
    // The same hex on a map where 26 is on the table once is named by its number.
    const once = table([1, -1]);
    expect(from(once, buildGalaxy(once, createTileRegistry()))).toBe(26);
  });
});
