/** Mod authors' units: what the catalogue accepts, and what a refused unit does on the table. */
import { createUnitCatalogue, moveRange, reportActivation } from "../../src/core";
import type { TableState } from "../../src/core";

describe("registering a mod author's unit", () => {
  test("a unit filling 2 capacity when carried is refused with a clear message; 0 and 1 are accepted [95]", () => {
    const units = createUnitCatalogue();
    const mech = units.resolve("mech", undefined)!;
    expect(units.register({ ...mech, id: "heavy-walker", capacityUse: 2 })).toEqual([
      expect.objectContaining({ kind: "bad-unit-data", message: "unit heavy-walker: capacityUse is 0 or 1 (the capacity one unit fills when carried)" }),
    ]);
    expect(units.register({ ...mech, id: "light-walker", capacityUse: 1 })).toEqual([]);
    expect(units.register({ ...mech, id: "folded-walker", capacityUse: 0 })).toEqual([]);
  });

  test("a ship with a move of thousands (or Infinity, or 2.5) is refused: the move range would walk every cost up to it", () => {
    const units = createUnitCatalogue();
    const carrier = units.resolve("carrier", undefined)!;
    for (const move of [101, 1e9, Infinity, Number.NaN, 2.5, -1]) {
      expect(units.register({ ...carrier, id: "warp-carrier", stats: { move, capacity: 4 } })).toEqual([
        expect.objectContaining({ kind: "bad-unit-data", message: "unit warp-carrier: stats need a move and a capacity, whole numbers from 0 to 100" }),
      ]);
    }
    expect(units.register({ ...carrier, id: "warp-carrier", stats: { move: 100, capacity: 100 } })).toEqual([]);
    const range = moveRange({ map: "19 20", players: { red: {} }, units: [{ player: "red", unit: "warp-carrier", system: 19 }] }, "red", 19, undefined, { units });
    expect(range.ok).toBe(true);
  });

  test("a refused unit on the table is named as unknown and the carriers take the rest", () => {
    const units = createUnitCatalogue();
    units.register({ ...units.resolve("mech", undefined)!, id: "heavy-walker", capacityUse: 2 });
    const state: TableState = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 20, hex: [0, -1] }],
      players: { red: { faction: "hacan" } },
      units: [
        { player: "red", unit: "carrier", system: 20 },
        { player: "red", unit: "heavy-walker", system: 20 },
        { player: "red", unit: "infantry", system: 20, count: 2 },
      ],
      active: { player: "red", system: 19 },
    };
    const result = reportActivation(state, { units });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.report.diagnostics).toEqual([expect.objectContaining({ kind: "unknown-unit", text: "heavy-walker" })]);
    expect(result.report.transport.arriving).toBe(2);
  });
});
