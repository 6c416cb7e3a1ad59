import { readFileSync } from "fs";
import { join } from "path";
import { reportActivation, reportLines } from "../../src/core/all";
import { AGE_OF_FIGHTERS_TABLE } from "../support/age-of-fighters-table";

describe("the lines a table shows and says", () => {
  test("Age of Fighters: the panel says what fighters flying on their own bring", () => {
    const result = reportActivation(AGE_OF_FIGHTERS_TABLE);
    if (!result.ok) throw new Error(result.problem.message);
    expect(reportLines(result.report)).toEqual(
      expect.arrayContaining(["Can arrive: 4 fighters and ground forces", "  2 Fighter from 20 fly on their own, carrying 1 infantry each"]),
    );
  });

  test("the plan line says where cargo waits when it is not at the carrier's start, and counts one unit from one place once", () => {
    // Two fighter stacks in Jord (1), a mech in space in 39 on the Carrier II's way to 26 [95.1].
    const result = reportActivation({
      systems: [{ tile: 26, hex: [0, 0] }, { tile: 39, hex: [0, 1] }, { tile: 1, hex: [0, 2] }],
      players: { red: { faction: "hacan", technologies: ["carrier-ii"] } },
      units: [
        { player: "red", unit: "carrier", system: 1 },
        { player: "red", unit: "fighter", system: 1 },
        { player: "red", unit: "fighter", system: 1, count: 2 },
        { player: "red", unit: "mech", system: 39 },
      ],
      active: { player: "red", system: 26 },
    });
    if (!result.ok) throw new Error(result.problem.message);
    expect(reportLines(result.report)).toContain("  1 Carrier from 1 carries 3 fighters, 1 mech from 39");
  });

  test("a PDS and Loncara Ssodu waiting: the panel says what fires at the ships on arrival, and how many hits to expect", () => {
    const result = reportActivation({
      map: "19 20 21",
      players: { red: {}, blue: {}, green: { faction: "xxcha" } },
      units: [
        { player: "red", unit: "cruiser", system: 21 },
        { player: "blue", unit: "pds", system: 20, planet: "vefut-ii" },
        { player: "green", unit: "flagship", system: 19 },
      ],
      active: { player: "red", system: 20 },
    });
    if (!result.ok) throw new Error(result.problem.message);
    // 1 die at 6 (0.5) and 3 at 5 (0.6 each): 2.3 hits expected.
    expect(reportLines(result.report)).toContain("Space cannon at you: 4 dice, 2.3 hits expected (blue 1 die, green 3)");
  });

  test("a destroyer through a gravity rift: the panel says what the rift costs each ship", () => {
    const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8"));
    const result = reportActivation(demo);
    if (!result.ok) throw new Error(result.problem.message);
    expect(reportLines(result.report)).toContain("Rift: 1 Destroyer from 67, 70% each ship");
  });
});
