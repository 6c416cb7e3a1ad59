/**
 * ti4-reach on TTPG when things go wrong or change: who sees the drawing, two
 * helpers and one leaving, a token picked up and put back, broken objects and
 * mod delegates at start-up, garbage in saved data, and whatever a mod author
 * passes to or returns from the API.
 */
import { Button, CheckBox, DrawingLine, MockGameObject, Vector, globalEvents, world } from "ttpg-mock";
import type { MockPlayer } from "ttpg-mock";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { releaseTi4Reach, startTi4Reach } from "../../../src/ttpg/game/start";
import { installPlayerPermissionFake, visibleTo } from "./mod-layouts";
import { SLOTS, demoState, layTable } from "./ti4-table";
import { endTi4Reach, grab, release } from "./session";

installPlayerPermissionFake();

type Global = { TI4Reach?: TI4ReachApi; TI4?: unknown; TI4ReachHolders?: unknown };
const g = globalThis as Global;

afterEach(() => endTi4Reach());

const demo = demoState();
const ours = () => world.getDrawingLines().filter((l) => l.tag === "ti4-reach");
describe("who sees the drawing (a setting saved with the game)", () => {
  test("by default everyone sees the lines and labels", () => {
    const table = layTable(demo);
    startTi4Reach();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(ours().length).toBeGreaterThan(0);
    for (const l of ours()) expect(visibleTo(l.players, SLOTS.blue!)).toBe(true);
  });

  test("ticked in the panel, only the active player sees them", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    (globalEvents as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void })._customActionAsPlayer(red, "ti4-reach:settings");
    const panel = world.getScreenUIs()[0]!;
    const widgets = (panel.widget as unknown as { getChild: () => { getAllChildren: () => unknown[] } }).getChild().getAllChildren();
    const only = widgets.find((w): w is CheckBox => w instanceof CheckBox && w.getText() === "Only the active player sees the drawing")!;
    only.setIsChecked(true);
    (only.onCheckStateChanged as unknown as { _trigger: (...a: unknown[]) => void })._trigger(only, red, true);
    expect(api.getSettings().overlayVisibility).toBe("active-player");

    release(table.tokens.get("red@63")!, red);
    expect(ours().length).toBeGreaterThan(0);
    for (const l of ours()) {
      expect(visibleTo(l.players, SLOTS.red!)).toBe(true);
      expect(visibleTo(l.players, SLOTS.blue!)).toBe(false);
    }
    for (const ui of world.getUIs()) expect(visibleTo(ui.players, SLOTS.blue!)).toBe(false);
  });

  test("garbage in the saved settings falls back to the defaults", () => {
    const api = startTi4Reach();
    for (const text of ["not json", "null", "[1,2]", "42", '{"clearAfterSeconds":"soon","overlayVisibility":7,"players":"red"}', '{"clearAfterSeconds":-5,"players":[null,{"a":1}]}']) {
      world.setSavedData(text, "ti4-reach/settings");
      expect(api.getSettings()).toEqual({ clearAfterSeconds: 120, overlayVisibility: "everyone", allLabels: false, technologies: {} });
    }
    world.setSavedData('{"clearAfterSeconds":1e308,"players":["red"]}', "ti4-reach/settings");
    world.setSavedData('{"not":"a list"}', "ti4-reach/technologies/red");
    expect(api.getSettings()).toEqual({ clearAfterSeconds: 86400, overlayVisibility: "everyone", allLabels: false, technologies: {} });
    api.setSettings({ overlayVisibility: "sometimes" as never, clearAfterSeconds: Number.NaN, technologies: { red: ["gravity-drive", 5 as never] } });
    expect(api.getSettings()).toEqual({ clearAfterSeconds: 86400, overlayVisibility: "everyone", allLabels: false, technologies: { red: ["gravity-drive"] } });
  });

  test("garbage in the saved player colours falls back to the default seating", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    for (const text of ["not json", "null", "[]", '{"11":{"colorName":42},"14":null}', '{"11":"red"}']) {
      world.setSavedData(text, "@player-color/ti4");
      api.clear();
      expect(() => release(table.tokens.get("red@63")!, table.players.get("red")!)).not.toThrow();
      expect(api.lastReport()!.player).toBe("red");
    }
  });

  // TI4-TTPG-TS saves each slot's colour name ("@player-color/ti4", player-color.ts) and its change-color.ts
  // sets a name on a slot whatever the others use: blue's seat picking a shade of red is still another player.
  test("two seats that picked the same colour name stay two players: the other's ships neither join nor lock", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    const distinct = api.lastReport()!;
    api.clear();
    const red = { colorName: "red", target: "#CB0000", plastic: "#CB0000", widget: "#CB0000" };
    world.setSavedData(JSON.stringify({ [SLOTS.red!]: red, [SLOTS.blue!]: { ...red, target: "#FF4040" } }), "@player-color/ti4");
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    const same = api.lastReport()!;
    expect(same.player).toBe("red");
    expect(same.ships).toEqual(distinct.ships);
    expect(same.transport).toEqual(distinct.transport);
  });
});

