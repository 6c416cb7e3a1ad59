/** Label placement, shared by every renderer: no label covers another label or what a table shows of a system. */
import fc from "fast-check";
import { boxesOverlap, placeLabels } from "../../src/core/all";
import type { PlaneBox } from "../../src/core/all";

const R = 10;

const box = (west: number, south: number, width: number, height: number): PlaneBox => ({ west, east: west + width, south, north: south + height });

const request = fc.record({
  anchor: fc.record({ east: fc.double({ min: -30, max: 30, noNaN: true }), north: fc.double({ min: -30, max: 30, noNaN: true }) }),
  width: fc.double({ min: 2, max: 25, noNaN: true }),
  height: fc.double({ min: 2, max: 6, noNaN: true }),
});
const obstacle = fc
  .record({ west: fc.double({ min: -30, max: 30, noNaN: true }), south: fc.double({ min: -30, max: 30, noNaN: true }), width: fc.double({ min: 0.5, max: 8, noNaN: true }), height: fc.double({ min: 0.5, max: 3, noNaN: true }) })
  .map((o) => box(o.west, o.south, o.width, o.height));

describe("placing labels", () => {
  test("a label with room over its own system stays there, with no leader line", () => {
    const [placed] = placeLabels([{ anchor: { east: 0, north: 0 }, width: 8, height: 3 }], [], R);
    expect(placed!.centre).toEqual({ east: 0, north: 0 });
    expect(placed!.leader).toBeUndefined();
  });

  test("a label whose system's centre holds the tile number moves off it and gets a leader line back", () => {
    const tileNumber = box(-2, -1, 4, 2);
    const [placed] = placeLabels([{ anchor: { east: 0, north: 0 }, width: 8, height: 3 }], [tileNumber], R);
    expect(boxesOverlap(placed!.box, tileNumber)).toBe(false);
    expect(placed!.leader![0]).toEqual({ east: 0, north: 0 });
  });

  test("two labels of one system lie apart", () => {
    const a = { anchor: { east: 0, north: 0 }, width: 8, height: 3 };
    const [first, second] = placeLabels([a, a], [], R);
    expect(boxesOverlap(first!.box, second!.box)).toBe(false);
  });

  test("on random crowded tables no label overlaps another label or an obstacle, and a label off its anchor has a leader to its edge", () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 14 }), fc.array(obstacle, { maxLength: 30 }), (requests, obstacles) => {
        const placed = placeLabels(requests, obstacles, R);
        if (placed.length !== requests.length) return false;
        for (let i = 0; i < placed.length; i++) {
          const p = placed[i]!;
          const r = requests[i]!;
          if (Math.abs(p.box.east - p.box.west - r.width) > 1e-9 || Math.abs(p.box.north - p.box.south - r.height) > 1e-9) return false;
          for (const o of obstacles) if (boxesOverlap(p.box, o)) return false;
          for (let j = 0; j < i; j++) if (boxesOverlap(p.box, placed[j]!.box)) return false;
          const over = r.anchor.east >= p.box.west && r.anchor.east <= p.box.east && r.anchor.north >= p.box.south && r.anchor.north <= p.box.north;
          if (over !== (p.leader === undefined)) return false;
          if (p.leader !== undefined) {
            const [from, to] = p.leader;
            const onEdge = to.east === p.box.west || to.east === p.box.east || to.north === p.box.south || to.north === p.box.north;
            if (from !== r.anchor || !onEdge) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  test("the same table places its labels the same way every time", () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 8 }), fc.array(obstacle, { maxLength: 10 }), (requests, obstacles) => {
        expect(placeLabels(requests, obstacles, R)).toEqual(placeLabels(requests, obstacles, R));
      }),
      { numRuns: 50 },
    );
  });

  test("on random crowded tables, in a frame, every label lands where trying every spot against every box would put it", () => {
    // The reference: each spot's whole overlap summed, the first least one taken (rings and spots as the routine
    // tries them); a frame small enough that most labels must choose among covered spots.
    const frame = box(-35, -35, 70, 70);
    const bigObstacle = fc
      .record({ west: fc.integer({ min: -35, max: 30 }), south: fc.integer({ min: -35, max: 30 }), width: fc.integer({ min: 4, max: 15 }), height: fc.integer({ min: 2, max: 8 }) })
      .map((o) => box(o.west, o.south, o.width, o.height));
    const within = (b: PlaneBox): boolean => b.west >= frame.west && b.east <= frame.east && b.south >= frame.south && b.north <= frame.north;
    const rings = [0, 0.3, 0.6, 0.9, 1.2, 1.6, 2, 2.5, 3, 3.6, 4.3, 5, 6, 7, 8];
    const area = (a: PlaneBox, b: PlaneBox): number => Math.max(0, Math.min(a.east, b.east) - Math.max(a.west, b.west)) * Math.max(0, Math.min(a.north, b.north) - Math.max(a.south, b.south));
    const everySpot = (requests: readonly { anchor: { east: number; north: number }; width: number; height: number }[], obstacles: readonly PlaneBox[]): PlaneBox[] => {
      const taken = [...obstacles];
      const gap = 0.03 * R;
      return requests.map((r) => {
        let best: PlaneBox | undefined;
        let least = Number.MAX_VALUE;
        for (const ring of rings) {
          for (let i = 0; i < (ring === 0 ? 1 : 16) && least > 0; i++) {
            const angle = -Math.PI / 2 + (2 * Math.PI * i) / (ring === 0 ? 1 : 16);
            const east = r.anchor.east + ring * R * Math.cos(angle);
            const north = r.anchor.north + ring * R * Math.sin(angle);
            const b = box(east - r.width / 2, north - r.height / 2, r.width, r.height);
            const room = box(b.west - gap, b.south - gap, b.east - b.west + 2 * gap, b.north - b.south + 2 * gap);
            let overlap = within(b) ? 0 : 1e12;
            for (const other of taken) if (boxesOverlap(room, other)) overlap += area(room, other) + 1e-9;
            if (overlap < least) [best, least] = [b, overlap];
          }
          if (least === 0) break;
        }
        taken.push(best!);
        return best!;
      });
    };
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 25 }), fc.array(bigObstacle, { minLength: 60, maxLength: 150 }), (requests, obstacles) => {
        const placed = placeLabels(requests, obstacles, R, frame).map((p) => p.box);
        const reference = everySpot(requests, obstacles);
        placed.forEach((b, i) => {
          const r = reference[i]!;
          for (const side of ["west", "east", "south", "north"] as const) expect(b[side]).toBeCloseTo(r[side], 9);
        });
      }),
    );
  });
});
