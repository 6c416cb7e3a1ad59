import { buildGalaxy, checkRule, createTileRegistry, createUnitCatalogue, prepareAction, readTableFacts, reportActivation } from "../../src/core/all";
import type { ActionSetup, CustomRule, TableState } from "../../src/core/all";

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

  test("a rule answering nonsense (adjacency not a list of pairs, an Infinity or NaN move bonus) is reported and left out", () => {
    const nonsense: CustomRule[] = [
      { id: "homebrew-infinite", text: "Infinite move.", moveBonus: () => Infinity },
      { id: "homebrew-nan", text: "NaN move.", moveBonus: () => Number.NaN },
      { id: "homebrew-string", text: "Move as text.", moveBonus: () => "2" as never },
      { id: "homebrew-number", text: "Adjacency as a number.", adjacent: () => 5 as never },
      { id: "homebrew-mixed", text: "Some pairs broken.", adjacent: () => [[26, 19], "x", [26], [null, 19]] as never },
    ];
    const result = ships(line(), nonsense);
    expect(result.ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false, move: 1 });
    expect(result.ships.find((s) => s.unit === "destroyer")).toMatchObject({ reachable: true, path: [26, 19] });
    const messages = result.diagnostics.map((d) => d.message).join("\n");
    for (const id of ["homebrew-infinite", "homebrew-nan", "homebrew-string"]) expect(messages).toContain(`rule ${id} gave a move bonus that is not a small number`);
    expect(messages).toContain("rule homebrew-number gave adjacency that is not a list of system pairs");
    expect(messages).toContain("rule homebrew-mixed gave 3 adjacency entries that are not [system, system]");
  });

  test("checking a rule before registering it: not an object, no id or text, a hook that is not a function", () => {
    for (const bad of [undefined, null, "rule", 5, {}, { id: "", text: "t" }, { id: "x", text: "t", adjacent: [[1, 2]] }]) {
      expect(checkRule(bad as never)).toEqual([expect.objectContaining({ kind: "unknown-id" })]);
    }
    expect(checkRule({ id: "x", text: "t", moveBonus: () => 1 })).toEqual([]);
  });
});

describe("mod authors' rules and the adjacency kept between actions", () => {
  test("a rule that adds no links (a move bonus only) keeps the adjacency made for the table: the next action reuses it", () => {
    const state = line();
    const galaxy = buildGalaxy(state, createTileRegistry());
    const facts = readTableFacts(state, galaxy, createUnitCatalogue());
    const rules: CustomRule[] = [{ id: "tailwind", text: "+0 move", moveBonus: () => 0 }];
    const first = prepareAction(state, galaxy, facts, { switches: {}, rules }) as ActionSetup;
    const second = prepareAction(state, galaxy, facts, { switches: {}, rules }) as ActionSetup;
    expect(second.adjacency).toBe(first.adjacency);
    // A rule that joins two systems gets its own, every time (its links may change with the table).
    const joining: CustomRule[] = [{ id: "bridge", text: "19 and 26 are adjacent", adjacent: () => [[19, 26]] }];
    const joined = prepareAction(state, galaxy, facts, { switches: {}, rules: joining }) as ActionSetup;
    expect(joined.adjacency).not.toBe(first.adjacency);
  });
});
