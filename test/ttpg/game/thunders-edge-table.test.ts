/**
 * A Thunder's Edge table in Tabletop Playground (ttpg-mock), laid out with
 * TI4-TTPG-TS's NSIDs: "tile.system:thunders-edge/<n>" for 92-118 and the
 * Fracture 900-906 (side B, as OnStartThundersEdge._placeFracture lays it), and
 * the system attachments "token.attachment.system:thunders-edge/ingress",
 * "/crimson-breach" (face up = active) and "/crimson-sever".
 */
import { MockGameObject, Vector, world } from "ttpg-mock";
import { buildGalaxy, createTileRegistry, hexToTtpg, reportActivation } from "../../../src/core/all";
import type { ActivationReport, TableState } from "../../../src/core/all";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { canonical } from "../../support/canonical";
import { TE_MAP_STRING, thundersEdgeTable } from "../../support/thunders-edge-map";
import { SLOTS, layTable } from "./ti4-table";
import { endTi4Reach, release } from "./session";

type Global = { TI4Reach?: TI4ReachApi };
const g = globalThis as Global;

afterEach(() => {
  endTi4Reach();
  for (const o of world.getAllObjects()) o.destroy();
});

/**
 * The Fracture deployed: OnStartThundersEdge._placeFracture lays it face down ("901B0"), and "*Deploy
 * fracture" (right-click-fracture.ts) turns every Fracture tile face up (setRotation [0, 0, 0]).
 */
const DEPLOYED_MAP = TE_MAP_STRING.replace(/(90\d)B0/g, "$1A0");

const state: TableState = thundersEdgeTable({
  map: DEPLOYED_MAP,
  players: { red: { faction: "sol" }, blue: { faction: "hacan" } },
  units: [
    { player: "red", unit: "cruiser", system: 112 },
    { player: "red", unit: "carrier", system: 112 },
    { player: "red", unit: "carrier", system: 44 },
    { player: "red", unit: "cruiser", system: 906 },
  ],
});

function activate(system: number, extra: Partial<TableState> = {}): ActivationReport {
  const withToken: TableState = {
    ...state,
    units: [...(state.units ?? []), ...(extra.units ?? [])],
    tokens: [...(state.tokens ?? []), ...(extra.tokens ?? []), { token: "command", player: "red", system }],
  };
  const table = layTable(withToken);
  const api = startTi4Reach();
  release(table.tokens.get(`red@${system}`)!, table.players.get("red")!);
  const expected = reportActivation({ ...withToken, active: { player: "red", system } });
  if (!expected.ok) throw new Error(expected.problem.message);
  const report = api.lastReport()!;
  expect(canonical(report.ships)).toBe(canonical(expected.report.ships));
  return report;
}

/** Red drops a command token on 19 of a table laid from `table` (then `extra` objects), and the table is cleared after. */
function redActivates19(table: TableState, extra: () => void = () => undefined): ActivationReport {
  const laid = layTable({ ...table, tokens: [...(table.tokens ?? []), { token: "command", player: "red", system: 19 }] });
  extra();
  const api = startTi4Reach();
  release(laid.tokens.get("red@19")!, laid.players.get("red")!);
  const report = api.lastReport()!;
  endTi4Reach();
  for (const o of world.getAllObjects()) o.destroy();
  return report;
}

