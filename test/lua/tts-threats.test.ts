/**
 * "Who can reach here?" in the built TTS script, on a fake TTS table laid out
 * as the TI4 TTS mod lays one (tiles known to its system helper, plastic named
 * "<Color> <Unit>"; fake-ti4-helpers.lua follows TI4-TTS
 * TI4/Helpers/TI4_SystemHelper.ttslua and TI4_FactionHelper.ttslua): every
 * system tile gets the entry in its context menu (TTS's
 * object.addContextMenuItem(label, callback); fake-tts.lua checks both and
 * keeps each entry with its callback); choosing it draws and tells the threats.
 */
import { buildGalaxy, createTileRegistry, hexToTts } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";

/** Lodor (26) with red's PDS, Vefut II (20) north of it, and blue's cruiser in 21 beyond, two systems away. */
const state: TableState = {
  systems: [
    { tile: 26, hex: [0, 0] },
    { tile: 20, hex: [0, -1] },
    { tile: 21, hex: [0, -2] },
  ],
  players: { red: { faction: "sol" }, blue: { faction: "hacan" } },
};
const galaxy = buildGalaxy(state, createTileRegistry());

function setUp(extra: { name: string; guid: string; at: [number, number] }[] = [], seats: Record<string, string> = {}): LuaRunner {
  const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "fake-ti4-helpers.lua", "canonical.lua"]);
  const systems: Record<string, { tile: number }> = {};
  const specs: object[] = [];
  galaxy.systems.forEach((s) => {
    const c = hexToTts(s.hex);
    systems[`tile${s.tile}`] = { tile: s.tile };
    specs.push({ name: "", guid: `tile${s.tile}`, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0] });
  });
  const at = (q: number, r: number) => hexToTts({ q, r });
  specs.push({ name: "Blue Cruiser", guid: "blue-cruiser", position: [at(0, -2).x + 0.3, 1.2, at(0, -2).z + 1.6] });
  specs.push({ name: "Red PDS", guid: "red-pds", position: [at(0, 0).x, 1.2, at(0, 0).z] });
  for (const e of extra) specs.push({ name: e.name, guid: e.guid, position: [at(e.at[0], e.at[1]).x - 0.3, 1.2, at(e.at[0], e.at[1]).z + 1.6] });
  lua.run(`
    FAKE.systemHelper(${luaValue(systems)})
    FAKE.factionHelper(${luaValue({ Red: "Federation of Sol", Blue: "Emirates of Hacan", ...seats })})
    for _, spec in ipairs(${luaValue(specs)}) do FAKE.object(spec) end
    onLoad("")
  `);
  return lua;
}

const menuOf = (lua: LuaRunner): { guid: string; label: string }[] =>
  JSON.parse(lua.run(`local t = {} for _, m in ipairs(FAKE.menu) do t[#t + 1] = { guid = m.guid, label = m.label } end return CANONICAL(t)`));
