/**
 * What a player's units are is remembered between reports while their
 * faction, technologies and cards stay the same; a change at the table shows
 * in the very next report.
 */
import { createUnitCatalogue, reportActivation } from "../../src/core/all";
import type { ReportOptions, TableState } from "../../src/core/all";

/** A carrier next to the active system with 6 infantry beside it (Carrier I carries 4, Carrier II 6). */
function table(technologies: string[], faction = "hacan"): TableState {
  return {
    systems: [
      { tile: 19, hex: [0, 0] },
      { tile: 20, hex: [0, -1] },
    ],
    players: { red: { faction, technologies } },
    units: [
      { player: "red", unit: "carrier", system: [0, -1] },
      { player: "red", unit: "infantry", system: [0, -1], planet: "vefut-ii", count: 6 },
    ],
    active: { player: "red", system: [0, 0] },
  };
}

function arriving(state: TableState, options: ReportOptions = {}): number {
  const result = reportActivation(state, options);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report.transport.arriving;
}

describe("a player's units between two reports", () => {
  test("a carrier carries 2 more infantry once Carrier II is researched between two activations", () => {
    const units = createUnitCatalogue();
    expect(arriving(table([]), { units })).toBe(4);
    expect(arriving(table(["carrier-ii"]), { units })).toBe(6);
    expect(arriving(table([]), { units })).toBe(4);
  });

  test("a homebrew carrier registered between two activations carries what it says in the next one", () => {
    const units = createUnitCatalogue();
    expect(arriving(table([], "kortali"), { units })).toBe(4);
    const carrier = units.resolve("carrier", undefined)!;
    expect(units.register({ ...carrier, id: "kortali-ark", faction: "kortali", replaces: "carrier", stats: { ...carrier.stats, capacity: 5 } })).toEqual([]);
    expect(arriving(table([], "kortali"), { units })).toBe(5);
  });
});
