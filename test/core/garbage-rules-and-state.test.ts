/**
 * Mod authors' rules that answer garbage or throw, and table states of the
 * wrong shape: each gives a diagnostic (or, when nothing is left to report, an
 * error value) and the rest of the report stands. Nothing throws, nothing hangs.
 */
import { adjacencyRulesFor, buildGalaxy, createTileRegistry, reportActivation } from "../../src/core/all";
import type { CustomRule, ReportResult, TableState } from "../../src/core/all";

/** 19 active; a carrier two systems north (move 1: out of range) and a cruiser beside it. */
const line: TableState = {
  systems: [
    { tile: 19, hex: [0, 0] },
    { tile: 20, hex: [0, -1] },
    { tile: 21, hex: [0, -2] },
    { tile: 26, hex: [5, -5] },
  ],
  players: { red: { faction: "hacan" } },
  units: [
    { player: "red", unit: "carrier", system: 21 },
    { player: "red", unit: "cruiser", system: 20 },
  ],
  active: { player: "red", system: 19 },
};

function report(state: unknown, rules?: unknown): ReportResult {
  let result: ReportResult | undefined;
  expect(() => {
    result = reportActivation(state as TableState, { rules: rules as CustomRule[] });
  }).not.toThrow();
  return result as ReportResult;
}

function okReport(state: unknown, rules?: unknown) {
  const result = report(state, rules);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

const rule = (hooks: Record<string, unknown>): CustomRule => ({ id: "homebrew-broken", text: "a rule with a bug", ...hooks }) as CustomRule;

describe("a mod author's rule that answers garbage is ignored with a diagnostic", () => {
  test.each([
    ["Infinity", () => Infinity],
    ["NaN", () => NaN],
    ["a string", () => "2"],
    ["an object", () => ({ move: 2 })],
    ["a huge number", () => 1e12],
  ])("a move bonus of %s", (_what, moveBonus) => {
    const r = okReport(line, [rule({ moveBonus })]);
    expect(r.ships.find((s) => s.unit === "carrier")).toMatchObject({ move: 1, reachable: false });
    expect(r.ships.find((s) => s.unit === "cruiser")).toMatchObject({ move: 2, reachable: true });
    expect(r.diagnostics.some((d) => d.message.includes("homebrew-broken") && d.message.includes("move bonus"))).toBe(true);
  });

  test.each([
    ["a string", () => "19 21"],
    ["a pair that is not a pair", () => [[19]]],
    ["pairs of garbage", () => [[null, {}]]],
    ["an object", () => ({ 19: 21 })],
  ])("adjacency given as %s", (_what, adjacent) => {
    const r = okReport(line, [rule({ adjacent })]);
    expect(r.ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false });
    expect(r.diagnostics.some((d) => d.message.includes("homebrew-broken") && d.message.includes("adjacency"))).toBe(true);
  });

  test("a passage answer that is not true, false or nothing", () => {
    const r = okReport(line, [rule({ passThrough: () => "yes", enterActive: () => 1 })]);
    expect(r.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true });
    expect(r.diagnostics.filter((d) => d.message.includes("homebrew-broken")).length).toBeGreaterThan(0);
  });

  test("hooks that throw, hooks that are not functions, rules that are not rules", () => {
    const boom = (): never => {
      throw new Error("boom");
    };
    const r = okReport(line, [rule({ moveBonus: boom, adjacent: boom, passThrough: boom }), rule({ moveBonus: 3 }), null, "rule", { id: 7 }]);
    expect(r.ships.find((s) => s.unit === "cruiser")).toMatchObject({ move: 2, reachable: true });
    const messages = r.diagnostics.map((d) => d.message).join("\n");
    expect(messages).toContain("boom");
    expect(messages).toContain("moveBonus must be a function");
    expect(messages).toContain("a rule must be an object");
    expect(okReport(line, "not a list").diagnostics.map((d) => d.message)).toContain("rules must be a list; ignoring them");
  });

  test("a rule that throws an object whose message throws when read is left out like any other, the report still answers", () => {
    const nasty = (): never => {
      throw Object.defineProperty({}, "message", {
        get: () => {
          throw new Error("no message for you");
        },
      });
    };
    const r = okReport(line, [rule({ moveBonus: nasty })]);
    expect(r.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true });
    expect(r.diagnostics.map((d) => d.message).join("\n")).toContain("unknown error");
  });

  test("a working rule next to a broken one still works", () => {
    const fast = { id: "homebrew-fast", text: "+1 move", moveBonus: () => 1 };
    const r = okReport(line, [rule({ moveBonus: () => Infinity }), fast]);
    expect(r.ships.find((s) => s.unit === "carrier")).toMatchObject({ move: 2, reachable: true });
  });
});

