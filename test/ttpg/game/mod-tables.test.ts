/**
 * ti4-reach on tables laid out as each TI4 TTPG mod lays them: the command
 * sheet's fleet pool (each mod's own areas), laws and the agenda discard,
 * cards in a player's area, the home-system placeholder, stray pieces.
 */
import { CardHolder, MockCard, MockCardDetails, MockCardHolder, MockGameObject, MockSnapPoint, Vector, globalEvents, world } from "ttpg-mock";
import { hexToTtpg } from "../../../src/core/all";
import type { TableState } from "../../../src/core/all";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { readWorld } from "../../../src/ttpg/game/read-world";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { layCommandSheet } from "./mod-layouts";
import type { ModName } from "./mod-layouts";
import { SLOTS, layTable } from "./ti4-table";
import { endTi4Reach, grab, release, shownTexts } from "./session";

type Global = { TI4Reach?: TI4ReachApi; TI4?: unknown };
const g = globalThis as Global;

afterEach(() => endTi4Reach());

/** Three ships move into 19 from 20: exactly the fleet pool of a player who starts with three fleet tokens. */
const threeShips: TableState = {
  map: "19 20",
  players: { red: { faction: "hacan" } },
  units: [
    { player: "red", unit: "carrier", system: 20 },
    { player: "red", unit: "cruiser", system: 20 },
    { player: "red", unit: "destroyer", system: 20 },
  ],
  tokens: [{ token: "command", player: "red", system: 19 }],
  active: { player: "red", system: 19 },
};

describe("the fleet pool on each mod's command sheet", () => {
  const mods: ModName[] = ["TI4-TTPG", "TI4-TTPG-TS"];
  for (const mod of mods) {
    test(`${mod}: the starting layout reads 3 fleet tokens and gives no false fleet-pool warning`, () => {
      const table = layTable(threeShips, { sheets: false });
      // A desk turned as the mods turn them; the sheet and its tokens follow it.
      layCommandSheet(mod, SLOTS.red!, "hacan", new Vector(-60, 90, 0), 150);
      expect(readWorld().players.red!.fleetTokens).toBe(3);
      const api = startTi4Reach();
      release(table.tokens.get("red@19")!, table.players.get("red")!);
      const report = api.lastReport()!;
      expect(report.ships.filter((s) => s.reachable)).toHaveLength(3);
      expect(report.warnings.filter((w) => w.kind === "fleet-pool")).toEqual([]);
    });
  }

  test("a sheet of another model is read with the areas of the mod that runs the table (TI4-TTPG: world.TI4)", () => {
    (world as unknown as { TI4?: unknown }).TI4 = {};
    layTable({ ...threeShips, tokens: [] }, { sheets: false });
    layCommandSheet("TI4-TTPG", SLOTS.red!, "hacan", new Vector(-60, 90, 0), 30, "SOME-OTHER-MODEL");
    expect(readWorld().players.red!.fleetTokens).toBe(3);
  });

  test("four ships against three fleet tokens still warn", () => {
    const four = { ...threeShips, units: [...threeShips.units!, { player: "red", unit: "dreadnought", system: 20 }] };
    const table = layTable(four, { sheets: false });
    layCommandSheet("TI4-TTPG", SLOTS.red!, "hacan", new Vector(-60, 90, 0), 0);
    const api = startTi4Reach();
    release(table.tokens.get("red@19")!, table.players.get("red")!);
    expect(api.lastReport()!.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "fleet-pool", have: 4, limit: 3 })]));
  });
});

function agenda(nsid: string, at: Vector, snapTags?: string[]): MockCard {
  return new MockCard({
    cardDetails: [new MockCardDetails({ metadata: nsid, name: nsid })],
    isFaceUp: true,
    position: at,
    snappedToPoint: snapTags === undefined ? undefined : new MockSnapPoint({ tags: snapTags }),
  });
}

