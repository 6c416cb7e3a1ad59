import fc from "fast-check";
import {
  directionTo,
  hex,
  hexDistance,
  hexFromKey,
  hexFromSpiral,
  hexKey,
  hexToTtpg,
  hexToTts,
  neighbour,
  neighbours,
  oppositeDirection,
  spiralFromHex,
  ttpgToHex,
  ttsToHex,
} from "../../src/core/all";

const axial = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) }).map((h) => hex(h.q, h.r));

describe("hex directions", () => {
  test("directions are numbered clockwise from north as hyperlane sides", () => {
    const centre = hex(0, 0);
    expect([0, 1, 2, 3, 4, 5].map((d) => hexKey(neighbour(centre, d)))).toEqual([
      "0,-1",
      "1,-1",
      "1,0",
      "0,1",
      "-1,1",
      "-1,0",
    ]);
  });

  test("every neighbour is at distance 1 and points back through the opposite side", () => {
    fc.assert(
      fc.property(axial, (h) => {
        neighbours(h).forEach((n, d) => {
          expect(hexDistance(h, n)).toBe(1);
          expect(directionTo(n, h)).toBe(oppositeDirection(d));
        });
      }),
    );
  });

  test("distance is symmetric and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(axial, axial, axial, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        expect(hexDistance(a, a)).toBe(0);
      }),
    );
  });
});

describe("hex keys", () => {
  test("negative zero gives the same key as zero", () => {
    expect(hexKey({ q: -0, r: 0 })).toBe("0,0");
    expect(hexKey(hex(-0, -0))).toBe("0,0");
  });

  test("keys round-trip", () => {
    fc.assert(fc.property(axial, (h) => expect(hexFromKey(hexKey(h))).toEqual(h)));
  });

  test("malformed keys are refused", () => {
    expect(hexFromKey("3")).toBeUndefined();
    expect(hexFromKey("a,1")).toBeUndefined();
    expect(hexFromKey("1,")).toBeUndefined();
  });
});

describe("map-string spiral", () => {
  test("reference positions of DESIGN.md", () => {
    const expected: Record<number, string> = {
      0: "0,0",
      1: "0,-1",
      2: "1,-1",
      7: "0,-2",
      8: "1,-2",
      9: "2,-2",
      10: "2,-1",
      11: "2,0",
    };
    for (const [index, key] of Object.entries(expected)) expect(hexKey(hexFromSpiral(Number(index)))).toBe(key);
  });

  test("ring k starts k steps north", () => {
    for (let k = 1; k < 8; k++) expect(hexKey(hexFromSpiral(1 + 3 * k * (k - 1)))).toBe(hexKey(hex(0, -k)));
  });

  test("spiral index and hex round-trip both ways", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (i) => expect(spiralFromHex(hexFromSpiral(i))).toBe(i)));
    fc.assert(fc.property(axial, (h) => expect(hexFromSpiral(spiralFromHex(h))).toEqual(h)));
  });

  test("consecutive positions in a ring are neighbours", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 1000 }), (k, n) => {
        const start = 1 + 3 * k * (k - 1);
        const i = start + (n % (6 * k - 1));
        expect(hexDistance(hexFromSpiral(i), hexFromSpiral(i + 1))).toBe(1);
      }),
    );
  });
});

describe("world positions", () => {
  test("TTPG: position 1 lies 15.01 cm north (+X), position 2 at (+7.5, +13.0)", () => {
    const p1 = hexToTtpg(hexFromSpiral(1));
    expect(p1.x).toBeCloseTo(15.01, 2);
    expect(p1.y).toBeCloseTo(0, 5);
    const p2 = hexToTtpg(hexFromSpiral(2));
    expect(p2.x).toBeCloseTo(7.5, 1);
    expect(p2.y).toBeCloseTo(13.0, 1);
  });

  test("TTS: north is +z, east is +x, neighbouring centres about 6.06 apart", () => {
    const p1 = hexToTts(hexFromSpiral(1));
    expect(p1.z).toBeCloseTo(6.06, 2);
    expect(p1.x).toBeCloseTo(0, 5);
    const p2 = hexToTts(hexFromSpiral(2));
    expect(p2.x).toBeGreaterThan(0);
    expect(Math.hypot(p2.x, p2.z)).toBeCloseTo(6.06, 2);
  });

  test("a tile centre maps back to its hex exactly, for both tables", () => {
    fc.assert(
      fc.property(axial, (h) => {
        const t = hexToTtpg(h);
        const back = ttpgToHex(t.x, t.y);
        expect(back.hex).toEqual(h);
        expect(back.offset).toBeCloseTo(0, 6);
        const s = hexToTts(h);
        expect(ttsToHex(s.x, s.z).hex).toEqual(h);
      }),
    );
  });

  test("a tile nudged a little still snaps to its hex, and says how far it is off", () => {
    fc.assert(
      fc.property(axial, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 0.8, noNaN: true }), (h, angle, frac) => {
        const t = hexToTtpg(h);
        const r = frac * 7.5; // less than the inner radius (7.505 cm)
        const back = ttpgToHex(t.x + r * Math.cos(angle), t.y + r * Math.sin(angle));
        expect(back.hex).toEqual(h);
        expect(back.offset).toBeCloseTo(r / 8.666, 3);
      }),
    );
  });
});