describe("a table state of the wrong shape gives diagnostics or an error value, never an exception", () => {
  test.each([
    ["nothing", undefined],
    ["null", null],
    ["a string", "19 20 21"],
    ["a number", 42],
    ["a list", [1, 2]],
  ])("the whole state is %s: an error value", (_what, state) => {
    const r = report(state);
    expect(r.ok).toBe(false);
  });

  test("null fields and strings where objects belong are left out with a diagnostic; the rest is reported", () => {
    const state = {
      ...line,
      map: 5,
      systems: [...line.systems!, null, "26", { tile: "x", hex: [0, 1] }, { tile: 30, hex: [Infinity, 0] }],
      players: { red: { faction: "hacan", technologies: "gravity-drive", fleetTokens: "3", cards: [null] }, blue: null, green: "sol" },
      units: [...line.units!, null, 7, { player: "red", unit: "carrier" }, { player: "red", unit: "carrier", system: 21, count: "2" }, { player: null, unit: "x", system: 20 }],
      tokens: "none",
      laws: [null, 3],
    };
    const r = okReport(state);
    expect(r.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: true, path: [20, 19] });
    expect(r.ships.find((s) => s.unit === "carrier")).toMatchObject({ count: 1, reachable: false });
    const bad = r.diagnostics.filter((d) => d.kind === "bad-input").map((d) => d.message);
    for (const what of ["map", "systems[4]", "systems[5]", "systems[6]", "systems[7]", "players.red.technologies", "players.red.fleetTokens", "players.blue", "players.green", "units[2]", "units[3]", "units[4]", "units[5].count", "units[6]", "tokens", "laws[0]", "laws[1]", "players.red.cards[0]"]) {
      expect(bad.some((m) => m.startsWith(`${what} is `))).toBe(true);
    }
  });

  test("a diagnostic names the field that is wrong and says NaN or Infinity, never \"a number; expected a number\"", () => {
    const state = {
      ...line,
      systems: [...line.systems!, { tile: 30, hex: [Infinity, 0] }],
      players: { red: { faction: "hacan", fleetTokens: -1 }, blue: { fleetTokens: NaN } },
      units: [...line.units!, { player: "red", unit: "carrier", system: 20, count: NaN }, { player: "red", unit: "carrier", system: 20, count: Infinity }, { player: "red", unit: "carrier", system: "20" }],
    };
    const messages = okReport(state).diagnostics.filter((d) => d.kind === "bad-input").map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        `systems[${line.systems!.length}] is an object; expected {tile, hex: [q, r]} (its hex is a list holding Infinity); ignoring it`,
        "players.red.fleetTokens is a number; expected a number of tokens, 0 or more; ignoring it",
        "players.blue.fleetTokens is NaN; expected a number of tokens, 0 or more; ignoring it",
        `units[${line.units!.length}].count is NaN; expected a number; ignoring the stack`,
        `units[${line.units!.length + 1}].count is Infinity; expected a number; ignoring the stack`,
        `units[${line.units!.length + 2}] is an object; expected {player, unit, system} (its system is a string); ignoring it`,
      ]),
    );
  });

  test("an active system of the wrong shape is an error value naming it", () => {
    for (const active of [null, "19", { player: "red" }, { player: 3, system: 19 }, { player: "red", system: [NaN, 0] }]) {
      const r = report({ ...line, active });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.diagnostics.map((d) => d.message).join("\n")).toMatch(/active/);
    }
  });

  test("options of the wrong shape are no options", () => {
    expect(() => reportActivation(line, null as never)).not.toThrow();
    expect(reportActivation(line, null as never).ok).toBe(true);
  });

  test("building the galaxy alone from garbage gives diagnostics, not an exception", () => {
    const galaxy = buildGalaxy({ systems: [null, { tile: 19, hex: [0, 0] }], tokens: [{ token: 5 }] } as unknown as TableState, createTileRegistry());
    expect(galaxy.systems.size).toBe(1);
    expect(galaxy.diagnostics.map((d) => d.kind)).toContain("bad-input");
  });
});

describe("the adjacency rules asked directly (as the README shows mod authors) with a state of the wrong shape", () => {
  test("laws that are no list, an active entry that is null or names no system give the rules of no activation, never an exception", () => {
    const base: TableState = { map: "19 20 21", players: { red: { faction: "sol" } } };
    const galaxy = buildGalaxy(base, createTileRegistry());
    for (const extra of [{ laws: 5 }, { active: null }, { active: { system: "x" } }, { active: { player: "red", system: "x", effects: 7 } }]) {
      expect(() => adjacencyRulesFor({ ...base, ...extra } as never, galaxy)).not.toThrow();
    }
    expect(adjacencyRulesFor({ ...base, laws: 5 } as never, galaxy).alphaBetaLinks).toEqual([]);
  });
});

describe("a mod author's rule whose fields throw when read", () => {
  test("a rule with a getter that throws is left out with the reason; the report stands on the other rules", () => {
    const rigged = { id: "rigged", text: "a getter that throws" };
    Object.defineProperty(rigged, "moveBonus", { enumerable: true, get: () => { throw new Error("boom"); } });
    const result = reportActivation(line, { rules: [rigged as unknown as CustomRule, { id: "fine", text: "+0", moveBonus: () => 0 }] });
    expect(result.ok).toBe(true);
    expect(result.ok && result.report.diagnostics).toContainEqual(expect.objectContaining({ message: "a rule could not be read (boom); ignoring it" }));
  });
});
