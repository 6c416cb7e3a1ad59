/**
 * ti4-reach on a Tabletop Playground table (ttpg-mock standing in for the
 * API), laid out as the TI4 TTPG mods lay the demo: a command token is
 * released over a system by its owner, and the lines, labels, panel and chat
 * that result are checked; then the same with the built package's script.
 */
import { join } from "path";
import { CheckBox, DrawingLine, MockGameObject, Vector, globalEvents, world } from "ttpg-mock";
import type { MockPlayer } from "ttpg-mock";
import { hexToTtpg, reportActivation } from "../../../src/core/all";
import type { ActivationReport } from "../../../src/core/all";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { canonical } from "../../support/canonical";
import { demoState, layTable } from "./ti4-table";
import { endTi4Reach, release, shownTexts } from "./session";

const demo = demoState();
const jsReport = ((): ActivationReport => {
  const r = reportActivation(demo);
  if (!r.ok) throw new Error(r.problem.message);
  return r.report;
})();

type Global = { TI4Reach?: TI4ReachApi; TI4?: unknown };
const g = globalThis as Global;

afterEach(() => endTi4Reach());

const ours = () => world.getDrawingLines().filter((l) => l.tag === "ti4-reach");
const texts = shownTexts;

describe("ti4-reach in Tabletop Playground", () => {
  test("a command token released on a system by its owner: report, lines, labels, panel and chat", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    const chat = jest.spyOn(red, "sendChatMessage");
    release(table.tokens.get("red@63")!, red);

    const report = api.lastReport()!;
    expect(report.active).toEqual({ system: 63, hex: [0, -1] });
    expect(canonical(report.ships)).toBe(canonical(jsReport.ships));
    expect(canonical(report.transport)).toBe(canonical(jsReport.transport));
    expect(canonical(report.warnings)).toBe(canonical(jsReport.warnings));

    const segments = jsReport.ships.filter((s) => s.reachable).reduce((n, s) => n + s.path!.length - 1, 0);
    expect(ours()[0]!.points).toHaveLength(7); // the active system's outline, closed
    // Red's paths are dashed in its seat's pattern (each dash a line of its own), wider than the leader lines.
    const pathLines = ours().filter((l) => l.thickness === 0.45 || l.thickness === 0.25);
    expect(pathLines.length).toBeGreaterThan(segments);
    expect(ours().every((l) => l === ours()[0] || l.thickness === 0.45 || l.thickness === 0.25 || l.thickness === 0.12)).toBe(true);
    expect(texts()).toEqual(expect.arrayContaining(["2 Advanced Carrier: 2 systems", "1 Destroyer: 3 systems, 1 rift roll (70% each)"]));
    // The cruiser locked in 60 and the dreadnought out of range with nothing held are counted, not labelled.
    expect(texts()).not.toContain("1 Cruiser: locked");
    expect(texts()).toContain("2 more groups cannot reach: 1 out of range, 1 locked");
    expect(texts()).toEqual(expect.arrayContaining(["Can arrive: 11 fighters and ground forces"]));
    expect(chat).toHaveBeenCalledTimes(1);
    expect(chat.mock.calls[0]![0]).toContain("After the move: fleet pool: 7 ships in 63 after this move, your limit is 3");
  });

  test("with the setting for every label, the locked cruiser is labelled too and the panel counts none left out", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    api.setSettings({ allLabels: true });
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(texts()).toContain("1 Cruiser: locked");
    expect(texts().some((t) => t.includes("cannot reach:"))).toBe(false);
  });

  test("each label carries red's tag, and no two labels lie on each other", () => {
    const table = layTable(demo);
    startTi4Reach();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(texts().filter((t) => t === "Sol").length).toBeGreaterThan(3); // red plays the Federation of Sol
    const spots = world.getUIs().map((ui) => `${Math.round(ui.position.x * 10)},${Math.round(ui.position.y * 10)}`);
    expect(new Set(spots).size).toBe(spots.length);
  });

  test("picking the token up again clears everything ti4-reach drew, and only that", () => {
    const table = layTable(demo);
    startTi4Reach();
    const someone = new DrawingLine();
    someone.points = [new Vector(0, 0, 0), new Vector(1, 1, 0)];
    world.addDrawingLine(someone);
    const token = table.tokens.get("red@63")!;
    release(token, table.players.get("red")!);
    expect(ours().length).toBeGreaterThan(0);
    (token as unknown as { _grabAsPlayer: (p: MockPlayer) => void })._grabAsPlayer(table.players.get("red")!);
    expect(ours()).toHaveLength(0);
    expect(world.getUIs()).toHaveLength(0);
    expect(world.getDrawingLines()).toEqual([someone]);
  });

  test("the end of the turn clears the drawing (the TS mod's turn order)", () => {
    jest.useFakeTimers();
    try {
      let turn = 11;
      g.TI4 = { turnOrder: { getCurrentTurn: () => turn } };
      const table = layTable(demo);
      startTi4Reach();
      release(table.tokens.get("red@63")!, table.players.get("red")!);
      expect(ours().length).toBeGreaterThan(0);
      turn = 14;
      jest.advanceTimersByTime(1500);
      expect(ours()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  test("only the player whose turn it is activates, with their own token", () => {
    g.TI4 = { turnOrder: { getCurrentTurn: () => 14 } };
    const table = layTable(demo);
    const api = startTi4Reach();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(api.lastReport()).toBeUndefined();
    expect(ours()).toHaveLength(0);
  });

  test("'Show reach' on a system tile's context menu reports for the player who asked", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const tile = table.tiles.get(26)! as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void };
    tile._customActionAsPlayer(table.players.get("red")!, "ti4-reach:show");
    expect(api.lastReport()!.active.system).toBe(26);
    expect(ours().length).toBeGreaterThan(0);
  });

  test("'Show reach' on the Wormhole Nexus lying face down (inactive, as the game begins) reports for it, as a token dropped there does", () => {
    const table = layTable(demo); // the demo's bare 82: face down
    expect(table.tiles.get(82)!.getRotation().roll).toBe(180);
    const api = startTi4Reach();
    const tile = table.tiles.get(82)! as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void };
    tile._customActionAsPlayer(table.players.get("red")!, "ti4-reach:show");
    expect(api.lastReport()!.active.system).toBe(82);
  });

  test("'Show reach' on a hyperlane tells the player it is no system, and activates nothing", () => {
    const table = layTable(demo);
    const at = hexToTtpg({ q: 5, r: -5 });
    const lane = new MockGameObject({ templateMetadata: "tile.system:pok/83", position: new Vector(at.x, at.y, 0) }) as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void };
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    const chat = jest.spyOn(red, "sendChatMessage");
    lane._customActionAsPlayer(red, "ti4-reach:show");
    expect(api.lastReport()).toBeUndefined();
    expect(chat.mock.calls.map((c) => c[0])).toEqual(["ti4-reach: this tile is not a system in play"]);
  });

  test("a token dropped on a tile knocked off its hex: the player hears that the tile lies between hexes, not only that no system is there", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    const tile = table.tiles.get(63)!;
    tile.setPosition(tile.getPosition().add(new Vector(5.5, 0, 0))); // TTPG tiles are physics objects: bumped
    const token = table.tokens.get("red@63")!;
    token.setPosition(tile.getPosition().add(new Vector(0, 0, 1)));
    const chat = jest.spyOn(red, "sendChatMessage");
    release(token, red);
    const told = chat.mock.calls.map((c) => c[0]).join("\n");
    expect(told).toContain("no system on hex");
    expect(told).toContain("tile 63 lies between hexes");
  });

  test("bad tables: unknown objects, objects gone while scanning, tiles not snapped, a token dropped off the map", () => {
    const table = layTable(demo);
    new MockGameObject({ templateMetadata: "homebrew:thing/whatever", position: new Vector(0, 0, 1) });
    new MockGameObject({ templateMetadata: "", position: new Vector(3, 3, 1) });
    const gone = new MockGameObject({ templateMetadata: "unit:base/carrier", owningPlayerSlot: 11, position: new Vector(1, 1, 1) });
    jest.spyOn(gone, "getPosition").mockImplementation(() => {
      throw new Error("object destroyed");
    });
    table.tiles.get(45)!.setPosition(table.tiles.get(45)!.getPosition().add(new Vector(2.5, 0, 0)));
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    expect(() => release(table.tokens.get("red@63")!, red)).not.toThrow();
    const kinds = api.lastReport()!.diagnostics.map((d) => d.kind);
    expect(kinds).toEqual(expect.arrayContaining(["unknown-id", "off-grid"]));

    const astray = table.tokens.get("red@60")!;
    astray.setPosition(new Vector(500, 500, 1));
    api.clear();
    expect(() => release(astray, red)).not.toThrow();
    expect(ours()).toHaveLength(0);
  });

  test("the API is on globalThis: report, onReport, rules, and a renderer of one's own", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    expect(g.TI4Reach).toBe(api);
    expect(startTi4Reach()).toBe(api); // a second helper does not start a second ti4-reach
    const heard: unknown[] = [];
    api.onReport((r) => heard.push(r.active.system));
    const drawn: string[] = [];
    api.setRenderer({ draw: (model) => drawn.push(model.player), clear: () => drawn.push("cleared") });
    expect(api.registerRule({ id: "homebrew-gate", text: "Jord and Vorhal are adjacent.", adjacent: () => [[1, 63]] })).toEqual([]);
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(heard).toEqual([63]);
    expect(drawn).toEqual(["cleared", "red"]);
    expect(api.lastReport()!.ships.find((s) => s.from === 1 && s.unit === "carrier")).toMatchObject({ path: [1, 63], entered: 1 });
    const result = api.report({ map: "19 20", players: { red: { faction: "hacan" } }, units: [{ player: "red", unit: "cruiser", system: 20 }], active: { player: "red", system: 19 } });
    expect(result.ok && result.report.ships[0]!.reachable).toBe(true);
  });

  test("technologies from the settings count where no technology cards lie out", () => {
    const bare = { ...demo, players: { ...demo.players, red: { ...demo.players!.red!, technologies: [] } } };
    const table = layTable(bare);
    const api = startTi4Reach();
    api.setSettings({ technologies: { red: ["gravity-drive", "advanced-carrier-ii"] } });
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(canonical(api.lastReport()!.ships)).toBe(canonical(jsReport.ships));
  });
});

