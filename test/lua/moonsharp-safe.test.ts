/**
 * The built Lua runs in MoonSharp 2.0 in Tabletop Simulator (and, for mod
 * authors, the core bundle too). In MoonSharp a goto that leaves a block with
 * locals inside a while loop corrupts the loop's locals: the next read fails
 * inside the interpreter, not as a Lua error, so no pcall catches it and the
 * event handler stops. The builds therefore target TSTL's "universal" Lua,
 * which writes `continue` without goto. (MoonSharp's other difference the
 * scripts meet, empty varargs counted as one nil, is played by the fake world:
 * test/lua/moonsharp.lua.) MoonSharp's error() takes only a string, so the
 * builds raise text (scripts/tstl/moonsharp-errors.cjs), and moonsharp.lua
 * makes error() refuse a table in every Lua suite as MoonSharp does.
 */
import { readFileSync } from "fs";
import { join } from "path";

const ROOT = join(__dirname, "..", "..");
const GOTO = /\bgoto\s+[A-Za-z_]|::[A-Za-z_][A-Za-z0-9_]*::/;

const builds: [string, () => string][] = [
  ["the TTS script", () => readFileSync(join(ROOT, "dist", "tts", "ti4-reach.lua"), "utf8")],
  ["the core bundle for mod authors", () => readFileSync(join(ROOT, "dist", "lua", "ti4-reach-core.lua"), "utf8")],
  ["the script saved in the TTS object", () => (JSON.parse(readFileSync(join(ROOT, "dist", "tts", "TI4 Reach.json"), "utf8")) as { ObjectStates: { LuaScript: string }[] }).ObjectStates[0]!.LuaScript],
];

describe("built Lua that MoonSharp (Tabletop Simulator) runs", () => {
  test.each(builds)("%s has no goto and no labels", (_what, read) => {
    const lua = read();
    expect(lua.length).toBeGreaterThan(1000);
    expect(lua.match(GOTO)).toBeNull();
  });

  // MoonSharp's error() refuses a table (an Error object): every raise goes through the one function that makes it text.
  test.each(builds)("%s raises errors as text only, through one function", (_what, read) => {
    const lua = read();
    const definition = lua.indexOf("local function __TI4Reach_error(e, level)");
    expect(definition).toBeGreaterThanOrEqual(0);
    const afterDefinition = lua.slice(lua.indexOf("\nend\n", definition) + 5);
    expect(afterDefinition.match(/(^|[^\w.:])error\(/m)).toBeNull();
  });
});
