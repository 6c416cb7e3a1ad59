/**
 * ti4-reach's settings on a TTS table, saved together with the game (onSave /
 * onLoad script state). Who sees the reports, chosen from ti4-reach's
 * right-click menu or through the API: lines and highlights are on the table
 * for every seat; the screen notice and the chat report go to the active
 * player only (the default) or to everyone. And whether picking up a ship
 * shows its move range (on by default, TI4Reach.setRangeHighlights).
 */
import { luaValue } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { modActivates, realTable } from "./real-tts-table";

function told(lua: LuaRunner): { broadcasts: { color?: string }[]; prints: { color?: string; message: string }[] } {
  return { broadcasts: JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`)), prints: JSON.parse(lua.run(`return CANONICAL(FAKE.prints)`)) };
}

/** Red picks up their carrier in Jord: the range lines drawn (on the script's host), none when switched off. */
function rangeShownOnPickUp(lua: LuaRunner): boolean {
  lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-carrier"))`);
  const shown = JSON.parse(lua.run(`return CANONICAL(self.getVectorLines() or {})`)).length > 0;
  lua.run(`onObjectDrop("Red", getObjectFromGUID("red-carrier"))`);
  return shown;
}

function chooseFromMenu(lua: LuaRunner, label: string, color = "Red"): void {
  lua.run(`for _, item in ipairs(FAKE.menu) do if item.label == ${luaValue(label)} then item.callback(${luaValue(color)}) end end`);
  lua.run(`FAKE.prints = {}`);
}

/** A fresh table that loads the given saved state, as TTS does when a game is loaded. */
function loaded(saved: string): LuaRunner {
  const lua = realTable();
  lua.run(`onLoad(${saved})`);
  return lua;
}

describe("who sees the reports on a TTS table", () => {
  test("by default only the active player gets the notice and the chat report", () => {
    const lua = loaded("nil");
    modActivates(lua, 19);
    const { broadcasts, prints } = told(lua);
    expect(broadcasts.map((b) => b.color)).toEqual(["Red"]);
    expect(prints.map((p) => p.color)).toEqual(["Red"]);
    lua.close();
  });

  test("chosen 'everyone' from the menu, every player gets them", () => {
    const lua = loaded("nil");
    chooseFromMenu(lua, "Reach: show everyone");
    modActivates(lua, 19);
    const { broadcasts, prints } = told(lua);
    expect(broadcasts.map((b) => b.color)).toEqual(["all"]);
    expect(prints.map((p) => p.color)).toEqual(["all"]);
    lua.close();
  });

  test("'everyone' is saved with the game and still holds after loading it", () => {
    const before = loaded("nil");
    chooseFromMenu(before, "Reach: show everyone");
    const saved = before.run(`return onSave()`);
    before.close();
    const after = loaded(luaValue(saved));
    modActivates(after, 19);
    expect(told(after).broadcasts.map((b) => b.color)).toEqual(["all"]);
    after.close();
  });

  test("'active player only' is saved with the game and still holds after loading it", () => {
    const before = loaded(luaValue("ti4-reach 1 visibility=everyone"));
    chooseFromMenu(before, "Reach: active player only");
    const saved = before.run(`return onSave()`);
    before.close();
    const after = loaded(luaValue(saved));
    modActivates(after, 19);
    expect(told(after).broadcasts.map((b) => b.color)).toEqual(["Red"]);
    after.close();
  });

  test.each(["42", '""', '"garbage"', '"ti4-reach 1 visibility=sideways"', '"ti4-reach 1 visibility"', "{ visibility = 'everyone' }", "true", '"ti4-reach 1 range=maybe"', '"ti4-reach 1 range"', '"ti4-reach:range-off"'])(
    "garbage in the saved state (%s) falls back to the default",
    (saved) => {
      const lua = loaded(saved);
      expect(rangeShownOnPickUp(lua)).toBe(true);
      modActivates(lua, 19);
      const { broadcasts, prints } = told(lua);
      expect(broadcasts.map((b) => b.color)).toEqual(["Red"]);
      expect(prints.every((p) => !p.message.includes("internal error"))).toBe(true);
      lua.close();
    },
  );

  test("other objects set it with obj.call; a value that is not a setting gives a diagnostic", () => {
    const lua = loaded("nil");
    expect(lua.run(`return CANONICAL(ti4reach_setVisibility("everyone"))`)).toBe("[]");
    expect(lua.run(`return TI4Reach.getVisibility()`)).toBe("everyone");
    expect(JSON.parse(lua.run(`return CANONICAL(ti4reach_setVisibility("nobody"))`))).toHaveLength(1);
    expect(JSON.parse(lua.run(`return CANONICAL(ti4reach_setVisibility(nil))`))).toHaveLength(1);
    expect(lua.run(`return TI4Reach.getVisibility()`)).toBe("everyone");
    lua.close();
  });

  test("both settings, 'everyone' and the range on pick-up off, are saved together and both hold after loading", () => {
    const before = loaded("nil");
    expect(rangeShownOnPickUp(before)).toBe(true);
    chooseFromMenu(before, "Reach: show everyone");
    before.run(`TI4Reach.setRangeHighlights(false)`);
    expect(rangeShownOnPickUp(before)).toBe(false);
    const saved = before.run(`return onSave()`);
    before.close();
    const after = loaded(luaValue(saved));
    expect(after.run(`return tostring(TI4Reach.rangeHighlightsOn())`)).toBe("false");
    expect(rangeShownOnPickUp(after)).toBe(false);
    modActivates(after, 19);
    expect(told(after).broadcasts.map((b) => b.color)).toEqual(["all"]);
    after.close();
  });

  test("the range switched on again through obj.call is saved; the other setting is kept as it was", () => {
    const before = loaded(luaValue("ti4-reach 1 visibility=everyone range=off"));
    expect(rangeShownOnPickUp(before)).toBe(false);
    before.run(`ti4reach_setRangeHighlights(true)`);
    const saved = before.run(`return onSave()`);
    before.close();
    const after = loaded(luaValue(saved));
    expect(rangeShownOnPickUp(after)).toBe(true);
    expect(after.run(`return TI4Reach.getVisibility()`)).toBe("everyone");
    after.close();
  });

  test("a game saved before the range switch was a saved setting (visibility only) loads with the range on", () => {
    const lua = loaded(luaValue("ti4-reach 1 visibility=everyone"));
    expect(rangeShownOnPickUp(lua)).toBe(true);
    expect(lua.run(`return TI4Reach.getVisibility()`)).toBe("everyone");
    lua.close();
  });
});
