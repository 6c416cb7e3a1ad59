/** Move range in Lua 5.2 on random small galaxies: the same range as in JavaScript. (Build first: npm test runs `build:lua-probe`.) */
import fc from "fast-check";
import { luaValue, luaWithBundle, PROBE_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";
import { arbitraryRangeCase } from "../support/random-galaxy";
import { rangeJson } from "./probe";

let probe: LuaRunner;
beforeAll(() => {
  probe = luaWithBundle(PROBE_BUNDLE, "PROBE", ["moonsharp.lua"]);
});
afterAll(() => probe.close());

describe("move range in Lua 5.2 on random galaxies", () => {
  test(
    "the same range as in JS",
    () => {
      fc.assert(
        fc.property(arbitraryRangeCase, ({ state, from, switches }) => {
          const lua = probe.run(`return PROBE.rangeJson(${luaValue(state)}, "red", ${luaValue(from)}, ${luaValue(switches)})`);
          expect(lua).toBe(rangeJson(state, "red", from, switches));
        }),
        fuzzParams(40, 1414),
      );
    },
    fuzzTimeout(20000),
  );
});
