/** Move range: the systems a player's ships could move into, were each activated now. */
import { buildGalaxy, createTileRegistry, createUnitCatalogue, moveRange, rangeOverlayModel, reportActivation, TTPG_LAYOUT } from "../../src/core/all";
import type { MoveRange, TableState } from "../../src/core/all";
import { northLine } from "../support/galaxy";

/** A line of systems north of Mecatol-less centre: 19 (0,0), 20 (0,-1), 21 (0,-2), 22 (0,-3), 24 (0,-4); 25 (1,-1), 26 (-1,0). */
function line(extra: Partial<TableState> = {}): TableState {
  return {
    systems: northLine(19, 20, 21, 22, 24),
    players: { red: { faction: "hacan" }, blue: { faction: "sol" } },
    units: [{ player: "red", unit: "cruiser", system: 19 }],
    ...extra,
  };
}

function rangeOf(state: TableState, from: number | [number, number], unit?: string, player = "red"): MoveRange {
  const result = moveRange(state, player, from, unit);
  if (!result.ok) throw new Error(result.problem.message);
  return result.range;
}

const reached = (range: MoveRange, unit: string) => range.groups.find((g) => g.unit === unit)!.systems.map((s) => s.system);

describe("move range", () => {
  test("a cruiser (move 2) reaches the systems one and two away, with paths; the start is not listed", () => {
    const range = rangeOf(line(), 19);
    expect(range).toMatchObject({ player: "red", from: 19, hex: [0, 0] });
    expect(range.groups).toHaveLength(1);
    expect(range.groups[0]).toMatchObject({ unit: "cruiser", name: "Cruiser", count: 1, move: 2 });
    expect(range.groups[0]!.systems).toEqual([
      { system: 20, hex: [0, -1], path: [19, 20], entered: 1, rolls: 0 },
      { system: 21, hex: [0, -2], path: [19, 20, 21], entered: 2, rolls: 0 },
    ]);
  });

  test("other players' ships block passage but not the system they are in [58.4b]", () => {
    const range = rangeOf(line({ units: [{ player: "red", unit: "cruiser", system: 19 }, { player: "blue", unit: "destroyer", system: 20 }] }), 19);
    expect(reached(range, "cruiser")).toEqual([20]);
  });

  test("a system with the player's own command token cannot be activated and is not listed [5.2]", () => {
    const range = rangeOf(line({ tokens: [{ token: "command", player: "red", system: 21 }] }), 19);
    expect(reached(range, "cruiser")).toEqual([20]);
    const other = rangeOf(line({ tokens: [{ token: "command", player: "blue", system: 21 }] }), 19);
    expect(reached(other, "cruiser")).toEqual([20, 21]);
  });

  test("Thunder's Edge Warfare: a system with the player's own command token can be activated, so it is listed", () => {
    const state = line({ tokens: [{ token: "command", player: "red", system: 21 }], active: { player: "red", system: 24, effects: ["te-warfare"] } });
    expect(reached(rangeOf(state, 19), "cruiser")).toEqual([20, 21]);
  });

  test("systems one further name Gravity Drive; Flank Speed in use adds to every system [Gravity Drive, Flank Speed]", () => {
    const held = line({ players: { red: { faction: "hacan", technologies: ["gravity-drive"] } } });
    const range = rangeOf(held, 19);
    expect(reached(range, "cruiser")).toEqual([20, 21]);
    expect(range.groups[0]!.withEffects).toEqual([{ system: 22, hex: [0, -3], requires: ["gravity-drive"] }]);
    const flank = rangeOf(line({ active: { player: "red", system: 24, effects: ["flank-speed"] } }), 19);
    expect(flank.groups[0]!.move).toBe(3);
    expect(reached(flank, "cruiser")).toEqual([20, 21, 22]);
  });

  test("a group locked by its own command token has no range; with Dominus Orb held every system it could reach needs it [58.4c]", () => {
    const locked = line({ tokens: [{ token: "command", player: "red", system: 19 }] });
    expect(rangeOf(locked, 19).groups[0]).toMatchObject({ systems: [], withEffects: [] });
    const orb = line({ tokens: [{ token: "command", player: "red", system: 19 }], players: { red: { faction: "hacan", cards: ["dominus-orb"] } } });
    expect(rangeOf(orb, 19).groups[0]!.withEffects.map((w) => [w.system, w.requires])).toEqual([
      [20, ["dominus-orb"]],
      [21, ["dominus-orb"]],
    ]);
  });

  test("a nebula is in range as the active system, and never passed through [59]", () => {
    const state = line({ systems: [...line().systems!.filter((s) => s.tile !== 20), { tile: 42, hex: [0, -1] }] });
    expect(reached(rangeOf(state, 19), "cruiser")).toEqual([42]);
  });

  test("Crucible: leaving the active rift and coming back does not win its +1 (the report never passes the active system)", () => {
    // 19 - 20 - 41 (rift) - 67 (rift) in a line; a carrier (move 1) in 19 with Crucible in use.
    const state: TableState = {
      systems: [
        { tile: 19, hex: [0, 0] },
        { tile: 20, hex: [0, -1] },
        { tile: 41, hex: [0, -2] },
        { tile: 67, hex: [0, -3] },
      ],
      players: { red: { faction: "hacan" } },
      units: [{ player: "red", unit: "carrier", system: 19 }],
      active: { player: "red", system: 41, effects: ["crucible"] },
    };
    const report = reportActivation(state);
    expect(report.ok && report.report.ships[0]!.reachable).toBe(false);
    expect(reached(rangeOf(state, 19), "carrier")).toEqual([20, 67]); // 67 through the rift, with its +1 from Crucible
  });

  test("all groups in the system, or one unit type; the player's effects count only when they are the active player", () => {
    const state = line({
      units: [
        { player: "red", unit: "cruiser", system: 19 },
        { player: "red", unit: "carrier", system: 19, count: 2 },
        { player: "red", unit: "infantry", system: 19 },
      ],
      active: { player: "blue", system: 24, effects: ["flank-speed"] },
    });
    const all = rangeOf(state, 19);
    expect(all.groups.map((g) => [g.unit, g.count, g.move])).toEqual([
      ["carrier", 2, 1],
      ["cruiser", 1, 2],
    ]);
    expect(rangeOf(state, 19, "cruiser").groups.map((g) => g.unit)).toEqual(["cruiser"]);
    expect(rangeOf(state, [0, 0], "Carrier").groups.map((g) => g.unit)).toEqual(["carrier"]);
  });

  test("a start system that is not on the map is a problem, not a crash", () => {
    const result = moveRange(line(), "red", 50);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain("system 50 is not on the map");
  });

  test("mod authors' rules count as in the report: a rule closing a system closes it in the range", () => {
    const result = moveRange(line(), "red", 19, undefined, {
      rules: [{ id: "closed-21", text: "No one may move into 21.", enterActive: (system) => (system.tile === 21 ? false : undefined) }],
    });
    expect(result.ok && result.range.groups[0]!.systems.map((s) => s.system)).toEqual([20]);
  });

  test("Spatial Conduit Cylinder counts a mod author's unit as the report does: its system joins the cruiser's", () => {
    const units = createUnitCatalogue();
    expect(units.register({ ...units.resolve("destroyer", undefined)!, id: "star-barge", name: "Star Barge" })).toEqual([]);
    // Red's star barge alone in 24, four systems from the cruiser in 19; the Conduit joins 24, once active, to 19.
    const state = line({
      units: [{ player: "red", unit: "cruiser", system: 19 }, { player: "red", unit: "star-barge", system: 24 }],
      active: { player: "red", system: 20, effects: ["spatial-conduit-cylinder"] },
    });
    const report = reportActivation({ ...state, active: { player: "red", system: 24, effects: ["spatial-conduit-cylinder"] } }, { units });
    expect(report.ok && report.report.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true, path: [19, 24] });
    const range = moveRange(state, "red", 19, "cruiser", { units });
    expect(range.ok && range.range.groups[0]!.systems.map((s) => s.system)).toEqual([20, 24, 21]);
  });

  test("Sundered: the Crimson home is in another player's range, marked as where their units are destroyed; the label says so", () => {
    const state: TableState = {
      systems: [{ tile: 94, hex: [0, 0] }, { tile: 19, hex: [0, -1] }, { tile: 118, hex: [9, -2] }],
      players: { red: { faction: "sol" }, blue: { faction: "crimson" } },
      units: [{ player: "red", unit: "carrier", system: 94 }, { player: "blue", unit: "carrier", system: 94 }],
    };
    const sol = rangeOf(state, 94).groups[0]!.systems;
    expect(sol.find((s) => s.system === 118)).toMatchObject({ path: [94, 118], destroyed: true });
    expect(sol.find((s) => s.system === 19)!.destroyed).toBeUndefined();
    const galaxy = buildGalaxy(state, createTileRegistry());
    const labels = rangeOverlayModel(rangeOf(state, 94), galaxy, TTPG_LAYOUT).outlines.map((o) => o.label.lines.join(" / "));
    expect(labels).toContain("1 system, destroyed there");
    // The Crimson Rebellion's own carrier moves home unharmed.
    expect(rangeOf(state, 94, undefined, "blue").groups[0]!.systems.find((s) => s.system === 118)!.destroyed).toBeUndefined();
    // Reached only with Gravity Drive: marked too, and its label says both.
    const further: TableState = { ...state, players: { ...state.players, red: { faction: "sol", technologies: ["gravity-drive"] } }, units: [{ player: "red", unit: "dreadnought", system: 19 }] };
    const needing = rangeOf(further, 19).groups[0]!.withEffects.find((w) => w.system === 118);
    expect(needing).toMatchObject({ requires: ["gravity-drive"], destroyed: true });
    const furtherLabels = rangeOverlayModel(rangeOf(further, 19), buildGalaxy(further, createTileRegistry()), TTPG_LAYOUT).outlines.map((o) => o.label.lines.join(" / "));
    expect(furtherLabels).toContain("needs Gravity Drive, destroyed there");
  });
});
