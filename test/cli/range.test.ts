/** `ti4-reach range`: where the ships in one system could move, as a table, as JSON and as a picture. */
import { readFileSync } from "fs";
import { join } from "path";
import { runWith } from "../support/cli-run";

const demo = readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8");
const files = { "demo.json": demo };

describe("ti4-reach range", () => {
  test("--json: the player, the start and per group the systems in range and those needing effects, in the documented shape", () => {
    const result = runWith(["range", "demo.json", "--from", "1", "--json"], files);
    expect(result.code).toBe(0);
    const range = JSON.parse(result.out);
    expect(Object.keys(range)).toEqual(["player", "from", "groups"]);
    expect(range).toMatchObject({ player: "red", from: 1 });
    expect(range.groups).toHaveLength(1);
    const carriers = range.groups[0];
    expect(Object.keys(carriers)).toEqual(["unit", "count", "move", "systems", "withEffects"]);
    expect(carriers).toMatchObject({ unit: "carrier", count: 2, move: 2 });
    expect(carriers.systems).toContainEqual({ system: 73, hex: [0, -2], path: [1, 73], entered: 1, rolls: 0 });
    // Vorhal (63) holds red's command token: it cannot be activated, so it is not in range.
    expect(carriers.systems.map((s: { system: number }) => s.system)).not.toContain(63);
    expect(carriers.withEffects).toContainEqual({ system: 18, hex: [0, 0], requires: ["gravity-drive"] });
  });

  test("a readable table; --from q,r and --unit pick one group; the player defaults to the active player", () => {
    const result = runWith(["range", "demo.json", "--from", "-1,-1", "--unit", "dreadnought"], files);
    expect(result.code).toBe(0);
    expect(result.out).toContain("red (sol): move range from 68 Everra [-1,-1]");
    expect(result.out).toContain("1 x Dreadnought, move 1:");
    expect(result.out).toMatch(/73 Cealdri\/Xanhact\s+68 > 73 \(1 entered\)/);
  });

  test("--player names another player's ships", () => {
    const result = runWith(["range", "demo.json", "--from", "62", "--player", "blue", "--json"], files);
    expect(result.code).toBe(0);
    const range = JSON.parse(result.out);
    expect(range.player).toBe("blue");
    expect(range.groups.map((g: { unit: string }) => g.unit)).toEqual(["carrier", "flagship"]);
  });

  test("--svg draws the range over the galaxy", () => {
    const written: Record<string, string> = {};
    expect(runWith(["range", "demo.json", "--from", "1", "--svg", "range.svg"], files, written).code).toBe(0);
    const svg = written["range.svg"]!;
    expect(svg).toContain("<svg");
    expect(svg).toContain("1 system");
    expect(svg).toContain("needs Gravity Drive");
  });

  test.each([
    [["range", "demo.json"], "range needs --from <tile number, or q,r>"],
    [["range", "demo.json", "--from", "north"], '--from "north": expected a tile number (26) or a hex q,r (2,-1)'],
    [["range", "demo.json", "--from", "50"], "range: system 50 is not on the map"],
    [["range", "demo.json", "--from", "1", "--player", "black"], 'player "black" is not in the scenario'],
    [["range", "demo.json", "--from", "1", "--unit", "war-sun"], "no war-sun of red that can move in 1"],
    [["range", "demo.json", "--from", "1", "--unit", "dreadnaught"], 'unknown unit "dreadnaught"; did you mean "dreadnought"?'],
    [["range", "demo.json", "--from", "1", "--unit", "warsun"], 'unknown unit "warsun"; did you mean "war-sun"?'],
    [["range", "demo.json", "--from", "1", "--unit", "zeppelin"], 'unknown unit "zeppelin"'],
  ])("bad input %j: one line, exit 2", (argv, message) => {
    const result = runWith(argv, files);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`ti4-reach: ${message}`);
  });
});