describe("starting and stopping", () => {
  test("lines left from an earlier session (saved with the game) are swept when ti4-reach starts", () => {
    const old = new DrawingLine();
    old.tag = "ti4-reach";
    old.points = [new Vector(0, 0, 0), new Vector(5, 5, 0)];
    world.addDrawingLine(old);
    startTi4Reach();
    expect(ours()).toHaveLength(0);
  });

  test("after stop, nothing listens any more, and a new start works", () => {
    const table = layTable(demo);
    startTi4Reach().stop();
    expect(g.TI4Reach).toBeUndefined();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(ours()).toHaveLength(0);
    const again = startTi4Reach();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(again.lastReport()!.active.system).toBe(63);
  });

  test("every player's technologies fit the saved data, one key each", () => {
    startTi4Reach();
    const all = ["gravity-drive", "antimass-deflectors", "light-wave-deflector", "carrier-ii", "cruiser-ii", "dreadnought-ii", "fighter-ii", "advanced-carrier-ii", "super-dreadnought-ii", "exotrireme-ii", "saturn-engine-ii", "prototype-war-sun-ii", "floating-factory-ii", "hybrid-crystal-fighter-ii", "memoria-ii", "dimensional-tear-ii"];
    const technologies = Object.fromEntries(["red", "blue", "green", "yellow", "purple", "orange", "pink", "white"].map((p) => [p, all]));
    const setData = jest.spyOn(world, "setSavedData");
    g.TI4Reach!.setSettings({ technologies });
    for (const [data] of setData.mock.calls) expect((data as string).length).toBeLessThanOrEqual(1023);
    expect(g.TI4Reach!.getSettings().technologies).toEqual(technologies);
  });
});