describe("laws: loose agenda cards off the agenda discard (TI4-TTPG-TS updator-laws.ts; TI4-TTPG deal-discard.js)", () => {
  test("a face-up agenda card alone on the agenda discard pile is not a law", () => {
    agenda("card.agenda:base/enforced-travel-ban", new Vector(40, -80, 1), ["discard-agenda"]);
    expect(readWorld().laws).toEqual([]);
  });

  test("TI4-TTPG: a face-up agenda card alone on the agenda discard (snap point 1 of mat:base/decks, deal-discard.js) is not a law", () => {
    const decks = new MockGameObject({ templateMetadata: "mat:base/decks", position: new Vector(40, -90, 0) });
    const card = agenda("card.agenda:base/enforced-travel-ban", new Vector(40, -80, 1));
    const discard = new MockSnapPoint({ index: 1, parentObject: decks, tags: [] });
    (card as unknown as { _setSnappedToPoint: (p: unknown) => void })._setSnappedToPoint(discard);
    expect(readWorld().laws).toEqual([]);
    (card as unknown as { _setSnappedToPoint: (p: unknown) => void })._setSnappedToPoint(new MockSnapPoint({ index: 4, parentObject: decks }));
    expect(readWorld().laws).toEqual(["enforced-travel-ban"]);
  });

  test("the agenda being voted on is not a law yet", () => {
    agenda("card.agenda:base/enforced-travel-ban", new Vector(40, -70, 1), ["active-agenda"]);
    expect(readWorld().laws).toEqual([]);
  });

  test("the same card lying in play is a law", () => {
    agenda("card.agenda:base/enforced-travel-ban", new Vector(40, -60, 1), ["law"]);
    agenda("card.agenda:pok/minister-of-war", new Vector(40, -50, 1));
    expect(readWorld().laws).toEqual(["enforced-travel-ban"]);
  });

  // ttpg-darrell src/lib/nsid/nsid.ts, NSID.getWithExtra: a single card's own metadata, else its template's.
  test("a law card whose card details carry no metadata is read by its template's", () => {
    new MockCard({
      templateMetadata: "card.agenda:base/enforced-travel-ban",
      cardDetails: [new MockCardDetails({ metadata: "", name: "Enforced Travel Ban" })],
      isFaceUp: true,
      position: new Vector(40, -60, 1),
    });
    expect(readWorld().laws).toEqual(["enforced-travel-ban"]);
  });
});

/**
 * Cards played for the tactical action lie face up on the table, where both mods' wormhole adjacency reads
 * them: TI4-TTPG-TS system-adjacency-wormhole.ts _applyCards ("card.action:base/lost-star-chart", loose, face
 * up, off the "discard-action" snap points; "card.leader.agent:pok/emissary-taivra" also toggled active,
 * UnitModifierActiveIdle's saved data "isActive") and TI4-TTPG adjacency-wormhole.js ("lost_star_chart").
 */
