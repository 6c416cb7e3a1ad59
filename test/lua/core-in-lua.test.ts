/**
 * The core compiled to Lua 5.2 gives the same answers as in JavaScript.
 * (Build first: npm test runs `build:lua` and `build:lua-probe`.)
 */
import type { TableState } from "../../src/core/all";
import { luaValue, luaWithBundle, PROBE_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { describeAdjacency, reportJson } from "./probe";
import { suiteCases } from "./suite-cases";

let probe: LuaRunner;
beforeAll(() => {
  probe = luaWithBundle(PROBE_BUNDLE, "PROBE", ["moonsharp.lua"]);
});
afterAll(() => probe.close());

function inLua(state: TableState): string {
  return probe.run(`return PROBE.describeAdjacency(${luaValue(state)})`);
}

describe("the core in Lua 5.2", () => {
  // The cases scripts/lua-suite.mjs runs in any interpreter: every community map, every scenario.
  test.each(suiteCases().map((c) => [c.name, c] as const))("%s: the same answer as in JS", (_name, c) => {
    expect(probe.run(`return ${c.lua}`)).toBe(c.expected);
  });

  test("wormhole tokens, the Creuss flagship, laws and effects give the same adjacency", () => {
    const state: TableState = {
      map: "26 41 25 40 39 64 -1 83B3 85A1 19 20",
      systems: [
        { tile: 51, hex: [9, 9] },
        { tile: 82, hex: [-9, -9], faceDown: false },
        { tile: 17, hex: [0, 4] },
      ],
      players: { red: { faction: "creuss" } },
      units: [{ player: "red", unit: "flagship", system: 19 }, { player: "red", unit: "carrier", system: 20 }],
      tokens: [
        { token: "ion-storm", system: 41, faceDown: true },
        { token: "wormhole-gamma", system: 20 },
        { token: "mystery", system: 20 },
      ],
      laws: ["nexus-sovereignty"],
      active: { player: "red", system: 26, effects: ["emissary-taivra", "spatial-conduit-cylinder"] },
    };
    expect(inLua(state)).toBe(describeAdjacency(state));
  });

  test("bad input gives the same diagnostics, no error", () => {
    const state: TableState = {
      map: "19 x 4253 {5}",
      systems: [
        { tile: 20, hex: [5, 5] },
        { tile: 21, hex: [5, 5] },
      ],
      tokens: [{ token: "wormhole-alpha", system: 77 }],
    };
    const lua = inLua(state);
    expect(lua).toBe(describeAdjacency(state));
    expect(lua).toMatch(/! bad-map-token/);
    expect(lua).toMatch(/! stacked-tiles/);
  });
});

describe("empty entries in Lua 5.2", () => {
  test("an empty entry ({} or [], one empty table in Lua) is named empty in JS and Lua alike", () => {
    const state = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 20, hex: [0, -1] }, {}],
      players: { red: { faction: {} } },
      units: [{}, { player: "red", unit: "carrier", system: 20 }, []],
      tokens: [{}],
      active: { player: "red", system: 19 },
    } as unknown as TableState;
    const js = reportJson(state, {});
    expect(probe.run(`return PROBE.reportJson(${luaValue(state)}, {})`)).toBe(js);
    expect(js).toContain("units[0] is empty");
    expect(js).toContain("units[2] is empty");
  });
});
