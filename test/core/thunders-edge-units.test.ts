/**
 * Thunder's Edge units, factions and cards in the core: the catalogue's
 * values as printed, the mods' spellings, neutral units without a seat, and
 * the D.W.S. Luminous passing a gravity rift where its owner has units (move
 * given back twice there must not loop). The situations themselves are
 * scenarios in test/scenarios (run in Lua too).
 */
import { createUnitCatalogue, factionFamily, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";

describe("Thunder's Edge units in the catalogue", () => {
  const units = createUnitCatalogue();

  test.each([
    ["bastion", "The Egeiro", 1, 3],
    ["ralnel", "Last Dispatch", 2, 4],
    ["crimson", "Quietus", 1, 3],
    ["deepwrought", "D.W.S. Luminous", 1, 6],
    ["firmament", "Heaven's Eye", 1, 3],
    ["obsidian", "Heaven's Hollow", 1, 3],
  ])("the %s flagship is %s, move %d, capacity %d", (faction, name, move, capacity) => {
    const flagship = units.resolve("flagship", faction);
    expect(flagship?.name).toBe(name);
    expect(flagship?.stats).toEqual({ move, capacity });
  });

  test("faction ids in the TI4-TTPG-TS spelling and the printed names", () => {
    expect(factionFamily("rebellion")).toBe("crimson");
    expect(factionFamily("Crimson Rebellion")).toBe("crimson");
    expect(factionFamily("last_bastion")).toBe("bastion");
    expect(factionFamily("Ral Nel")).toBe("ralnel");
    expect(factionFamily("deepwrought")).toBe("deepwrought");
    expect(units.resolve("destroyer", "rebellion")?.name).toBe("Exile");
    expect(units.resolve("space_dock", "bastion")).toMatchObject({ name: "4X41C Helios", hangar: { base: 3, upgraded: 3 } });
    expect(units.resolve("destroyer", "ralnel")).toMatchObject({ name: "Linkship", stats: { move: 3 }, upgrade: { stats: { move: 4 } } });
  });

  test("the Corsair and the Eidolon Maximum only with their breakthroughs; by name always", () => {
    expect(units.resolve("cruiser", "mentak")?.name).toBe("Cruiser");
    expect(units.resolve("cruiser", "mentak", ["the_tables_grace"])?.name).toBe("Corsair");
    expect(units.resolve("cruiser", "sol", ["the-tables-grace"])?.name).toBe("Cruiser");
    expect(units.resolve("mech", "naazrokha", [])?.name).toBe("Mech");
    expect(units.resolve("mech", "naazrokha", ["absolute-synergy"])?.stats).toEqual({ move: 3, capacity: 0 });
    expect(units.resolve("eidolon-maximus", "naazrokha")?.name).toBe("Eidolon Maximum");
  });
});

function report(state: TableState) {
  const result = reportActivation(state);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

describe("neutral units", () => {
  test("need no seat in players and give no diagnostic", () => {
    const r = report({
      systems: [
        { tile: 19, hex: [0, 0] },
        { tile: 20, hex: [0, -1] },
        { tile: 21, hex: [0, -2] },
      ],
      players: { red: { faction: "sol" } },
      units: [
        { player: "red", unit: "cruiser", system: 21 },
        { player: "neutral", unit: "destroyer", system: 20 },
        { player: "neutral", unit: "carrier", system: 19 },
        { player: "neutral", unit: "infantry", system: 19, planet: "wellon" },
      ],
      active: { player: "red", system: 19 },
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.ships).toMatchObject([{ unit: "cruiser", reachable: false, reason: "blocked" }]);
  });
});

describe("D.W.S. Luminous", () => {
  test("through a gravity rift holding Deepwrought units: the rift's +1 and its own, and the search ends", () => {
    // 19 active, 41 (a gravity rift) with a Deepwrought infantry and a Hacan destroyer, 21, 22: the Luminous in 22
    // needs 3, gets +1 leaving the rift and +1 for passing a system with its units.
    const state: TableState = {
      systems: [
        { tile: 19, hex: [0, 0] },
        { tile: 41, hex: [0, -1] },
        { tile: 21, hex: [0, -2] },
        { tile: 22, hex: [0, -3] },
        { tile: 67, hex: [1, -1] },
      ],
      players: { red: { faction: "deepwrought" }, blue: { faction: "hacan" } },
      units: [
        { player: "red", unit: "flagship", system: 22 },
        { player: "red", unit: "infantry", system: 41 },
        { player: "red", unit: "fighter", system: 67 },
        { player: "blue", unit: "destroyer", system: 41 },
      ],
      active: { player: "red", system: 19, effects: ["flank-speed"] },
    };
    const r = report(state);
    expect(r.ships).toMatchObject([{ unit: "flagship", move: 2, reachable: true, path: [22, 21, 41, 19], entered: 3, rolls: 1 }]);
  });
});
