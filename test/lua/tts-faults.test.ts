/**
 * Faults on a TTS table: destroyed and unreadable objects, handlers called
 * with nonsense, chat that fails, and whatever a mod author passes to the
 * TI4Reach API. No error leaves an event handler; the activation still
 * reports what can be read.
 */
import { readFileSync } from "fs";
import { TTS_BUNDLE, luaValue } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { drop, lastReport, modActivates, realTable } from "./real-tts-table";

function broadcasts(lua: LuaRunner): { message: string; color?: string }[] {
  return JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`));
}

function prints(lua: LuaRunner): string {
  return lua.run(`return CANONICAL(FAKE.prints)`);
}

const SOL_TOKEN_ON_19 = { name: "Federation of Sol Command Token", guid: "sol-token-19", type: "Tile", system: 19, offset: [1.8, 0] as const };

describe("one bad object never breaks an activation", () => {
  test.each([
    ["destroyed", "destroyed = true"],
    ["whose name throws", "throws = { getName = true }"],
    ["whose position throws", "throws = { getPosition = true }"],
    ["whose GM notes throw", "throws = { getGMNotes = true }"],
    ["whose GUID throws", "throws = { getGUID = true }"],
    ["whose rotation throws", "throws = { getRotation = true }"],
  ])("a unit, a tile and a card %s", (_what, fault) => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    lua.run(`
      FAKE.object({ name = "Red Dreadnought", position = { 0, 1.3, -6 }, ${fault} })
      FAKE.object({ name = "", type = "Generic", position = { 12, 1.05, 0 }, gmNotes = "tile:25", ${fault} })
      FAKE.object({ name = "Fleet Regulations", type = "Card", position = { -30, 1.1, -40 }, ${fault} })
    `);
    drop(lua, "Red", "sol-token-19");
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    expect(prints(lua)).not.toContain("internal error");
    lua.close();
  });

  // TI4_SystemHelper.ttslua systems(): GUID -> { tile = <number>, ... }; a broken or homebrew helper may number a tile
  // NaN or infinite, which as a Lua table key fails ("table index is NaN").
  test("a tile the system helper numbers NaN or infinite is left out with a diagnostic; activation and pick-up still work", () => {
    const lua = realTable({
      extra: [SOL_TOKEN_ON_19],
      extraSystems: [
        { guid: "tile-nan", hex: [1, 0], record: { tile: Number.NaN } },
        { guid: "tile-inf", hex: [-1, 0], record: { tile: Infinity } },
        { guid: "tile-minus-inf", hex: [-1, 1], record: { tile: -Infinity } },
        { guid: "tile-fraction", hex: [1, 1], record: { tile: 25.5 } },
      ],
    });
    drop(lua, "Red", "sol-token-19");
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    expect(prints(lua)).not.toContain("internal error");
    const diagnostics = lastReport(lua).diagnostics.map((d) => d.message).join("\n");
    expect(diagnostics).toContain("tile-nan");
    expect(diagnostics).toContain("tile-inf");
    expect(diagnostics).toContain("tile-fraction");
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser-20"))`);
    expect(prints(lua)).not.toContain("internal error");
    expect(JSON.parse(lua.run(`return CANONICAL(self.getVectorLines() or {})`)).length).toBeGreaterThan(0);
    lua.close();
  });

  // MoonSharp's error() takes only a string (test/lua/moonsharp.lua plays that): the message must survive a throw.
  test("an object off the table gives its real message in MoonSharp: it lies off the table", () => {
    const lua = realTable();
    lua.run(`FAKE.object({ name = "Red Carrier", position = { 2000, 1.3, -6 } })`);
    modActivates(lua, 19);
    const messages = lastReport(lua).diagnostics.map((d) => d.message);
    expect(messages).toContain("an object could not be read (it lies off the table); ignoring it");
    expect(messages.join("\n")).not.toContain("bad argument");
    lua.close();
  });

  test("an unreadable object becomes a diagnostic in the report", () => {
    const lua = realTable();
    lua.run(`FAKE.object({ name = "Red Carrier", position = { 0, 1.3, -6 }, destroyed = true })`);
    modActivates(lua, 19);
    expect(lastReport(lua).diagnostics.map((d) => d.message).join("\n")).toMatch(/could not be read/);
    lua.close();
  });

  test("a command sheet that cannot place tokens still lets the others count", () => {
    const lua = realTable();
    lua.run(`FAKE.object({ name = "Command Sheet (Pink)", position = { 70, 1, 0 }, throws = { positionToLocal = true } })`);
    modActivates(lua, 19);
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    lua.close();
  });

  test("a highlighted ship destroyed before the next turn does not break clearing", () => {
    const lua = realTable();
    modActivates(lua, 19);
    lua.run(`FAKE.destroy(getObjectFromGUID("red-carrier"))`);
    lua.run(`onPlayerTurn({ color = "Blue" }, { color = "Red" })`);
    expect(prints(lua)).not.toContain("internal error");
    lua.close();
  });
});

