/**
 * Move range in the built TTS script, on a fake TTS table laid out as the TI4
 * TTS mod lays one (tiles known to its system helper, plastic named
 * "<Color> <Unit>", factions from its faction helper): a player picks up one of
 * their ships (onObjectPickUp, as TTS calls it) and the systems in range are
 * outlined and labelled; dropping it (onObjectDrop) takes that away.
 */
import { hexToTts, moveRange } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";

/** 19 in the centre, 20 and 21 north of it, the gravity rift 41 north-east, 22 beyond the rift. */
const SYSTEMS: [number, [number, number]][] = [
  [19, [0, 0]],
  [20, [0, -1]],
  [21, [0, -2]],
  [41, [1, -1]],
  [22, [2, -2]],
];
const scenario: TableState = {
  systems: SYSTEMS.map(([tile, hex]) => ({ tile, hex })),
  players: { red: { faction: "sol" }, blue: { faction: "hacan" } },
  units: [
    { player: "red", unit: "cruiser", system: 19 },
    { player: "blue", unit: "destroyer", system: 21 },
  ],
  tokens: [{ token: "command", player: "red", system: 20 }],
};
const expected = (() => {
  const r = moveRange(scenario, "red", 19, "cruiser");
  if (!r.ok) throw new Error(r.problem.message);
  return r.range.groups[0]!;
})();

/** The table below with ti4-reach on its own object, or pasted into the Global script (preludes ["as-global.lua"]). */
function setUp(preludes: string[] = []): LuaRunner {
  const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "fake-ti4-helpers.lua", "canonical.lua", ...preludes]);
  const helperSystems: Record<string, { tile: number }> = {};
  const specs: object[] = [];
  for (const [tile, [q, r]] of SYSTEMS) {
    const c = hexToTts({ q, r });
    helperSystems[`tile${tile}`] = { tile };
    specs.push({ name: "", guid: `tile${tile}`, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0] });
  }
  const at = (q: number, r: number) => hexToTts({ q, r });
  specs.push({ name: "Red Cruiser", guid: "red-cruiser", position: [at(0, 0).x + 0.3, 1.2, at(0, 0).z + 1.6] });
  specs.push({ name: "Blue Destroyer", guid: "blue-destroyer", position: [at(0, -2).x, 1.2, at(0, -2).z + 1.6] });
  specs.push({ name: "Federation of Sol Command Token", guid: "cmd", position: [at(0, -1).x - 1, 1.2, at(0, -1).z], type: "Tile" });
  specs.push({ name: "Red Cruiser", guid: "broken", position: [0, 1, 0], broken: true });
  lua.run(`
    SYSTEMS = ${luaValue(helperSystems)}
    SEATS = ${luaValue({ Red: "Federation of Sol", Blue: "Emirates of Hacan" })}
    FAKE.systemHelper(SYSTEMS)
    FAKE.factionHelper(SEATS)
    for _, spec in ipairs(${luaValue(specs)}) do FAKE.object(spec) end
  `);
  return lua;
}

