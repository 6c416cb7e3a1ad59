import { reportActivation, createTileRegistry, buildGalaxy, isFatal } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { build, adjacentTiles } from "../support/galaxy";

function diagnosticsOf(state: TableState) {
  return buildGalaxy(state, createTileRegistry()).diagnostics;
}

describe("reading a table into a galaxy", () => {
  test("a scenario's systems entry replaces the map string's tile on that hex", () => {
    const b = build({ map: "19 20 21 22 23 24", systems: [{ tile: 26, hex: [0, -1] }] });
    expect(b.galaxy.byTile.has(19)).toBe(false);
    expect(adjacentTiles(b, 26)).toEqual([18, 20, 24]);
    expect(b.galaxy.diagnostics).toEqual([]);
  });

  test("two tiles on one hex: a stacked-tiles diagnostic, the first tile is kept", () => {
    const state: TableState = {
      systems: [
        { tile: 19, hex: [0, 0] },
        { tile: 20, hex: [0, 0] },
      ],
    };
    const b = build(state);
    expect(b.galaxy.diagnostics).toEqual([expect.objectContaining({ kind: "stacked-tiles", hex: [0, 0] })]);
    expect([...b.galaxy.systems.values()].map((s) => s.tile)).toEqual([19]);
  });

  test("an unknown (homebrew) tile becomes a plain system with a diagnostic", () => {
    const b = build({ map: "4253 20" });
    expect(b.galaxy.diagnostics).toEqual([expect.objectContaining({ kind: "unknown-tile", text: "4253" })]);
    expect(adjacentTiles(b, 4253)).toEqual([18, 20]);
    expect(isFatal(b.galaxy.diagnostics[0]!)).toBe(false);
  });

  test("a registered homebrew tile is used like a built-in one", () => {
    const registry = createTileRegistry();
    expect(registry.register({ tile: 4253, source: "homebrew", wormholes: ["alpha"] })).toEqual([]);
    const galaxy = buildGalaxy({ map: "4253 20", systems: [{ tile: 26, hex: [5, 0] }] }, registry);
    expect(galaxy.diagnostics).toEqual([]);
    expect(galaxy.wormholeIndex.get("alpha")).toEqual(["0,-1", "5,0"]);
  });

  test("a tile given without a usable number is refused with a message that says so, not \"tile undefined\" or \"[object Object]\"", () => {
    const registry = createTileRegistry();
    for (const tile of [undefined, {}, Number.NaN]) {
      const problems = registry.register({ tile, source: "homebrew" } as never);
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) expect(p.message.startsWith("tile without a number: ")).toBe(true);
    }
  });

  test("a homebrew tile with impossible lanes is refused with a reason", () => {
    const registry = createTileRegistry();
    const problems = registry.register({ tile: 5000, source: "homebrew", hyperlane: true, lanes: [[0, 7]] });
    expect(problems).toEqual([expect.objectContaining({ kind: "bad-tile-data" })]);
    expect(registry.get(5000)).toBeUndefined();
  });

  test("a homebrew tile's anomalies and wormholes in the mods' spellings are the core's: a cruiser stops at its \"Supernova\"", () => {
    const registry = createTileRegistry();
    expect(registry.register({ tile: 4253, source: "homebrew", anomalies: ["Supernova" as never] })).toEqual([]);
    expect(registry.register({ tile: 4254, source: "homebrew", anomalies: ["gravity_rift" as never], wormholes: ["Alpha" as never] })).toEqual([]);
    expect(registry.get(4254)).toMatchObject({ anomalies: ["gravity-rift"], wormholes: ["alpha"] });
    // 26, the homebrew supernova, 19 in a line, nothing beside them: the cruiser in 26 cannot pass it.
    const line = [{ tile: 26, hex: [0, -1] as [number, number] }, { tile: 4253, hex: [0, -2] as [number, number] }, { tile: 19, hex: [0, -3] as [number, number] }];
    const result = reportActivation(
      { systems: line, players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "cruiser", system: 26 }], active: { player: "red", system: 19 } },
      { tiles: registry },
    );
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.report.ships).toMatchObject([{ unit: "cruiser", reachable: false }]);
  });

  test("a homebrew tile the core cannot use is refused with reasons, and reports on the table keep working", () => {
    const registry = createTileRegistry();
    const refused = [
      { tile: 4253, source: "m", planets: { id: "x" } },
      { tile: 4253, source: "m", planets: [null, 5] },
      { tile: 4253, source: "m", planets: [{ id: "x", at: [1] }] },
      { tile: 4253, source: "m", home: 5 },
      { tile: 4253, source: "m", back: "B" },
      { tile: 4253, source: "m", offMap: "yes" },
      { tile: 1e7, source: "m" },
    ];
    for (const info of refused) {
      const problems = registry.register(info as never);
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) expect(p).toMatchObject({ kind: "bad-tile-data", message: expect.stringMatching(/^tile \d+: /) });
    }
    expect(registry.get(4253)).toBeUndefined();
    const result = reportActivation({ map: "4253 19", players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "cruiser", system: 19 }], active: { player: "red", system: 4253 } }, { tiles: registry });
    expect(result.ok).toBe(true);
  });

  test("a homebrew anomaly the rules do not know is left out with a note; the tile, its wormhole and planet are registered", () => {
    const registry = createTileRegistry();
    const notes = registry.register({ tile: 4253, source: "m", anomalies: ["cosmic-storm" as never, "nebula"], wormholes: ["alpha"], planets: [{ id: "zorg", name: "Zorg" }] });
    expect(notes).toEqual([expect.objectContaining({ kind: "unknown-id", message: expect.stringMatching(/^tile 4253: anomaly "cosmic-storm" is unknown/) })]);
    expect(registry.get(4253)).toMatchObject({ anomalies: ["nebula"], wormholes: ["alpha"], planets: [{ id: "zorg" }] });
  });

  test("a bad map token is a fatal diagnostic naming position and text; the rest is built", () => {
    const b = build({ map: "19 ??? 21" });
    const [d] = b.galaxy.diagnostics;
    expect(d).toMatchObject({ kind: "bad-map-token", position: 2, text: "???" });
    expect(isFatal(d!)).toBe(true);
    expect(adjacentTiles(b, 18)).toEqual([19, 21]);
  });

  test("an unknown token is ignored with a diagnostic", () => {
    expect(diagnosticsOf({ map: "19", tokens: [{ token: "space-banana", system: 19 }] })).toEqual([
      expect.objectContaining({ kind: "unknown-token", text: "space-banana" }),
    ]);
  });

  test("a token in a system that is not on the map is reported", () => {
    expect(diagnosticsOf({ map: "19", tokens: [{ token: "wormhole-alpha", system: 30 }] })).toEqual([
      expect.objectContaining({ kind: "unknown-system", text: "30" }),
    ]);
    expect(diagnosticsOf({ map: "19", tokens: [{ token: "ion-storm", system: [4, 4] }] })).toEqual([
      expect.objectContaining({ kind: "unknown-system", hex: [4, 4] }),
    ]);
  });

  test("a tile number on the map twice is reported and must be named by hex", () => {
    const twice = expect.objectContaining({ kind: "duplicate-tile", text: "19", message: expect.stringContaining("tile 19 is on the map 2 times") });
    expect(diagnosticsOf({ map: "19 19", tokens: [{ token: "wormhole-alpha", system: 19 }] })).toEqual([
      twice,
      expect.objectContaining({ kind: "ambiguous-system", text: "19" }),
    ]);
    expect(diagnosticsOf({ map: "19 19", tokens: [{ token: "wormhole-alpha", system: [1, -1] }] })).toEqual([twice]);
  });

  test("the same hyperlane twice is not a duplicate (four-player community maps do it)", () => {
    expect(diagnosticsOf({ map: "83A0 19 83A3" })).toEqual([]);
  });

  test("a command token off the map is reported by the activation, once, and is no part of the galaxy", () => {
    const state: TableState = { map: "19", tokens: [{ token: "command", player: "red", system: [5, 5] }] };
    expect(diagnosticsOf(state)).toEqual([]); // command tokens move every turn: the table's facts place them
    const result = reportActivation({ ...state, active: { player: "red", system: 19 } });
    const said = result.ok ? result.report.diagnostics : result.diagnostics;
    expect(said.filter((d) => d.message === "token command: no system on hex [5,5]")).toHaveLength(1);
  });

  test("a tile far out of the galaxy is refused at once, the rest is read", () => {
    const b = build({ map: "19", systems: [{ tile: 20, hex: [1e15, -1e15] }, { tile: 12345678901234567890123, hex: [0, -2] }] });
    expect(b.galaxy.diagnostics).toEqual([
      expect.objectContaining({ kind: "off-grid", message: expect.stringContaining("not a hex within 100 rings") }),
      expect.objectContaining({ kind: "bad-tile-data", message: expect.stringContaining("a tile number is a whole number") }),
    ]);
    expect([...b.galaxy.systems.keys()]).toEqual(["0,0", "0,-1"]);
  });

  test("a side other than A or B is reported and side A is used", () => {
    const b = build({ map: "19 20 21 22 23 24", systems: [{ tile: 85, hex: [0, 0], side: "C" }] });
    expect(b.galaxy.diagnostics).toEqual([expect.objectContaining({ kind: "bad-tile-data", text: "C" })]);
    expect(b.galaxy.hyperlanes.get("0,0")).toMatchObject({ faceDown: false });
  });
});
