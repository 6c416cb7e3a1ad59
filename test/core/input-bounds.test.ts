/** Input far beyond any real table gives a clear diagnostic at once, and the rest is still read. */
import { MAX_SPIRAL_INDEX, parseMapString, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";

describe("bounds on the input", () => {
  test("a stack of more than 1,000 units is reported and left out, the rest is reported", () => {
    const state: TableState = {
      map: "19 20",
      players: { red: { faction: "hacan" } },
      units: [
        { player: "red", unit: "fighter", system: 20, count: 5000 },
        { player: "red", unit: "carrier", system: 20 },
      ],
      active: { player: "red", system: 19 },
    };
    const result = reportActivation(state);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.report.diagnostics).toContainEqual(
      expect.objectContaining({ kind: "bad-unit-data", message: "red fighter: a count is a whole number from 0 to 1000, not 5000; ignoring it" }),
    );
    expect(result.report.ships).toEqual([expect.objectContaining({ unit: "carrier", reachable: true })]);
    expect(result.report.warnings).toEqual([]);
  });

  test("a count that is not a whole number is reported, not counted", () => {
    const state: TableState = {
      map: "19 20",
      players: { red: {} },
      units: [{ player: "red", unit: "cruiser", system: 20, count: Number.NaN }, { player: "red", unit: "carrier", system: 20, count: 1.5 }],
      active: { player: "red", system: 19 },
    };
    const result = reportActivation(state);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.report.diagnostics).toContainEqual(
      expect.objectContaining({ kind: "bad-unit-data", message: "red carrier: a count is a whole number from 0 to 1000, not 1.5; ignoring it" }),
    );
    expect(result.report.diagnostics.length).toBeGreaterThanOrEqual(2); // the NaN count is reported too
    expect(result.report.ships).toEqual([]);
  });

  test("a map string tile number of more than six digits is refused", () => {
    expect(parseMapString("19 1234567 20").problems).toEqual([
      { position: 2, text: "1234567", message: "tile numbers go up to 999999" },
    ]);
    expect(parseMapString("999999").problems).toEqual([]);
  });

  test("a map string longer than the largest galaxy is refused with one problem", () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SPIRAL_INDEX + 50; i++) tokens.push("0");
    const parsed = parseMapString(tokens.join(" "));
    expect(parsed.problems).toEqual([
      { position: MAX_SPIRAL_INDEX + 1, text: "0", message: `the map ends at position ${MAX_SPIRAL_INDEX} (ring 100)` },
    ]);
  });

  test("a unit on a hex far out is not on the map, found at once", () => {
    const result = reportActivation({
      map: "19",
      players: { red: {} },
      units: [{ player: "red", unit: "carrier", system: [1e15, -1e15] }],
      active: { player: "red", system: 19 },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toBe("red carrier: no system on hex [1000000000000000,-1000000000000000]");
  });
});