const choose = (lua: LuaRunner, guid: string, color: string): void => {
  lua.run(`for _, m in ipairs(FAKE.menu) do if m.guid == ${luaValue(guid)} and m.label == "Who can reach here?" then m.callback(${luaValue(color)}) end end`);
};
const threatTexts = (lua: LuaRunner): string[] =>
  JSON.parse(lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text and o.memo == "ti4-reach threat label" then t[#t + 1] = o.text.value end end return CANONICAL(t)`));

describe("who can reach here? in Tabletop Simulator", () => {
  test("each system tile, and nothing else, gets the entry once", () => {
    const lua = setUp();
    const entries = menuOf(lua).filter((m) => m.label === "Who can reach here?");
    expect(entries.map((m) => m.guid).sort()).toEqual(["tile20", "tile21", "tile26"]);
    lua.close();
  });

  test("a system tile that comes onto the table after load (out of a bag: onObjectSpawn) gets the entry on the next frame; other spawns get none", () => {
    const lua = setUp();
    const c = hexToTts({ q: 1, r: -1 });
    lua.run(`FAKE.spawn(${luaValue({ name: "", guid: "tile22", type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0], gmNotes: "tile:22" })})`);
    lua.run(`FAKE.spawn(${luaValue({ name: "Blue Destroyer", guid: "blue-destroyer", position: [c.x, 1.2, c.z] })})`);
    lua.run("FAKE.frames(1)");
    const entries = menuOf(lua).filter((m) => m.label === "Who can reach here?");
    expect(entries.map((m) => m.guid).sort()).toEqual(["tile20", "tile21", "tile22", "tile26"]);
    lua.close();
  });

  test("a map laid out at once (three tiles spawned in one frame) asks the mod's system helper once for all three, and each gets the entry", () => {
    const lua = setUp();
    lua.run("FAKE.helperCalls = {}");
    [[1, -1], [-1, 1], [1, 0]].forEach(([q, r], i) => {
      const c = hexToTts({ q: q!, r: r! });
      lua.run(`FAKE.spawn(${luaValue({ name: "", guid: `new${i}`, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0], gmNotes: `tile:${22 + i}` })})`);
    });
    lua.run("FAKE.frames(1)");
    const entries = menuOf(lua).filter((m) => m.label === "Who can reach here?");
    expect(entries.map((m) => m.guid).filter((g) => g.startsWith("new")).sort()).toEqual(["new0", "new1", "new2"]);
    const calls = JSON.parse(lua.run("return CANONICAL(FAKE.helperCalls)")) as string[] | Record<string, never>;
    expect((Array.isArray(calls) ? calls : []).filter((c) => c === "TI4_SYSTEM_HELPER.systems")).toHaveLength(1);
    lua.close();
  });

  test("red asking on Lodor: blue's cruiser from 21 through Vefut II, labelled with Hacan's tag; the chat gives the panel with red's space cannon", () => {
    const lua = setUp();
    choose(lua, "tile26", "Red");
    expect(threatTexts(lua)).toEqual(["Hacan  1 Cruiser: 2 systems"]);
    const lines = JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`)) as { thickness: number }[];
    expect(lines.filter((l) => l.thickness === 0.1513)).toHaveLength(1); // the system's outline
    expect(lines.filter((l) => l.thickness === 0.1013).length).toBeGreaterThan(1); // blue's dashed path
    const said = JSON.parse(lua.run(`return CANONICAL(FAKE.prints)`)) as { color: string; message: string }[];
    expect(said).toEqual([
      { color: "Red", message: "Who can reach 26 this round: blue 1 ship\nYour space cannon here: 1 die, 0.5 hits expected at each fleet that arrives\n  blue: 1 Cruiser: 2 systems" },
    ]);
    // The next question takes the drawing away first: nobody can move into 21, where blue's cruiser already is.
    choose(lua, "tile21", "Red");
    expect(threatTexts(lua)).toEqual([]);
    expect(JSON.parse(lua.run(`return CANONICAL(FAKE.prints)`)).pop().message).toBe("Who can reach 21 this round: nobody");
    lua.close();
  });

  test("two attackers' labels from one system lie apart: one is moved off with a leader line", () => {
    const lua = setUp([{ name: "Green Cruiser", guid: "green-cruiser", at: [0, -2] }], { Green: "Universities of Jol-Nar" });
    choose(lua, "tile26", "Red");
    const labels = JSON.parse(
      lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text and o.memo == "ti4-reach threat label" then t[#t + 1] = { text = o.text.value, x = o.getPosition().x, z = o.getPosition().z } end end return CANONICAL(t)`),
    ) as { text: string; x: number; z: number }[];
    expect(labels.map((l) => l.text).sort()).toEqual(["Hacan  1 Cruiser: 2 systems", "Jol-Nar  1 Cruiser: 2 systems"]);
    // One line of text is 0.4 table units tall and these are about 6.4 wide (text-labels.ts): apart on one axis.
    const a = labels[0]!;
    const b = labels[1]!;
    expect(Math.abs(a.z - b.z) >= 0.4 || Math.abs(a.x - b.x) >= 6.4).toBe(true);
    const lines = JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`)) as { thickness: number }[];
    expect(lines.some((l) => l.thickness === 0.0313)).toBe(true);
    lua.close();
  });
});
