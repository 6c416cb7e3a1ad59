/**
 * A galaxy where thousands of systems share a wormhole: the searches treat all
 * alpha systems as one group, and still find what a link for every pair gives.
 */
import { createAdjacency, buildGalaxy, createTileRegistry, hexFromSpiral, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";

const SIZE = 3000;

function allAlpha(): TableState {
  const tiles: string[] = [];
  for (let i = 1; i <= SIZE; i++) tiles.push(i % 2 === 0 ? "26" : "25"); // Lodor (alpha) and Quann (beta)
  const far = (i: number): [number, number] => {
    const h = hexFromSpiral(i);
    return [h.q, h.r];
  };
  return {
    map: tiles.join(" "),
    players: { red: { faction: "hacan" }, blue: { faction: "sol" } },
    units: [
      { player: "red", unit: "carrier", system: far(SIZE) }, // Lodor, the last ring
      { player: "red", unit: "fighter", system: far(SIZE), count: 2 },
      { player: "red", unit: "cruiser", system: far(SIZE - 1) }, // Quann: beta, not alpha
      { player: "red", unit: "dreadnought", system: far(1000) }, // Lodor, but the way is watched
      { player: "blue", unit: "destroyer", system: far(1000) },
    ],
    active: { player: "red", system: far(2) }, // Lodor next to the centre
  };
}

describe("thousands of systems sharing a wormhole", () => {
  test("a ship in any alpha system reaches the active alpha system in one step, carrying its fighters", () => {
    const state = allAlpha();
    const result = reportActivation(state);
    if (!result.ok) throw new Error(result.problem.message);
    const carrier = result.report.ships.find((s) => s.unit === "carrier")!;
    expect(carrier).toMatchObject({ reachable: true, entered: 1, path: [state.units![0]!.system, state.active!.system] });
    expect(result.report.transport.arriving).toBe(2);
    // The cruiser's beta leads only to betas; two steps through a beta next to an alpha, as the edges allow.
    expect(result.report.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true, entered: 2 });
  });

  test("the adjacency still lists every pair, with its reason", () => {
    const state = allAlpha();
    const galaxy = buildGalaxy(state, createTileRegistry());
    const links = createAdjacency(galaxy).links("1,-1");
    expect(links.filter((l) => l.reasons.some((r) => r.kind === "wormhole" && r.wormhole === "alpha"))).toHaveLength(SIZE / 2 - 1);
  });
});