/** The texts of the move range's labels (3D Text objects with the range's memo). */
const texts = (lua: LuaRunner): string[] =>
  JSON.parse(lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text and o.memo == "ti4-reach move range" then t[#t + 1] = o.text.value end end return CANONICAL(t)`));
type Line = { loop?: boolean; color: unknown; points: unknown[]; thickness: number };
const allLines = (lua: LuaRunner): Line[] => JSON.parse(lua.run(`return CANONICAL(self.getVectorLines() or {})`));
/** The range's outlines (closed hexagons): the labels' backing bars and leaders are lines too. */
const lines = (lua: LuaRunner): Line[] => allLines(lua).filter((l) => l.loop === true);

describe("move range on pick-up in Tabletop Simulator", () => {
  test("picking up your own cruiser outlines and labels every system in range; dropping it takes that away", () => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    const drawn = lines(lua);
    expect(drawn).toHaveLength(expected.systems.length + expected.withEffects.length);
    expect(drawn.every((l) => l.loop === true && l.points.length === 6)).toBe(true);
    expect(drawn[0]!.color).toEqual({ r: 0.86, g: 0.1, b: 0.09 });
    // 20 holds red's command token (it cannot be activated); 21 through it, 22 through the rift.
    expect(texts(lua).sort()).toEqual(["Sol  1 system", "Sol  2 systems", "Sol  2 systems, 1 rift roll"]);
    // Each label lies on a backing bar in the label's backing colour (TTS's 3D text has none): red's text is dark on light.
    const bars = allLines(lua).filter((l) => l.thickness === 0.4007);
    expect(bars).toHaveLength(3);
    for (const bar of bars) expect(bar.color).toEqual({ r: 0.96, g: 0.97, b: 0.98 });
    lua.run(`FAKE.drop("Red", getObjectFromGUID("red-cruiser"))`);
    expect(allLines(lua)).toHaveLength(0);
    expect(texts(lua)).toHaveLength(0);
    lua.close();
  });

  test("the range labels appear without a spawn sound each (spawnObject with sound = false)", () => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(texts(lua).length).toBeGreaterThan(0);
    expect(lua.run(`return tostring(FAKE.spawnSounds)`)).toBe("nil");
    lua.close();
  });

  test("the mod's Deleted Items bag keeps no copy of the range labels when dropping the ship takes them away (they are tagged DELETED_ITEMS_IGNORE)", () => {
    const lua = setUp();
    lua.run(`FAKE.deletedItemsBag()`);
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(texts(lua).length).toBeGreaterThan(0);
    lua.run(`FAKE.drop("Red", getObjectFromGUID("red-cruiser"))`);
    expect(texts(lua)).toHaveLength(0);
    expect(JSON.parse(lua.run(`return CANONICAL(FAKE.deletedItems)`))).toEqual([]);
    lua.close();
  });

  test("a cruiser picked up with infantry (a box selection: each piece's onObjectPickUp in turn) keeps the cruiser's range", () => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    const shown = texts(lua);
    expect(shown.length).toBeGreaterThan(0);
    lua.run(`FAKE.pickUp("Red", FAKE.object({ name = "Red Infantry", position = getObjectFromGUID("red-cruiser").getPosition() }))`);
    expect(texts(lua)).toEqual(shown);
    lua.run(`FAKE.drop("Red", getObjectFromGUID("red-cruiser"))`);
    expect(texts(lua)).toHaveLength(0);
    lua.close();
  });

  test("a cruiser deleted while held (TTS onObjectDestroy, never dropped) takes its range away", () => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua).length).toBeGreaterThan(0);
    lua.run(`FAKE.destroy(getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua)).toHaveLength(0);
    expect(texts(lua)).toHaveLength(0);
    lua.close();
  });

  test("picking up another player's ship shows nothing", () => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("blue-destroyer"))`);
    expect(lines(lua)).toHaveLength(0);
    expect(texts(lua)).toHaveLength(0);
    lua.close();
  });

  test("during an activation, picking up a ship shows no range", () => {
    const lua = setUp();
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    const activation = lines(lua).length;
    expect(activation).toBeGreaterThan(0);
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua)).toHaveLength(activation);
    expect(texts(lua)).toHaveLength(0);
    lua.close();
  });

  test("switched off (saved with the game in ti4-reach's settings), picking up shows nothing; switched on again, it shows", () => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua).length).toBeGreaterThan(0);
    lua.run(`TI4Reach.setRangeHighlights(false)`); // a range shown goes with it
    expect(lines(lua)).toHaveLength(0);
    expect(lua.run(`return tostring(TI4Reach.rangeHighlightsOn())`)).toBe("false");
    expect(lua.run(`return onSave()`)).toBe("ti4-reach 1 visibility=active range=off");
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua)).toHaveLength(0);
    lua.run(`ti4reach_setRangeHighlights(true)`);
    expect(lua.run(`return onSave()`)).toBe("ti4-reach 1 visibility=active range=on");
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua).length).toBeGreaterThan(0);
    lua.close();
  });

  test("switched off and saved, a game loaded from that save still shows nothing on picking up", () => {
    const before = setUp();
    before.run(`ti4reach_setRangeHighlights(false)`);
    const saved = before.run(`return onSave()`);
    before.close();
    const after = setUp();
    after.run(`onLoad(${luaValue(saved)})`);
    after.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(after)).toHaveLength(0);
    expect(texts(after)).toHaveLength(0);
    after.close();
  });

  test("a ship picked up after an activation on an unchanged table uses the kept galaxy; a tile moved, it is rebuilt", () => {
    const lua = setUp();
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`); // red activates 20
    lua.run(`TI4Reach.clear()`);
    expect(lua.run(`return TI4Reach.galaxyBuilds()`)).toBe("1");
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    const before = lines(lua).length;
    expect(before).toBe(expected.systems.length + expected.withEffects.length);
    expect(lua.run(`return TI4Reach.galaxyBuilds()`)).toBe("1");
    lua.run(`FAKE.drop("Red", getObjectFromGUID("red-cruiser"))`);

    // 22, beyond the rift, moves six rings out: the next pick-up rebuilds the galaxy and 22 is out of range.
    const far = hexToTts({ q: 6, r: -6 });
    lua.run(`getObjectFromGUID("tile22").setPosition({ x = ${far.x}, y = 1.12, z = ${far.z} })`);
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lua.run(`return TI4Reach.galaxyBuilds()`)).toBe("2");
    expect(lines(lua)).toHaveLength(before - 1);
    lua.close();
  });

  test("picking up a card or a token does not read the table", () => {
    const lua = setUp();
    lua.run(`
      SCANS = 0
      local original = getObjects
      getObjects = function() SCANS = SCANS + 1 return original() end
      FAKE.pickUp("Red", FAKE.object({ name = "Gravity Drive", type = "Card", position = { x = 40, y = 1, z = 40 } }))
      FAKE.pickUp("Red", getObjectFromGUID("cmd"))
    `);
    expect(lua.run(`return SCANS`)).toBe("0");
    expect(lines(lua)).toHaveLength(0);
    lua.close();
  });

  test("a broken ship picked up throws nothing into TTS and draws nothing", () => {
    const lua = setUp();
    expect(() => lua.run(`FAKE.pickUp("Red", getObjectFromGUID("broken"))`)).not.toThrow();
    expect(lines(lua)).toHaveLength(0);
    lua.close();
  });
});

/** The texts of the 3D Text objects still on the table (a deleted one's reference is left behind in the fake, as in TTS). */
const liveTexts = (lua: LuaRunner): string[] =>
  JSON.parse(lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text and not FAKE.specs[o].destroyed then t[#t + 1] = o.text.value end end return CANONICAL(t)`));

