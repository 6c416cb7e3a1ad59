/** Editing a table on the web page: each edit gives the scenario a player expects, undo steps back. */
import { readFileSync } from "fs";
import { join } from "path";
import { scenarioFromHash, scenarioToHash } from "../../src/web/hash-state";
import { createHistory } from "../../src/web/history";
import { addToken, addUnits, activate, fleetTokensFrom, placeSystem, removePlayer, renamePlayer, setPlayer, setUnitCount, tidyScenario } from "../../src/web/scenario-edit";
import { readMapString, readPasted, readScenarioText } from "../../src/web/scenario-input";
import { rangeIn, viewOf } from "../../src/web/table-view";
import type { Scenario } from "../../src/scenario/scenario-schema";
import { communityMaps } from "../support/map-strings";

const demoText = readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8");
const demo = (): Scenario => JSON.parse(demoText) as Scenario;

describe("placing units and tokens", () => {
  test("the same unit placed twice in a system makes one stack of both", () => {
    let s: Scenario = { map: "26 20", players: { red: {} } };
    s = addUnits(s, { player: "red", unit: "infantry", system: 26, planet: "lodor", count: 2 });
    s = addUnits(s, { player: "red", unit: "infantry", system: 26, planet: "lodor", count: 1 });
    s = addUnits(s, { player: "red", unit: "infantry", system: 26, count: 1 });
    expect(s.units).toEqual([
      { player: "red", unit: "infantry", system: 26, planet: "lodor", count: 3 },
      { player: "red", unit: "infantry", system: 26 },
    ]);
    expect(setUnitCount(s, 0, 0).units).toEqual([{ player: "red", unit: "infantry", system: 26 }]);
  });

  test("a system tile put over another keeps the pieces that named the old tile where they lie, now by hex", () => {
    let s: Scenario = { map: "26 20", players: { red: {} }, units: [{ player: "red", unit: "carrier", system: 26 }], tokens: [{ token: "command", player: "red", system: 26 }], active: { player: "red", system: 20 } };
    s = placeSystem(s, 25, [0, -1], 26);
    expect(s.systems).toEqual([{ tile: 25, hex: [0, -1] }]);
    expect(s.units).toEqual([{ player: "red", unit: "carrier", system: [0, -1] }]);
    expect(s.tokens).toEqual([{ token: "command", player: "red", system: [0, -1] }]);
    const view = viewOf(s);
    expect(view.problem).toBeUndefined();
    expect(view.report?.ships).toEqual([expect.objectContaining({ unit: "carrier", from: 25, reachable: false, reason: "locked" })]);
  });

  test("a player who takes another colour keeps their units, tokens and activation", () => {
    let s: Scenario = { map: "26 20", players: { red: { faction: "sol" }, blue: {} } };
    s = addUnits(s, { player: "red", unit: "carrier", system: 26, count: 1 });
    s = addToken(s, { token: "command", player: "red", system: 20 });
    s = activate(s, "red", 20);
    const renamed = renamePlayer(s, "red", "green");
    expect(Object.keys(renamed.players!)).toEqual(["green", "blue"]);
    expect(renamed.units![0]!.player).toBe("green");
    expect(renamed.tokens![0]!.player).toBe("green");
    expect(renamed.active).toEqual({ player: "green", system: 20 });
    expect(renamePlayer(s, "red", "blue")).toBe(s); // a colour already seated is refused
    const gone = removePlayer(renamed, "green");
    expect(gone.units).toEqual([]);
    expect(gone.active).toBeUndefined();
  });

  test("a seat edited on the page keeps what the page has no field for (Valefar Assimilator Z's flagship)", () => {
    const s: Scenario = { map: "19", players: { red: { faction: "nekro", assimilatedFlagship: "creuss" } } };
    const edited = setPlayer(s, "red", { ...s.players!.red!, fleetTokens: 4 });
    expect(edited.players!.red).toEqual({ faction: "nekro", fleetTokens: 4, assimilatedFlagship: "creuss" });
  });

  test("a scenario's switches are kept when the page tidies it, and its report follows them", () => {
    const rifts: Scenario = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 41, hex: [0, -1] }, { tile: 67, hex: [0, -2] }, { tile: 20, hex: [0, -3] }],
      players: { red: { faction: "sol" } },
      units: [{ player: "red", unit: "carrier", system: 20 }],
      active: { player: "red", system: 19 },
      switches: { riftBonusOncePerMove: true },
    };
    expect(tidyScenario(rifts).switches).toEqual({ riftBonusOncePerMove: true });
    expect(viewOf(rifts).report!.ships[0]).toMatchObject({ reachable: false, reason: "out-of-range" });
    expect(viewOf({ ...rifts, switches: undefined }).report!.ships[0]).toMatchObject({ reachable: true });
    // The move range follows them too, with no system active.
    const idle = viewOf({ ...rifts, active: undefined });
    const reaches19 = (view: typeof idle) => {
      const found = rangeIn(view, "red", "0,-3", undefined);
      return "range" in found && found.range.groups.some((g) => g.systems.some((s) => s.system === 19));
    };
    expect(reaches19(idle)).toBe(false);
    expect(reaches19(viewOf({ ...rifts, active: undefined, switches: undefined }))).toBe(true);
  });

  test("undo and redo step through whole scenarios", () => {
    const history = createHistory<Scenario>({});
    history.push({ map: "26" });
    history.push({ map: "26 20" });
    expect(history.undo()).toBe(true);
    expect(history.current()).toEqual({ map: "26" });
    expect(history.redo()).toBe(true);
    expect(history.current()).toEqual({ map: "26 20" });
    history.undo();
    history.push({ map: "19" });
    expect(history.canRedo()).toBe(false);
  });
});

