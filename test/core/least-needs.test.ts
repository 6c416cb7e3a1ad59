/**
 * Property test: the cheap search that tells why a ship is blocked (only the
 * least move from each system) against the full safest-path search, on random
 * small galaxies with anomalies, wormholes, hyperlanes, other players' ships,
 * Dimensional Tears, alpha wormhole tokens, held effects and both readings of
 * the gravity rift.
 */
import fc from "fast-check";
import { builtInCatalogue, checkTableState, createTileRegistry, buildGalaxy, passageProfile, prepareAction, readTableFacts, searchReach } from "../../src/core/all";
import type { ActionSetup } from "../../src/core/all";
import { leastNeeds } from "../../src/core/movement/least-needs";
import { arbitraryRangeCase } from "../support/random-galaxy";

describe("least move into the active system", () => {
  test("agrees with the full search for every system, profile and budget on 2,000 random tables", () => {
    fc.assert(
      fc.property(arbitraryRangeCase, fc.integer({ min: 0, max: 4 }), fc.array(fc.nat(), { maxLength: 3 }), ({ state, switches }, maxBudget, alphas) => {
        // Alpha wormhole tokens anywhere, gravity rifts included: wormhole groups of three and more, some leaving a rift.
        const real = (state.systems ?? []).filter((s) => s.side === undefined);
        const tokens = [...(state.tokens ?? []), ...alphas.map((n) => ({ token: "wormhole-alpha", system: real[n % real.length]!.hex }))];
        const checked = checkTableState({ ...state, tokens });
        const galaxy = buildGalaxy(checked.state, createTileRegistry());
        const facts = readTableFacts(checked.state, galaxy, builtInCatalogue());
        const setup = prepareAction(checked.state, galaxy, facts, { switches, rules: [] }) as ActionSetup;
        expect("kind" in setup).toBe(false);
        // Passing ships or not, with or without the Creuss flagship's own delta (not the D.W.S. Luminous).
        for (const [passShips, withoutOwnDelta] of [[false, false], [true, false], [false, true], [true, true]] as const) {
          const profile = passageProfile(passShips, withoutOwnDelta, false);
          const input = { adjacency: setup.adjacency, passage: setup.passage, rules: setup.rules, activeKey: setup.activeKey, profile, maxBudget };
          const full = searchReach(input);
          const least = leastNeeds(input);
          for (let n = 0; n < galaxy.numbers.keys.length; n++) expect(least(n)).toBe(full.minNeedsAt(n));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