describe("the settings panel", () => {
  test("a player ticks their technologies; ti4-reach counts them", () => {
    const bare = { ...demo, players: { ...demo.players, red: { ...demo.players!.red!, technologies: [] } } };
    const table = layTable(bare);
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    (globalEvents as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void })._customActionAsPlayer(red, "ti4-reach:settings");
    const panel = world.getScreenUIs()[0]!;
    const boxes = (panel.widget as unknown as { getChild: () => { getAllChildren: () => unknown[] } }).getChild().getAllChildren();
    const checks = boxes.filter((w): w is CheckBox => w instanceof CheckBox);
    for (const label of ["Gravity Drive", "Advanced Carrier II"]) {
      const box = checks.find((c) => c.getText() === label)!;
      box.setIsChecked(true);
      (box.onCheckStateChanged as unknown as { _trigger: (...a: unknown[]) => void })._trigger(box, red, true);
    }
    expect(api.getSettings().technologies.red).toEqual(["gravity-drive", "advanced-carrier-ii"]);
    release(table.tokens.get("red@63")!, red);
    expect(canonical(api.lastReport()!.ships)).toBe(canonical(jsReport.ships));
  });
});

describe("the built package", () => {
  test("Scripts/ti4-reach-helper.js starts ti4-reach and answers a released token", () => {
    const table = layTable(demo);
    // The bundle's require("@tabletop-playground/api") gets the same ttpg-mock as this test.
    require(join(__dirname, "..", "..", "..", "dist", "ttpg", "ti4-reach", "Scripts", "ti4-reach-helper.js"));
    const api = g.TI4Reach!;
    expect(api.version).toBe("0.1.0");
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(canonical(api.lastReport()!.transport)).toBe(canonical(jsReport.transport));
    expect(ours().length).toBeGreaterThan(0);
  });
});
