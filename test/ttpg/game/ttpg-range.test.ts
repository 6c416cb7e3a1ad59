/**
 * Move range on a Tabletop Playground table (ttpg-mock standing in for the
 * API), laid out as the TI4 TTPG mods lay the demo: a player picks up one of
 * their own ships (GameObject.onGrab, as TTPG calls it) and every system in
 * range is outlined with a label; releasing it (onReleased) takes that away.
 */
import { DrawingLine, globalEvents, world } from "ttpg-mock";
import type { MockGameObject, MockPlayer } from "ttpg-mock";
import { moveRange } from "../../../src/core/all";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { demoState, layTable } from "./ti4-table";
import { endTi4Reach, grab, release, resetHeld, shownTexts } from "./session";


afterEach(() => endTi4Reach());

const demo = demoState();
const rangeLines = () => world.getDrawingLines().filter((l: DrawingLine) => l.tag === "ti4-reach:range");
const labels = (): string[] => shownTexts();
const object = (id: string) => world.getObjectById(id) as MockGameObject;

/** The demo's range of Sol's Advanced Carriers in Jord, straight from the core. */
const jord = (() => {
  const r = moveRange(demo, "red", 1);
  if (!r.ok) throw new Error(r.problem.message);
  return r.range.groups[0]!;
})();

describe("move range on pick-up in Tabletop Playground", () => {
  test("picking up your own carrier outlines every system in range with a label; released, it is gone", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    const carrier = object("red-carrier-1");
    grab(carrier, red);
    expect(rangeLines()).toHaveLength(jord.systems.length + jord.withEffects.length);
    const bright = rangeLines().filter((l) => l.thickness > 0.3);
    expect(bright).toHaveLength(jord.systems.length);
    expect(bright[0]!.points).toHaveLength(7); // a closed hexagon
    expect(labels()).toEqual(expect.arrayContaining(["1 system", "2 systems", "needs Gravity Drive"]));
    release(carrier, red);
    expect(rangeLines()).toHaveLength(0);
    expect(world.getUIs()).toHaveLength(0);
  });

  test("the range's labels carry Sol's tag beside their lines, with a backing, none at another's spot", () => {
    const table = layTable(demo);
    startTi4Reach();
    grab(object("red-carrier-1"), table.players.get("red")!);
    const uis = world.getUIs();
    expect(uis).toHaveLength(jord.systems.length + jord.withEffects.length);
    expect(shownTexts().filter((t) => t === "Sol")).toHaveLength(uis.length);
    const spots = uis.map((ui) => `${ui.position.x.toFixed(1)},${ui.position.y.toFixed(1)}`);
    expect(new Set(spots).size).toBe(spots.length);
  });

  test("a carrier picked up and reset (put back, onReset) or deleted while held takes its range away", () => {
    const red = layTable(demo).players.get("red")!;
    startTi4Reach();
    const carrier = object("red-carrier-1");
    const drawn = (): number => rangeLines().length + world.getUIs().length;
    grab(carrier, red);
    expect(drawn()).toBeGreaterThan(0);
    resetHeld(carrier, red);
    expect(drawn()).toBe(0);
    grab(carrier, red);
    expect(drawn()).toBeGreaterThan(0);
    carrier.destroy();
    expect(drawn()).toBe(0);
  });

  test("a ship one system from a gravity rift: the label counts the rift roll", () => {
    const table = layTable(demo);
    startTi4Reach();
    grab(object(world.getAllObjects().find((o) => o.getId().startsWith("red-destroyer"))!.getId()), table.players.get("red")!);
    expect(labels().some((t) => t.includes("rift roll"))).toBe(true);
  });

  test("picking up another player's ship shows nothing", () => {
    const table = layTable(demo);
    startTi4Reach();
    const blueCarrier = world.getAllObjects().find((o) => o.getId().startsWith("blue-carrier"))!;
    grab(blueCarrier as MockGameObject, table.players.get("red")!);
    expect(rangeLines()).toHaveLength(0);
    expect(world.getUIs()).toHaveLength(0);
  });

  test("picking up your own infantry (no move of its own) shows nothing", () => {
    const table = layTable(demo);
    startTi4Reach();
    const infantry = world.getAllObjects().find((o) => o.getId().startsWith("red-infantry"))!;
    grab(infantry as MockGameObject, table.players.get("red")!);
    expect(rangeLines()).toHaveLength(0);
  });

  test("a carrier picked up with its infantry (a box selection: each piece's onGrab in turn) keeps the carrier's range", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    grab(object("red-carrier-1"), red);
    const shown = rangeLines().length;
    expect(shown).toBeGreaterThan(0);
    const infantry = world.getAllObjects().find((o) => o.getId().startsWith("red-infantry"))!;
    grab(infantry as MockGameObject, red);
    expect(rangeLines()).toHaveLength(shown);
    release(object("red-carrier-1"), red);
    expect(rangeLines()).toHaveLength(0);
  });

  test("during an activation, picking up a ship shows no range (the reach drawing stays)", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    release(table.tokens.get("red@63")!, red);
    const drawn = world.getDrawingLines().length;
    grab(object("red-carrier-1"), red);
    expect(rangeLines()).toHaveLength(0);
    expect(world.getDrawingLines()).toHaveLength(drawn);
  });

  test("switched off from the table's menu (saved with the game), picking up shows nothing; switched on again, it shows", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    const menu = globalEvents as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void };
    menu._customActionAsPlayer(red, "ti4-reach:range");
    expect(JSON.parse(world.getSavedData("ti4-reach/range"))).toEqual({ highlights: false });
    grab(object("red-carrier-1"), red);
    expect(rangeLines()).toHaveLength(0);
    menu._customActionAsPlayer(red, "ti4-reach:range");
    grab(object("red-carrier-1"), red);
    expect(rangeLines().length).toBeGreaterThan(0);
  });

  test("a ship that cannot be read, or lies off the map, shows nothing and throws nothing", () => {
    const table = layTable(demo);
    startTi4Reach();
    const red = table.players.get("red")!;
    const carrier = object("red-carrier-1");
    jest.spyOn(carrier, "getPosition").mockImplementation(() => {
      throw new Error("object destroyed");
    });
    const chat = jest.spyOn(red, "sendChatMessage");
    expect(() => grab(carrier, red)).not.toThrow();
    expect(chat.mock.calls[0]![0]).toContain("ti4-reach: internal error");
    expect(rangeLines()).toHaveLength(0);
  });

  test("stop takes the range drawing and its listeners away", () => {
    const table = layTable(demo);
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    grab(object("red-carrier-1"), red);
    expect(rangeLines().length).toBeGreaterThan(0);
    api.stop();
    expect(rangeLines()).toHaveLength(0);
    grab(object("red-carrier-2"), red);
    expect(rangeLines()).toHaveLength(0);
  });
});
