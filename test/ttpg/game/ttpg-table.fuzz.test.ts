/**
 * Fault injection on TTPG tables (ttpg-mock): seeded random tables laid with
 * the TI4 TTPG mods' NSIDs, command sheets of both mods, cards, card holders
 * and snap points, mixed with broken objects (methods that throw, NaN
 * positions, garbage metadata), broken mod globals (throwing delegates, turn
 * order, desks) and garbage saved data; then tokens are released and grabbed,
 * tiles asked to "Show reach", the mod's activation event fired with garbage,
 * the settings panel opened, garbage rules registered.
 * Invariants: no exception escapes an event handler or the API, and no object
 * other than ti4-reach's own is changed (every mutating method of ttpg-mock's
 * objects is watched; the "Show reach" menu entries ti4-reach adds to tiles are
 * all taken away again when it stops; only ti4-reach's own saved-data keys are
 * written; other drawing lines stay as they were).
 */
// Before ttpg-mock, which replaces the global `process` with TTPG's.
import { fuzzParams, fuzzTimeout } from "../../support/fuzz";
import fc from "fast-check";
import {
  Color,
  DrawingLine,
  MockCard,
  MockCardDetails,
  MockCardHolder,
  MockGameObject,
  MockGameWorld,
  MockGlobalScriptingEvents,
  MockPlayer,
  MockSnapPoint,
  MockStaticObject,
  Rotator,
  Vector,
  globalEvents,
  world,
} from "ttpg-mock";
import { hexFromSpiral, hexToTtpg } from "../../../src/core/all";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { releaseTi4Reach, startTi4Reach } from "../../../src/ttpg/game/start";
import { JS_SHEET_TEMPLATE, TS_SHEET_TEMPLATE } from "../../../src/ttpg/game/command-sheet";

type Global = { TI4Reach?: TI4ReachApi; TI4?: unknown; TI4ReachHolders?: unknown };
const g = globalThis as Global;

/** A small seeded generator (mulberry32), so each fast-check seed lays one table. */
function random(seed: number): { next: () => number; int: (n: number) => number; pick: <T>(xs: readonly T[]) => T; chance: (p: number) => boolean } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)]!, chance: (p) => next() < p };
}

const SLOTS = [10, 11, 12, 13, 14, 15, -1];
const FACTIONS = ["sol", "hacan", "creuss", "winnu", "nekro", "vuilraith", "mahact", "empyrean"];
const TILES = ["tile.system:base/18", "tile.system:base/19", "tile.system:base/26", "tile.system:base/41", "tile.system:base/42", "tile.system:base/0", "tile.system:pok/63", "tile.system:pok/67", "tile.system:pok/83", "tile.system:pok/82"];
const UNITS = ["unit:base/carrier", "unit:base/cruiser", "unit:base/war_sun", "unit:base/space-dock", "unit:pok/mech", "unit.flagship:base/creuss", "unit:base/dreadnought.token", "token:base/fighter-1", "token:base/fighter_3", "token:base/infantry-3"];
const SYSTEM_TOKENS = [
  "token.attachment.system:pok/wormhole-gamma", "token.exploration:pok/ion_storm", "token.wormhole.creuss:base/alpha", "token.attachment.system:pok/dimensional-tear.nekro",
  "token:thunders-edge/empyrean.blockade", "token.attachment.system:thunders-edge/avernus", "token.attachment.system:thunders-edge/crimson-breach",
];
const CARDS = ["card.technology.blue:base/gravity-drive", "card.technology.blue:base/gravity_drive", "card.technology.unit-upgrade:base/carrier-2", "card.technology.blue.winnu:base/lazax_gate_folding", "card.agenda:base/enforced-travel-ban", "card.agenda:pok/minister-of-war", "card.planet:base/mecatol-rex", "card.planet:base/lodor", "card.action:base/lost-star-chart", "card.action:base/lost_star_chart", "card.leader.agent:pok/emissary-taivra", "card.action:base/flank-speed.1", "card.relic:pok/circlet-of-the-void", "card.relic:pok/dominus_orb"];
const GARBAGE = [
  // Objects a Thunder's Edge table holds in players' areas (TI4-TTPG-TS), here anywhere and owned by anyone.
  "sheet.faction:thunders-edge/obsidian", "sheet.faction:base/generic", "sheet.faction:twilights-fall/tf-red", "token:thunders-edge/nekro.z", "sheet.faction:", "sheet.faction:/",
  "", ":", "::/", "unit:", "unit:/", "tile.system:base/abc", "tile.system:base/99999999999999999999", "tile.system:base/-3", "token.command:", "card.agenda:/", "constructor", "__proto__:x/y", "unit:base/constructor", "token:base/fighter-999", "\u0000\uffff"];
