/**
 * The built TTS script on a fake table with a Thunder's Edge faction. No TI4
 * TTS mod has Thunder's Edge yet: the faction helper is assumed to name the
 * faction as printed ("Ral Nel Consortium"), plastic is "<Color> <Type>" as
 * for every faction, and flagships go by their printed names ("Last Dispatch").
 */
import { buildGalaxy, createTileRegistry, hexToTts, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { canonical } from "../support/canonical";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";

const state: TableState = {
  systems: [19, 20, 21, 22, 23].map((tile, i) => ({ tile, hex: [0, -i] as [number, number] })),
  players: { red: { faction: "ralnel" } },
  units: [
    { player: "red", unit: "destroyer", system: 22 },
    { player: "red", unit: "destroyer", system: 23 },
    { player: "red", unit: "flagship", system: 21 },
  ],
};
const galaxy = buildGalaxy(state, createTileRegistry());
const NAMES: Record<string, string> = { destroyer: "Red Destroyer", flagship: "Last Dispatch" };

describe("Thunder's Edge units in Tabletop Simulator", () => {
  test("a Ral Nel player's destroyers are Linkships (move 3) and the Last Dispatch is known by name (move 2)", () => {
    const specs: object[] = [];
    const systems: Record<string, { tile: number }> = {};
    galaxy.systems.forEach((s) => {
      const c = hexToTts(s.hex);
      systems[`tile${s.tile}`] = { tile: s.tile };
      specs.push({ name: "", guid: `tile${s.tile}`, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0] });
    });
    (state.units ?? []).forEach((u, n) => {
      const c = hexToTts(galaxy.systems.get(galaxy.byTile.get(u.system as number)![0]!)!.hex);
      specs.push({ name: NAMES[u.unit], guid: `unit${n}`, position: [c.x + 0.3 * n, 1.2, c.z + 1.6] });
    });
    const c = hexToTts(galaxy.systems.get("0,0")!.hex);
    specs.push({ name: "Ral Nel Consortium Command Token", guid: "cmd", position: [c.x - 1, 1.2, c.z], type: "Tile" });
    const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "fake-ti4-helpers.lua", "canonical.lua"]);
    lua.run(`
      SYSTEMS = ${luaValue(systems)}
      SEATS = ${luaValue({ Red: "Ral Nel Consortium" })}
      FAKE.systemHelper(SYSTEMS)
      FAKE.factionHelper(SEATS)
      for _, spec in ipairs(${luaValue(specs)}) do FAKE.object(spec) end
    `);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    lua.close();
    const expected = reportActivation({ ...state, tokens: [{ token: "command", player: "red", system: 19 }], active: { player: "red", system: 19 } });
    if (!expected.ok) throw new Error(expected.problem.message);
    expect(report.diagnostics).toEqual([]);
    expect(canonical(report.ships)).toBe(canonical(expected.report.ships));
    expect(report.ships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit: "destroyer", from: 22, name: "Linkship", move: 3, reachable: true }),
        expect.objectContaining({ unit: "destroyer", from: 23, reachable: false }),
        expect.objectContaining({ unit: "flagship", from: 21, name: "Last Dispatch", move: 2, reachable: true }),
      ]),
    );
  });
});
