/**
 * Property: on random small galaxies (anomalies, wormholes, hyperlanes, other
 * players' ships, command tokens, upgrades, held and used effects, both rift
 * readings), a move range lists exactly the systems whose activation report
 * says the group reaches them, with the same systems entered and rift rolls,
 * and the systems it would reach with held effects name the same effects.
 */
import fc from "fast-check";
import { moveRange } from "../../src/core";
import type { TableState, UnitStack } from "../../src/core";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";
import { arbitraryGalaxy } from "../support/random-galaxy";
import { pathsAreWhole, rangeAsOracle, rangeByReports, sortedOracle, unitsOf } from "../support/range-oracle";

const SHIPS = ["carrier", "cruiser", "destroyer", "dreadnought", "fighter", "flagship", "infantry"];
/** Factions whose abilities change movement: Quantum Entanglement and Slipstream, Voidborn, Gashlai Physiology. */
const FACTIONS = ["hacan", "creuss", "empyrean", "muaat", "jolnar"];
const TECHS = ["antimass-deflectors", "light-wave-deflector", "gravity-drive", "carrier-ii", "cruiser-ii", "fighter-ii", "spatial-conduit-cylinder"];
const CARDS = ["lost-star-chart", "nav-suite", "crucible", "dominus-orb", "flank-speed", "in-the-silence-of-space", "emissary-taivra", "aetherstream", "captain-mendosa", "circlet-of-the-void"];
const USED = ["flank-speed", "crucible", "emissary-taivra", "spatial-conduit-cylinder", "aetherstream", "lost-star-chart", "nav-suite", "dominus-orb"];

const arbitraryCase = fc
  .record({
    galaxy: arbitraryGalaxy,
    faction: fc.constantFrom(...FACTIONS),
    red: fc.array(fc.record({ unit: fc.constantFrom(...SHIPS), at: fc.nat() }), { minLength: 1, maxLength: 6 }),
    blue: fc.array(fc.record({ unit: fc.constantFrom("destroyer", "fighter", "infantry", "pds", "dimensional-tear"), at: fc.nat() }), { maxLength: 4 }),
    locks: fc.array(fc.nat(), { maxLength: 3 }),
    techs: fc.subarray(TECHS),
    cards: fc.subarray(CARDS, { maxLength: 3 }),
    used: fc.subarray(USED, { maxLength: 2 }),
    warfare: fc.boolean(),
    oncePerMove: fc.boolean(),
    from: fc.nat(),
  })
  .map((t) => {
    const at = (n: number) => t.galaxy.real[n % t.galaxy.real.length] as [number, number];
    const units: UnitStack[] = [
      ...t.red.map((u) => ({ player: "red", unit: u.unit, system: at(u.at) })),
      ...t.blue.map((u) => ({ player: "blue", unit: u.unit, system: at(u.at) })),
    ];
    const from = at(t.red[t.from % t.red.length]!.at);
    const state: TableState = {
      systems: t.galaxy.systems,
      players: { red: { faction: t.faction, technologies: t.techs, cards: t.warfare ? [...t.cards, "te-warfare"] : t.cards }, blue: { faction: "vuilraith" } },
      units,
      tokens: t.locks.map((n) => ({ token: "command", player: "red", system: at(n) })),
      active: { player: "red", system: at(0), effects: t.used },
    };
    return { state, from, warfare: t.warfare, switches: { riftBonusOncePerMove: t.oncePerMove } };
  });

describe("move range against the activation report of every system", () => {
  test(
    "same systems, systems entered, rift rolls and needed effects on random small galaxies",
    () => {
      fc.assert(
        fc.property(arbitraryCase, ({ state, from, warfare, switches }) => {
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
