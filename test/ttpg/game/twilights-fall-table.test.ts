/**
 * A Twilight's Fall table on Tabletop Playground (ttpg-mock), laid out with
 * TI4-TTPG-TS's own NSIDs for that mode (source "twilights-fall":
 * `sheet.faction:twilights-fall/tf-red`, `token.command:twilights-fall/tf-red`,
 * `card.tf-unit-upgrade:twilights-fall/exile`, TWILIGHTS-FALL.md section 7.1):
 * the mode is read from those objects, and a unit upgrade card in a player's
 * area upgrades their units.
 */
import { MockCard, MockCardDetails, MockGameObject, Vector, world } from "ttpg-mock";
import { hexToTtpg } from "../../../src/core/all";
import type { TableState } from "../../../src/core/all";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { layTable, SLOTS } from "./ti4-table";
import { endTi4Reach, release } from "./session";

afterEach(() => endTi4Reach());

const line = (tiles: number[]) => tiles.map((tile, i) => ({ tile, hex: [0, -i] as [number, number] }));

/**
 * Red's command sheet, Twilight's Fall faction sheet (the king red plays: "tf-red" unless given) and cards far
 * from the map, as TI4-TTPG-TS lays a seat.
 */
function redSeat(cards: string[], king = "tf-red"): void {
  const at = new Vector(200, 200, 0);
  new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.red!, position: at });
  new MockGameObject({ templateMetadata: `sheet.faction:twilights-fall/${king}`, position: new Vector(at.x, at.y + 20, 0) });
  cards.forEach((name, k) => {
    // A unit upgrade by its name, any other card by its whole NSID.
    const metadata = name.indexOf(":") >= 0 ? name : `card.tf-unit-upgrade:twilights-fall/${name}`;
    new MockCard({ cardDetails: [new MockCardDetails({ metadata })], isFaceUp: true, position: new Vector(at.x + 10 + k * 5, at.y - 10, 0) });
  });
}

/** Red's command token (its king's), dropped on the hex of the system it activates. */
function activate(hex: [number, number], king = "tf-red"): MockGameObject {
  const c = hexToTtpg({ q: hex[0], r: hex[1] });
  return new MockGameObject({ templateMetadata: `token.command:twilights-fall/${king}`, owningPlayerSlot: SLOTS.red!, position: new Vector(c.x - 3, c.y, 1) });
}

