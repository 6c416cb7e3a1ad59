/**
 * The built TTS script on a fake TTS table laid out as the TI4 TTS mod lays
 * it: the demo's map and fleets as named objects, the mod's system and faction
 * helpers, a command sheet with fleet tokens and technology cards. A command
 * token is dropped; the lines, highlights and broadcast are checked.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { buildGalaxy, chooseLabels, createTileRegistry, hexToTts, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { canonical } from "../support/canonical";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;
const tiles = createTileRegistry();
const galaxy = buildGalaxy(demo, tiles);
const TOKEN_NAMES: Record<string, string> = { sol: "Federation of Sol", creuss: "Ghosts of Creuss", hacan: "Emirates of Hacan", jolnar: "Universities of Jol-Nar", letnev: "Barony of Letnev", empyrean: "Empyrean" };
const TYPE_NAMES: Record<string, string> = { carrier: "Carrier", cruiser: "Cruiser", destroyer: "Destroyer", dreadnought: "Dreadnought", infantry: "Infantry", "space-dock": "Space Dock" };
const SCALE = 3.5 / (5.77735 * 1.5);

interface Spec {
  name: string;
  guid?: string;
  type?: string;
  position: [number, number, number];
  rotation?: [number, number, number];
  gmNotes?: string;
  faceDown?: boolean;
  broken?: boolean;
}

function centreOf(ref: number | readonly [number, number]): { x: number; z: number } {
  const key = typeof ref === "number" ? galaxy.byTile.get(ref)![0]! : `${ref[0]},${ref[1]}`;
  return hexToTts(galaxy.systems.get(key)!.hex);
}

/** The demo table as TTS objects, and the system helper's GUID table. */
function demoTable(): { specs: Spec[]; systems: Record<string, { tile: number }> } {
  const specs: Spec[] = [];
  const systems: Record<string, { tile: number }> = {};
  galaxy.systems.forEach((s) => {
    const c = hexToTts(s.hex);
    const guid = `tile${s.tile}`;
    // The Creuss home is homebrew-style: known only from its GM notes.
    if (s.tile === 51) specs.push({ name: "", guid, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0], gmNotes: "tile:51" });
    else {
      systems[guid] = { tile: s.tile };
      specs.push({ name: "", guid, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, s.faceDown ? 180 : 0], faceDown: s.faceDown });
    }
  });
  let n = 0;
  for (const u of demo.units ?? []) {
    const c = centreOf(u.system);
    for (let i = 0; i < (u.count ?? 1); i++) {
      n++;
      const spread = 0.25 * ((n % 5) - 2);
      let x = c.x + spread;
      let z = c.z + 1.6;
      if (u.planet !== undefined) {
        const planet = galaxy.systems.get(galaxy.byTile.get(u.system as number)![0]!)!.planets.find((p) => p.id === u.planet)!;
        x = c.x + planet.at![1] * SCALE;
        z = c.z + planet.at![0] * SCALE;
      }
      const faction = demo.players![u.player]!.faction!;
      const color = u.player.charAt(0).toUpperCase() + u.player.slice(1);
      const name = u.unit === "flagship" ? "Hil Colish" : u.unit === "fighter" ? "x1 Fighter Token" : `${color} ${TYPE_NAMES[u.unit]}`;
      specs.push({ name, guid: `${u.player}-${u.unit}-${n}`, position: [x, 1.2, z], type: u.unit === "fighter" ? "Tile" : "Generic" });
      void faction;
    }
  }
  for (const t of demo.tokens ?? []) {
    const c = centreOf(t.system);
    if (t.token === "command") specs.push({ name: `${TOKEN_NAMES[demo.players![t.player!]!.faction!]} Command Token`, guid: `cmd-${t.system}`, position: [c.x - 1, 1.2, c.z], type: "Tile" });
    else specs.push({ name: "Gamma Wormhole Token", position: [c.x + 1, 1.2, c.z - 1], type: "Tile" });
  }
  // Red's command sheet away from the map: three fleet tokens in its fleet area, two technology cards beside it.
  specs.push({ name: "Command Sheet (Red)", position: [40, 1.1, -40] });
  for (const [x, z] of [[-1.6, -1.1], [-2.6, -1.1], [-2.2, -2.2]]) specs.push({ name: "Federation of Sol Command Token", position: [40 + x!, 1.2, -40 + z!], type: "Tile" });
  specs.push({ name: "Federation of Sol Command Token", position: [40 + 0.64, 1.2, -40 - 2.8], type: "Tile" }); // tactics area
  specs.push({ name: "Gravity Drive", type: "Card", position: [44, 1.1, -44] });
  specs.push({ name: "Advanced Carrier II", type: "Card", position: [46, 1.1, -44] });
  specs.push({ name: "Command Sheet (Blue)", position: [-40, 1.1, 40] });
  specs.push({ name: "Red Carrier", type: "Bag", position: [50, 1, -50] }); // the supply bag shares the units' name
  return { specs, systems };
}

