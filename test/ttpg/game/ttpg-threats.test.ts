/**
 * "Who can reach here?" on a TTPG table laid out as TI4-TTPG-TS lays one
 * (its NSIDs, tile.system:base/63 and the unit plastic, laid by ti4-table.ts
 * after TI4-TTPG-TS's system and unit data): the entry on a system
 * tile's context menu draws the enemy ships that could move in and says it in
 * the chat; ttpg-mock's _customActionAsPlayer fires the tile's onCustomAction
 * as TTPG does when a player picks the entry.
 */
import { world } from "@tabletop-playground/api";
import type { MockGameObject } from "ttpg-mock";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { demoState, layTable } from "./ti4-table";
import { endTi4Reach, shownTexts } from "./session";

afterEach(() => endTi4Reach());

const demo = demoState();
const threatLines = () => world.getDrawingLines().filter((l) => l.tag === "ti4-reach:threats");
const tile = (n: number) => world.getObjectById(`tile-${n}`) as MockGameObject;

describe("who can reach here? in Tabletop Playground", () => {
  test("every system tile gets the entry; red asking on Vorhal sees blue's destroyer from Lodor, labelled with Creuss's tag, and the chat says it", () => {
    const table = layTable(demo);
    const red = table.players.get("red")!;
    const chat = jest.spyOn(red, "sendChatMessage");
    const added = jest.spyOn(tile(63), "addCustomAction");
    const onUnit = jest.spyOn(world.getObjectById("red-carrier-1") as MockGameObject, "addCustomAction");
    startTi4Reach();
    expect(added).toHaveBeenCalledWith("Who can reach here?", expect.any(String), "ti4-reach:who-can-reach");
    expect(onUnit).not.toHaveBeenCalled(); // system tiles only
    tile(63)._customActionAsPlayer(red, "ti4-reach:who-can-reach");
    expect(threatLines().length).toBeGreaterThan(1); // the system's outline and blue's dashed path
    expect(shownTexts()).toEqual(expect.arrayContaining(["Who can reach 63 this round: blue 1 ship", "Creuss", "1 Destroyer: 1 system"]));
    expect(chat).toHaveBeenCalledWith("Who can reach 63 this round: blue 1 ship\n  blue: 1 Destroyer: 1 system", expect.anything());
  });

  test("the next question replaces the drawing, and ti4-reach stopping takes it and the tiles' entries away", () => {
    const table = layTable(demo);
    const red = table.players.get("red")!;
    const api = startTi4Reach();
    tile(63)._customActionAsPlayer(red, "ti4-reach:who-can-reach");
    const first = shownTexts();
    tile(1)._customActionAsPlayer(red, "ti4-reach:who-can-reach");
    expect(shownTexts()).not.toEqual(first);
    expect(shownTexts()).toContain("Who can reach 1 this round: nobody");
    const removed = jest.spyOn(tile(63), "removeCustomAction");
    api.stop();
    expect(removed).toHaveBeenCalledWith("ti4-reach:who-can-reach");
    expect(threatLines()).toHaveLength(0);
    expect(world.getUIs()).toHaveLength(0);
  });
});