describe("a Twilight's Fall table in Tabletop Playground", () => {
  test("the Exile card in red's area: red's destroyer moves 4 through blue's ships", () => {
    const state: TableState = {
      systems: line([19, 20, 21, 22]),
      players: { red: {}, blue: {} },
      units: [
        { player: "red", unit: "destroyer", system: 19 },
        { player: "blue", unit: "cruiser", system: 20 },
        { player: "blue", unit: "destroyer", system: 21 },
      ],
    };
    const table = layTable(state, { sheets: false });
    redSeat(["exile"]);
    const api = startTi4Reach();
    release(activate([0, -3]), table.players.get("red")!);
    const report = api.lastReport()!;
    expect(report.ships).toEqual([expect.objectContaining({ unit: "destroyer", name: "Exile", move: 4, reachable: true, path: [19, 20, 21, 22], entered: 3 })]);
  });

  test("the mode read from its objects: a war sun without a war sun card is the generic one and does not move", () => {
    const state: TableState = { systems: line([19, 20]), players: { red: {} }, units: [{ player: "red", unit: "war-sun", system: 20 }] };
    const table = layTable(state, { sheets: false });
    redSeat([]);
    const api = startTi4Reach();
    release(activate([0, 0]), table.players.get("red")!);
    expect(api.lastReport()!.ships).toEqual([expect.objectContaining({ unit: "war-sun", move: 0, reachable: false, reason: "no-move" })]);
  });

  test("red plays the purple king: red's flagship is the Enigma, move 7 through a nebula and an asteroid field", () => {
    // TI4-TTPG-TS unit-attrs.data.ts "twilights-fall": the kings' flagships have no NSID of their own (the
    // flagship plastic); the faction sheet says which king, so which flagship.
    const state: TableState = { systems: line([19, 42, 44, 20]), players: { red: {} }, units: [{ player: "red", unit: "flagship", system: 19 }] };
    const table = layTable(state, { sheets: false });
    redSeat([], "tf-purple");
    const api = startTi4Reach();
    release(activate([0, -3], "tf-purple"), table.players.get("red")!);
    expect(api.lastReport()!.ships).toEqual([expect.objectContaining({ unit: "flagship", name: "Enigma", move: 7, reachable: true, path: [19, 42, 44, 20], entered: 3 })]);
  });

  test("Twilight Directive in red's area (card.tf-paradigm): the carrier locked by red's command token names it", () => {
    const state: TableState = {
      systems: line([19, 20]),
      players: { red: {} },
      units: [{ player: "red", unit: "carrier", system: 20 }],
      tokens: [{ token: "command", player: "red", system: 20 }],
    };
    const table = layTable(state, { sheets: false });
    redSeat(["card.tf-paradigm:twilights-fall/twilight-directive"]);
    const api = startTi4Reach();
    release(activate([0, 0]), table.players.get("red")!);
    expect(api.lastReport()!.ships).toEqual([expect.objectContaining({ unit: "carrier", reachable: false, reason: "locked", requires: ["twilight-directive"] })]);
  });

  /** Red's carrier in 39 (alpha, north of Mecatol Rex) and red activating 40 (beta, south of it), with a card laid face up. */
  function carrierInto40(card: string, savedData?: { [key: string]: string }) {
    const state: TableState = { map: "39 20 21 40 22 23", players: { red: {} }, units: [{ player: "red", unit: "carrier", system: 39 }] };
    const table = layTable(state, { sheets: false });
    redSeat([]);
    new MockCard({ cardDetails: [new MockCardDetails({ metadata: card })], isFaceUp: true, position: new Vector(0, -60, 1), savedData });
    const api = startTi4Reach();
    release(activate([0, 1]), table.players.get("red")!);
    const ship = api.lastReport()!.ships.find((s) => s.from === 39)!;
    endTi4Reach();
    for (const o of world.getAllObjects()) o.destroy();
    return ship;
  }

  // "card.tf-action:twilights-fall/<name>" is derived from TI4-TTPG-TS's card class "tf-action" (unit-modifiers
  // trine.ts; TWILIGHTS-FALL.md 7.1); "card.tf-genome" and "card.tf-paradigm" are seen in its card data.
  test("Entangle played (card.tf-action, face up): alpha and beta systems are adjacent, the carrier reaches through them", () => {
    expect(carrierInto40("card.tf-action:twilights-fall/entangle")).toMatchObject({ reachable: true, path: [39, 40] });
    expect(carrierInto40("card.tf-action:twilights-fall/trine")).toMatchObject({ reachable: false });
  });

  test("Enigmatic Genome toggled active (card.tf-genome, TI4-TTPG-TS's active/idle card) joins the active wormhole system to every wormhole system; idle it does not", () => {
    const nsid = "card.tf-genome:twilights-fall/enigmatic-genome";
    expect(carrierInto40(nsid, { isActive: "true" })).toMatchObject({ reachable: true, path: [39, 40] });
    expect(carrierInto40(nsid, { isActive: "false" })).toMatchObject({ reachable: false });
  });

  test("the same war sun on a table without Twilight's Fall objects moves 2", () => {
    const state: TableState = { systems: line([19, 20]), players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "war-sun", system: 20 }] };
    const table = layTable(state, { sheets: false });
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.red!, position: new Vector(200, 200, 0) });
    const c = hexToTtpg({ q: 0, r: 0 });
    const token = new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: SLOTS.red!, position: new Vector(c.x - 3, c.y, 1) });
    const api = startTi4Reach();
    release(token, table.players.get("red")!);
    expect(api.lastReport()!.ships).toEqual([expect.objectContaining({ unit: "war-sun", move: 2, reachable: true })]);
  });
});