describe("helpers and tokens", () => {
  test("removing one of two helpers leaves the other working; removing both stops ti4-reach", () => {
    const table = layTable(demo);
    const api = startTi4Reach("object:helper-a");
    expect(startTi4Reach("object:helper-b")).toBe(api);
    releaseTi4Reach("object:helper-a");
    expect(g.TI4Reach).toBe(api);
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(ours().length).toBeGreaterThan(0);
    releaseTi4Reach("object:helper-b");
    expect(g.TI4Reach).toBeUndefined();
    expect(ours()).toHaveLength(0);
  });

  test("picking the token up and putting it back on the same system draws again", () => {
    const table = layTable(demo);
    startTi4Reach();
    const token = table.tokens.get("red@63")!;
    const red = table.players.get("red")!;
    release(token, red);
    const drawn = ours().length;
    expect(drawn).toBeGreaterThan(0);
    grab(token, red);
    expect(ours()).toHaveLength(0);
    release(token, red);
    expect(ours()).toHaveLength(drawn);
  });

  test("start-up is guarded per object and per mod delegate", () => {
    const table = layTable(demo);
    const broken = new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: 11, position: new Vector(500, 500, 0) });
    jest.spyOn(broken, "getTemplateMetadata").mockImplementation(() => {
      throw new Error("object destroyed");
    });
    const badOnReleased = new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: 11, position: new Vector(510, 500, 0) });
    Object.defineProperty(badOnReleased, "onReleased", { get: () => ({ add: () => { throw new Error("no delegate"); }, remove: () => undefined }) });
    g.TI4 = {
      events: { onSystemActivated: { add: () => { throw new Error("mod delegate broken"); }, remove: () => undefined } },
      turnOrder: { getCurrentTurn: () => { throw new Error("turn order broken"); } },
    };
    const said = jest.spyOn(world, "broadcastChatMessage");
    const api = startTi4Reach();
    expect(said.mock.calls.map((c) => c[0]).join("\n")).toContain("could not watch");
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    expect(api.lastReport()!.active.system).toBe(63);
    expect(ours().length).toBeGreaterThan(0);
  });
});

