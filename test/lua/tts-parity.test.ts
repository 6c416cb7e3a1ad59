/**
 * The built TTS script (dist/tts/ti4-reach.lua) in a Lua 5.2 sandbox like
 * TTS's: TI4Reach.report gives the same report as the JavaScript core for
 * every scenario of the suite, compared as data.
 */
import { reportActivation } from "../../src/core/all";
import { canonical } from "../support/canonical";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { scenarioCases } from "../support/scenario-cases";

let lua: LuaRunner;
beforeAll(() => {
  lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "canonical.lua"]);
});
afterAll(() => lua.close());

describe("TI4Reach.report in Lua 5.2", () => {
  test.each(scenarioCases())("%s", (_file, c) => {
    const result = reportActivation(c.scenario, { switches: c.switches });
    const js = canonical(result.ok ? result.report : { error: result.problem.message, diagnostics: result.diagnostics });
    const inLua = lua.run(`return CANONICAL(TI4Reach.report(${luaValue(c.scenario)}, ${luaValue(c.switches ?? {})}))`);
    expect(inLua).toBe(js);
  });
});