/** Seats as the faction helper keys them: command-sheet colour -> faction token name. */
const SEATS = { Red: "Federation of Sol", Blue: "Ghosts of Creuss", Green: "Emirates of Hacan" };

function setUp(extra: Spec[] = []): LuaRunner {
  const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "fake-ti4-helpers.lua", "canonical.lua"]);
  const { specs, systems } = demoTable();
  lua.run(`
    FAKE.systemHelper(${luaValue(systems)})
    FAKE.factionHelper(${luaValue(SEATS)})
    for _, spec in ipairs(${luaValue([...specs, ...extra])}) do FAKE.object(spec) end
  `);
  return lua;
}

const JS_REPORT = (() => {
  const result = reportActivation(demo);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
})();

/** The texts of the report's labels still on the table (3D Text objects with the report's memo). */
const reportLabels = (lua: LuaRunner): string[] =>
  JSON.parse(lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text and o.memo == "ti4-reach report label" and not o.destroyed then t[#t + 1] = o.text.value end end return CANONICAL(t)`));

describe("ti4-reach in Tabletop Simulator", () => {
  test("dropping a command token on a system reports it like the scenario, and draws, highlights and tells", () => {
    const lua = setUp();
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.active).toEqual({ system: 63, hex: [0, -1] });
    expect(canonical(report.ships)).toBe(canonical(JS_REPORT.ships));
    expect(canonical(report.transport)).toBe(canonical(JS_REPORT.transport));
    expect(canonical(report.warnings)).toBe(canonical(JS_REPORT.warnings));

    const lines = JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`));
    expect(lines[0]).toMatchObject({ loop: true, color: { r: 0.86, g: 0.1, b: 0.09 } });
    expect(lines[0].points).toHaveLength(6);
    const pathSegments = JS_REPORT.ships.filter((s) => s.reachable).reduce((n, s) => n + s.path!.length - 1, 0);
    // The paths come dashed in the player's seat pattern (core/present/dashes), each dash a vector line of its own.
    expect(lines.length).toBeGreaterThan(1 + pathSegments);
    const paths = lines.filter((l: { thickness: number }) => l.thickness === 0.1003 || l.thickness === 0.0503);
    expect(paths.length).toBeGreaterThan(pathSegments);

    // A label for each group the label policy names (those that reach, and those a held effect would bring), Sol's
    // tag before its first line, on a backing bar per line of text.
    const labels = JSON.parse(lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.memo == "ti4-reach report label" then t[#t + 1] = { text = o.text.value, x = o.getPosition().x, z = o.getPosition().z } end end return CANONICAL(t)`)) as { text: string; x: number; z: number }[];
    expect(labels).toHaveLength(chooseLabels(JS_REPORT).labelled.length);
    expect(labels.every((l) => l.text.startsWith("Sol  "))).toBe(true);
    const textLines = labels.reduce((n, l) => n + l.text.split("\n").length, 0);
    expect(lines.filter((l: { thickness: number }) => l.thickness === 0.4003)).toHaveLength(textLines);
    // None at another's spot; each a 3D Text spawned silently.
    expect(new Set(labels.map((l) => `${l.x.toFixed(2)},${l.z.toFixed(2)}`)).size).toBe(labels.length);
    expect(lua.run(`return tostring(FAKE.spawnSounds)`)).toBe("nil");

    const highlights = JSON.parse(lua.run(`return CANONICAL(FAKE.highlights)`)) as Record<string, string>;
    const highlighted = Object.keys(highlights).sort();
    // Reaching: 2 carriers in 1, the cruiser in 73, the carrier in 79, the dreadnought in 68, the destroyer in 67, the carrier in 63.
    expect(highlighted.map((g) => g.replace(/-\d+$/, ""))).toEqual([
      "red-carrier",
      "red-carrier",
      "red-carrier",
      "red-carrier",
      "red-cruiser",
      "red-destroyer",
      "red-dreadnought",
    ]);
    expect(Object.values(highlights).every((c) => c === "Red")).toBe(true);

    const shown = JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`));
    expect(shown).toEqual([{ color: "Red", message: "ti4-reach: Activated 63: 5 groups of ships reach it" }]);
    const said = JSON.parse(lua.run(`return CANONICAL(FAKE.prints)`));
    expect(said).toHaveLength(1);
    expect(said[0].color).toBe("Red");
    expect(said[0].message).toContain("Can arrive: 11 fighters and ground forces");
    expect(said[0].message).toContain("After the move: fleet pool: 7 ships in 63 after this move, your limit is 3");
    expect(said[0].message).toContain("1 Cruiser: locked"); // listed in the chat, which draws over nothing
    expect(said[0].message).toContain("2 more groups cannot reach: 1 out of range, 1 locked"); // the label policy's count
    lua.close();
  });

  test("a game saved with a report's labels and loaded again: they go on load", () => {
    const lua = setUp();
    lua.run(`FAKE.object({ type = "3DText", memo = "ti4-reach report label", position = { x = 0, y = 1.4, z = 6 } }).text.value = "Sol  2 Carrier: 1 system"`);
    lua.run(`onLoad("")`);
    expect(reportLabels(lua)).toEqual([]);
    lua.close();
  });

  test("the next turn clears the lines, labels and highlights, and leaves players' drawings alone", () => {
    const lua = setUp();
    lua.run(`Global.setVectorLines({ { points = { {x=0,y=0,z=0}, {x=1,y=0,z=1} }, color = "Blue" } })`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(reportLabels(lua).length).toBeGreaterThan(0);
    lua.run(`onPlayerTurn({ color = "Blue" }, { color = "Red" })`);
    expect(lua.run(`return CANONICAL(self.getVectorLines())`)).toBe("[]");
    expect(reportLabels(lua)).toEqual([]);
    expect(JSON.parse(lua.run(`return CANONICAL(Global.getVectorLines())`))).toEqual([{ points: [{ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 1 }], color: "Blue" }]);
    expect(lua.run(`return CANONICAL(FAKE.highlights)`)).toBe("[]");
    lua.close();
  });

  test("on a table without turns the drawing goes two minutes after it was drawn, and ships picked up then show their range", () => {
    const lua = setUp();
    lua.run(`Turns.enable = false`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const drawn = JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`)).length;
    expect(drawn).toBeGreaterThan(0);
    lua.run(`FAKE.elapse(119)`);
    expect(JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`))).toHaveLength(drawn);
    lua.run(`FAKE.elapse(1)`);
    expect(lua.run(`return CANONICAL(self.getVectorLines())`)).toBe("[]");
    expect(lua.run(`return CANONICAL(FAKE.highlights)`)).toBe("[]");
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser-11"))`); // the cruiser in 73
    expect(JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`)).length).toBeGreaterThan(0);
    lua.close();
  });

  test("the activating token picked back up takes the drawing away; put down again, the system is reported anew", () => {
    const lua = setUp();
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return #FAKE.broadcasts`)).toBe("1");
    lua.run(`FAKE.pickUp("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return CANONICAL(self.getVectorLines())`)).toBe("[]");
    lua.run(`FAKE.drop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return #FAKE.broadcasts`)).toBe("2");
    expect(JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`)).length).toBeGreaterThan(0);
    lua.close();
  });

  test("a law in play on the table changes the report (Enforced Travel Ban)", () => {
    const lua = setUp([{ name: "Enforced Travel Ban", type: "Card", position: [30, 1.1, 30] }]);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    const js = reportActivation({ ...demo, laws: ["enforced-travel-ban"] });
    expect(js.ok && canonical(report.ships)).toBe(js.ok && canonical(js.report.ships));
    lua.close();
  });

  test("Twilight's Fall cards by their names: an Exile card makes the game Twilight's Fall and red's destroyers Exiles; Slipstream is then the mode's", () => {
    const lua = setUp([
      { name: "Exile", type: "Card", position: [48, 1.1, -44] },
      { name: "Slipstream", type: "Card", position: [50, 1.1, -44] },
    ]);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    const red = demo.players!.red!;
    const js = reportActivation({
      ...demo,
      mode: "twilights-fall",
      players: { ...demo.players, red: { ...red, technologies: [...(red.technologies ?? []), "tf-exile", "tf-slipstream"] } },
    });
    expect(js.ok && canonical(report.ships)).toBe(js.ok && canonical(js.report.ships));
    const destroyers = (report.ships as { unit: string; move: number }[]).filter((s) => s.unit === "destroyer");
    expect(destroyers.length).toBeGreaterThan(0);
    expect(destroyers.every((s) => s.move >= 4)).toBe(true); // TF Exile: move 4
    // Slipstream as Twilight's Fall prints it: +1 to the cruiser starting in 39, a beta wormhole system.
    expect((report.ships as { unit: string; from: number; move: number }[]).find((s) => s.unit === "cruiser" && s.from === 39)!.move).toBe(3);
    lua.close();
  });

  test("without a card only Twilight's Fall prints, the game is the base one: a Slipstream card (a faction ability there) changes nothing", () => {
    const lua = setUp([{ name: "Slipstream", type: "Card", position: [50, 1.1, -44] }]);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(canonical(report.ships)).toBe(canonical(JS_REPORT.ships));
    lua.close();
  });

  test("a token dropped where the mod's helper sees no system does not read the table", () => {
    const lua = setUp();
    // A second system helper (the last one answers) that knows no system at all.
    lua.run(`
      FAKE.systemHelper({})
      SCANS = 0
      local original = getObjects
      getObjects = function() SCANS = SCANS + 1 return original() end
    `);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return CANONICAL(FAKE.broadcasts)`)).toBe("[]");
    expect(Number(lua.run(`return SCANS`))).toBeLessThanOrEqual(1);
    lua.close();
  });

  test("a token dropped by a player whose turn it is not does nothing", () => {
    const lua = setUp();
    lua.run(`Turns.turn_color = "Blue"`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return CANONICAL(FAKE.broadcasts)`)).toBe("[]");
    lua.close();
  });

  test("the mod's own activation hook reports the same system, once", () => {
    const lua = setUp();
    lua.run(`onSystemActivation({ guid = "tile63", tile = 63 })`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const said = JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`));
    expect(said).toHaveLength(1);
    expect(said[0].message).toContain("Activated 63");
    lua.close();
  });

  test("broken, unknown and misplaced objects become diagnostics, never errors", () => {
    const lua = setUp([
      { name: "Red Carrier", guid: "broken", position: [0, 1, 0], broken: true },
      { name: "Mystery Box", position: [0, 1, 6] },
      { name: "", guid: "tile-astray", type: "Tile", position: [2.6, 1.12, 1.5], gmNotes: "tile:19" },
    ]);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    const kinds = report.diagnostics.map((d: { kind: string }) => d.kind);
    expect(kinds).toContain("unknown-id");
    expect(kinds).toContain("off-grid");
    expect(lua.run(`return CANONICAL(FAKE.prints)`)).not.toContain("internal error");
    lua.close();
  });

  test("lines left on ti4-reach's object from before a reload are replaced, not kept", () => {
    const lua = setUp();
    lua.run(`self.setVectorLines({ { points = { {x=9,y=9,z=9}, {x=8,y=8,z=8} }, color = "Red" } })`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    const lines = JSON.parse(lua.run(`return CANONICAL(self.getVectorLines())`));
    expect(lines.some((l: { points: { x: number }[] }) => l.points[0]!.x === 9)).toBe(false);
    lua.close();
  });

  test("a copy of the scripted object stays quiet while the first one answers", () => {
    const lua = setUp();
    lua.run(`FAKE.object({ name = "TI4 Reach", guid = "first-copy" }); Global.setVar("ti4reach_owner", "first-copy")`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return CANONICAL(FAKE.broadcasts)`)).toBe("[]");
    lua.close();
  });

  test("other objects' scripts reach ti4-reach with obj.call and plain data", () => {
    const lua = setUp();
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return ti4reach_lastReport().active.system`)).toBe("63");
    const other = JSON.parse(
      lua.run(`return CANONICAL(ti4reach_report({ map = "19 20", players = { red = { faction = "hacan" } },
        units = { { player = "red", unit = "cruiser", system = 20 } }, active = { player = "red", system = 19 } }))`),
    );
    expect(other.ships[0]).toMatchObject({ reachable: true, path: [20, 19] });
    expect(lua.run(`return CANONICAL(ti4reach_registerTile({ tile = 5000, source = "homebrew" }))`)).toBe("[]");
    lua.close();
  });

  test("a tile another script registers is ti4-reach's own copy: changing the caller's table afterwards changes nothing", () => {
    // MoonSharp lets no script keep another's tables (the TI4 mod copies what it is handed, MunitionsReservesFactionAbility.ttslua).
    const lua = setUp();
    lua.run(`MINE = { tile = 5001, source = "homebrew", anomalies = {} }`);
    expect(lua.run(`return CANONICAL(ti4reach_registerTile(MINE))`)).toBe("[]");
    lua.run(`MINE.anomalies[1] = "supernova"`);
    const report = JSON.parse(
      lua.run(`return CANONICAL(ti4reach_report({ map = "19 5001", players = { red = { faction = "hacan" } },
        units = { { player = "red", unit = "cruiser", system = 19 } }, active = { player = "red", system = 5001 } }))`),
    );
    expect(report.diagnostics).toEqual([]);
    expect(report.ships[0]).toMatchObject({ reachable: true, path: [19, 5001] });
    lua.close();
  });

  test("a scenario another script hands over holding itself, many times over, is copied at once and answered", () => {
    const lua = setUp();
    lua.run(`LOOP = { map = "19 20", players = { red = { faction = "hacan" } }, active = { player = "red", system = 19 } }
      for i = 1, 40 do LOOP["self" .. i] = LOOP end`);
    const answer = JSON.parse(lua.run(`local r = ti4reach_report(LOOP) return CANONICAL({ active = r.active, error = r.error })`));
    expect(answer.active).toMatchObject({ system: 19 });
    lua.close();
  });

  test("TI4Reach is there for other scripts: report a scenario, listen to reports, register homebrew", () => {
    const lua = setUp();
    lua.run(`HEARD = {}; TI4Reach.onReport(function(report) HEARD[#HEARD + 1] = report.active.system end)`);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd-63"))`);
    expect(lua.run(`return CANONICAL(HEARD)`)).toBe("[63]");
    expect(lua.run(`return TI4Reach.version`)).toBe("0.1.0");
    expect(lua.run(`return CANONICAL(TI4Reach.registerTile({ tile = 4253, source = "homebrew", wormholes = { "alpha" } }))`)).toBe("[]");
    const homebrew = JSON.parse(
      lua.run(`return CANONICAL(TI4Reach.report({ systems = { { tile = 4253, hex = {0, 0} }, { tile = 26, hex = {5, -5} } },
        players = { red = { faction = "hacan" } }, units = { { player = "red", unit = "cruiser", system = 26 } },
        active = { player = "red", system = 4253 } }))`),
    );
    expect(homebrew.ships[0]).toMatchObject({ reachable: true, path: [26, 4253] });
    expect(lua.run(`return TI4Reach.report({}).error`)).toMatch(/no active system/);
    lua.run(`TI4Reach.registerRule({ id = "homebrew-gate", text = "Lodor and Wellon are adjacent.",
      adjacent = function(context) return { { 26, 19 } } end })`);
    const gated = JSON.parse(
      lua.run(`return CANONICAL(TI4Reach.report({ systems = { { tile = 19, hex = {0, 0} }, { tile = 26, hex = {5, -5} } },
        players = { red = { faction = "hacan" } }, units = { { player = "red", unit = "cruiser", system = 26 } },
        active = { player = "red", system = 19 } }))`),
    );
    expect(gated.ships[0]).toMatchObject({ reachable: true, path: [26, 19] });
    lua.close();
  });
});
