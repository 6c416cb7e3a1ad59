import { reportActivation } from "../../src/core/all";
import { runWith as run } from "../support/cli-run";
import { adjacentTiles, build, isAdjacent, reasons } from "../support/galaxy";
import { TE_MAP_STRING, thundersEdgeTable } from "../support/thunders-edge-map";

const built = build(thundersEdgeTable());

describe("a Thunder's Edge map: tiles 92-118, the Fracture at ring 4, ingress tokens, breaches", () => {
  test("every tile is known: no diagnostics", () => {
    expect(built.galaxy.diagnostics).toEqual([]);
    expect(built.galaxy.systems.size).toBe(1 + 6 + 12 + 18 + 7 + 1);
  });

  test("the Fracture is a chain 905-906-900-901-902-903-904, adjacent by edge only to itself", () => {
    expect(adjacentTiles(built, 901)).toEqual([900, 902]);
    expect(adjacentTiles(built, 905)).toEqual([906]);
    expect(reasons(built, 901, 902)).toEqual([{ kind: "edge", direction: 2 }]);
    // 92 lies against 900, 901 and 902 on the table but is not adjacent to them.
    for (const fracture of [900, 901, 902]) expect(isAdjacent(built, 92, fracture)).toBe(false);
    expect(adjacentTiles(built, 92).some((t) => t >= 900)).toBe(false);
  });

  test("for 7-8 players TI4-TTPG-TS lays the same chain on ring 5 (positions 88, 89, 90, 61, 62, 63, 64)", () => {
    const ring5 = Array.from({ length: 91 }, () => "-1");
    ["905B0", "906B0", "900B0"].forEach((t, i) => (ring5[88 + i] = t));
    ["901B0", "902B0", "903B0", "904B0"].forEach((t, i) => (ring5[61 + i] = t));
    const b = build({ map: `{-1} ${ring5.slice(1).join(" ")}` });
    expect(b.galaxy.diagnostics).toEqual([]);
    expect(adjacentTiles(b, 901)).toEqual([900, 902]);
    expect(adjacentTiles(b, 905)).toEqual([906]);
    expect(adjacentTiles(b, 904)).toEqual([903]);
  });

  test("ingress systems are adjacent to both egress systems (903, 906), not to each other", () => {
    expect(reasons(built, 93, 903)).toEqual([{ kind: "ingress" }]);
    expect(reasons(built, 906, 112)).toEqual([{ kind: "ingress" }]);
    expect(adjacentTiles(built, 906)).toEqual([93, 112, 900, 905]);
    expect(isAdjacent(built, 93, 112)).toBe(false);
    expect(isAdjacent(built, 903, 906)).toBe(false);
  });

  test("active breaches join 116 and 44; the inactive breach on 42 joins nothing", () => {
    expect(reasons(built, 116, 44)).toEqual([{ kind: "breach" }]);
    expect(isAdjacent(built, 42, 116)).toBe(false);
    expect(isAdjacent(built, 42, 44)).toBe(false);
  });

  test("epsilon wormholes join The Sorrow (94) and Ahk Creuxx (118), which touches nothing by edge", () => {
    expect(adjacentTiles(built, 118)).toEqual([94]);
    expect(reasons(built, 94, 118)).toEqual([{ kind: "wormhole", wormhole: "epsilon", from: "tile", to: "tile" }]);
  });

  test("reach: into the Fracture through an ingress, across it to another ingress, and between breaches", () => {
    const result = reportActivation(
      thundersEdgeTable({
        players: { red: { faction: "sol" } },
        units: [
          { player: "red", unit: "cruiser", system: 112 },
          { player: "red", unit: "carrier", system: 112 },
        ],
        active: { player: "red", system: 93 },
      }),
    );
    if (!result.ok) throw new Error(result.problem.message);
    const cruiser = result.report.ships.find((s) => s.unit === "cruiser")!;
    expect(cruiser).toMatchObject({ reachable: true, entered: 2 });
    expect(cruiser.path![0]).toBe(112);
    expect([903, 906]).toContain(cruiser.path![1]);
    expect(result.report.ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false, reason: "out-of-range" });

    const breach = reportActivation(
      thundersEdgeTable({
        players: { red: { faction: "sol" } },
        units: [{ player: "red", unit: "carrier", system: 44 }],
        active: { player: "red", system: 116 },
      }),
    );
    if (!breach.ok) throw new Error(breach.problem.message);
    expect(breach.report.ships).toMatchObject([{ unit: "carrier", reachable: true, path: [44, 116], entered: 1 }]);
  });
});