const SNAP_TAGS = [[], ["discard-agenda"], ["active-agenda"], ["law"], ["deck-technology"], ["discard-action"]];
// Every reading method but isValid, the one call TTPG answers for a destroyed object (its "object destroyed" errors come from the others).
const METHODS_THAT_BREAK = ["getPosition", "getRotation", "getTemplateMetadata", "getOwningPlayerSlot", "isHeld", "getId", "worldPositionToLocal", "getTemplateId", "getSnappedToPoint", "getContainer"];

interface Laid {
  readonly tokens: MockGameObject[];
  readonly tiles: MockGameObject[];
  readonly players: MockPlayer[];
  readonly tsEvent: ((...args: unknown[]) => void)[];
  readonly objects: MockStaticObject[];
}

function layTable(seed: number): Laid {
  const rnd = random(seed);
  const tokens: MockGameObject[] = [];
  const tiles: MockGameObject[] = [];
  const objects: MockStaticObject[] = [];
  const tsEvent: ((...args: unknown[]) => void)[] = [];
  const hexes = 1 + rnd.int(19);
  const centre = (i: number) => hexToTtpg(hexFromSpiral(i));
  for (let i = 0; i < hexes; i++) {
    const c = centre(i);
    tiles.push(new MockGameObject({ templateMetadata: rnd.pick(TILES), position: new Vector(c.x + (rnd.chance(0.1) ? 5 : 0), c.y, 0), rotation: new Rotator(0, 60 * rnd.int(6), rnd.chance(0.2) ? 180 : 0) }));
  }
  const somewhere = (): Vector => {
    const c = centre(rnd.int(hexes + 3));
    return new Vector(c.x + rnd.next() * 8 - 4, c.y + rnd.next() * 8 - 4, 1);
  };
  for (let i = rnd.int(40); i > 0; i--) objects.push(new MockGameObject({ templateMetadata: rnd.pick(UNITS), owningPlayerSlot: rnd.pick(SLOTS), position: somewhere() }));
  for (let i = rnd.int(6); i > 0; i--) objects.push(new MockGameObject({ templateMetadata: rnd.pick(SYSTEM_TOKENS), position: somewhere(), rotation: new Rotator(0, 0, rnd.chance(0.5) ? 180 : 0) }));
  for (let i = 2 + rnd.int(6); i > 0; i--) {
    const token = new MockGameObject({ templateMetadata: `token.command:base/${rnd.pick(FACTIONS)}`, owningPlayerSlot: rnd.pick(SLOTS), position: somewhere() });
    tokens.push(token);
  }
  // Command sheets of both mods (and an unknown model), with tokens round them.
  for (let i = rnd.int(4); i > 0; i--) {
    const at = new Vector(150 + rnd.int(100), rnd.int(200) - 100, 0);
    objects.push(new MockGameObject({ templateMetadata: "sheet:base/command", templateId: rnd.pick([JS_SHEET_TEMPLATE, TS_SHEET_TEMPLATE, "OTHER"]), owningPlayerSlot: rnd.pick(SLOTS), position: at, rotation: new Rotator(0, rnd.int(360), 0) }));
    for (let k = rnd.int(8); k > 0; k--) tokens.push(new MockGameObject({ templateMetadata: `token.command:base/${rnd.pick(FACTIONS)}`, owningPlayerSlot: rnd.pick(SLOTS), position: at.add(new Vector(rnd.next() * 16 - 8, rnd.next() * 16 - 8, 1)) }));
  }
  for (let i = rnd.int(3); i > 0; i--) objects.push(new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: rnd.pick(SLOTS), position: new Vector(-150, rnd.int(200) - 100, 5) }));
  for (let i = rnd.int(10); i > 0; i--) {
    const tags = rnd.pick(SNAP_TAGS);
    objects.push(
      new MockCard({
        cardDetails: rnd.chance(0.1) ? [] : [new MockCardDetails({ metadata: rnd.pick(CARDS) })],
        isFaceUp: rnd.chance(0.7),
        position: rnd.chance(0.3) ? somewhere() : new Vector(-120 + rnd.int(40), rnd.int(200) - 100, 1),
        snappedToPoint: tags.length === 0 ? undefined : new MockSnapPoint({ tags }),
        savedData: rnd.chance(0.5) ? { isActive: rnd.pick(["true", "false", ""]) } : undefined,
      }),
    );
  }
  // Garbage metadata and broken objects.
  for (let i = rnd.int(8); i > 0; i--) objects.push(new MockGameObject({ templateMetadata: rnd.pick(GARBAGE), owningPlayerSlot: rnd.pick([...SLOTS, 99, -99]), position: rnd.chance(0.2) ? new Vector(Number.NaN, Infinity, 0) : somewhere() }));
  const breakable = [...objects, ...tiles, ...tokens];
  for (let i = rnd.int(6); i > 0 && breakable.length > 0; i--) {
    const victim = rnd.pick(breakable) as unknown as { [method: string]: unknown };
    const method = rnd.pick(METHODS_THAT_BREAK);
    victim[method] = () => {
      throw new Error(`${method} broke`);
    };
  }
  // The mods' globals, working or broken.
  const throwing = (): never => {
    throw new Error("mod broke");
  };
  const modKind = rnd.int(4);
  if (modKind === 1) {
    g.TI4 = {
      events: { onSystemActivated: rnd.chance(0.5) ? { add: (fn: (...args: unknown[]) => void) => tsEvent.push(fn), remove: () => undefined } : { add: throwing, remove: throwing } },
      turnOrder: { getCurrentTurn: rnd.chance(0.5) ? throwing : () => rnd.pick(SLOTS) },
    };
  } else if (modKind === 2) {
    (world as unknown as { TI4?: unknown }).TI4 = { getPlayerDeskByPlayerSlot: rnd.chance(0.5) ? throwing : () => ({ colorName: rnd.pick(["red", 7, null, ""]) }), turns: { getCurrentTurn: throwing } };
    (globalEvents as unknown as { TI4?: unknown }).TI4 = { onSystemActivated: { add: throwing, remove: throwing } };
  } else if (modKind === 3) {
    g.TI4 = Object.defineProperties({}, { events: { get: throwing }, turnOrder: { get: throwing } });
  }
  if (rnd.chance(0.5)) world.setSavedData(rnd.pick(["garbage", "null", '{"11":{"colorName":42}}', '{"11":{"colorName":"red"}}', "[]"]), "@player-color/ti4");
  if (rnd.chance(0.5)) world.setSavedData(rnd.pick(["garbage", '{"clearAfterSeconds":"x","players":["red"]}', '{"overlayVisibility":"active-player"}', "7"]), "ti4-reach/settings");
  const players = SLOTS.filter((s) => s >= 0).map((slot) => new MockPlayer({ slot, name: `p${slot}` }));
  return { tokens, tiles, players, tsEvent, objects };
}