describe("the error guard itself cannot fail", () => {
  test.each([
    ["a colour that is a number", `onObjectDrop(42, getObjectFromGUID("sol-token-19"))`],
    ["a colour that is a table", `onObjectDrop({}, getObjectFromGUID("sol-token-19"))`],
    ["a nil colour and object", `onObjectDrop(nil, nil)`],
    ["a nil object", `onObjectDrop("Red", nil)`],
    ["an object that is a string", `onObjectDrop("Red", "sol-token-19")`],
    ["a system that is nil", `onSystemActivation(nil)`],
    ["a system that is a string", `onSystemActivation("tile19")`],
    ["a system with a GUID that is a number", `onSystemActivation({ guid = 19 })`],
    ["a nil turn colour", `Turns.turn_color = nil; onSystemActivation({ guid = "tile19" })`],
    ["a turn colour that is a table", `Turns.turn_color = {}; onSystemActivation({ guid = "tile19" }); onObjectDrop("Red", getObjectFromGUID("sol-token-19"))`],
    ["no Turns at all", `Turns = nil; onObjectDrop("Red", getObjectFromGUID("sol-token-19")); onSystemActivation({ guid = "tile19" })`],
    ["a turn end with nothing", `onPlayerTurn(nil, nil)`],
  ])("%s", (_what, call) => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    expect(() => lua.run(call)).not.toThrow();
    lua.close();
  });

  test("an internal error with printToColor and print failing stays inside", () => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    lua.run(`FAKE.chatFails = true; FAKE.printFails = true; getObjects = function() error("the table is gone") end`);
    expect(() => drop(lua, "Red", "sol-token-19")).not.toThrow();
    expect(() => lua.run(`onSystemActivation({ guid = "tile19" })`)).not.toThrow();
    lua.close();
  });

  test("an internal error is one chat line for the player, or in the chat when they cannot be told", () => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    lua.run(`getObjects = function() error("the table is gone") end`);
    drop(lua, "Red", "sol-token-19");
    expect(JSON.parse(prints(lua))).toEqual([{ color: "Red", message: expect.stringContaining("internal error: ") }]);
    lua.run(`FAKE.prints = {}; local original = printToColor; printToColor = function() error("not seated") end`);
    lua.run(`Turns.turn_color = "Red"; onSystemActivation({ guid = "tile19" })`);
    expect(JSON.parse(prints(lua))).toEqual([{ message: expect.stringContaining("internal error: ") }]);
    lua.close();
  });

  test("a handler already there that fails still lets ti4-reach answer, and its error is raised again", () => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    // The script loaded (again) after a Global onObjectDrop that fails: ours is chained behind it.
    lua.run(`onObjectDrop = function() error("the mod's own handler failed") end`);
    lua.run(`TTS_MODULE_AGAIN = (function(...)\n${readFileSync(TTS_BUNDLE, "utf8")}\nend)()`);
    expect(() => drop(lua, "Red", "sol-token-19")).toThrow(/the mod's own handler failed/);
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    lua.close();
  });
});

