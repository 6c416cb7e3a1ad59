/**
 * Move range on every movement scenario: for each system holding the active
 * player's ships, the range of each group is exactly the set of systems whose
 * activation report says that group reaches it (same systems entered and rift
 * rolls), and the systems it would reach with held effects name the same effects.
 */
import { buildGalaxy, createTileRegistry, moveRange, readTableFacts, createUnitCatalogue, shipGroups, systemRefOf } from "../../src/core/all";
import type { SystemRef } from "../../src/core/all";
import { scenarioCases } from "../support/scenario-cases";
import { pathsAreWhole, rangeAsOracle, rangeByReports, sortedOracle, unitsOf } from "../support/range-oracle";

/** Scenarios whose report succeeds: the movement scenarios (the rest are table errors). */
const movement = scenarioCases().filter(([, c]) => c.expect.error === undefined && c.scenario.active !== undefined);

function startSystems(c: (typeof movement)[number][1]): SystemRef[] {
  const galaxy = buildGalaxy(c.scenario, createTileRegistry());
  const facts = readTableFacts(c.scenario, galaxy, createUnitCatalogue());
  const starts: SystemRef[] = [];
  for (const g of shipGroups(facts, c.scenario.active!.player)) {
    const ref = systemRefOf(galaxy, g.start);
    if (!starts.some((s) => JSON.stringify(s) === JSON.stringify(ref))) starts.push(ref);
  }
  return starts;
}

/** Thunder's Edge Warfare in the player's effects, cards or technologies: systems with their own token may be activated. */
function holdsWarfare(c: (typeof movement)[number][1]): boolean {
  const holder = c.scenario.players?.[c.scenario.active!.player];
  return [...(c.scenario.active!.effects ?? []), ...(holder?.cards ?? []), ...(holder?.technologies ?? [])].includes("te-warfare");
}

describe("move range equals the activation report of every system", () => {
  test.each(movement)("%s", (_file, c) => {
    const player = c.scenario.active!.player;
    for (const from of startSystems(c)) {
      const result = moveRange(c.scenario, player, from, undefined, { switches: c.switches });
      if (!result.ok) throw new Error(result.problem.message);
      const oracle = rangeByReports(c.scenario, player, from, { switches: c.switches, warfare: holdsWarfare(c) });
      const expected = sortedOracle(oracle, unitsOf(result.range, oracle));
      expect({ from, groups: rangeAsOracle(result.range) }).toEqual({ from, groups: expected });
      expect(pathsAreWhole(result.range)).toBe(true);
    }
  });
});