describe("cards played for the tactical action", () => {
  // A carrier in 39 (alpha) and red activating 40 (beta), two hexes away: reachable only through the wormholes.
  const wormholes: TableState = {
    map: "39 20 21 40 22 23",
    players: { red: { faction: "hacan" } },
    units: [{ player: "red", unit: "carrier", system: 39 }],
    tokens: [{ token: "command", player: "red", system: 40 }],
  };

  function carrierInto40(card?: { nsid: string; faceUp?: boolean; snapTags?: string[]; savedData?: { [key: string]: string }; held?: boolean }) {
    const table = layTable(wormholes);
    if (card !== undefined) {
      const holder = card.held === true ? new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: SLOTS.red!, position: new Vector(-90, 0, 5) }) : undefined;
      new MockCard({
        cardDetails: [new MockCardDetails({ metadata: card.nsid })],
        isFaceUp: card.faceUp ?? true,
        position: new Vector(0, -60, 1),
        snappedToPoint: card.snapTags === undefined ? undefined : new MockSnapPoint({ tags: card.snapTags }),
        savedData: card.savedData,
        cardHolder: holder,
      });
    }
    const api = startTi4Reach();
    release(table.tokens.get("red@40")!, table.players.get("red")!);
    const report = api.lastReport()!;
    endTi4Reach();
    for (const o of world.getAllObjects()) o.destroy();
    return report.ships.find((s) => s.from === 39)!;
  }

  test("a Lost Star Chart lying face up joins alpha and beta: the carrier reaches through the wormholes, in both mods' spelling", () => {
    expect(carrierInto40()).toMatchObject({ reachable: false, reason: "out-of-range" });
    for (const nsid of ["card.action:base/lost-star-chart", "card.action:base/lost_star_chart"]) {
      expect(carrierInto40({ nsid })).toMatchObject({ reachable: true, path: [39, 40] });
    }
  });

  test("a Lost Star Chart face down, in a hand or on the action discard is not in play", () => {
    const nsid = "card.action:base/lost-star-chart";
    expect(carrierInto40({ nsid, faceUp: false })).toMatchObject({ reachable: false });
    expect(carrierInto40({ nsid, held: true })).toMatchObject({ reachable: false });
    expect(carrierInto40({ nsid, snapTags: ["discard-action"] })).toMatchObject({ reachable: false });
  });

  test("Emissary Taivra toggled active joins the active wormhole system to every wormhole system; readied but idle it does not", () => {
    const nsid = "card.leader.agent:pok/emissary-taivra";
    expect(carrierInto40({ nsid, savedData: { isActive: "true" } })).toMatchObject({ reachable: true, path: [39, 40] });
    expect(carrierInto40({ nsid, savedData: { isActive: "false" } })).toMatchObject({ reachable: false });
    expect(carrierInto40({ nsid })).toMatchObject({ reachable: false });
  });

  test("a carrier picked up while a Lost Star Chart lies in play shows the beta system in its range", () => {
    const red = layTable({ ...wormholes, tokens: [] }).players.get("red")!; // no command token of red's in 40 yet
    new MockCard({ cardDetails: [new MockCardDetails({ metadata: "card.action:base/lost-star-chart" })], isFaceUp: true, position: new Vector(0, -60, 1) });
    startTi4Reach();
    grab(world.getObjectById("red-carrier-1") as MockGameObject, red);
    const labels = shownTexts();
    expect(labels).toContain("1 system");
    // Adjacent by edge: 20, 23 and Mecatol Rex; by the wormholes: 40 (four labels of one system).
    expect(labels.filter((l) => l === "1 system")).toHaveLength(4);
    release(world.getObjectById("red-carrier-1") as MockGameObject, red);
  });

  test("TI4-TTPG: a Lost Star Chart alone on the action discard (snap point 0 of mat:base/decks, deal-discard.js) is not in play", () => {
    const table = layTable(wormholes);
    const decks = new MockGameObject({ templateMetadata: "mat:base/decks", position: new Vector(40, -90, 0) });
    const card = new MockCard({ cardDetails: [new MockCardDetails({ metadata: "card.action:base/lost_star_chart" })], isFaceUp: true, position: new Vector(40, -88, 1) });
    (card as unknown as { _setSnappedToPoint: (p: unknown) => void })._setSnappedToPoint(new MockSnapPoint({ index: 0, parentObject: decks, tags: [] }));
    const api = startTi4Reach();
    release(table.tokens.get("red@40")!, table.players.get("red")!);
    expect(api.lastReport()!.ships.find((s) => s.from === 39)).toMatchObject({ reachable: false });
    endTi4Reach();
    for (const o of world.getAllObjects()) o.destroy();
  });

  test("in another player's turn (TI4-TTPG-TS turnOrder) the Lost Star Chart is theirs: red's picked-up carrier shows no wormhole link", () => {
    g.TI4 = { turnOrder: { getCurrentTurn: () => SLOTS.blue } };
    const red = layTable({ ...wormholes, tokens: [] }).players.get("red")!;
    new MockCard({ cardDetails: [new MockCardDetails({ metadata: "card.action:base/lost-star-chart" })], isFaceUp: true, position: new Vector(0, -60, 1) });
    startTi4Reach();
    grab(world.getObjectById("red-carrier-1") as MockGameObject, red);
    const labels = shownTexts();
    expect(labels.filter((l) => l === "1 system")).toHaveLength(3); // 20, 23 and Mecatol Rex: not 40
    release(world.getObjectById("red-carrier-1") as MockGameObject, red);
  });

  test("other action cards lying face up change nothing", () => {
    expect(carrierInto40({ nsid: "card.action:base/flank-speed.1" })).toMatchObject({ reachable: false, reason: "out-of-range" });
  });
});