describe("a Thunder's Edge table in Tabletop Playground", () => {
  test("the new tiles and the Fracture are read without diagnostics; a cruiser crosses the Fracture from Mecatol Rex (112) to the other ingress", () => {
    const report = activate(93);
    expect(report.diagnostics).toEqual([]);
    const cruiser = report.ships.find((s) => s.unit === "cruiser" && s.from === 112)!;
    expect(cruiser).toMatchObject({ reachable: true, entered: 2 });
    expect([903, 906]).toContain(cruiser.path![1]);
  });

  test("active breaches are read face up; the face-down breach on 42 is inactive", () => {
    const into116 = activate(116);
    expect(into116.ships.find((s) => s.from === 44)).toMatchObject({ reachable: true, path: [44, 116], entered: 1 });
    world.getAllObjects().forEach((o) => o.destroy());
    g.TI4Reach?.stop();
    delete g.TI4Reach;
    const into42 = activate(42);
    expect(into42.ships.find((s) => s.from === 44)).toMatchObject({ reachable: false });
  });

  test("Ahk Creuxx (118) lies off the map and joins The Sorrow (94) by epsilon, until a Sever token lies on 94", () => {
    const carrier = { player: "red", unit: "carrier", system: 118 };
    expect(activate(94, { units: [carrier] }).ships.find((s) => s.from === 118)).toMatchObject({ reachable: true, path: [118, 94], entered: 1 });
    world.getAllObjects().forEach((o) => o.destroy());
    g.TI4Reach?.stop();
    delete g.TI4Reach;
    const severed = activate(94, { units: [carrier], tokens: [{ token: "sever", system: 94 }] });
    expect(severed.ships.find((s) => s.from === 118)).toMatchObject({ reachable: false });
  });

  test("the Fracture as the mod lays it at the start, face down until deployed, is not in play: a token on 903 activates nothing", () => {
    const reportOn903 = (map: string): ActivationReport | undefined => {
      const table = layTable(thundersEdgeTable({ map, players: state.players, units: [{ player: "red", unit: "cruiser", system: 112 }], tokens: [...thundersEdgeTable().tokens!, { token: "command", player: "red", system: 903 }] }));
      const api = startTi4Reach();
      release(table.tokens.get("red@903")!, table.players.get("red")!);
      const report = api.lastReport();
      endTi4Reach();
      for (const o of world.getAllObjects()) o.destroy();
      return report;
    };
    expect(TE_MAP_STRING).toContain("903B0");
    expect(reportOn903(TE_MAP_STRING)).toBeUndefined();
    expect(reportOn903(DEPLOYED_MAP)!.ships).toMatchObject([{ unit: "cruiser", from: 112, reachable: true, path: [112, 903] }]);
  });

  test("the deployed Fracture's defenders (slot 19, as the mod's Deploy Fracture owns them) are neutral: they block, and no unknown player is named", () => {
    // right-click-fracture.ts spawns 2 dreadnoughts, 1 destroyer and 3 infantry on 901, face up once deployed.
    const report = activate(902, {
      units: [
        { player: "neutral", unit: "dreadnought", system: 901, count: 2 },
        { player: "neutral", unit: "destroyer", system: 901 },
        { player: "neutral", unit: "infantry", system: 901, count: 3 },
        { player: "red", unit: "cruiser", system: 900 },
      ],
    });
    expect(report.diagnostics).toEqual([]);
    const cruiser = report.ships.find((s) => s.unit === "cruiser" && s.from === 900)!;
    expect(cruiser).toMatchObject({ reachable: false, reason: "blocked" });
  });
});

// Planet tokens (TI4-TTPG-TS system-attachment.data.ts, "thunders-edge"): the planet lies on the token itself.
describe.each([
  ["Avernus", "avernus"],
  ["Thunder's Edge", "thunders-edge"],
])("the %s planet token in Tabletop Playground", (_name, nsidName) => {
  test("two infantry on the token stand on its planet: red activates their system and no capacity warning comes", () => {
    const galaxy = buildGalaxy(state, createTileRegistry());
    const quiet = [...galaxy.systems.values()].find((s) => s.planets.length === 0 && !s.offMap && s.tile < 900 && !(state.units ?? []).some((u) => u.system === s.tile))!;
    const table = layTable({ ...state, tokens: [...(state.tokens ?? []), { token: "command", player: "red", system: quiet.tile }] });
    const c = hexToTtpg(quiet.hex);
    const at = new Vector(c.x + 3, c.y - 1.88, 1);
    new MockGameObject({ templateMetadata: `token.attachment.system:thunders-edge/${nsidName}`, position: at });
    for (const dx of [0.3, -0.3]) new MockGameObject({ templateMetadata: "unit:base/infantry", owningPlayerSlot: SLOTS.red!, position: at.add(new Vector(dx, 0, 0)) });
    const api = startTi4Reach();
    release(table.tokens.get(`red@${quiet.tile}`)!, table.players.get("red")!);
    const report = api.lastReport()!;
    expect(report.active.system).toBe(quiet.tile);
    expect(report.diagnostics).toEqual([]);
    expect(report.warnings.filter((w) => w.kind === "capacity")).toEqual([]);
  });
});