describe("the API answers whatever a mod author passes or returns", () => {
  test("report, registerTile, registerUnit, registerRule, onReport and setRenderer with garbage give diagnostics, never throw", () => {
    const api = startTi4Reach();
    for (const bad of [undefined, null, "19 20", 42, [], {}]) {
      expect(() => api.report(bad as never)).not.toThrow();
      expect(api.report(bad as never).ok).toBe(false);
      expect(api.registerTile(bad as never).length).toBeGreaterThan(0);
      expect(api.registerUnit(bad as never).length).toBeGreaterThan(0);
      expect(api.registerRule(bad as never).length).toBeGreaterThan(0);
      expect(api.onReport(bad as never).length).toBeGreaterThan(0);
      expect(api.setRenderer(bad as never).length).toBeGreaterThan(0);
    }
    expect(api.registerRule({ id: "x", text: "y", moveBonus: 3 as never }).length).toBeGreaterThan(0);
    expect(api.registerTile({ tile: "19" as never, source: "homebrew" }).length).toBeGreaterThan(0);
    expect(api.registerUnit({ id: undefined } as never).length).toBeGreaterThan(0);
  });

  test("a rule returning garbage (non-list adjacency, Infinity move bonus) gives diagnostics; the rest of the report stands", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    expect(api.registerRule({ id: "bad-adjacency", text: "garbage", adjacent: () => 5 as never })).toEqual([]);
    expect(api.registerRule({ id: "huge-bonus", text: "garbage", moveBonus: () => Infinity })).toEqual([]);
    expect(api.registerRule({ id: "half-pairs", text: "garbage", adjacent: () => [[1, 63], "x", [null, 2]] as never })).toEqual([]);
    const started = Date.now();
    expect(() => release(table.tokens.get("red@63")!, table.players.get("red")!)).not.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
    const report = api.lastReport()!;
    const texts = report.diagnostics.map((d) => d.message).join("\n");
    expect(texts).toContain("rule bad-adjacency gave adjacency that is not a list");
    expect(texts).toContain("rule huge-bonus gave a move bonus that is not a small number");
    expect(texts).toContain("rule half-pairs gave 2 adjacency entries");
    // Infinity was not added: the dreadnought with move 1 in 45 is still out of range.
    expect(report.ships.find((s) => s.from === 45)).toMatchObject({ reachable: false, reason: "out-of-range" });
    // The valid pair still counts: Jord's carriers come straight in.
    expect(report.ships.find((s) => s.from === 1 && s.unit === "carrier")).toMatchObject({ path: [1, 63] });
  });

  test("a renderer whose draw and clear throw: chat lines, the report still stands and listeners still hear it", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const heard: number[] = [];
    api.onReport((r) => heard.push(r.active.system as number));
    expect(api.setRenderer({ draw: () => { throw new Error("draw broke"); }, clear: () => { throw new Error("clear broke"); } })).toEqual([]);
    const red = table.players.get("red")!;
    const chat = jest.spyOn(red, "sendChatMessage");
    const token = table.tokens.get("red@63")!;
    expect(() => release(token, red)).not.toThrow();
    expect(heard).toEqual([63]);
    expect(chat.mock.calls.map((c) => c[0]).join("\n")).toContain("the overlay renderer failed: draw broke");
    expect(() => grab(token, red)).not.toThrow();
    expect(() => api.clear()).not.toThrow();
    expect(() => api.stop()).not.toThrow();
  });

  test("an old line of another kind is never touched", () => {
    const someone = new DrawingLine();
    someone.points = [new Vector(0, 0, 0), new Vector(1, 1, 0)];
    world.addDrawingLine(someone);
    const table = layTable(demo);
    startTi4Reach();
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    g.TI4Reach!.stop();
    expect(world.getDrawingLines()).toEqual([someone]);
  });
});

describe("the settings panel when things go wrong", () => {
  afterEach(() => jest.restoreAllMocks());
  const openPanel = (red: MockPlayer): unknown[] => {
    (globalEvents as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void })._customActionAsPlayer(red, "ti4-reach:settings");
    const panel = world.getScreenUIs()[0]!;
    return (panel.widget as unknown as { getChild: () => { getAllChildren: () => unknown[] } }).getChild().getAllChildren();
  };
  const trigger = (delegate: unknown, ...args: unknown[]) => (delegate as { _trigger: (...a: unknown[]) => void })._trigger(...args);

  test("a setting that cannot be saved, ticked by a player who has since left, is no error in the game", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    const widgets = openPanel(red);
    jest.spyOn(world, "setSavedData").mockImplementation(() => {
      throw new Error("no room left");
    });
    jest.spyOn(red, "sendChatMessage").mockImplementation(() => {
      throw new Error("player left");
    });
    const gravity = widgets.find((w): w is CheckBox => w instanceof CheckBox && w.getText() === "Gravity Drive")!;
    expect(() => trigger(gravity.onCheckStateChanged, gravity, red, true)).not.toThrow();
  });

  // TI4-TTPG-TS saves each slot's colour name as the player chose it ("@player-color/ti4", player-color.ts): any text.
  test("a saved player colour named by any word of Object.prototype: the panel opens, ticks and the activation reports", () => {
    const words = [...Object.getOwnPropertyNames(Object.prototype), "prototype"];
    for (const word of words) {
      // "__proto__" is no player id (the scenario format is JSON): that seat keeps its default colour.
      const name = word === "__proto__" ? "red" : word;
      endTi4Reach();
      world.getScreenUIs().forEach((ui) => world.removeScreenUIElement(ui));
      const table = layTable(demo);
      const red = table.players.get("red")!;
      world.setSavedData(JSON.stringify({ [SLOTS.red!]: { colorName: word, target: "#CB0000", plastic: "#CB0000", widget: "#CB0000" } }), "@player-color/ti4");
      const api = startTi4Reach();
      const chat = jest.spyOn(red, "sendChatMessage");
      const widgets = openPanel(red);
      const gravity = widgets.find((w): w is CheckBox => w instanceof CheckBox && w.getText() === "Gravity Drive");
      expect({ word, panel: gravity !== undefined }).toEqual({ word, panel: true });
      trigger(gravity!.onCheckStateChanged, gravity, red, true);
      expect({ word, ticked: Object.getOwnPropertyDescriptor(api.getSettings().technologies, name)?.value }).toEqual({ word, ticked: ["gravity-drive"] });
      release(table.tokens.get("red@63")!, red);
      expect({ word, player: api.lastReport()?.player }).toEqual({ word, player: name });
      expect({ word, said: chat.mock.calls.map((c) => String(c[0])).filter((line) => line.indexOf("internal error") >= 0) }).toEqual({ word, said: [] });
      chat.mockRestore();
    }
  });

  test("Close closes the panel; stopping ti4-reach closes every open panel", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    const close = openPanel(red).find((w): w is Button => w instanceof Button && w.getText() === "Close")!;
    expect(() => trigger(close.onClicked, close, red)).not.toThrow();
    expect(world.getScreenUIs()).toHaveLength(0);
    openPanel(red);
    openPanel(table.players.get("blue")!);
    expect(world.getScreenUIs()).toHaveLength(2);
    api.stop();
    expect(world.getScreenUIs()).toHaveLength(0);
  });
});