/**
 * Relics lie face up (or exhausted) in their owner's area, as both mods read them (TI4-TTPG
 * updator-player-relic-cards.js: loose relic cards by nearest desk; TI4-TTPG-TS likewise by card holder).
 */
describe("relics in a player's area", () => {
  // 20, the asteroid field 44 and 19 in a line: red's cruiser reaches 19 only through the asteroid field.
  const line: TableState = {
    systems: [{ tile: 20, hex: [2, -1] }, { tile: 44, hex: [1, -1] }, { tile: 19, hex: [0, 0] }],
    players: { red: { faction: "hacan" } },
    units: [{ player: "red", unit: "cruiser", system: 20 }],
    tokens: [{ token: "command", player: "red", system: 19 }],
  };

  function cruiserInto19(relic?: string, faceUp = true) {
    const table = layTable(line);
    new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: SLOTS.red!, position: new Vector(-90, 0, 5) });
    if (relic !== undefined) new MockCard({ cardDetails: [new MockCardDetails({ metadata: relic })], isFaceUp: faceUp, position: new Vector(-85, 5, 1) });
    const api = startTi4Reach();
    release(table.tokens.get("red@19")!, table.players.get("red")!);
    const cruiser = api.lastReport()!.ships.find((s) => s.unit === "cruiser")!;
    endTi4Reach();
    for (const o of world.getAllObjects()) o.destroy();
    return cruiser;
  }

  test("the Circlet of the Void in red's area: red's ships ignore the asteroid field, in both mods' spelling, exhausted too", () => {
    expect(cruiserInto19()).toMatchObject({ reachable: false, reason: "blocked" });
    for (const nsid of ["card.relic:codex.liberation/circlet-of-the-void", "card.relic:codex.liberation/circlet_of_the_void"]) {
      expect(cruiserInto19(nsid)).toMatchObject({ reachable: true, path: [20, 44, 19] });
    }
    expect(cruiserInto19("card.relic:codex.liberation/circlet-of-the-void", false)).toMatchObject({ reachable: true });
  });

  test("a relic lying on a system tile is no one's (TI4-TTPG-TS \"*Fetch relic\" lays one face down on the Fracture)", () => {
    const table = layTable(line);
    new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: SLOTS.red!, position: new Vector(-90, 0, 5) });
    const on20 = table.tiles.get(20)!.getPosition();
    new MockCard({ cardDetails: [new MockCardDetails({ metadata: "card.relic:codex.liberation/circlet-of-the-void" })], isFaceUp: false, position: new Vector(on20.x + 2, on20.y, 1) });
    const api = startTi4Reach();
    release(table.tokens.get("red@19")!, table.players.get("red")!);
    expect(api.lastReport()!.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: false, reason: "blocked" });
  });

  test("other relics change nothing", () => {
    expect(cruiserInto19("card.relic:pok/the-codex")).toMatchObject({ reachable: false, reason: "blocked" });
  });
});

