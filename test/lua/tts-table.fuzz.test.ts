/**
 * Fault injection on TTS tables: the 6-player table of real-tts-table.ts with
 * seeded broken objects added (methods that throw, destroyed references, nil
 * or odd names, positions with NaN, infinities or missing axes) and broken
 * mod helpers (throwing, or answering garbage), then token drops, the mod's
 * activation hook, turn ends and API calls. No error may leave an event
 * handler, and no object but ti4-reach's own may be changed (highlights are
 * ti4-reach's overlay and allowed; so are its claim on the Global variable
 * and the move-range labels it spawns and removes).
 */
import fc from "fast-check";
import { luaValue } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";
import { realTable } from "./real-tts-table";

const NAMES = [
  "Red Carrier", "Red Cruiser", "Blue Dreadnought", "Red Flagship", "x3 Fighter Token", "Fighter Counter", "Infantry Counter",
  "Alpha Wormhole Token", "Ion Storm Token", "Federation of Sol Command Token", "Ghosts of Creuss Command Token", "Red Command Token",
  "Command Sheet (Red)", "Command Sheet (Pink", "Command Sheet ()", "Enforced Travel Ban", "Fleet Regulations", "Mecatol Rex",
  "Advanced Carrier II", "Lazax Gate Folding", "Cards Mat", "Hil Colish", "Genesis", "", "Mystery Box", "Agenda Phase Mat",
  "Void Tether Token", "Avernus Token", "Wild, Wild Galaxy", "Lost Star Chart", "Emissary Taivra", "Federation of Sol Owner Token", "Red Owner Token", "Dominus Orb",
];

const FAULTS = [
  "",
  "destroyed = true",
  "throws = { getName = true }",
  "throws = { getPosition = true }",
  "throws = { getGMNotes = true }",
  "throws = { getGUID = true }",
  "throws = { getVar = true }",
  "throws = { getRotation = true }",
  "throws = { positionToLocal = true, positionToWorld = true }",
  "throws = { highlightOn = true, highlightOff = true }",
  "answers = { getName = function() return nil end }",
  "answers = { getName = function() return 42 end }",
  "answers = { getPosition = function() return nil end }",
  "answers = { getPosition = function() return { x = 0/0, y = 1, z = 0 } end }",
  "answers = { getPosition = function() return { x = 1 } end }",
  "answers = { getGUID = function() return nil end }",
  "answers = { getRotation = function() return {} end }",
  "answers = { getGMNotes = function() return { 'tile:19' } end }",
  "answers = { getVar = function() return 'lots' end }",
  "throws = { getBounds = true }",
  "buttons = { { label = 'Active' } }",
  "throws = { getButtons = true }",
  "answers = { getButtons = function() return { 'Active', 7 } end }",
  "answers = { getButtons = function() return 'Active' end }",
  "answers = { getBounds = function() return { center = {}, size = 'big' } end }",
  "inHand = 'Red'",
];

const POSITIONS = ["{ 0/0, 1, 0 }", "{ math.huge, 1, -math.huge }", "{ 1e300, 1, 1e300 }", "{ 3 }", "{}"];

/** Broken or lying helpers, put after the real ones (the last of a name answers). */
const HELPER_FAULTS = [
  "",
  `FAKE.object({ name = "TI4_SYSTEM_HELPER", calls = { systems = function() error("system helper broke") end, systemFromPosition = function() error("no") end } })`,
  `FAKE.object({ name = "TI4_SYSTEM_HELPER", calls = { systems = function() return "all of them" end, systemFromPosition = function() return "here" end } })`,
  `FAKE.object({ name = "TI4_SYSTEM_HELPER", calls = { systems = function() return { tile19 = { tile = "19" }, [5] = 7, tile20 = "x" } end } })`,
  `FAKE.object({ name = "TI4_FACTION_HELPER", calls = { allFactions = function() error("faction helper broke") end } })`,
  `FAKE.object({ name = "TI4_FACTION_HELPER", calls = { allFactions = function() return { Red = "Sol", [1] = { tokenName = 5 }, Blue = { tokenName = {} } } end } })`,
  `FAKE.object({ name = "TI4_FACTION_HELPER", calls = { allFactions = function() return 12 end } })`,
  `FAKE.object({ name = "TI4_DECK_HELPER", calls = { isDiscard = function() error("deck helper broke") end } })`,
  `FAKE.object({ name = "TI4_DECK_HELPER", calls = { isDiscard = function() return "yes" end } })`,
  `FAKE.object({ name = "TI4_DECK_HELPER" })`,
  `FAKE.object({ name = "TI4_ZONE_HELPER", calls = { zonesFromPositions = function() error("zone helper broke") end } })`,
  `FAKE.object({ name = "TI4_ZONE_HELPER", calls = { zonesFromPositions = function(p) local r = {} for guid in pairs(p) do r[guid] = { "Red" } end r[1] = "Blue" return r end } })`,
  `FAKE.object({ name = "TI4_ZONE_HELPER", calls = { zonesFromPositions = function(p) local r = {} for guid in pairs(p) do r[guid] = "Mauve" end return r end } })`,
  `Player.getPlayers = function() error("a player left") end`,
  `Player.getPlayers = function() return { { getHandCount = function() return 2 end, getHandObjects = function() return { 5, {} } end } } end`,
];