describe("counts the page accepts are counts the report and the link accept", () => {
  test("a stack grows to 1000 units at most, by + or by placing more, and the page's link still opens", () => {
    let s: Scenario = { map: "26 20", players: { red: {} } };
    s = addUnits(s, { player: "red", unit: "fighter", system: 26, count: 999 });
    s = addUnits(s, { player: "red", unit: "fighter", system: 26, count: 99 });
    expect(s.units).toEqual([{ player: "red", unit: "fighter", system: 26, count: 1000 }]);
    s = setUnitCount(s, 0, 1001);
    expect(s.units![0]!.count).toBe(1000);
    expect(scenarioFromHash(scenarioToHash(s))).toEqual(tidyScenario(s));
  });

  test("fleet tokens as typed: empty is not counted (as a player without fleetTokens), 2.5 is 2, and the link opens", () => {
    expect(fleetTokensFrom("")).toBeUndefined();
    expect(fleetTokensFrom("  ")).toBeUndefined();
    expect(fleetTokensFrom("abc")).toBeUndefined();
    expect(fleetTokensFrom("2.5")).toBe(2);
    expect(fleetTokensFrom("-3")).toBe(0);
    expect(fleetTokensFrom("4")).toBe(4);
    expect(fleetTokensFrom("1e20")).toBe(100);
    const s = setPlayer({ map: "26 20", players: { red: { fleetTokens: 3 } } }, "red", { fleetTokens: fleetTokensFrom("2.5") });
    expect(s.players!.red).toEqual({ fleetTokens: 2 });
    expect(scenarioFromHash(scenarioToHash(s))).toEqual(tidyScenario(s));
    expect(setPlayer(s, "red", { fleetTokens: fleetTokensFrom("") }).players!.red).toEqual({});
  });
});

describe("what a user gives the page", () => {
  test("a bad map string is one message naming the token, and the table stays as it was", () => {
    const s = demo();
    const result = readPasted(s, "19 83Q 21");
    expect(result).toEqual({ ok: false, message: expect.stringContaining('position 2 "83Q"') });
    expect(s).toEqual(demo());
  });

  test("a new map string keeps everything placed; units off the new map are named, not lost", () => {
    const result = readMapString(demo(), "26 20 21");
    if (!result.ok) throw new Error(result.message);
    expect(result.scenario.units).toEqual(demo().units);
    const view = viewOf(result.scenario);
    expect(view.report).toBeUndefined();
    expect(view.problem).toMatch(/not on the map/);
  });

  test("a pasted map string that names its centre first is a map, not a broken scenario (4 community maps start with {N})", () => {
    const braced = communityMaps().filter((m) => m.mapstring.trim().startsWith("{"));
    expect(braced.length).toBeGreaterThanOrEqual(4);
    for (const { mapstring } of braced) {
      const result = readPasted(demo(), mapstring);
      expect(result).toEqual({ ok: true, scenario: expect.objectContaining({ map: expect.stringMatching(/^\{/) }) });
    }
    const fracture = readPasted(demo(), "{-1} 26 25");
    expect(fracture.ok).toBe(true);
    expect(readPasted(demo(), '{"map": "26 25"}')).toEqual({ ok: true, scenario: expect.objectContaining({ map: "26 25" }) });
    expect(readPasted(demo(), "{ nope")).toEqual({ ok: false, message: expect.stringMatching(/^pasted scenario: not valid JSON/) });
  });

  test("a scenario file with a bad field is refused with the field named", () => {
    const result = readScenarioText(JSON.stringify({ map: "19", units: [{ player: "red", unit: "carrier", system: "x" }] }), "mine.json");
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^mine\.json: units\[0\]\.system: /) });
  });
});

describe("the page address", () => {
  test("holds the whole scenario and gives it back, names with accents included", () => {
    const s = { ...demo(), name: "Ba'kal – Mecatol Rex ✓" };
    const hash = scenarioToHash(s);
    expect(hash).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(scenarioFromHash(hash)).toEqual(tidyScenario(s));
  });

  test("a broken link is refused with one message", () => {
    expect(() => scenarioFromHash("#s=eyJtYXAiOjE5fQ")).toThrow(/the address: map: /);
    expect(() => scenarioFromHash("#s=%%%")).toThrow(/the address: not valid JSON/);
    expect(scenarioFromHash("#other")).toBeUndefined();
  });
});