/**
 * The TS mod's activation event, a ttpg-darrell TriggerableMulticastDelegate: add and remove take a
 * function; trigger calls every listener with the System (whose getObj() is the tile) and the player.
 */
function triggerable(): { add: (fn: unknown) => void; remove: (fn: unknown) => void; trigger: (...args: unknown[]) => void } {
  const listeners: ((...args: unknown[]) => void)[] = [];
  return {
    add: (fn) => {
      if (typeof fn !== "function") throw new Error("add: not a function");
      listeners.push(fn as (...args: unknown[]) => void);
    },
    remove: (fn) => {
      const i = listeners.indexOf(fn as (...args: unknown[]) => void);
      if (i >= 0) listeners.splice(i, 1);
    },
    trigger: (...args) => listeners.forEach((fn) => fn(...args)),
  };
}

/** The three ships' table with hyperlane 83 laid south of 19, and red's chat watched. */
function withHyperlane() {
  const table = layTable(threeShips);
  const lane = hexToTtpg({ q: 0, r: 1 });
  const hyperlane = new MockGameObject({ templateMetadata: "tile.system:pok/83", position: new Vector(lane.x, lane.y, 0) });
  const red = table.players.get("red")!;
  return { table, hyperlane, red, chat: jest.spyOn(red, "sendChatMessage") };
}

