/**
 * The built TTS script on a fake Thunder's Edge table. No TI4 TTS mod has
 * Thunder's Edge yet, so the mod's system helper knows only tiles up to 91;
 * the new tiles (92-118, 96a/96b) and the Fracture (900-906) are homebrew-style
 * objects with "tile:<n>" in their GM notes, and the tokens are named
 * "Ingress Token", "Breach Token" (face up = active), "Sever Token", and the
 * planet tokens "Avernus Token" and "Thunder's Edge Token", and the Empyrean's
 * "Void Tether Token" on a border.
 */
import { buildGalaxy, createTileRegistry, hexToTts, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { canonical } from "../support/canonical";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";
import { TE_MAP_STRING, thundersEdgeTable } from "../support/thunders-edge-map";

const state: TableState = thundersEdgeTable({
  players: { red: { faction: "sol" } },
  units: [
    { player: "red", unit: "cruiser", system: 112 },
    { player: "red", unit: "carrier", system: 112 },
    { player: "red", unit: "carrier", system: 44 },
  ],
});
const galaxy = buildGalaxy(state, createTileRegistry());
const TOKEN_NAMES: Record<string, string> = { ingress: "Ingress Token", breach: "Breach Token", sever: "Sever Token" };

function centreOf(tile: number): { x: number; z: number } {
  return hexToTts(galaxy.systems.get(galaxy.byTile.get(tile)![0]!)!.hex);
}

function setUp(active: number, extra: readonly object[] = [], seats: Record<string, string> = { Red: "Federation of Sol" }): ReturnType<typeof luaWithBundle> {
  const specs: object[] = [...extra];
  const systems: Record<string, { tile: number }> = {};
  galaxy.systems.forEach((s) => {
    const c = hexToTts(s.hex);
    const guid = `tile${s.tile}`;
    if (s.tile <= 91) {
      systems[guid] = { tile: s.tile };
      specs.push({ name: "", guid, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0] });
    } else {
      // The Firmament face of 96 as a homebrew tile of its own; the rest face up with their number.
      const notes = s.tile === 96 ? "tile:96a" : `tile:${s.tile}`;
      specs.push({ name: "", guid, type: "Tile", position: [c.x, 1.12, c.z], rotation: [0, 180, 0], gmNotes: notes });
    }
  });
  let n = 0;
  for (const u of state.units ?? []) {
    const c = centreOf(u.system as number);
    n++;
    specs.push({ name: `Red ${u.unit === "cruiser" ? "Cruiser" : "Carrier"}`, guid: `red-${u.unit}-${n}`, position: [c.x + 0.3 * n, 1.2, c.z + 1.6] });
  }
  for (const t of state.tokens ?? []) {
    const c = centreOf(t.system as number);
    specs.push({ name: TOKEN_NAMES[t.token], position: [c.x + 1, 1.2, c.z - 1], type: "Tile", faceDown: t.faceDown === true, rotation: [0, 0, t.faceDown === true ? 180 : 0] });
  }
  const c = centreOf(active);
  specs.push({ name: "Federation of Sol Command Token", guid: "cmd", position: [c.x - 1, 1.2, c.z], type: "Tile" });
  const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "fake-ti4-helpers.lua", "canonical.lua"]);
  lua.run(`
    SYSTEMS = ${luaValue(systems)}
    SEATS = ${luaValue(seats)}
    FAKE.systemHelper(SYSTEMS)
    FAKE.factionHelper(SEATS)
    for _, spec in ipairs(${luaValue(specs)}) do FAKE.object(spec) end
  `);
  return lua;
}

function expected(active: number) {
  const result = reportActivation({ ...state, tokens: [...(state.tokens ?? []), { token: "command", player: "red", system: active }], active: { player: "red", system: active } });
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

describe("ti4-reach on a Thunder's Edge table in Tabletop Simulator", () => {
  test("tiles from GM notes and Thunder's Edge tokens by name: a cruiser crosses the Fracture from Mecatol Rex (112)", () => {
    const lua = setUp(93);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.diagnostics).toEqual([]);
    expect(canonical(report.ships)).toBe(canonical(expected(93).ships));
    const cruiser = report.ships.find((s: { unit: string }) => s.unit === "cruiser");
    expect(cruiser).toMatchObject({ reachable: true, entered: 2 });
    expect([903, 906]).toContain(cruiser.path[1]);
    lua.close();
  });

  test("a face-up Breach Token is active, a face-down one is not", () => {
    for (const [active, reaches] of [[116, true], [42, false]] as const) {
      const lua = setUp(active);
      lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
      const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
      expect(canonical(report.ships)).toBe(canonical(expected(active).ships));
      expect(report.ships.find((s: { from: number }) => s.from === 44).reachable).toBe(reaches);
      lua.close();
    }
    expect(TE_MAP_STRING).toContain("96a");
  });

  test.each(["Avernus Token", "Thunder's Edge Token"])("two infantry on the %s stand on its planet: no capacity warning where red activates", (name) => {
    const quiet = [...galaxy.systems.values()].find((s) => s.planets.length === 0 && !s.offMap && s.tile < 900 && !(state.units ?? []).some((u) => u.system === s.tile))!;
    const c = centreOf(quiet.tile);
    const lua = setUp(quiet.tile, [
      { name, type: "Tile", position: [c.x + 1, 1.2, c.z + 1] },
      { name: "Red Infantry", position: [c.x + 1.2, 1.3, c.z + 1] },
      { name: "Red Infantry", position: [c.x + 0.8, 1.3, c.z + 1] },
    ]);
    lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.active.system).toBe(quiet.tile);
    expect(report.diagnostics).toEqual([]);
    expect(report.warnings.filter((w: { kind: string }) => w.kind === "capacity")).toEqual([]);
    lua.close();
  });

  test("a Void Tether Token on the border of the carrier's system and the active system keeps the carrier out, when the Empyrean sit at the table", () => {
    const from = galaxy.byTile.get(44)![0]!;
    const hex44 = galaxy.systems.get(from)!.hex;
    const next = [...galaxy.systems.values()].find(
      (s) => Math.abs(s.hex.q - hex44.q) + Math.abs(s.hex.r - hex44.r) + Math.abs(s.hex.q + s.hex.r - hex44.q - hex44.r) === 2 && !s.offMap && s.tile < 900 && s.tile !== 112,
    )!;
    expect(expected(next.tile).ships.find((s) => s.from === 44)).toMatchObject({ reachable: true, entered: 1 });
    const [a, b] = [centreOf(next.tile), centreOf(44)];
    const tether = { name: "Void Tether Token", type: "Tile", position: [a.x + 0.55 * (b.x - a.x), 1.2, a.z + 0.55 * (b.z - a.z)] };
    for (const [seats, reaches] of [
      [{ Red: "Federation of Sol", Blue: "Empyrean" }, false],
      [{ Red: "Federation of Sol" }, true],
    ] as const) {
      const lua = setUp(next.tile, [tether], seats);
      lua.run(`onObjectDrop("Red", getObjectFromGUID("cmd"))`);
      const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
      expect(report.ships.find((s: { from: number }) => s.from === 44).reachable).toBe(reaches);
      expect(report.diagnostics.map((d: { text?: string }) => d.text)).toEqual(reaches ? ["void-tether"] : []);
      lua.close();
    }
  });
});