const ACTIONS = [
  `onObjectDrop("Red", getObjectFromGUID("sol-token-19"))`,
  `onObjectDrop("Blue", getObjectFromGUID("sol-token-19"))`,
  `onObjectDrop("Red", FAKE.objects[#FAKE.objects])`,
  `onSystemActivation({ guid = "tile19", tile = 19 })`,
  `onSystemActivation({ guid = "tile39" })`,
  `onSystemActivation({ guid = "nowhere" })`,
  `onPlayerTurn({ color = "Blue" }, { color = "Red" })`,
  `Turns.turn_color = "Blue"`,
  `Turns.turn_color = "Red"`,
  `TI4Reach.report({ map = "19 20", active = { player = "red", system = 19 } })`,
  `ti4reach_registerTile({ tile = 4242, source = "fuzz" })`,
  `TI4Reach.clear()`,
  `FAKE.pickUp("Red", getObjectFromGUID("red-carrier"))`,
  `FAKE.drop("Red", getObjectFromGUID("red-carrier"))`,
  `FAKE.pickUp("Red", FAKE.objects[#FAKE.objects])`,
  `FAKE.drop("Red", FAKE.objects[#FAKE.objects])`,
  `FAKE.destroy(FAKE.objects[#FAKE.objects])`,
];

const objectArb = fc.record({
  name: fc.constantFrom(...NAMES),
  type: fc.constantFrom("Generic", "Card", "Tile", "Deck", "Bag", "Figurine"),
  position: fc.oneof(
    fc.tuple(fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -60, max: 60, noNaN: true })).map(([x, z]) => `{ ${x}, 1.2, ${z} }`),
    fc.constantFrom(...POSITIONS),
  ),
  rotationY: fc.constantFrom(0, 180, 37.5),
  faceDown: fc.boolean(),
  gmNotes: fc.constantFrom("", "tile:19", "tile:", "tile:99999", "tile:-1", "tile:1e9"),
  fault: fc.constantFrom(...FAULTS),
});

const tableArb = fc.record({
  objects: fc.array(objectArb, { minLength: 1, maxLength: 12 }),
  helperFault: fc.constantFrom(...HELPER_FAULTS),
  actions: fc.array(fc.constantFrom(...ACTIONS), { minLength: 1, maxLength: 5 }),
});

/**
 * Changes to objects other than ti4-reach's own (its overlay highlights, its Global claim and its "Who can
 * reach here?" entry in system tiles' context menus, none of them game state, allowed).
 */
function foreignChanges(lua: LuaRunner): { guid: string; what: string }[] {
  const all = JSON.parse(lua.run(`return CANONICAL(FAKE.mutations)`)) as { guid: string; what: string }[];
  const spawned = JSON.parse(lua.run(`return CANONICAL(FAKE.spawned)`)) as Record<string, boolean> | [];
  const own = (guid: string) => guid === "reach" || (!Array.isArray(spawned) && spawned[guid] === true);
  return all.filter((m) => !own(m.guid) && m.what !== "highlightOn" && m.what !== "highlightOff" && m.what !== "addContextMenuItem" && !(m.guid === "-1" && m.what === "setVar ti4reach_owner"));
}

describe("TTS tables with broken objects and broken helpers", () => {
  test(
    "no exception leaves a handler and nothing but ti4-reach's own object changes",
    () => {
      fc.assert(
        fc.property(tableArb, (table) => {
          const lua = realTable({ extra: [{ name: "Federation of Sol Command Token", guid: "sol-token-19", type: "Tile", system: 19, offset: [1.8, 0] }] });
          try {
            lua.run(table.helperFault);
            for (const o of table.objects) {
              lua.run(`FAKE.object({ name = ${luaValue(o.name)}, type = ${luaValue(o.type)}, position = ${o.position}, rotation = { 0, ${o.rotationY}, 0 },
                faceDown = ${o.faceDown}, gmNotes = ${luaValue(o.gmNotes)}, ${o.fault} })`);
            }
            lua.run(`FAKE.mutations = {}`);
            for (const action of table.actions) lua.run(action);
            expect(foreignChanges(lua)).toEqual([]);
          } finally {
            lua.close();
          }
        }),
        fuzzParams(20, 4417),
      );
    },
    fuzzTimeout(20000),
  );
});