describe("the mods' activation events", () => {
  test("TI4-TTPG-TS: TI4.events.onSystemActivated (and TI4.onSystemActivated of earlier versions) reports for the activating player", () => {
    for (const where of ["events", "top"]) {
      const event = triggerable();
      g.TI4 = where === "events" ? { events: { onSystemActivated: event } } : { onSystemActivated: event };
      const table = layTable(threeShips);
      const api = startTi4Reach();
      event.trigger({ getObj: () => table.tiles.get(19) }, table.players.get("red"));
      expect(api.lastReport()!.active.system).toBe(19);
      api.stop();
      event.trigger({ getObj: () => table.tiles.get(19) }, table.players.get("red")); // nobody listens after stop
    }
  });

  // TI4-TTPG-TS src/event/on-system-activated/on-system-activated.ts fires for every command token the active
  // player releases on a system, whoever owns it: Diplomacy has them place other players' tokens.
  test("TI4-TTPG-TS: its event for a system holding another player's command token and not yours (Diplomacy) activates nothing", () => {
    const event = triggerable();
    g.TI4 = { events: { onSystemActivated: event } };
    const table = layTable(threeShips); // red's command token lies in 19
    const at20 = table.tiles.get(20)!.getPosition();
    new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: SLOTS.blue!, position: new Vector(at20.x - 3, at20.y, 1) });
    const api = startTi4Reach();
    event.trigger({ getObj: () => table.tiles.get(20) }, table.players.get("red"));
    expect(api.lastReport()).toBeUndefined();
    event.trigger({ getObj: () => table.tiles.get(19) }, table.players.get("red"));
    expect(api.lastReport()!.active.system).toBe(19);
  });

  test("TI4-TTPG-TS: a token drop heard twice (ti4-reach's own listener, then the mod's event) reads the table once", () => {
    const event = triggerable();
    g.TI4 = { events: { onSystemActivated: event } };
    const table = layTable(threeShips);
    const api = startTi4Reach();
    const read = jest.spyOn(world, "getAllObjects");
    release(table.tokens.get("red@19")!, table.players.get("red")!); // as on-system-activated.ts: the mod's event comes from the release
    event.trigger({ getObj: () => table.tiles.get(19) }, table.players.get("red"));
    expect(api.lastReport()!.active.system).toBe(19);
    expect(read.mock.calls.filter((args) => args[0] === true)).toHaveLength(1);
    read.mockRestore();
  });

  // TI4-TTPG-TS: System.getObj() hands back the tile its registry kept, which may since be destroyed (TTPG then
  // answers isValid() false and throws from every other method); TI4-TTPG fires its event with the tile object itself.
  test("both mods: their event for no tile, a destroyed tile or a system that cannot give one is ignored, with nothing said", () => {
    const tsEvent = triggerable();
    g.TI4 = { events: { onSystemActivated: tsEvent } };
    const jsEvent = triggerable();
    (globalEvents as unknown as { TI4?: unknown }).TI4 = { onSystemActivated: jsEvent };
    const table = layTable(threeShips);
    const gone = new MockGameObject({ templateMetadata: "tile.system:base/20", position: table.tiles.get(20)!.getPosition() });
    gone.destroy();
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    const chat = jest.spyOn(red, "sendChatMessage");
    for (const system of [undefined, null, {}, { getObj: () => undefined }, { getObj: () => gone }, { getObj: () => { throw new Error("object destroyed"); } }]) tsEvent.trigger(system, red);
    for (const tile of [undefined, null, gone]) jsEvent.trigger(tile, red);
    expect(api.lastReport()).toBeUndefined();
    expect(chat).not.toHaveBeenCalled();
    delete (globalEvents as unknown as { TI4?: unknown }).TI4;
  });

  test("TI4-TTPG-TS: its event for a hyperlane (it fires for any tile in its registry) activates nothing and says nothing", () => {
    const event = triggerable();
    g.TI4 = { events: { onSystemActivated: event } };
    const { table, hyperlane, red, chat } = withHyperlane();
    const api = startTi4Reach();
    event.trigger({ getObj: () => hyperlane }, red);
    expect(api.lastReport()).toBeUndefined();
    expect(chat).not.toHaveBeenCalled();
  });

  // TI4-TTPG-TS src/context-menu/system/activate-system/activate-system.ts ("*Activate System") slides the
  // player's token to the system (setPosition with an animation) and reports at once.
  test("TI4-TTPG-TS: its event for a system with no command token yet (the menu's token still sliding there) activates it", () => {
    const event = triggerable();
    g.TI4 = { events: { onSystemActivated: event } };
    const table = layTable(threeShips);
    const api = startTi4Reach();
    event.trigger({ getObj: () => table.tiles.get(20) }, table.players.get("red"));
    expect(api.lastReport()!.active.system).toBe(20);
  });

  test("TI4-TTPG-TS: after its menu's activation, picking the token up again from that system takes the drawing away", () => {
    const event = triggerable();
    g.TI4 = { events: { onSystemActivated: event } };
    const table = layTable(threeShips);
    startTi4Reach();
    const red = table.players.get("red")!;
    const at20 = table.tiles.get(20)!.getPosition();
    // activate-system.ts: the token is moved by script onto the system (no release), then the event.
    const token = new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: SLOTS.red!, position: new Vector(at20.x + 1, at20.y, 1) });
    event.trigger({ getObj: () => table.tiles.get(20) }, red);
    const ours = () => world.getDrawingLines().filter((l) => l.tag === "ti4-reach");
    expect(ours().length).toBeGreaterThan(0);
    grab(table.tokens.get("red@19")!, red); // another of red's tokens, elsewhere: the drawing stays
    expect(ours().length).toBeGreaterThan(0);
    grab(token, red);
    expect(ours()).toHaveLength(0);
  });
});

