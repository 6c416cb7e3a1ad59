/**
 * One object that cannot be read never breaks an activation (TTPG). TTPG's
 * objects answer "object destroyed" (an exception) from every method but
 * isValid once they are gone, and a homebrew script may break any of them.
 * Here the demo table is laid as the TI4 TTPG mods lay it (ti4-table.ts), with
 * one extra object of each kind the reading looks at, laid away from the map
 * so that, were it readable, it would change nothing; that object throws from
 * one method. Red's command token released on 63 must still give the demo's
 * report, with no "internal error" in the chat, for every kind and method.
 */
import { MockCard, MockCardDetails, MockCardHolder, MockGameObject, MockGameWorld, MockGlobalScriptingEvents, Vector } from "ttpg-mock";
import { reportActivation } from "../../../src/core/all";
import type { ActivationReport } from "../../../src/core/all";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { canonical } from "../../support/canonical";
import { demoState, layTable } from "./ti4-table";
import { endTi4Reach, release } from "./session";

const demo = demoState();
const demoReport = ((): ActivationReport => {
  const r = reportActivation(demo);
  if (!r.ok) throw new Error(r.problem.message);
  return r.report;
})();

/** Far from the map and from the players' sheets: a readable object here changes nothing. */
const FAR = new Vector(-400, 400, 1);

/** One object of each kind the reading asks something of, by the mods' NSIDs; slot -1 or an unseated slot. */
const KINDS: { readonly [kind: string]: () => MockGameObject } = {
  unit: () => new MockGameObject({ templateMetadata: "unit:base/carrier", owningPlayerSlot: 18, position: FAR }),
  "fighter token": () => new MockGameObject({ templateMetadata: "token:base/fighter-3", position: FAR }),
  "system tile": () => new MockGameObject({ templateMetadata: "tile.system:base/19", position: FAR }),
  "system token": () => new MockGameObject({ templateMetadata: "token.exploration:pok/ion_storm", position: FAR }),
  "command token": () => new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: 18, position: FAR }),
  "control token": () => new MockGameObject({ templateMetadata: "token.control:base/sol", owningPlayerSlot: 18, position: FAR }),
  "command sheet": () => new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: -1, position: FAR }),
  "faction sheet": () => new MockGameObject({ templateMetadata: "sheet.faction:base/sol", owningPlayerSlot: -1, position: FAR }),
  "card holder": () => new MockCardHolder({ templateMetadata: "card-holder:base/player-hand", owningPlayerSlot: -1, position: FAR }),
  card: () => new MockCard({ cardDetails: [new MockCardDetails({ metadata: "card.technology.blue:base/gravity_drive" })], isFaceUp: true, position: FAR }),
};

/** Every method the reading may ask, but isValid (the one TTPG answers for a destroyed object). */
const METHODS = [
  "getPosition", "getRotation", "getScale", "getTemplateMetadata", "getTemplateId", "getOwningPlayerSlot", "getId", "isHeld",
  "getContainer", "getSnappedToPoint", "worldPositionToLocal", "getSavedData", "isFaceUp", "getStackSize", "getCardDetails", "isInHolder",
];

function resetWorld(): void {
  endTi4Reach();
  (MockGameWorld as unknown as { __sharedInstance: { _reset: () => void } }).__sharedInstance._reset();
  (MockGlobalScriptingEvents as unknown as { __sharedInstance: { _reset: () => void } }).__sharedInstance._reset();
}

afterEach(() => resetWorld());

describe("an object that cannot be read, of any kind, from any method", () => {
  for (const kind of Object.keys(KINDS)) {
    test(`a ${kind} that throws from any of its methods is left out; red activating 63 gets the demo's report`, () => {
      for (const method of METHODS) {
        resetWorld();
        const table = layTable(demo);
        const broken = KINDS[kind]!() as unknown as { [name: string]: unknown };
        broken[method] = () => {
          throw new Error(`object destroyed (${method})`);
        };
        const api = startTi4Reach();
        const red = table.players.get("red")!;
        const chat = jest.spyOn(red, "sendChatMessage");
        release(table.tokens.get("red@63")!, red);

        const said = chat.mock.calls.map((call) => String(call[0]));
        expect({ method, internalErrors: said.filter((line) => line.indexOf("internal error") >= 0) }).toEqual({ method, internalErrors: [] });
        const report = api.lastReport();
        expect({ method, active: report?.active }).toEqual({ method, active: { system: 63, hex: [0, -1] } });
        expect(canonical(report!.ships)).toBe(canonical(demoReport.ships));
        expect(canonical(report!.transport)).toBe(canonical(demoReport.transport));
      }
    });
  }

  test("a command sheet whose position throws: every activation and Show reach still answers", () => {
    const table = layTable(demo);
    const sheet = new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: 19, position: FAR });
    (sheet as unknown as { getPosition: () => never }).getPosition = () => {
      throw new Error("object destroyed");
    };
    const api = startTi4Reach();
    const red = table.players.get("red")!;
    const chat = jest.spyOn(red, "sendChatMessage");
    release(table.tokens.get("red@63")!, red);
    expect(chat.mock.calls.map((c) => String(c[0])).join("\n")).not.toContain("internal error");
    expect(api.lastReport()?.active.system).toBe(63);
  });
});
