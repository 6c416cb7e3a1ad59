import { reportActivation, reportLines } from "../../src/core";

describe("the lines a table shows and says", () => {
  test("Age of Fighters: the panel says what fighters flying on their own bring", () => {
    const result = reportActivation({
      map: "19 20",
      players: { red: { faction: "sol", technologies: ["fighter-ii"], fleetTokens: 5 } },
      laws: ["age-of-fighters"],
      units: [
        { player: "red", unit: "fighter", system: 20, count: 2 },
        { player: "red", unit: "infantry", system: 20, count: 2 },
      ],
      active: { player: "red", system: 19 },
    });
    if (!result.ok) throw new Error(result.problem.message);
    expect(reportLines(result.report)).toEqual(
      expect.arrayContaining(["Can arrive: 4 fighters and ground forces", "  2 Fighter from 20 fly on their own, carrying 1 infantry each"]),
    );
  });
});