/** TI4-TTPG src/global/command-token-released.js (and command-token.js's menu) trigger globalEvents.TI4.onSystemActivated with the system tile hit under the token, hyperlanes too, and the player. */
describe("TI4-TTPG's activation event", () => {
  type JsEvents = { TI4?: { onSystemActivated: ReturnType<typeof triggerable> } };
  afterEach(() => {
    delete (globalEvents as unknown as JsEvents).TI4;
  });

  test("globalEvents.TI4.onSystemActivated reports for the activating player; fired for a hyperlane it activates nothing and says nothing", () => {
    const event = triggerable();
    (globalEvents as unknown as JsEvents).TI4 = { onSystemActivated: event };
    const { table, hyperlane, red, chat } = withHyperlane();
    const api = startTi4Reach();
    event.trigger(hyperlane, red);
    expect(api.lastReport()).toBeUndefined();
    expect(chat).not.toHaveBeenCalled();
    event.trigger(table.tiles.get(19), red);
    expect(api.lastReport()!.active.system).toBe(19);
    expect(api.lastReport()!.player).toBe("red");
  });

  test("a token drop heard twice (ti4-reach's own listener, then the mod's event from the same release) reads the table once", () => {
    const event = triggerable();
    (globalEvents as unknown as JsEvents).TI4 = { onSystemActivated: event };
    const table = layTable(threeShips);
    const api = startTi4Reach();
    const read = jest.spyOn(world, "getAllObjects");
    release(table.tokens.get("red@19")!, table.players.get("red")!);
    event.trigger(table.tiles.get(19), table.players.get("red"));
    expect(api.lastReport()!.active.system).toBe(19);
    expect(read.mock.calls.filter((args) => args[0] === true)).toHaveLength(1);
    read.mockRestore();
  });
});

describe("placeholders and stray pieces", () => {
  test("the home-system placeholder tile.system:base/0 is no system and no unknown tile", () => {
    const table = layTable(threeShips);
    const where = hexToTtpg({ q: 0, r: 2 }); // an empty hex, where a home system will be placed
    const placeholder = new MockGameObject({ templateMetadata: "tile.system:base/0", position: new Vector(where.x, where.y, 0) });
    const api = startTi4Reach();
    release(table.tokens.get("red@19")!, table.players.get("red")!);
    expect(api.lastReport()!.diagnostics.filter((d) => d.kind === "unknown-tile" || d.kind === "unknown-system")).toEqual([]);
    // A command token dropped on the placeholder activates nothing.
    api.clear();
    const token = table.tokens.get("red@19")!;
    token.setPosition(placeholder.getPosition().add(new Vector(0, 0, 1)));
    release(token, table.players.get("red")!);
    expect(api.lastReport()!.active.system).toBe(19);
    expect(world.getDrawingLines().filter((l) => l.tag === "ti4-reach")).toHaveLength(0);
  });

  test("unowned cardboard goes to the nearest owned unit of its system; unowned plastic gives a diagnostic", () => {
    const table = layTable(threeShips);
    const c20 = table.tiles.get(20)!.getPosition();
    new MockGameObject({ id: "stray-cardboard", templateMetadata: "unit:base/dreadnought.token", position: new Vector(c20.x + 4, c20.y + 2, 1) });
    new MockGameObject({ id: "stray-plastic", templateMetadata: "unit:base/war_sun", position: new Vector(c20.x - 4, c20.y, 1) });
    const api = startTi4Reach();
    release(table.tokens.get("red@19")!, table.players.get("red")!);
    const report = api.lastReport()!;
    expect(report.ships.find((s) => s.unit === "dreadnought")).toMatchObject({ from: 20, reachable: true });
    expect(report.ships.find((s) => s.unit === "war-sun")).toBeUndefined();
    expect(report.diagnostics).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "unknown-player", text: "stray-plastic" })]));
  });
});

