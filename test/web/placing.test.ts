/** A click on a system with a palette entry chosen: what lands in the scenario (no browser needed). */
import { createApp } from "../../src/web/page/app";
import { clickSystem } from "../../src/web/page/placing";
import type { PlanetChooser } from "../../src/web/page/placing";

function appWith(scenario: object): ReturnType<typeof createApp> {
  const app = createApp(() => undefined);
  app.load(scenario, "test");
  return app;
}

describe("placing by clicks", () => {
  test("ground forces go to the planet the player picks, ships to the space area", () => {
    const app = appWith({ map: "26 20", players: { red: {} } });
    const asked: string[][] = [];
    const pick: PlanetChooser = (planets, _what, done) => {
      asked.push(planets.map((p) => p.id));
      done("lodor");
    };
    app.controls.tool = { kind: "unit", unit: "infantry" };
    app.controls.count = 2;
    clickSystem(app, "0,-1", pick);
    app.controls.tool = { kind: "unit", unit: "carrier" };
    app.controls.count = 1;
    clickSystem(app, "0,-1", pick);
    expect(asked).toEqual([["lodor"]]);
    expect(app.scenario().units).toEqual([
      { player: "red", unit: "infantry", system: 26, planet: "lodor", count: 2 },
      { player: "red", unit: "carrier", system: 26 },
    ]);
  });

  test("a cancelled planet choice places nothing; units need a seated player", () => {
    const app = appWith({ map: "26 20", players: { red: {} } });
    app.controls.tool = { kind: "unit", unit: "mech" };
    clickSystem(app, "0,-1", (_p, _w, done) => done(null));
    expect(app.scenario().units).toBeUndefined();
    const empty = appWith({ map: "26 20" });
    empty.controls.tool = { kind: "unit", unit: "carrier" };
    clickSystem(empty, "0,-1", () => undefined);
    expect(empty.scenario().units).toBeUndefined();
    expect(empty.message()).toEqual({ text: "seat a player first (Players, Add player)", kind: "error" });
  });

  test("a Void Tether takes its owner and, with the next click, the system across the border", () => {
    const app = appWith({ map: "26 20 21", players: { orange: { faction: "empyrean" } } });
    app.controls.tool = { kind: "token", token: "void-tether" };
    clickSystem(app, "0,-1", () => undefined);
    expect(app.message()?.text).toMatch(/now click the system across the border/);
    clickSystem(app, "1,-1", () => undefined);
    expect(app.scenario().tokens).toEqual([{ token: "void-tether", system: 26, player: "orange", toward: 20 }]);
    expect(app.view().galaxy?.markers.tethers).toEqual([{ owner: "orange", a: "0,-1", b: "1,-1" }]);
  });

  test("clicking with Activate reports for the chosen player, and undo takes the activation back", () => {
    const app = appWith({ map: "26 20", players: { red: {} }, units: [{ player: "red", unit: "cruiser", system: 26 }] });
    app.controls.player = "red";
    clickSystem(app, "1,-1", () => undefined);
    expect(app.view().report?.ships).toEqual([expect.objectContaining({ unit: "cruiser", reachable: true, path: [26, 20] })]);
    app.undo();
    expect(app.view().report).toBeUndefined();
  });

  test("a click that activates draws the page once, and a second click on the same system still marks it selected", () => {
    const app = appWith({ map: "26 20", players: { red: {} }, units: [{ player: "red", unit: "cruiser", system: 26 }] });
    app.controls.player = "red";
    let drawings = 0;
    app.onRender(() => drawings++);
    clickSystem(app, "1,-1", () => undefined);
    expect(drawings).toBe(1);
    app.controls.selected = undefined;
    clickSystem(app, "1,-1", () => undefined);
    expect(drawings).toBe(2);
    expect(app.controls.selected).toBe("1,-1");
  });
});
