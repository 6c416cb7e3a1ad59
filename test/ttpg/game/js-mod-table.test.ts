/**
 * A table as TI4-Online/TI4-TTPG (the JavaScript mod) lays and runs it, not as TI4-TTPG-TS does:
 * - seats are desks with the mod's own slots (src/lib/player-desk/player-desk-color.js: green 1, red 16,
 *   yellow 9, pink 5, orange 6, purple 4, blue 15, white 18), found through world.TI4.getPlayerDeskByPlayerSlot
 *   and world.TI4.turns.getCurrentTurn(), which answers a desk (src/global.js, src/lib/turns.js);
 * - units and tokens carry its NSIDs (nsid-unit.json: "unit:base/carrier", nsid-token.json: "token:base/fighter_3",
 *   "token.command:base/<faction>"), plastic owned by the desk's slot, cardboard by none.
 */
import { MockGameObject, MockPlayer, Vector, world } from "ttpg-mock";
import { hexToTtpg } from "../../../src/core/all";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { endTi4Reach, release } from "./session";

const JS_SLOTS: Record<string, number> = { green: 1, red: 16, yellow: 9, pink: 5, orange: 6, purple: 4, blue: 15, white: 18 };

/** The mod's PlayerDesk: colorName and playerSlot are getters (player-desk.js). */
class JsPlayerDesk {
  constructor(
    private readonly color: string,
    private readonly slot: number,
  ) {}
  get colorName(): string {
    return this.color;
  }
  get playerSlot(): number {
    return this.slot;
  }
}

function installJsMod(colors: string[], turnOf: string): void {
  const desks = colors.map((c) => new JsPlayerDesk(c, JS_SLOTS[c]!));
  (world as unknown as { TI4: unknown }).TI4 = {
    turns: { getCurrentTurn: () => desks.find((d) => d.colorName === turnOf) },
    getAllPlayerDesks: () => [...desks],
    getPlayerDeskByPlayerSlot: (slot: number) => desks.find((d) => d.playerSlot === slot),
  };
}

/** A system tile's model, as the tables' tiles measure (ti4-table.ts). */
const TILE_SIZE = new Vector(15, 17.3, 0.3);

function at(q: number, r: number, dx = 0): Vector {
  const c = hexToTtpg({ q, r });
  return new Vector(c.x + dx, c.y, 1);
}

/** 19 at the centre, 20 north of it: red's carrier, a fighter token and red's command token as the mod has them. */
function layJsTable(): { token: MockGameObject; red: MockPlayer } {
  new MockGameObject({ templateMetadata: "tile.system:base/19", position: at(0, 0), _modelSize: TILE_SIZE } as never);
  new MockGameObject({ templateMetadata: "tile.system:base/20", position: at(0, -1), _modelSize: TILE_SIZE } as never);
  new MockGameObject({ id: "red-carrier", templateMetadata: "unit:base/carrier", owningPlayerSlot: JS_SLOTS.red!, position: at(0, -1, 3) });
  new MockGameObject({ id: "fighters", templateMetadata: "token:base/fighter_3", owningPlayerSlot: -1, position: at(0, -1, 4) });
  const token = new MockGameObject({ id: "red-token", templateMetadata: "token.command:base/sol", owningPlayerSlot: JS_SLOTS.red!, position: at(0, 0, -3) });
  return { token, red: new MockPlayer({ slot: JS_SLOTS.red!, name: "red player" }) };
}

afterEach(() => {
  endTi4Reach();
  delete (world as unknown as { TI4?: unknown }).TI4;
  for (const o of world.getAllObjects()) o.destroy();
});

describe("a TI4-TTPG (JavaScript mod) table", () => {
  test("red's desk (slot 16) drops a command token in its turn: the report is red's, the carrier brings the fighter token along", () => {
    installJsMod(["green", "red", "blue"], "red");
    const { token, red } = layJsTable();
    const api: TI4ReachApi = startTi4Reach();
    release(token, red);
    const report = api.lastReport()!;
    expect(report.player).toBe("red");
    expect(report.ships).toMatchObject([{ unit: "carrier", from: 20, reachable: true }]);
    expect(report.transport.arriving).toBe(3);
    expect(report.diagnostics).toEqual([]);
  });

  test("in green's turn red's token activates nothing", () => {
    installJsMod(["green", "red", "blue"], "green");
    const { token, red } = layJsTable();
    const api: TI4ReachApi = startTi4Reach();
    release(token, red);
    expect(api.lastReport()).toBeUndefined();
  });
});