describe("cards in a player's area (TI4-TTPG-TS: the nearest owned card holder's owner)", () => {
  /** Red and blue hand holders; blue's command sheet lies nearer red's cards than red's does. */
  function holders(): void {
    new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: SLOTS.red!, position: new Vector(-90, 0, 5) });
    new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: SLOTS.blue!, position: new Vector(90, 0, 5) });
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.blue!, position: new Vector(-40, 40, 0) });
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.red!, position: new Vector(-90, 120, 0) });
  }
  const card = (nsid: string, at: Vector, faceUp = true): MockCard => new MockCard({ cardDetails: [new MockCardDetails({ metadata: nsid })], isFaceUp: faceUp, position: at });

  test("a technology card goes to the owner of the nearest card holder, exhausted (face down) or not", () => {
    holders();
    expect(world.getAllObjects().some((o) => o instanceof CardHolder)).toBe(true);
    card("card.technology.blue:base/gravity-drive", new Vector(-60, 30, 1));
    card("card.technology.blue:base/antimass-deflectors", new Vector(-70, 20, 1), false);
    card("card.technology.red:base/magen-defense-grid", new Vector(70, 0, 1));
    const players = readWorld().players;
    expect(players.red!.technologies).toEqual(["gravity-drive", "antimass-deflectors"]);
    expect(players.blue!.technologies).toEqual(["magen-defense-grid"]);
  });

  test("a seat's scoring holder is no one's area: a card nearer blue's scoring holder than red's hand is red's", () => {
    holders();
    // TI4-TTPG-TS LayoutPlayerSecrets: one owned "card-holder:base/player-scoring" per seat in the scoring area;
    // its global script tells Find.closestOwnedCardHolderOwner to pass them over.
    new MockCardHolder({ templateMetadata: "card-holder:base/player-scoring", owningPlayerSlot: SLOTS.blue!, position: new Vector(-60, 0, 5) });
    card("card.technology.blue:base/gravity-drive", new Vector(-70, 20, 1));
    const players = readWorld().players;
    expect(players.red!.technologies).toEqual(["gravity-drive"]);
    expect(players.blue?.technologies ?? []).toEqual([]);
  });

  test("an exhausted (face-down) Spatial Conduit Cylinder is spent for the round; a face-down Gravity Drive still counts", () => {
    holders();
    card("card.technology.blue.jolnar:base/spacial_conduit_cylinder", new Vector(-60, 30, 1), false); // the mods spell it so
    card("card.technology.blue:base/gravity-drive", new Vector(-62, 30, 1), false);
    expect(readWorld().players.red!.technologies).toEqual(["gravity-drive"]);
  });

  test("a card in a hand (in a holder) or still in a deck is not in play", () => {
    holders();
    const inHand = card("card.technology.blue:base/gravity-drive", new Vector(-90, 0, 5));
    (inHand as unknown as { _setCardHolder: (h: unknown) => void })._setCardHolder(world.getAllObjects().find((o) => o instanceof CardHolder));
    expect(readWorld().players.red?.technologies ?? []).toEqual([]);
  });

  test("planet cards in a player's area are the planets they control; Lazax Gate Folding reads in both mods' spellings", () => {
    holders();
    card("card.planet:base/mecatol-rex", new Vector(-70, -20, 1), false);
    card("card.planet:base/lodor", new Vector(-75, -25, 1));
    card("card.technology.blue.winnu:base/lazax_gate_folding", new Vector(-65, -10, 1));
    card("card.technology.blue.winnu:base/lazax-gate-folding", new Vector(65, -10, 1));
    // A planet card lying on a system tile is on the map, not in anyone's area.
    const c19 = hexToTtpg({ q: 0, r: 0 });
    new MockGameObject({ templateMetadata: "tile.system:base/19", position: new Vector(c19.x, c19.y, 0) });
    card("card.planet:base/wellon", new Vector(c19.x + 1, c19.y, 1));
    const players = readWorld().players;
    expect(players.red!.planets).toEqual(["mecatol-rex", "lodor"]);
    expect(players.red!.technologies).toEqual(["lazax-gate-folding"]);
    expect(players.blue!.technologies).toEqual(["lazax-gate-folding"]);
    expect(players.blue!.planets).toBeUndefined();
  });

  test("without card holders, cards go to the nearest command sheet's owner", () => {
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.red!, position: new Vector(-90, 0, 0) });
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.blue!, position: new Vector(90, 0, 0) });
    card("card.technology.blue:base/gravity-drive", new Vector(80, 10, 1));
    expect(readWorld().players.blue!.technologies).toEqual(["gravity-drive"]);
  });
});
