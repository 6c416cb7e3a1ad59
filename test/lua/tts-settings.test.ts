/**
 * Who sees the reports on a TTS table: a setting saved with the game
 * (onSave / onLoad script state), chosen from ti4-reach's right-click menu
 * or through the API. Lines and highlights are on the table for every seat;
 * the screen notice and the chat report go to the active player only
 * (the default) or to everyone.
 */
import { luaValue } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { modActivates, realTable } from "./real-tts-table";

function told(lua: LuaRunner): { broadcasts: { color?: string }[]; prints: { color?: string; message: string }[] } {
  return { broadcasts: JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`)), prints: JSON.parse(lua.run(`return CANONICAL(FAKE.prints)`)) };
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

  test.each(["42", '""', '"garbage"', '"ti4-reach 1 visibility=sideways"', '"ti4-reach 1 visibility"', "{ visibility = 'everyone' }", "true"])(
    "garbage in the saved state (%s) falls back to the default",
    (saved) => {
      const lua = loaded(saved);
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
});