describe("ti4-reach on a Thunder's Edge map", () => {
  test("graph lists the Fracture systems with their links and reasons", () => {
    const scenario = JSON.stringify(thundersEdgeTable());
    const result = run(["graph", "s.json"], { "s.json": scenario });
    expect(result.code).toBe(0);
    const graph = JSON.parse(result.out);
    const fracture = graph.systems.filter((s: { tile: number }) => s.tile >= 900).map((s: { tile: number }) => s.tile);
    expect(fracture.sort()).toEqual([900, 901, 902, 903, 904, 905, 906]);
    const egress = graph.systems.find((s: { tile: number }) => s.tile === 903);
    expect(egress.links.filter((l: { via: { kind: string }[] }) => l.via[0]!.kind === "ingress").map((l: { tile: number }) => l.tile).sort((a: number, b: number) => a - b)).toEqual([93, 112]);
  });

  test("the picture draws the Fracture and marks egress, ingress and breaches", () => {
    const written: Record<string, string> = {};
    const scenario = JSON.stringify({ ...thundersEdgeTable(), players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "cruiser", system: 93 }], active: { player: "red", system: 906 } });
    expect(run(["report", "s.json", "--svg", "out.svg"], { "s.json": scenario }, written).code).toBe(0);
    const svg = written["out.svg"]!;
    for (const n of [900, 901, 902, 903, 904, 905, 906]) expect(svg).toContain(`class="tile">${n}</text>`);
    expect(svg).toContain(">egress</text>");
    expect(svg).toContain(">ingress</text>");
    expect(svg).toContain(">breach</text>");
    expect(TE_MAP_STRING).toContain("905B0 906B0 900B0");
  });
});

describe("a Thunder's Edge map string as TI4-TTPG-TS saves it: without its centre, 112 (map-string-save.ts)", () => {
  const saved = TE_MAP_STRING.replace("{112} ", "");

  test("the centre left out is Thunder's Edge's Mecatol Rex, 112, with its ingress; 18 is nowhere", () => {
    const b = build(thundersEdgeTable({ map: saved }));
    expect(b.galaxy.diagnostics).toEqual([]);
    expect(b.galaxy.byTile.has(18)).toBe(false);
    expect(b.galaxy.byTile.get(112)).toEqual(["0,0"]);
    expect(reasons(b, 906, 112)).toEqual([{ kind: "ingress" }]);
  });

  test("a map without Thunder's Edge tiles keeps 18; a centre written or laid by a scenario's systems stays", () => {
    expect(build({ map: "26 25 19" }).galaxy.byTile.get(18)).toEqual(["0,0"]);
    expect(build({ map: `{18} ${saved}` }).galaxy.byTile.get(18)).toEqual(["0,0"]);
    expect(build({ map: `18 ${saved}` }).galaxy.byTile.get(18)).toEqual(["0,0"]);
    const laid = build({ map: saved, systems: [{ tile: 18, hex: [0, 0] }] });
    expect(laid.galaxy.byTile.get(18)).toEqual(["0,0"]);
    expect(laid.galaxy.byTile.has(112)).toBe(false);
  });

  test("a scenario that names Mecatol Rex 18 on such a map (as players and older files do) means its 112", () => {
    const result = reportActivation({
      map: "97 26 25 19 20 21",
      players: { red: { faction: "sol" } },
      units: [{ player: "red", unit: "carrier", system: 18 }],
      active: { player: "red", system: 26 },
    });
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.report.ships).toMatchObject([{ unit: "carrier", from: 112, reachable: true, path: [112, 26] }]);
    expect(result.report.diagnostics).toEqual([]);
  });

  test("naming 112 on a map whose centre is 18 says how to write a Thunder's Edge centre", () => {
    const scenario = JSON.stringify({
      map: "26 19 20 21 22 23",
      players: { red: { faction: "winnu" } },
      units: [{ player: "red", unit: "carrier", system: 26 }],
      active: { player: "red", system: 112 },
    });
    expect(run(["report", "s.json"], { "s.json": scenario })).toMatchObject({
      code: 2,
      err: 'ti4-reach: active system: system 112 is not on the map; Mecatol Rex here is tile 18 (a Thunder\'s Edge map string names its centre: "{112} ...")',
    });
  });
});
