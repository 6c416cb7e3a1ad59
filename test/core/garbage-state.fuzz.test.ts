/**
 * Fault injection: a valid scenario with one field (or one entry of a list)
 * replaced by garbage of any type. The core answers with a report or an error
 * value, never an exception, and quickly.
 */
import fc from "fast-check";
import { buildGalaxy, createTileRegistry, moveRange, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";

const valid = (): Record<string, unknown> => ({
  map: "19 20 21 22 23 24 25",
  systems: [{ tile: 41, hex: [0, -2] }],
  players: { red: { faction: "winnu", technologies: ["lazax-gate-folding", "gravity-drive"], fleetTokens: 3, cards: ["flank-speed"], planets: ["wellon"] }, blue: { faction: "creuss" } },
  units: [
    { player: "red", unit: "carrier", system: 20, count: 2 },
    { player: "red", unit: "infantry", system: 20, planet: "vefut-ii", count: 2 },
    { player: "red", unit: "fighter", system: 21, count: 3 },
    { player: "blue", unit: "flagship", system: 22 },
  ],
  tokens: [{ token: "command", player: "red", system: 21 }, { token: "ion-storm", system: 23, faceDown: true }, { token: "mirage", system: 24 }],
  laws: ["enforced-travel-ban"],
  active: { player: "red", system: 19, effects: ["spatial-conduit-cylinder", "flank-speed"] },
});

const PATHS = [
  [], ["map"], ["systems"], ["systems", 0], ["systems", 0, "hex"], ["systems", 0, "tile"], ["players"], ["players", "red"],
  ["players", "red", "technologies"], ["players", "red", "technologies", 0], ["players", "red", "fleetTokens"], ["players", "red", "planets"],
  ["players", "red", "faction"], ["players", "constructor"], ["units"], ["units", 0], ["units", 0, "count"], ["units", 1, "planet"],
  ["units", 3, "system"], ["units", 0, "player"], ["tokens"], ["tokens", 0], ["tokens", 1, "system"], ["tokens", 2, "token"], ["laws"],
  ["laws", 0], ["active"], ["active", "system"], ["active", "player"], ["active", "effects"], ["active", "effects", 0],
] as const;

const garbage = fc.oneof(
  fc.constantFrom(null, undefined, NaN, Infinity, -Infinity, 0, -1, 1e308, "", "constructor", "__proto__", [], {}, [null], [[]], [1, 2, 3], true),
  fc.anything(),
);

function setAt(root: Record<string, unknown>, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) node = node[path[i]!] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return root;
}

describe("garbage in one field of a valid scenario", () => {
  test(
    "a report or an error value, never an exception",
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...PATHS), garbage, (path, value) => {
          const state = setAt(valid(), path, value) as TableState;
          const started = Date.now();
          const result = reportActivation(state);
          expect(typeof result.ok).toBe("boolean");
          if (result.ok) expect(Array.isArray(result.report.ships)).toBe(true);
          else expect(result.problem.message).not.toMatch(/^the report failed/); // answered, not caught
          expect(() => buildGalaxy(state, createTileRegistry())).not.toThrow();
          expect(Date.now() - started).toBeLessThan(2000);
        }),
        fuzzParams(300, 4242),
      );
    },
    fuzzTimeout(30000),
  );

  test(
    "the move range of red's carriers: a range or an error value, never an exception",
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...PATHS), garbage, (path, value) => {
          const state = setAt(valid(), path, value) as TableState;
          const result = moveRange(state, "red", 20, "carrier");
          expect(typeof result.ok).toBe("boolean");
          if (result.ok) expect(Array.isArray(result.range.groups)).toBe(true);
          else expect(result.problem.message).not.toMatch(/^the move range failed/); // answered, not caught
        }),
        fuzzParams(300, 4243),
      );
    },
    fuzzTimeout(30000),
  );
});
