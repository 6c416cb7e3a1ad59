/**
 * The MoonSharp-like Lua the suites run in (test/lua/moonsharp.lua): what it
 * plays of MoonSharp 2.0, checked so that the mode cannot pass vacuously.
 */
import { luaRunning } from "../support/lua";
import { readFileSync } from "fs";
import { join } from "path";

const MOONSHARP = readFileSync(join(__dirname, "moonsharp.lua"), "utf8");
const walk = `local t = { b = 1, a = 2, c = 3 } local out = {} for k in pairs(t) do out[#out + 1] = k end return table.concat(out, ",")`;

describe("the MoonSharp-like mode of the Lua suites", () => {
  test("error() refuses a table, as MoonSharp's takes only a string", () => {
    const lua = luaRunning(['MOONSHARP_PAIRS = ""', MOONSHARP]);
    expect(lua.run(`local ok, e = pcall(error, { message = "lost" }, 0) return tostring(e)`)).toContain("string expected, got table");
    expect(lua.run(`local ok, e = pcall(error, "kept", 0) return e`)).toBe("kept");
    lua.close();
  });

  test('select("#") of nothing is 1, as MoonSharp passes one nil', () => {
    const lua = luaRunning(['MOONSHARP_PAIRS = ""', MOONSHARP]);
    expect(lua.run(`return tostring((function(...) return select("#", ...) end)())`)).toBe("1");
    lua.close();
  });

  test("pairs walks keys in sorted, then reverse order in the two modes (npm run test:moonsharp)", () => {
    const sorted = luaRunning(['MOONSHARP_PAIRS = "sorted"', MOONSHARP]);
    expect(sorted.run(walk)).toBe("a,b,c");
    sorted.close();
    const reverse = luaRunning(['MOONSHARP_PAIRS = "reverse"', MOONSHARP]);
    expect(reverse.run(walk)).toBe("c,b,a");
    reverse.close();
  });
});
