/** Thunder's Edge adjacency from the core compiled to Lua 5.2 is the same as in JS. */
import type { TableState } from "../../src/core/all";
import { luaValue, luaWithBundle, PROBE_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { thundersEdgeTable } from "../support/thunders-edge-map";
import { describeAdjacency } from "./probe";

let probe: LuaRunner;
beforeAll(() => {
  probe = luaWithBundle(PROBE_BUNDLE, "PROBE", ["moonsharp.lua"]);
});
afterAll(() => probe.close());

const inLua = (state: TableState): string => probe.run(`return PROBE.describeAdjacency(${luaValue(state)})`);

describe("Thunder's Edge adjacency in Lua 5.2", () => {
  test("the six-player map with the Fracture, ingress tokens and breaches", () => {
    const state = thundersEdgeTable();
    const js = describeAdjacency(state);
    expect(js).toContain("ingress");
    expect(js).toContain("breach");
    expect(inLua(state)).toBe(js);
  });

  test("Sundered, Sever, a Void Tether, Cosmic Phenomenae and a broken tether", () => {
    const state = thundersEdgeTable({
      players: { red: { faction: "crimson" }, blue: { faction: "empyrean" } },
      tokens: [
        { token: "ingress", system: 93 },
        { token: "sever", system: 39 },
        { token: "void-tether", player: "blue", system: 97, toward: 98 },
        { token: "void-tether", system: 99 },
      ],
      laws: ["cosmic-phenomenae"],
      active: { player: "red", system: 94 },
    });
    const js = describeAdjacency(state);
    expect(js).toContain("cosmic-phenomenae");
    expect(js).toContain("! unknown-player");
    expect(inLua(state)).toBe(js);
  });
});
