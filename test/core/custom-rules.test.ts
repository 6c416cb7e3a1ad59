import { reportActivation } from "../../src/core";
import type { CustomRule, TableState } from "../../src/core";

/** 19 active, then 20, 21 (a nebula: 42 in the middle of the line) going north. */
const line = (middle = 20): TableState => ({
  systems: [
    { tile: 19, hex: [0, 0] },
    { tile: middle, hex: [0, -1] },
    { tile: 21, hex: [0, -2] },
    { tile: 26, hex: [5, -5] },
  ],
  players: { red: { faction: "hacan" } },
  units: [
    { player: "red", unit: "carrier", system: 21 },
    { player: "red", unit: "cruiser", system: 21 },
    { player: "red", unit: "destroyer", system: 26 },
  ],
  active: { player: "red", system: 19 },
});

function ships(state: TableState, rules: CustomRule[]) {
  const result = reportActivation(state, { rules });
  if (!result.ok) throw new Error(result.problem.message);
  return { ships: result.report.ships, diagnostics: result.report.diagnostics };
}

describe("rules added by mod authors", () => {
  test("a move bonus for one kind of ship (homebrew: carriers +1)", () => {
    const rule: CustomRule = { id: "homebrew-fast-carriers", text: "Your carriers get +1 move.", moveBonus: (ship) => (ship.unit === "carrier" ? 1 : 0) };
    const { ships: with_ } = ships(line(), [rule]);
    expect(with_.find((s) => s.unit === "carrier")).toMatchObject({ reachable: true, move: 2 });
    expect(ships(line(), []).ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false, move: 1 });
  });

  test("passage: a rule may open a nebula for passing through", () => {
    const open: CustomRule = { id: "homebrew-calm-nebulae", text: "Ships may move through nebulae.", passThrough: (s) => (s.anomalies.includes("nebula") ? true : undefined) };
    expect(ships(line(42), []).ships.find((s) => s.unit === "cruiser")!.reachable).toBe(false);
    expect(ships(line(42), [open]).ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true, path: [21, 42, 19] });
  });

  test("passage: a rule may close a system", () => {
    const closed: CustomRule = { id: "homebrew-minefield", text: "No ship may pass system 20.", passThrough: (s) => (s.tile === 20 ? false : undefined) };
    expect(ships(line(), [closed]).ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: false, reason: "blocked" });
  });

  test("a rule may forbid moving into the active system", () => {
    const shield: CustomRule = { id: "homebrew-shield", text: "Wellon cannot be entered.", enterActive: (s) => (s.tile === 19 ? false : undefined) };
    expect(ships(line(), [shield]).ships.every((s) => !s.reachable)).toBe(true);
  });

  test("a rule may make two systems adjacent, and the link says which rule", () => {
    const gate: CustomRule = { id: "homebrew-gate", text: "Lodor and Wellon are adjacent.", adjacent: () => [[26, 19]] };
    expect(ships(line(), [gate]).ships.find((s) => s.unit === "destroyer")).toMatchObject({ reachable: true, path: [26, 19] });
  });

  test("a rule that fails is reported and left out; the report still comes", () => {
    const broken: CustomRule = {
      id: "homebrew-broken",
      text: "Breaks.",
      moveBonus: () => {
        throw new Error("oops");
      },
      adjacent: () => [[99, 19]],
    };
    const result = ships(line(), [broken]);
    expect(result.ships.find((s) => s.unit === "cruiser")!.reachable).toBe(true);
    expect(result.diagnostics.map((d) => d.message)).toEqual(
      expect.arrayContaining([expect.stringContaining("rule homebrew-broken failed in moveBonus: oops"), expect.stringContaining("system 99 is not on the map")]),
    );
  });
});
