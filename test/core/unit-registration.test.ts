/** Mod authors' units: what the catalogue accepts, and what a refused unit does on the table. */
import { createUnitCatalogue, moveRange, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";

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

  test("a unit of the wrong shape is refused with a message, never thrown, and every later report still works", () => {
    const units = createUnitCatalogue();
    const raider = { id: "raider", name: "Raider", kind: "ship", stats: { move: 3, capacity: 2 } } as const;
    const refused: [unknown, string][] = [
      [{ ...raider, upgrade: { stats: { move: 4, capacity: 2 } } }, "unit raider: an upgrade names its technology"],
      [{ ...raider, upgrade: null }, "unit raider: an upgrade names its technology"],
      [{ ...raider, hangar: { base: -5, upgraded: -5 } }, "unit raider: a hangar holds base and upgraded fighters, whole numbers from 0 to 100"],
      [{ ...raider, hangar: { base: Number.NaN, upgraded: 0 } }, "unit raider: a hangar holds base and upgraded fighters, whole numbers from 0 to 100"],
      [{ ...raider, name: {} }, "unit raider: name is text"],
      [{ ...raider, faction: 5 }, "unit raider: faction is text"],
      [{ ...raider, replaces: null }, "unit raider: replaces is text"],
      [{ ...raider, unlockedBy: null }, "unit raider: unlockedBy is text"],
      [{ ...raider, passesShips: "yes" }, "unit raider: passesShips is true or false"],
      [{ ...raider, fleetWeight: 3 }, "unit raider: fleetWeight is a number from 0 to 1 (1 for a ship, 0.5 for a Naalu fighter)"],
      [null, "unit without an id: a unit is an object with an id, a kind and stats"],
      [{ ...raider, id: undefined }, "unit without an id: an id is required"],
    ];
    for (const [unit, message] of refused) {
      let answer: unknown;
      expect(() => (answer = units.register(unit as never))).not.toThrow();
      expect(answer).toEqual([expect.objectContaining({ kind: "bad-unit-data", message })]);
    }
    const state: TableState = { map: "19 20", players: { red: {} }, units: [{ player: "red", unit: "carrier", system: 19 }], active: { player: "red", system: 20 } };
    expect(reportActivation(state, { units })).toMatchObject({ ok: true, report: { ships: [{ unit: "carrier", reachable: true }] } });
    // A unit without a name goes by its id in the report.
    expect(units.register({ ...raider, name: undefined } as never)).toEqual([]);
    const named = reportActivation({ ...state, units: [{ player: "red", unit: "raider", system: 19 }] }, { units });
    expect(named.ok && named.report.ships[0]!.name).toBe("raider");
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