// Twilight's Fall (the Thunder's Edge game mode) has no factions: TI4-TTPG-TS names its command tokens
// by colour, "token.command:twilights-fall/tf-<colour>".
describe("a Twilight's Fall table in Tabletop Playground", () => {
  test("a colour's command token activates the system for that player, with no unknown-faction complaint", () => {
    const tf: TableState = { map: "19 20", players: { red: {} }, units: [{ player: "red", unit: "cruiser", system: 20 }] };
    const table = layTable(tf, { sheets: false });
    const galaxy = buildGalaxy(tf, createTileRegistry());
    const c = hexToTtpg(galaxy.systems.get(galaxy.byTile.get(19)![0]!)!.hex);
    const token = new MockGameObject({ templateMetadata: "token.command:twilights-fall/tf-red", owningPlayerSlot: SLOTS.red!, position: new Vector(c.x - 3, c.y, 1) });
    // The mode's sheet goes by colour too, and names no faction.
    new MockGameObject({ templateMetadata: "sheet.faction:twilights-fall/tf-red", owningPlayerSlot: SLOTS.red!, position: new Vector(190, 200, 0) });
    // Red's command sheet with three fleet tokens, laid as layTable lays a faction's.
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: SLOTS.red!, position: new Vector(200, 200, 0) });
    for (let k = 0; k < 3; k++) new MockGameObject({ templateMetadata: "token.command:twilights-fall/tf-red", owningPlayerSlot: SLOTS.red!, position: new Vector(201 + k, 206, 0) });
    const api = startTi4Reach();
    release(token, table.players.get("red")!);
    const report = api.lastReport()!;
    expect(report.active.system).toBe(19);
    expect(report.diagnostics).toEqual([]);
    expect(report.ships.find((s) => s.from === 20)).toMatchObject({ reachable: true });
  });

  test("a colour's command token already in a system locks that player's ships there [58.2]", () => {
    const tf: TableState = { map: "19 20", players: { red: {} }, units: [{ player: "red", unit: "cruiser", system: 20 }] };
    const table = layTable(tf, { sheets: false });
    const galaxy = buildGalaxy(tf, createTileRegistry());
    const at = (tile: number) => hexToTtpg(galaxy.systems.get(galaxy.byTile.get(tile)![0]!)!.hex);
    const c20 = at(20);
    new MockGameObject({ templateMetadata: "token.command:twilights-fall/tf-red", owningPlayerSlot: SLOTS.red!, position: new Vector(c20.x - 3, c20.y, 1) });
    const c19 = at(19);
    const token = new MockGameObject({ templateMetadata: "token.command:twilights-fall/tf-red", owningPlayerSlot: SLOTS.red!, position: new Vector(c19.x - 3, c19.y, 1) });
    new MockGameObject({ templateMetadata: "sheet.faction:twilights-fall/tf-red", owningPlayerSlot: SLOTS.red!, position: new Vector(190, 200, 0) });
    const api = startTi4Reach();
    release(token, table.players.get("red")!);
    expect(api.lastReport()!.ships.find((s) => s.from === 20)).toMatchObject({ reachable: false, reason: "locked" });
  });
});

