/**
 * The TTS build (Lua 5.2) keeps the galaxy between reports: a ship moved
 * keeps it, a system tile moved rebuilds it, and each report is the one the
 * JavaScript core gives for that table.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { canonical } from "../support/canonical";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

function jsReport(state: TableState): string {
  const result = reportActivation(state);
  if (!result.ok) throw new Error(result.problem.message);
  return canonical(result.report);
}

describe("the galaxy kept between activations (TTS, Lua 5.2)", () => {
  test("a ship moved keeps the galaxy; a system tile moved rebuilds it; both reports are right", () => {
    const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "canonical.lua"]);
    const report = (state: TableState) => lua.run(`return CANONICAL(TI4Reach.report(${luaValue(state)}))`);
    expect(report(demo)).toBe(jsReport(demo));
    expect(lua.run("return TI4Reach.galaxyBuilds()")).toBe("1");

    // Red's dreadnought moves from the nebula 68 to 72, next to the active system.
    const shipMoved: TableState = { ...demo, units: demo.units!.map((u) => (u.player === "red" && u.unit === "dreadnought" && u.system === 68 ? { ...u, system: 72 } : u)) };
    const afterShip = report(shipMoved);
    expect(lua.run("return TI4Reach.galaxyBuilds()")).toBe("1");
    expect(afterShip).toBe(jsReport(shipMoved));
    expect(JSON.parse(afterShip).ships).toContainEqual(expect.objectContaining({ unit: "dreadnought", from: 72, reachable: true }));

    // Jord (tile 1, red's two carriers) moves three rings further out.
    const tileMoved: TableState = { ...shipMoved, systems: demo.systems!.map((s) => (s.tile === 1 ? { ...s, hex: [0, -6] as [number, number] } : s)) };
    const afterTile = report(tileMoved);
    expect(lua.run("return TI4Reach.galaxyBuilds()")).toBe("2");
    expect(afterTile).toBe(jsReport(tileMoved));
    expect(JSON.parse(afterTile).ships).toContainEqual(expect.objectContaining({ unit: "carrier", from: 1, reachable: false, reason: "out-of-range" }));
    lua.close();
  });
});
