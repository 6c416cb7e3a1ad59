/**
 * Tiles the TI4 TTS mod's system helper knows under numbers of its own. The
 * records are those of TI4-TTS TI4/Helpers/TI4_SystemHelper.ttslua (`_systems`):
 * the Keleres homes 202, 214 and 258, homebrew hyperlanes such as 1007, and,
 * to check the helper's hyperlane sides against the core's, tiles 83-91.
 */
import { createTileRegistry, tileFace } from "../../src/core/all";
import { modTile } from "../../src/tts/mod-tiles";

const tiles = createTileRegistry();

/** hyperlanes_faceUp / hyperlanes_faceDown of tiles 83-91 in the mod's system helper. */
const HELPER_HYPERLANES: { [tile: number]: { up: number[][]; down: number[][] } } = {
  83: { up: [[3], [], [], [0], [], []], down: [[], [5], [4, 5], [], [2], [1, 2]] },
  84: { up: [[], [4], [], [], [1], []], down: [[2], [], [0, 5], [5], [], [2, 3]] },
  85: { up: [[], [3], [], [1], [], []], down: [[], [5], [4, 5], [], [2], [1, 2]] },
  86: { up: [[], [3], [], [1], [], []], down: [[2], [], [0, 5], [5], [], [2, 3]] },
  87: { up: [[4], [4], [4], [], [0, 1, 2], []], down: [[], [], [4, 5], [], [2], [2]] },
  88: { up: [[2, 3, 4], [], [0], [0], [0], []], down: [[], [5], [4, 5], [], [2], [1, 2]] },
  89: { up: [[2, 4], [], [0, 4], [], [0, 2], []], down: [[2], [], [0, 5], [], [], [2]] },
  90: { up: [[4], [3], [], [1], [0], []], down: [[2], [], [0, 5], [], [], [2]] },
  91: { up: [[2], [], [0, 5], [5], [], [2, 3]], down: [[], [], [4, 5], [], [2], [2]] },
};

const sorted = (lanes: readonly (readonly [number, number])[] | undefined) => [...(lanes ?? [])].map((l) => [...l].sort()).sort();

describe("tiles the TTS mod numbers its own way", () => {
  test("the Keleres homes 202, 214 and 258 are the homes they borrow (2, 14, 58), with their planets where those lie", () => {
    for (const [mod, base] of [[202, 2], [214, 14], [258, 58]] as const) {
      const tile = modTile(mod, { tile: mod, home: true, planets: [] }, tiles)!;
      expect(tile).toMatchObject({ tile: mod, home: "keleres" });
      expect(tile.planets).toEqual(tiles.get(base)!.planets);
    }
  });

  test("the helper's hyperlane sides, read for tiles 83-91, give the core's lanes on both faces", () => {
    for (const [n, h] of Object.entries(HELPER_HYPERLANES)) {
      const read = modTile(9000 + Number(n), { tile: 9000, hyperlane: true, hyperlanes_faceUp: h.up, hyperlanes_faceDown: h.down }, tiles)!;
      const core = tiles.get(Number(n))!;
      expect(sorted(tileFace(read, false).lanes)).toEqual(sorted(tileFace(core, false).lanes));
      expect(sorted(tileFace(read, true).lanes)).toEqual(sorted(tileFace(core, true).lanes));
    }
  });

  test("a two-faced tile first read lying face down (systems() has put the back's lanes in `hyperlanes`) still has each face right", () => {
    const h = HELPER_HYPERLANES[87]!;
    const asFilled = { tile: 9087, hyperlane: true, hyperlanes: h.down, hyperlanes_faceUp: h.up, hyperlanes_faceDown: h.down };
    const read = modTile(9087, asFilled, tiles)!;
    expect(sorted(tileFace(read, false).lanes)).toEqual(sorted(tileFace(tiles.get(87)!, false).lanes));
    expect(sorted(tileFace(read, true).lanes)).toEqual(sorted(tileFace(tiles.get(87)!, true).lanes));
  });

  test("a warp zone (the mod's 1001: a hyperlane whose record names no lanes) is not guessed", () => {
    expect(modTile(1001, { tile: 1001, hyperlane: true }, tiles)).toBeUndefined();
  });

  test("a homebrew hyperlane with one face (the mod's 1007) joins the sides its record names", () => {
    const read = modTile(1007, { tile: 1007, hyperlane: true, hyperlanes: [[3], [], [], [0], [], []] }, tiles)!;
    expect(read).toMatchObject({ tile: 1007, hyperlane: true });
    expect(sorted(read.lanes)).toEqual(sorted(tiles.get(83)!.lanes));
  });

  test("a planet's centre and radius in the helper's tile units land where the core has that planet (the mod's own positions of 51, 67, 82)", () => {
    // _systems gives these positions itself: Creuss {x=-0.05, z=-0.4} radius 0.8, Cormund {x=0.45, z=-0.25}, Mallice {x=-0.45, z=-0.47} radius 0.8.
    const given: [number, { x: number; z: number }, number | undefined][] = [
      [51, { x: -0.05, z: -0.4 }, 0.8],
      [67, { x: 0.45, z: -0.25 }, undefined],
      [82, { x: -0.45, z: -0.47 }, 0.8],
    ];
    for (const [n, position, radius] of given) {
      const core = tiles.get(n)!.planets![0]!;
      const read = modTile(9000 + n, { tile: 9000 + n, planets: [{ name: core.name, position: { ...position, y: 0.094 }, radius }] }, tiles)!.planets![0]!;
      expect(Math.hypot(read.at![0] - core.at![0], read.at![1] - core.at![1])).toBeLessThan(0.3);
      if (radius !== undefined) expect(read.radius).toBeCloseTo(3.07, 1); // the core's default planet radius is 3 cm
    }
  });

  test("a homebrew system keeps what its record says: planets by name, wormholes, anomalies in the core's words", () => {
    const read = modTile(2001, { tile: 2001, wormholes: ["alpha"], anomalies: ["gravity rift"], planets: [{ name: "New Hope", legendary: true }, { name: "" }] }, tiles)!;
    expect(read).toEqual({ tile: 2001, source: "tts-mod", wormholes: ["alpha"], anomalies: ["gravity-rift"], planets: [{ id: "new-hope", name: "New Hope", legendary: true }] });
    expect(tiles.register(read)).toEqual([]);
  });
});
