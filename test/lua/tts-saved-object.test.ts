/**
 * The TTS saved object written by `npm run build` (dist/tts/TI4 Reach.json):
 * a TTS save holding one object, in the shape of typed-tabletop-simulator's
 * SaveFileData / ObjectDataBase (packages/data/src/save/saveFile.ts,
 * packages/data/src/object/base.ts), with the outer fields empty as in a saved
 * object (rather than a whole game), whose LuaScript is the built script.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { TTS_BUNDLE, luaWithBundle } from "../support/lua";

const SAVED = join(__dirname, "..", "..", "dist", "tts", "TI4 Reach.json");
const TRANSFORM_FIELDS = ["posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"];

function saved(): { [key: string]: unknown } {
  return JSON.parse(readFileSync(SAVED, "utf8"));
}

describe("the TTS saved object", () => {
  test("is a TTS save with exactly one object", () => {
    const save = saved();
    expect(typeof save.SaveName).toBe("string");
    expect(typeof save.GameMode).toBe("string");
    expect(Array.isArray(save.ObjectStates)).toBe(true);
    expect(save.ObjectStates).toHaveLength(1);
  });

  test("its object has a GUID, a name, a full transform and a model TTS has built in", () => {
    const [object] = saved().ObjectStates as { [key: string]: unknown }[];
    expect(object!.GUID).toMatch(/^[0-9a-f]{6}$/);
    expect(object!.Nickname).toBe("TI4 Reach");
    // A built-in TTS block: no mesh or collider to download.
    expect(object!.Name).toBe("BlockSquare");
    const transform = object!.Transform as { [key: string]: unknown };
    for (const field of TRANSFORM_FIELDS) expect(Number.isFinite(transform[field])).toBe(true);
    for (const field of ["scaleX", "scaleY", "scaleZ"]) expect(transform[field] as number).toBeGreaterThan(0);
    const colour = object!.ColorDiffuse as { r: number; g: number; b: number };
    for (const c of [colour.r, colour.g, colour.b]) expect(c >= 0 && c <= 1).toBe(true);
  });

  test("its LuaScript is exactly the built script, and runs", () => {
    const [object] = saved().ObjectStates as { LuaScript: string }[];
    expect(object!.LuaScript).toBe(readFileSync(TTS_BUNDLE, "utf8"));
    const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua"]);
    expect(lua.run(`return TI4Reach.version`)).toMatch(/^\d+\.\d+\.\d+$/);
    lua.close();
  });
});