describe("what ti4-reach drew in Tabletop Simulator, after players and reloads", () => {
  test.each([
    ["dropping the ship", `FAKE.drop("Red", getObjectFromGUID("red-cruiser"))`],
    ["switching the range off from another script", `ti4reach_setRangeHighlights(false)`],
  ])("a range label a player deleted: %s takes the rest away and throws nothing", (_what, takeAway) => {
    const lua = setUp();
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    lua.run(`for _, o in ipairs(FAKE.objects) do if o.text then FAKE.destroy(o) break end end`);
    expect(() => lua.run(takeAway)).not.toThrow();
    expect(lines(lua)).toHaveLength(0);
    expect(liveTexts(lua)).toEqual([]);
    lua.close();
  });

  test("a range shown when the next turn comes, or two minutes after a report that was taken back, stays until the ship is dropped", () => {
    const lua = setUp();
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`); // red activates 20
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("cmd"))`); // and takes it back
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    const shown = lines(lua).length; // the token is in red's hand: 20 can be activated again, so it is in range too
    expect(shown).toBe(expected.systems.length + expected.withEffects.length + 1);
    lua.run(`onPlayerTurn({ color = "Blue" }, { color = "Red" })`);
    lua.run(`FAKE.elapse(121)`);
    expect(lines(lua)).toHaveLength(shown);
    expect(liveTexts(lua)).toHaveLength(shown);
    lua.run(`FAKE.drop("Red", getObjectFromGUID("red-cruiser"))`);
    expect(lines(lua)).toHaveLength(0);
    lua.close();
  });

  test("a game saved with a range shown and loaded again: the old outlines and labels go on load, a player's own 3D text stays", () => {
    const before = setUp();
    before.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser"))`);
    const savedLines = JSON.parse(before.run(`return CANONICAL(self.getVectorLines())`));
    const savedLabels = JSON.parse(
      before.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text then t[#t + 1] = { memo = o.memo, position = o.getPosition(), text = o.text.value } end end return CANONICAL(t)`),
    );
    before.close();
    expect(savedLabels.length).toBeGreaterThan(0);
    // What the save kept: the lines on ti4-reach's object, the labels as 3D Text objects; the script starts afresh.
    const after = setUp();
    after.run(`self.setVectorLines(${luaValue(savedLines)})`);
    after.run(`
      for _, l in ipairs(${luaValue(savedLabels)}) do
        local o = FAKE.object({ type = "3DText", memo = l.memo, position = l.position })
        o.text.value = l.text
      end
      FAKE.object({ type = "3DText", position = { x = 30, y = 1, z = 30 } }).text.value = "a player's note"`);
    after.run(`FAKE.deletedItemsBag()`);
    after.run(`onLoad("")`);
    expect(allLines(after)).toHaveLength(0);
    expect(liveTexts(after)).toEqual(["a player's note"]);
    // Labels of a save made before they were tagged go without a copy in the mod's Deleted Items bag too.
    expect(JSON.parse(after.run(`return CANONICAL(FAKE.deletedItems)`))).toEqual([]);
    after.close();
  });

  test("pasted into the Global script, a game saved during an activation and loaded again: its old lines go on load, a player's drawing stays", () => {
    const drawing = { points: [{ x: 0, y: 1, z: 0 }, { x: 5, y: 1, z: 5 }], color: "Blue", thickness: 0.1 };
    const before = setUp(["as-global.lua"]);
    before.run(`Global.setVectorLines({ ${luaValue(drawing)} })`);
    before.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    const saved = JSON.parse(before.run(`return CANONICAL(Global.getVectorLines())`));
    before.close();
    expect(saved.length).toBeGreaterThan(1);
    const after = setUp(["as-global.lua"]);
    after.run(`Global.setVectorLines(${luaValue(saved)})`);
    after.run(`onLoad("")`);
    expect(JSON.parse(after.run(`return CANONICAL(Global.getVectorLines())`))).toEqual([drawing]);
    after.close();
  });

  test("pasted into the Global script it answers, and a copy on an object stays quiet", () => {
    const global = setUp(["as-global.lua"]);
    global.run(`onLoad("")`);
    expect(global.run(`return Global.getVar("ti4reach_owner")`)).toBe("Global");
    global.close();
    const copy = setUp();
    copy.run(`Global.setVar("ti4reach_owner", "Global")`);
    copy.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    expect(copy.run(`return CANONICAL(FAKE.broadcasts)`)).toBe("[]");
    expect(lines(copy)).toHaveLength(0);
    copy.close();
  });

  test("pasted into a Global script without `self` it answers and draws its lines on Global", () => {
    const global = setUp(["global-without-self.lua"]);
    global.run(`onLoad("")`);
    expect(global.run(`return Global.getVar("ti4reach_owner")`)).toBe("Global");
    global.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    expect(JSON.parse(global.run(`return CANONICAL(Global.getVectorLines() or {})`)).length).toBeGreaterThan(0);
    expect(global.run(`return CANONICAL(FAKE.prints)`)).not.toContain("internal error");
    global.close();
  });
});
