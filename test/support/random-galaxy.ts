/** fast-check generators of small random galaxies for property tests: systems, anomalies, wormholes, hyperlanes. */
import fc from "fast-check";
import type { SystemInput } from "../../src/core";

/** Plain systems, gravity rifts (often), nebula, supernova, asteroid field, alpha and beta wormholes. */
export const RANDOM_TILES = [19, 20, 21, 22, 41, 67, 41, 67, 41, 42, 43, 44, 25, 26, 39, 40];

export interface RandomGalaxy {
  readonly systems: SystemInput[];
  /** Hexes of the systems (hyperlane tiles left out), never empty. */
  readonly real: [number, number][];
}

/** 4 to 19 tiles within 2 of the centre, some of them hyperlanes, at least one a system. */
export const arbitraryGalaxy: fc.Arbitrary<RandomGalaxy> = fc
  .uniqueArray(
    fc.record({
      q: fc.integer({ min: -2, max: 2 }),
      r: fc.integer({ min: -2, max: 2 }),
      tile: fc.constantFrom(...RANDOM_TILES),
      lane: fc.option(fc.record({ tile: fc.constantFrom(83, 84, 85, 86, 87, 88), rotation: fc.integer({ min: 0, max: 5 }) }), { freq: 8 }),
    }),
    { minLength: 4, maxLength: 19, selector: (c) => `${c.q},${c.r}` },
  )
  .filter((cells) => cells.some((c) => c.lane === null))
  .map((cells) => {
    const systems: SystemInput[] = cells.map((c) =>
      c.lane === null ? { tile: c.tile, hex: [c.q, c.r] } : { tile: c.lane.tile, hex: [c.q, c.r], side: "A", rotation: c.lane.rotation },
    );
    const real = systems.filter((s) => s.side === undefined).map((s) => [s.hex[0], s.hex[1]] as [number, number]);
    return { systems, real };
  });
