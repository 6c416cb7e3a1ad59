/**
 * Property: on random small galaxies (anomalies, wormholes, hyperlanes, other
 * players' ships, command tokens, upgrades, held and used effects, both rift
 * readings), a move range lists exactly the systems whose activation report
 * says the group reaches them, by the same path (the same systems entered and rift rolls),
 * and the systems it would reach with held effects name the same effects.
 */
import fc from "fast-check";
import { moveRange } from "../../src/core/all";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";
import { arbitraryRangeCase } from "../support/random-galaxy";
import { pathsAreWhole, rangeAsOracle, rangeByReports, sortedOracle, unitsOf } from "../support/range-oracle";

describe("move range against the activation report of every system", () => {
  test(
    "same systems, the same paths (systems entered, rift rolls) and needed effects on random small galaxies",
    () => {
      fc.assert(
        fc.property(arbitraryRangeCase, ({ state, from, warfare, switches }) => {
          const result = moveRange(state, "red", from, undefined, { switches });
          if (!result.ok) throw new Error(result.problem.message);
          const oracle = rangeByReports(state, "red", from, { switches, warfare });
          const expected = sortedOracle(oracle, unitsOf(result.range, oracle));
          expect(rangeAsOracle(result.range)).toEqual(expected);
          expect(pathsAreWhole(result.range)).toBe(true);
        }),
        fuzzParams(150, 1313),
      );
    },
    fuzzTimeout(20000),
  );
});