// Void Tether (Empyrean breakthrough): TI4-TTPG-TS lays "token:thunders-edge/empyrean.blockade" on a border
// and SystemAdjacencyNeighbor.removeTags unties the system under it from the neighbour whose centre is nearest.
describe("a Void Tether token in Tabletop Playground", () => {
  const ring: TableState = {
    map: "19 20 21 22 23 24 25",
    players: { red: { faction: "sol" }, blue: { faction: "empyrean" } },
    units: [
      { player: "red", unit: "carrier", system: 20 },
      { player: "red", unit: "cruiser", system: 20 },
    ],
  };

  /** A tether token on the border of 19 and 20, a little on 20's side. */
  function tether(): void {
    const galaxy = buildGalaxy(ring, createTileRegistry());
    const hexOf = (tile: number) => hexToTtpg(galaxy.systems.get(galaxy.byTile.get(tile)![0]!)!.hex);
    const [a, b] = [hexOf(19), hexOf(20)];
    const at = new Vector(a.x + 0.55 * (b.x - a.x), a.y + 0.55 * (b.y - a.y), 1);
    new MockGameObject({ templateMetadata: "token:thunders-edge/empyrean.blockade", position: at });
  }

  const activate19 = (players: TableState["players"]): ActivationReport => redActivates19({ ...ring, players }, tether);

  test("another player's carrier cannot cross the tethered border; the cruiser goes round it", () => {
    const report = activate19(ring.players);
    expect(report.diagnostics).toEqual([]);
    expect(report.ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false, reason: "out-of-range" });
    expect(report.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true, entered: 2 });
  });

  test("with no Empyrean at the table the token is ignored with a diagnostic", () => {
    const report = activate19({ red: { faction: "sol" }, blue: { faction: "hacan" } });
    expect(report.diagnostics).toEqual([expect.objectContaining({ text: "void-tether" })]);
    expect(report.ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: true, entered: 1 });
  });
});

// TI4-TTPG-TS RightClickObsidianFirmament: "*Swap Obsidian/Firmament" replaces the faction sheet
// ("sheet.faction:thunders-edge/firmament" <-> "/obsidian", owned by the seat) and flips tile 96, but leaves the
// command tokens as they were; FactionRegistry.getPlayerSlotToFaction reads the faction from the sheet.
describe("the Firmament swapped to the Obsidian in Tabletop Playground", () => {
  test("the faction sheet names the faction: the flagship is Heaven's Hollow although the command tokens say Firmament", () => {
    const swapped: TableState = { map: "19 20", players: { red: { faction: "firmament" } }, units: [{ player: "red", unit: "flagship", system: 20 }] };
    const read = (sheet: string | undefined) =>
      redActivates19(swapped, () => {
        if (sheet !== undefined) new MockGameObject({ templateMetadata: sheet, owningPlayerSlot: SLOTS.red!, position: new Vector(190, 200, 0) });
      });
    expect(read("sheet.faction:thunders-edge/obsidian").ships).toMatchObject([{ unit: "flagship", name: "Heaven's Hollow", reachable: true }]);
    expect(read("sheet.faction:thunders-edge/firmament").ships).toMatchObject([{ unit: "flagship", name: "Heaven's Eye", reachable: true }]);
    expect(read(undefined).ships).toMatchObject([{ unit: "flagship", name: "Heaven's Eye", reachable: true }]);
    // The placeholder TI4-TTPG-TS lays in every area before a faction is unpacked (LayoutSheets, UnpackFactionSheet) names none.
    const generic = read("sheet.faction:base/generic");
    expect(generic.ships).toMatchObject([{ unit: "flagship", name: "Heaven's Eye", reachable: true }]);
    expect(generic.diagnostics).toEqual([]);
  });
});

// Valefar Assimilator Z: TI4-TTPG-TS reads "token:thunders-edge/nekro.z" in the Creuss player's area (closest owned card
// holder's owner, system-adjacency-wormhole.ts _isNekroZTokenInCreussArea): the Nekro flagship's system holds a delta wormhole.
describe("Valefar Assimilator Z in Tabletop Playground", () => {
  test("the Z token by the Creuss sheet gives the Nekro flagship Hil Colish's delta: a carrier in the Creuss Gate reaches it", () => {
    const state: TableState = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 20, hex: [0, -1] }, { tile: 17, hex: [3, -3] }],
      players: { red: { faction: "nekro" }, blue: { faction: "creuss" } },
      units: [{ player: "red", unit: "flagship", system: 19 }, { player: "red", unit: "carrier", system: 17 }],
    };
    const read = (z: boolean) =>
      redActivates19(state, () => {
        // layTable lays the second seat's (blue's) command sheet at (260, 200).
        if (z) new MockGameObject({ templateMetadata: "token:thunders-edge/nekro.z", position: new Vector(262, 196, 0) });
      });
    expect(read(true).ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: true, path: [17, 19], entered: 1 });
    expect(read(false).ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false });
  });
});
