import fc from "fast-check";
import { hexDistance } from "../../src/core/all";
import type { Adjacency, Galaxy, SystemInput, TableState, TokenState } from "../../src/core/all";
import { build } from "../support/galaxy";
import { communityMaps } from "../support/map-strings";

/** Every system's links, checked for symmetry and for never reaching itself. */
function checkSymmetric(galaxy: Galaxy, adjacency: Adjacency): void {
  galaxy.systems.forEach((_s, key) => {
    for (const link of adjacency.links(key)) {
      expect(link.to).not.toBe(key);
      expect(adjacency.isAdjacent(link.to, key)).toBe(true);
    }
  });
}

describe.each(communityMaps().map((m) => [m.name, m.mapstring]))("community map %s", (_name, mapstring) => {
  test("adjacency is symmetric", () => {
    const { galaxy, adjacency } = build({ map: mapstring });
    expect(galaxy.diagnostics).toEqual([]);
    checkSymmetric(galaxy, adjacency);
  });

  test("with home systems in their slots, every on-map system has a neighbour", () => {
    const withHomes = mapstring
      .trim()
      .split(/[\s,]+/)
      .map((t) => (t === "0" ? "1" : t))
      .join(" ");
    const { galaxy, adjacency } = build({ map: withHomes });
    galaxy.systems.forEach((s, key) => {
      if (!s.offMap) expect(adjacency.links(key).length).toBeGreaterThan(0);
    });
  });
});

const SYSTEM_TILES = [19, 20, 25, 26, 39, 40, 41, 42, 17, 51, 82, 64, 79];
const HYPERLANE_TILES = [83, 84, 85, 86, 87, 88, 89, 90, 91];

/** A random small galaxy: up to 19 hexes, systems and hyperlanes, wormhole tokens, laws and effects. */
const smallGalaxy: fc.Arbitrary<TableState> = fc
  .record({
    cells: fc.array(
      fc.record({
        q: fc.integer({ min: -2, max: 2 }),
        r: fc.integer({ min: -2, max: 2 }),
        hyperlane: fc.boolean(),
        tile: fc.constantFrom(...SYSTEM_TILES),
        lane: fc.constantFrom(...HYPERLANE_TILES),
        side: fc.constantFrom("A", "B"),
        rotation: fc.integer({ min: 0, max: 5 }),
        faceDown: fc.boolean(),
      }),
      { maxLength: 19 },
    ),
    tokens: fc.array(fc.record({ token: fc.constantFrom("wormhole-alpha", "wormhole-gamma", "ion-storm"), at: fc.nat(), faceDown: fc.boolean() }), {
      maxLength: 3,
    }),
    laws: fc.subarray(["enforced-travel-ban", "wormhole-reconstruction", "nexus-sovereignty"]),
    effects: fc.subarray(["lost-star-chart", "emissary-taivra", "spatial-conduit-cylinder"]),
    qe: fc.boolean(),
    activeAt: fc.nat(),
  })
  .map(({ cells, tokens, laws, effects, qe, activeAt }) => {
    const seen = new Set<string>();
    const systems: SystemInput[] = [];
    for (const c of cells) {
      const key = `${c.q},${c.r}`;
      if (seen.has(key)) continue;
      seen.add(key);
      systems.push(
        c.hyperlane
          ? { tile: c.lane, hex: [c.q, c.r], side: c.side, rotation: c.rotation }
          : { tile: c.tile, hex: [c.q, c.r], faceDown: c.faceDown },
      );
    }
    const real = systems.filter((s) => s.side === undefined);
    const pick = (n: number) => real[n % Math.max(real.length, 1)];
    const tokenStates: TokenState[] = real.length === 0 ? [] : tokens.map((t) => ({ token: t.token, system: pick(t.at)!.hex, faceDown: t.faceDown }));
    const state: TableState = {
      systems,
      tokens: tokenStates,
      laws,
      players: { red: { faction: "creuss", technologies: qe ? ["quantum-entanglement"] : [] } },
      units: real.length === 0 ? [] : [{ player: "red", unit: "flagship", system: pick(activeAt + 1)!.hex }],
      ...(real.length === 0 ? {} : { active: { player: "red", system: pick(activeAt)!.hex, effects } }),
    };
    return state;
  });

describe("adjacency on random small galaxies", () => {
  test("is symmetric and never joins a system to itself", () => {
    fc.assert(
      fc.property(smallGalaxy, (state) => {
        const { galaxy, adjacency } = build(state);
        checkSymmetric(galaxy, adjacency);
      }),
      { numRuns: 500 },
    );
  });

  test("edge links are exactly the pairs of on-map systems one hex apart", () => {
    fc.assert(
      fc.property(smallGalaxy, (state) => {
        const { galaxy, adjacency } = build(state);
        const systems = [...galaxy.systems.values()];
        for (const a of systems) {
          const edgeTargets = adjacency
            .links(a.key)
            .filter((l) => l.reasons.some((r) => r.kind === "edge"))
            .map((l) => l.to)
            .sort();
          const expected = systems
            .filter((b) => !a.offMap && !b.offMap && hexDistance(a.hex, b.hex) === 1)
            .map((b) => b.key)
            .sort();
          expect(edgeTargets).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("without laws or effects, wormhole links are exactly the pairs sharing a wormhole kind", () => {
    fc.assert(
      fc.property(smallGalaxy, (raw) => {
        const state: TableState = { ...raw, laws: [], active: undefined, players: {} };
        const { galaxy, adjacency } = build(state);
        const systems = [...galaxy.systems.values()];
        for (const a of systems) {
          const viaWormhole = adjacency
            .links(a.key)
            .filter((l) => l.reasons.some((r) => r.kind === "wormhole"))
            .map((l) => l.to)
            .sort();
          const kinds = new Set(a.wormholes.map((w) => w.wormhole));
          const expected = systems
            .filter((b) => b.key !== a.key && b.wormholes.some((w) => kinds.has(w.wormhole)))
            .map((b) => b.key)
            .sort();
          expect(viaWormhole).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
