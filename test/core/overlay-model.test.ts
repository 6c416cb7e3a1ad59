import { TTPG_LAYOUT, buildGalaxy, createTileRegistry, hex, hexToPlane, overlayModel, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";

function modelOf(state: TableState, objectsByStack?: Map<string, string[]>) {
  const galaxy = buildGalaxy(state, createTileRegistry());
  const result = reportActivation(state, { galaxy });
  if (!result.ok) throw new Error(result.problem.message);
  return { model: overlayModel(result.report, galaxy, state, { layout: TTPG_LAYOUT, objectsByStack }), report: result.report };
}

const centre = (q: number, r: number) => hexToPlane(hex(q, r), TTPG_LAYOUT);

describe("what the tables draw for a report", () => {
  test("a path across a hyperlane runs through the hyperlane tile's centre", () => {
    const { model } = modelOf({
      systems: [
        { tile: 19, hex: [0, 0] },
        { tile: 83, hex: [0, -1], side: "A", rotation: 5 },
        { tile: 20, hex: [0, -2] },
      ],
      players: { red: { faction: "hacan" } },
      units: [{ player: "red", unit: "carrier", system: 20 }],
      active: { player: "red", system: 19 },
    });
    expect(model.paths).toEqual([[{ points: [centre(0, -2), centre(0, -1), centre(0, 0)], jump: false }]]);
  });

  test("a wormhole step is drawn as a jump", () => {
    const { model } = modelOf({
      systems: [
        { tile: 26, hex: [0, 0] },
        { tile: 39, hex: [5, -5] },
      ],
      players: { red: { faction: "hacan" } },
      units: [{ player: "red", unit: "carrier", system: 39 }],
      active: { player: "red", system: 26 },
    });
    expect(model.paths[0]).toEqual([{ points: [centre(5, -5), centre(0, 0)], jump: true }]);
  });

  test("labels name what reaches and what a held effect would bring; the rest is counted in the panel; reaching ships are highlighted", () => {
    const { model } = modelOf(
      {
        systems: [0, 1, 2, 3, 4, 5].map((i) => ({ tile: 19 + i, hex: [0, -i] as [number, number] })),
        players: { red: { faction: "hacan", technologies: ["gravity-drive"] } },
        units: [
          { player: "red", unit: "cruiser", system: 20 },
          { player: "red", unit: "carrier", system: 21 },
          { player: "red", unit: "carrier", system: 24 },
        ],
        active: { player: "red", system: 19 },
      },
      new Map([["red|cruiser|0,-1", ["cruiser-object"]]]),
    );
    expect(model.labels.map(({ at, lines }) => ({ at, lines }))).toEqual([
      { at: centre(0, -1), lines: ["1 Cruiser: 1 system"] },
      { at: centre(0, -2), lines: ["1 Carrier: out-of-range, needs Gravity Drive"] },
    ]);
    expect(model.panel.lines).toContain("1 more group cannot reach: 1 out of range"); // the carrier in 24
    expect(model.highlight).toEqual(["cruiser-object"]);
    expect(model.activeOutline).toHaveLength(6);
    expect(model.panel.lines[0]).toBe("Activated 19: 1 group of ships reaches it");
  });
});
