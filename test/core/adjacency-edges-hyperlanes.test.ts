import { build, adjacentTiles, isAdjacent, reasons } from "../support/galaxy";

/** Six systems 19-24 around the centre, clockwise from north. */
const RING = "19 20 21 22 23 24";

describe("edge adjacency [6]", () => {
  test("systems sharing an edge are adjacent", () => {
    const b = build({ map: RING });
    expect(adjacentTiles(b, 18)).toEqual([19, 20, 21, 22, 23, 24]);
    expect(adjacentTiles(b, 19)).toEqual([18, 20, 24]);
    expect(reasons(b, 19, 20)).toEqual([{ kind: "edge", direction: 2 }]);
  });

  test("systems two hexes apart are not adjacent", () => {
    expect(isAdjacent(build({ map: RING }), 19, 22)).toBe(false);
  });

  test("home-system slots (0) and gaps (-1) hold no system", () => {
    const b = build({ map: "0 -1 21 22 23 24" });
    expect(adjacentTiles(b, 18)).toEqual([21, 22, 23, 24]);
    expect(b.galaxy.systems.size).toBe(5);
  });
});

describe("hyperlanes [44]", () => {
  test("a hyperlane tile is not a system", () => {
    const b = build({ map: `{85A0} ${RING}` });
    expect(b.galaxy.systems.size).toBe(6);
    expect(b.galaxy.byTile.has(85)).toBe(false);
  });

  test("a lane joins the systems at both its ends (85A: north-east to north-west)", () => {
    const b = build({ map: `{85A0} ${RING}` });
    expect(reasons(b, 20, 24)).toEqual([{ kind: "hyperlane", via: ["0,0"] }]);
    expect(isAdjacent(b, 24, 20)).toBe(true);
  });

  test("a system next to a hyperlane tile reaches only what its lanes lead to", () => {
    const b = build({ map: `{85A0} ${RING}` });
    expect(adjacentTiles(b, 19)).toEqual([20, 24]);
    expect(adjacentTiles(b, 22)).toEqual([21, 23]);
  });

  test("rotation turns the lanes clockwise (85A1: east to north)", () => {
    const b = build({ map: `{85A1} ${RING}` });
    expect(isAdjacent(b, 20, 24)).toBe(false);
    expect(reasons(b, 21, 19)).toEqual([{ kind: "hyperlane", via: ["0,0"] }]);
  });

  test("side B uses the lanes printed on the back (85B0)", () => {
    const b = build({ map: `{85B0} ${RING}` });
    expect(isAdjacent(b, 20, 24)).toBe(false);
    expect(isAdjacent(b, 19, 21)).toBe(true);
    expect(isAdjacent(b, 19, 22)).toBe(true);
    expect(isAdjacent(b, 22, 24)).toBe(true);
  });

  test("lanes that share a side are still separate lanes: no turning at the tile edge (85B0)", () => {
    // Lanes 0-2 and 0-3 both touch side 0, but 2 and 3 are not joined through it;
    // 5 only leads to 3.
    const b = build({ map: `{85B0} ${RING}` });
    expect(reasons(b, 21, 22)).toEqual([{ kind: "edge", direction: 4 }]);
    expect(isAdjacent(b, 24, 21)).toBe(false);
  });

  test("a scenario's systems entry places a hyperlane by side and rotation", () => {
    const b = build({ map: RING, systems: [{ tile: 85, hex: [0, 0], side: "A", rotation: 1 }] });
    expect(isAdjacent(b, 21, 19)).toBe(true);
    expect(isAdjacent(b, 20, 24)).toBe(false);
  });

  test("chains of hyperlane tiles pass through", () => {
    // 83A lane 1-4 (north-east to south-west), twice in a row.
    const b = build({
      systems: [
        { tile: 83, hex: [0, 0], side: "A", rotation: 0 },
        { tile: 83, hex: [1, -1], side: "A", rotation: 0 },
        { tile: 19, hex: [2, -2] },
        { tile: 20, hex: [-1, 1] },
      ],
    });
    expect(reasons(b, 20, 19)).toEqual([{ kind: "hyperlane", via: ["0,0", "1,-1"] }]);
    expect(reasons(b, 19, 20)).toEqual([{ kind: "hyperlane", via: ["1,-1", "0,0"] }]);
  });

  test("lanes that only meet at a corner do not connect", () => {
    // 83A0 at the centre leads south-west to 20 and north-east into an empty hex;
    // 83A5 south-east of it leads north into that same empty hex and south to 21.
    const b = build({
      systems: [
        { tile: 83, hex: [0, 0], side: "A", rotation: 0 },
        { tile: 83, hex: [1, 0], side: "A", rotation: 5 },
        { tile: 20, hex: [-1, 1] },
        { tile: 21, hex: [1, 1] },
      ],
    });
    expect(isAdjacent(b, 20, 21)).toBe(false);
  });

  test("a lane leading into an empty hex leads nowhere", () => {
    const b = build({ map: `{85A0} 19 -1 21 22 23 24` });
    expect(adjacentTiles(b, 24)).toEqual([19, 23]);
  });
});

describe("off-map tiles", () => {
  test("the Creuss home system (51) touches nothing by edge, even placed in the ring", () => {
    const b = build({ map: "51 20 21 22 23 24" });
    expect(adjacentTiles(b, 51)).toEqual([]);
    expect(isAdjacent(b, 18, 51)).toBe(false);
  });
});
