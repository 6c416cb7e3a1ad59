import { createTileRegistry, BUILT_IN_TILES } from "../../src/core/all";

const registry = createTileRegistry();
const tile = (n: number) => registry.get(n)!;
/** Base game, Prophecy of Kings and Codex tiles (Thunder's Edge has its own tests). */
const BEFORE_TE = BUILT_IN_TILES.filter((t) => t.tile <= 91);

describe("built-in tile data", () => {
  test("every base and Prophecy of Kings tile 1-91 is known exactly once", () => {
    const numbers = BEFORE_TE.map((t) => t.tile).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 91 }, (_, i) => i + 1));
  });

  test("planet ids are unique across all tiles (Mecatol Rex is on 18 and on Thunder's Edge 112, never both)", () => {
    // A planet printed on both sides of one tile (Mallice on the Wormhole Nexus) is one planet of that tile.
    const ids = BUILT_IN_TILES.filter((t) => t.tile !== 112).flatMap((t) => [...new Set([...(t.planets ?? []), ...(t.back?.planets ?? [])].map((p) => p.id))]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("the wormhole systems carry their printed wormholes", () => {
    expect(tile(25).wormholes).toEqual(["beta"]);
    expect(tile(26).wormholes).toEqual(["alpha"]);
    expect(tile(39).wormholes).toEqual(["alpha"]);
    expect(tile(40).wormholes).toEqual(["beta"]);
    expect(tile(64).wormholes).toEqual(["beta"]);
    expect(tile(79).wormholes).toEqual(["alpha"]);
    expect(tile(17).wormholes).toEqual(["delta"]);
    expect(tile(51).wormholes).toEqual(["delta"]);
  });

  test("the Wormhole Nexus starts inactive: gamma only; active: alpha, beta, gamma and Mallice", () => {
    const nexus = tile(82);
    expect(nexus.startsFaceDown).toBe(true);
    expect(nexus.offMap).toBe(true);
    expect(nexus.back?.wormholes).toEqual(["gamma"]);
    expect([...(nexus.wormholes ?? [])].sort()).toEqual(["alpha", "beta", "gamma"]);
    expect(nexus.planets?.map((p) => p.id)).toEqual(["mallice"]);
  });

  test("anomalies: asteroid fields, supernovas, nebulae, gravity rifts", () => {
    const count = (kind: string) => BEFORE_TE.filter((t) => (t.anomalies ?? []).includes(kind as never)).map((t) => t.tile);
    expect(count("gravity-rift")).toEqual([41, 67]);
    expect(count("nebula")).toEqual([42, 56, 68]);
    expect(count("supernova")).toEqual([43, 80, 81]);
    expect(count("asteroid-field")).toEqual([44, 45, 79]);
  });

  test("home systems name their faction; the Creuss home is off the map, the Creuss Gate is not", () => {
    expect(tile(1).home).toBe("sol");
    expect(tile(51).home).toBe("creuss");
    expect(tile(51).offMap).toBe(true);
    expect(tile(17).home).toBeUndefined();
    expect(tile(17).offMap).toBeUndefined();
    expect(BEFORE_TE.filter((t) => t.home !== undefined)).toHaveLength(24);
  });

  test("hyperlane tiles 83-91 have lanes on both faces and no planets", () => {
    for (let n = 83; n <= 91; n++) {
      expect(tile(n).hyperlane).toBe(true);
      expect((tile(n).lanes ?? []).length).toBeGreaterThan(0);
      expect((tile(n).back?.lanes ?? []).length).toBeGreaterThan(0);
      expect(tile(n).planets ?? []).toEqual([]);
    }
  });

  test("planet positions lie inside their tile", () => {
    for (const t of BUILT_IN_TILES) {
      for (const p of [...(t.planets ?? []), ...(t.back?.planets ?? [])]) {
        expect(p.at).toBeDefined();
        const [x, y] = p.at!;
        expect(Math.hypot(x, y)).toBeLessThan(7.5);
      }
    }
  });
});