/** Every mutating method of ttpg-mock's objects, found on their prototypes. */
const MUTATING = /^(set|destroy|flip|snap|toggle|freeze|release|apply|attach|remove|update|switch|create|take|deal|shuffle|divide|split|move|insert|clear|reset|add)/;
const PROTOTYPES = [MockStaticObject.prototype, MockGameObject.prototype, MockCard.prototype, MockCardHolder.prototype];

function watchMutations(): { changes: string[]; menus: Map<unknown, number>; restore: () => void } {
  const changes: string[] = [];
  /** Entries each holder lists still (its menu's entries, by identifier). */
  const menus = new Map<unknown, number>();
  const entries = new Map<unknown, Set<string>>();
  const restores: (() => void)[] = [];
  for (const proto of PROTOTYPES) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (!MUTATING.test(name)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (descriptor === undefined || typeof descriptor.value !== "function") continue;
      const original = descriptor.value as (...args: unknown[]) => unknown;
      (proto as unknown as { [name: string]: unknown })[name] = function (this: unknown, ...args: unknown[]) {
        // Menu entries as TTPG lists them: added under their identifier (else their name), removed by it.
        if (name === "addCustomAction" || name === "removeCustomAction") {
          const listed = entries.get(this) ?? new Set<string>();
          const id = String(name === "addCustomAction" ? (args[2] ?? args[0]) : args[0]);
          if (name === "addCustomAction") listed.add(id);
          else listed.delete(id);
          entries.set(this, listed);
          menus.set(this, listed.size);
        } else changes.push(name);
        return original.apply(this, args);
      };
      restores.push(() => {
        (proto as unknown as { [name: string]: unknown })[name] = original;
      });
    }
  }
  return { changes, menus, restore: () => restores.forEach((r) => r()) };
}