describe("whatever is passed to the TI4Reach API gives a diagnostic or an error value", () => {
  const BAD = ["nil", '"carrier"', "42", "{}", "{ tile = 'x' }", "{ id = 3 }", "true"];

  test.each(BAD)("report(%s) is an error value", (input) => {
    const lua = realTable();
    expect(lua.run(`local r = TI4Reach.report(${input}) return type(r.error)`)).toBe("string");
    expect(lua.run(`local r = ti4reach_report(${input}) return type(r.error)`)).toBe("string");
    lua.close();
  });

  test.each(BAD)("registerTile and registerUnit of %s give diagnostics", (input) => {
    const lua = realTable();
    for (const fn of ["TI4Reach.registerTile", "TI4Reach.registerUnit", "ti4reach_registerTile", "ti4reach_registerUnit"]) {
      expect(Number(lua.run(`return #${fn}(${input})`))).toBeGreaterThan(0);
    }
    lua.close();
  });

  test.each(["nil", '"rule"', "{}", "{ id = 'x' }", "{ id = 'x', text = 'y', adjacent = 'not a function' }"])("registerRule(%s) gives a diagnostic and adds nothing", (input) => {
    const lua = realTable();
    expect(Number(lua.run(`return #TI4Reach.registerRule(${input})`))).toBeGreaterThan(0);
    modActivates(lua, 19);
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    lua.close();
  });

  test.each([
    ["throw", "moveBonus = function() error('my rule broke') end"],
    ["return a string for adjacency", "adjacent = function() return 'everything' end"],
    ["return broken pairs", "adjacent = function() return { { 1 }, 5, { 'a', 'b' } } end"],
    ["return an infinite move bonus", "moveBonus = function() return math.huge end"],
    ["return not-a-number", "moveBonus = function() return 0/0 end"],
  ])("rules that %s give a diagnostic; the activation still reports", (_what, hooks) => {
    const lua = realTable();
    expect(lua.run(`return #TI4Reach.registerRule({ id = "homebrew", text = "a house rule", ${hooks} })`)).toBe("0");
    modActivates(lua, 19);
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    expect(lastReport(lua).ships.find((s) => s.from === 1)).toMatchObject({ move: 2, reachable: true });
    expect(lastReport(lua).diagnostics.some((d) => d.message.includes("homebrew"))).toBe(true);
    expect(prints(lua)).not.toContain("internal error");
    lua.close();
  });

  test("a rule that answers strings for passage does not stop the activation", () => {
    const lua = realTable();
    lua.run(`TI4Reach.registerRule({ id = "homebrew", text = "a house rule", passThrough = function() return "yes" end, enterActive = function() return 7 end })`);
    modActivates(lua, 19);
    expect(lastReport(lua).ships.find((s) => s.from === 1)).toMatchObject({ move: 2, reachable: true });
    expect(prints(lua)).not.toContain("internal error");
    lua.close();
  });

  test("onReport and setRenderer take only functions", () => {
    const lua = realTable();
    expect(Number(lua.run(`return #TI4Reach.onReport("listen")`))).toBe(1);
    expect(Number(lua.run(`return #TI4Reach.setRenderer(nil)`))).toBe(1);
    expect(Number(lua.run(`return #TI4Reach.setRenderer({ draw = function() end })`))).toBe(1);
    modActivates(lua, 19);
    expect(broadcasts(lua)[0]?.message).toContain("Activated 19");
    lua.close();
  });

  test("a renderer whose draw and clear throw: a chat line each, the report still made and heard", () => {
    const lua = realTable();
    lua.run(`HEARD = 0; TI4Reach.onReport(function() HEARD = HEARD + 1 end)`);
    expect(lua.run(`return #TI4Reach.setRenderer({ draw = function() error("cannot draw") end, clear = function() error("cannot clear") end })`)).toBe("0");
    modActivates(lua, 19);
    lua.run(`onPlayerTurn({ color = "Blue" }, { color = "Red" })`);
    expect(() => lua.run(`TI4Reach.clear()`)).not.toThrow();
    expect(lua.run(`return HEARD`)).toBe("1");
    expect(prints(lua)).toContain("the renderer failed: ");
    expect(prints(lua)).toContain("cannot clear");
    expect(prints(lua)).not.toContain("internal error");
    lua.close();
  });

  test("a renderer gets the overlay model, the report and the player", () => {
    const lua = realTable();
    lua.run(`TI4Reach.setRenderer({ draw = function(model, report, player) DRAWN = { model.player, report.active.system, player } end, clear = function() end })`);
    modActivates(lua, 19);
    expect(JSON.parse(lua.run(`return CANONICAL(DRAWN)`))).toEqual(["red", 19, "red"]);
    expect(lua.run(`return CANONICAL(FAKE.broadcasts)`)).toBe("[]");
    lua.close();
  });

  test("a listener that throws is a chat line; the others still hear", () => {
    const lua = realTable();
    lua.run(`HEARD = 0; TI4Reach.onReport(function() error("listener broke") end); TI4Reach.onReport(function() HEARD = HEARD + 1 end)`);
    modActivates(lua, 19);
    expect(lua.run(`return HEARD`)).toBe("1");
    expect(prints(lua)).toContain("listener broke");
    lua.close();
  });

  test("obj.call with a missing id or a string: diagnostics, not errors", () => {
    const lua = realTable();
    expect(Number(lua.run(`return #ti4reach_registerTile({ source = "homebrew" })`))).toBeGreaterThan(0);
    expect(Number(lua.run(`return #ti4reach_registerUnit({ name = "Corsair" })`))).toBeGreaterThan(0);
    expect(lua.run(`return tostring(ti4reach_lastReport() == nil)`)).toBe("true");
    expect(lua.run(`return CANONICAL(ti4reach_report(${luaValue("19 20")}))`)).toContain("error");
    lua.close();
  });
});
