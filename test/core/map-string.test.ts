import { formatMapString, hexKey, mapPlacements, parseMapString } from "../../src/core/all";
import { communityMaps } from "../support/map-strings";

function tokens(s: string): string[] {
  return s.split(/[\s,]+/).filter((t) => t !== "");
}

describe("map strings", () => {
  test("the centre is Mecatol Rex unless the string names it", () => {
    const plain = parseMapString("26 25");
    expect(mapPlacements(plain).map((p) => [p.tile, hexKey(p.hex)])).toEqual([
      [18, "0,0"],
      [26, "0,-1"],
      [25, "1,-1"],
    ]);
    const braced = parseMapString("{42} 26");
    expect(mapPlacements(braced).map((p) => [p.tile, hexKey(p.hex)])).toEqual([
      [42, "0,0"],
      [26, "0,-1"],
    ]);
  });

  test("0 and -1 are hexes without a system", () => {
    const parsed = parseMapString("0 -1 26");
    expect(mapPlacements(parsed).map((p) => p.tile)).toEqual([18, 26]);
    expect(hexKey(mapPlacements(parsed)[1]!.hex)).toBe("1,0");
    expect(parsed.problems).toEqual([]);
  });

  test("commas and spaces both separate tokens", () => {
    expect(mapPlacements(parseMapString("26,25 , 19")).map((p) => p.tile)).toEqual([18, 26, 25, 19]);
  });

  test("a hyperlane token gives tile, side and clockwise rotation", () => {
    const [, a, b, c] = mapPlacements(parseMapString("83A2 85B5 86a"));
    expect(a).toMatchObject({ tile: 83, faceDown: false, rotation: 2 });
    expect(b).toMatchObject({ tile: 85, faceDown: true, rotation: 5 });
    expect(c).toMatchObject({ tile: 86, faceDown: false, rotation: 0 });
  });

  test("a bad token is reported with its position and text, and the rest still parses", () => {
    const parsed = parseMapString("26 x7 83C1 25 83A9 {19}");
    expect(parsed.problems.map((p) => [p.position, p.text])).toEqual([
      [2, "x7"],
      [3, "83C1"],
      [5, "83A9"],
      [6, "{19}"],
    ]);
    expect(mapPlacements(parsed).map((p) => p.tile)).toEqual([18, 26, 25]);
  });

  test("Mecatol Rex written first is the centre, not position 1 (TI4-TTPG's map-string-parser.js)", () => {
    for (const first of ["18", "112"]) {
      const parsed = parseMapString(`${first} 26 25`);
      expect(mapPlacements(parsed).map((p) => [p.tile, hexKey(p.hex)])).toEqual([
        [Number(first), "0,0"],
        [26, "0,-1"],
        [25, "1,-1"],
      ]);
      expect(parsed.problems).toEqual([]);
    }
    // Only the first token: a Mecatol Rex further on stays where it is written.
    expect(mapPlacements(parseMapString("26 18")).map((p) => p.tile)).toEqual([18, 26, 18]);
  });

  test("AsyncTI4's hyperlane turns in degrees and its blank 0g read as the same map", () => {
    for (const blank of ["0g", "0gray", "0b", "0r", "0border"]) expect(parseMapString(`${blank} 26`).problems).toEqual([]);
    const degrees = parseMapString("0g 83a60 91B300 85a0");
    expect(degrees.problems).toEqual([]);
    const [, a, b, c] = mapPlacements(degrees);
    expect(a).toMatchObject({ tile: 83, faceDown: false, rotation: 1 });
    expect(b).toMatchObject({ tile: 91, faceDown: true, rotation: 5 });
    expect(c).toMatchObject({ tile: 85, faceDown: false, rotation: 0 });
    expect(hexKey(a!.hex)).toBe("1,-1");
    // Not a whole turn, past 300, signed or padded: refused.
    for (const bad of ["83a45", "83a360", "83a-1", "83a06", "83a+1"]) expect(parseMapString(bad).problems).toHaveLength(1);
  });

  test("negative numbers are blanks, as both TTPG mods read them", () => {
    const parsed = parseMapString("-2 -10 26");
    expect(parsed.problems).toEqual([]);
    expect(mapPlacements(parsed).map((p) => [p.tile, hexKey(p.hex)])).toEqual([
      [18, "0,0"],
      [26, "1,0"],
    ]);
    expect(parseMapString("-").problems).toHaveLength(1);
  });

  test("a map string copied from a web page or a chat, with no-break or other spaces, reads the same", () => {
    const plain = mapPlacements(parseMapString("26 19 20"));
    for (const space of ["\u00a0", "\u202f", "\u2007", "\u3000", " \u200b"]) {
      const parsed = parseMapString(`26${space}19${space}20`);
      expect(parsed.problems).toEqual([]);
      expect(mapPlacements(parsed)).toEqual(plain);
    }
  });

  test("00 is a blank like 0; 0x1A names the letter that is wrong", () => {
    expect(parseMapString("00 26").problems).toEqual([]);
    expect(mapPlacements(parseMapString("00 26")).map((p) => [p.tile, hexKey(p.hex)])).toEqual([[18, "0,0"], [26, "1,-1"]]);
    expect(parseMapString("0x1A").problems[0]!.message).toBe("expected a side letter A or B after the tile number");
    expect(parseMapString("0A1").problems[0]!.message).toBe("tile 0 cannot carry a side or rotation");
  });

  test("a map string of megabytes is refused whole, with its length, before it is read token by token", () => {
    const huge = "19 ".repeat(2_000_000);
    const parsed = parseMapString(huge);
    expect(parsed.entries).toEqual([]);
    expect(parsed.problems).toEqual([expect.objectContaining({ position: 0, message: expect.stringMatching(/^the map string is 6000000 characters long; a map of 100 rings needs at most \d+$/) })]);
    // The longest real map, every position of 100 rings written, is read.
    const full = Array.from({ length: 30300 }, () => "83A2").join(" ");
    expect(parseMapString(full).problems).toEqual([]);
  });

  test("an unclosed centre brace is reported", () => {
    expect(parseMapString("{18 26").problems[0]).toMatchObject({ position: 0, text: "{18" });
  });

  test("an empty string is the centre alone", () => {
    const parsed = parseMapString("   ");
    expect(mapPlacements(parsed).map((p) => p.tile)).toEqual([18]);
    expect(parsed.problems).toEqual([]);
  });

  describe.each(communityMaps().map((m) => [m.name, m.mapstring]))("%s", (_name, mapstring) => {
    test("parses without problems and writes back the same tokens", () => {
      const parsed = parseMapString(mapstring);
      expect(parsed.problems).toEqual([]);
      expect(tokens(formatMapString(parsed))).toEqual(tokens(mapstring));
      expect(parseMapString(formatMapString(parsed))).toEqual(parsed);
    });
  });
});

describe("a map string that is no text", () => {
  test("undefined, a number or null (a mod author's code may pass anything) is a problem, not an exception", () => {
    for (const given of [undefined, 5, null, {}]) {
      let parsed: ReturnType<typeof parseMapString> | undefined;
      expect(() => (parsed = parseMapString(given as never))).not.toThrow();
      expect(parsed!.entries).toEqual([]);
      expect(parsed!.problems).toEqual([expect.objectContaining({ message: expect.stringContaining("a map string is text") })]);
    }
  });
});