function resetMock(): void {
  (MockGameWorld as unknown as { __sharedInstance: { _reset: () => void } }).__sharedInstance._reset();
  (MockGlobalScriptingEvents as unknown as { __sharedInstance: { _reset: () => void } }).__sharedInstance._reset();
  g.TI4Reach?.stop();
  delete g.TI4Reach;
  delete g.TI4;
  delete g.TI4ReachHolders;
  delete (world as unknown as { TI4?: unknown }).TI4;
  delete (globalEvents as unknown as { TI4?: unknown }).TI4;
}

describe("TTPG tables with broken objects, broken mods and garbage (seeded)", () => {
  afterEach(() => resetMock());

  test(
    "no exception escapes, and nothing but ti4-reach's own drawing and saved settings changes",
    () => {
      let reports = 0;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          resetMock();
          const rnd = random(seed ^ 0x5eed);
          const laid = layTable(seed);
          const someone = new DrawingLine();
          someone.points = [new Vector(0, 0, 0), new Vector(3, 3, 0)];
          world.addDrawingLine(someone);
          const written: string[] = [];
          const setSaved = world.setSavedData.bind(world);
          world.setSavedData = (data: string, key?: string) => {
            written.push(key ?? "");
            setSaved(data, key);
          };
          const chat: string[] = [];
          const broadcast = world.broadcastChatMessage.bind(world);
          world.broadcastChatMessage = (message: string, color?: Color) => {
            chat.push(message);
            broadcast(message, color);
          };
          for (const p of laid.players) {
            const send = p.sendChatMessage.bind(p);
            p.sendChatMessage = (message: string, color: Color) => {
              chat.push(message);
              send(message, color);
            };
          }
          const watch = watchMutations();
          try {
            const api = startTi4Reach(rnd.chance(0.5) ? "object:a" : "script");
            if (rnd.chance(0.3)) startTi4Reach("object:b");
            api.registerRule(rnd.pick([{ id: "r", text: "t", adjacent: () => 5 }, { id: "m", text: "t", moveBonus: () => Infinity }, { id: "x", text: "t", passThrough: () => { throw new Error("rule broke"); } }, null]) as never);
            if (rnd.chance(0.3)) api.setRenderer({ draw: () => { throw new Error("draw broke"); }, clear: () => { throw new Error("clear broke"); } });
            for (let step = 0; step < 12; step++) {
              const player = rnd.chance(0.9) ? rnd.pick(laid.players) : (undefined as unknown as MockPlayer);
              const action = rnd.int(6);
              if (action === 0 || action === 1) {
                const token = rnd.pick(laid.tokens) as unknown as { _releaseAsPlayer: (p: MockPlayer, t: boolean) => void };
                token._releaseAsPlayer(player, false);
              } else if (action === 2) {
                (rnd.pick(laid.tokens) as unknown as { _grabAsPlayer: (p: MockPlayer) => void })._grabAsPlayer(player);
              } else if (action === 3) {
                (rnd.pick(laid.tiles) as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void })._customActionAsPlayer(player, rnd.pick(["ti4-reach:show", "other"]));
              } else if (action === 4) {
                for (const fn of laid.tsEvent) fn(rnd.pick([{ getObj: () => rnd.pick(laid.tiles) }, { getObj: () => { throw new Error("system broke"); } }, null, 5]), player);
              } else {
                (globalEvents as unknown as { _customActionAsPlayer: (p: MockPlayer, id: string) => void })._customActionAsPlayer(player, "ti4-reach:settings");
              }
            }
            if (api.lastReport() !== undefined) reports++;
            if (rnd.chance(0.5)) releaseTi4Reach("object:a");
            g.TI4Reach?.stop();
          } finally {
            watch.restore();
            world.setSavedData = setSaved;
            world.broadcastChatMessage = broadcast;
          }
          // One unreadable object is left out with a diagnostic; it never fails a whole activation or menu.
          expect(chat.filter((line) => line.indexOf("internal error") >= 0)).toEqual([]);
          expect(watch.changes).toEqual([]);
          for (const [, count] of watch.menus) expect(count).toBe(0);
          expect(written.filter((key) => !key.startsWith("ti4-reach/"))).toEqual([]);
          expect(world.getDrawingLines()).toEqual([someone]);
          expect(world.getUIs()).toEqual([]);
        }),
        fuzzParams(40, 9009),
      );
      // The tables are not all so broken that nothing is ever reported.
      expect(reports).toBeGreaterThan(0);
    },
    fuzzTimeout(20000),
  );
});
