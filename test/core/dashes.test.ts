/** Paths cut into the player's dashes, for the tables whose lines cannot be dashed (TTPG, TTS). */
import fc from "fast-check";
import { dashedPieces } from "../../src/core/all";
import type { PlanePoint } from "../../src/core/all";

const length = (ps: readonly PlanePoint[]): number => {
  let n = 0;
  for (let i = 0; i + 1 < ps.length; i++) n += Math.hypot(ps[i + 1]!.north - ps[i]!.north, ps[i + 1]!.east - ps[i]!.east);
  return n;
};

describe("dashed paths", () => {
  test("a solid pattern leaves the path whole", () => {
    const path = [{ north: 0, east: 0 }, { north: 10, east: 0 }];
    expect(dashedPieces(path, [], 1)).toEqual([path]);
  });

  test("a path of 10 in dashes of 2 on and 1 off gives four dashes, the last one short", () => {
    const pieces = dashedPieces([{ north: 0, east: 0 }, { north: 10, east: 0 }], [2, 1], 1);
    expect(pieces.map((p) => p.map((q) => Math.round(q.north * 1000) / 1000))).toEqual([[0, 2], [3, 5], [6, 8], [9, 10]]);
  });

  test("a dash turns the corner of a path through a hyperlane", () => {
    const pieces = dashedPieces([{ north: 0, east: 0 }, { north: 1, east: 0 }, { north: 1, east: 1 }], [1.5, 1], 1);
    expect(pieces[0]).toEqual([{ north: 0, east: 0 }, { north: 1, east: 0 }, { north: 1, east: 0.5 }]);
  });

  test("the dashes of any path cover its on-share and lie on it, in order", () => {
    const point = fc.record({ north: fc.double({ min: -50, max: 50, noNaN: true }), east: fc.double({ min: -50, max: 50, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 6 }), fc.double({ min: 0.1, max: 3, noNaN: true }), fc.double({ min: 0.1, max: 3, noNaN: true }), (path, on, off) => {
        const pieces = dashedPieces(path, [on, off], 1);
        const drawn = pieces.reduce((n, p) => n + length(p), 0);
        const total = length(path);
        // At most one dash per on-and-off period, plus the one under way.
        if (pieces.length > Math.ceil(total / (on + off)) + 1) return false;
        return drawn <= total + 1e-6 && drawn >= (total * on) / (on + off) - on - 1e-6;
      }),
    );
  });
});