describe("objects the table announces more than once", () => {
  const announce = (o: unknown) => (globalEvents.onObjectCreated as unknown as { _trigger: (o: unknown) => void })._trigger(o);
  afterEach(() => jest.restoreAllMocks());

  test("a command token announced again (as when taken out of a container) is listened to once: one release reads the table once", () => {
    const table = layTable(demo);
    startTi4Reach();
    const token = table.tokens.get("red@63")!;
    announce(token);
    const scans = jest.spyOn(world, "getAllObjects");
    release(token, table.players.get("red")!);
    expect(scans).toHaveBeenCalledTimes(1);
  });

  test("a command token destroyed and made anew (put in a container and taken out) is listened to", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const token = table.tokens.get("red@63")!;
    token.destroy();
    const again = new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: SLOTS.red!, position: token.getPosition(), rotation: token.getRotation() });
    release(again, table.players.get("red")!);
    expect(api.lastReport()?.active.system).toBe(63);
  });
});

describe("a script reload (Reset scripting: a new script, the world as it was)", () => {
  // TTPG custom actions as a player sees them: world.addCustomAction / GameObject.addCustomAction list an entry
  // per call, removeCustomAction(identifier) takes it away (ttpg-mock keeps none, so they are counted here).
  function menuEntries() {
    const listed = new Map<unknown, string[]>();
    const twice: string[] = [];
    const add = function (this: unknown, _name: string, _tooltip?: string, id?: string) {
      const list = listed.get(this) ?? [];
      if (list.includes(id!)) twice.push(id!);
      listed.set(this, [...list, id!]);
    };
    const remove = function (this: unknown, id: string) {
      listed.set(this, (listed.get(this) ?? []).filter((entry) => entry !== id));
    };
    jest.spyOn(world, "addCustomAction").mockImplementation(add);
    jest.spyOn(world, "removeCustomAction").mockImplementation(remove);
    jest.spyOn(MockGameObject.prototype, "addCustomAction").mockImplementation(add);
    jest.spyOn(MockGameObject.prototype, "removeCustomAction").mockImplementation(remove);
    return twice;
  }

  test("started again without being stopped, ti4-reach lists each of its menu entries once, on the table and on every tile", () => {
    layTable(demo);
    const twice = menuEntries();
    const old = startTi4Reach();
    // The new script knows nothing of the old: the globals are gone, the world's menus are not.
    delete g.TI4Reach;
    delete g.TI4ReachHolders;
    const current = startTi4Reach();
    expect(twice).toEqual([]);
    old.stop(); // (the old script's timers, which a reload ends)
    expect(g.TI4Reach).toBe(current); // stopping the old one leaves the running one published
    jest.restoreAllMocks();
  });
});
