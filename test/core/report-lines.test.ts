import { reportActivation, reportLines } from "../../src/core";
import { AGE_OF_FIGHTERS_TABLE } from "../support/age-of-fighters-table";

describe("the lines a table shows and says", () => {
  test("Age of Fighters: the panel says what fighters flying on their own bring", () => {
    const result = reportActivation(AGE_OF_FIGHTERS_TABLE);
    if (!result.ok) throw new Error(result.problem.message);
    expect(reportLines(result.report)).toEqual(
      expect.arrayContaining(["Can arrive: 4 fighters and ground forces", "  2 Fighter from 20 fly on their own, carrying 1 infantry each"]),
    );
  });
});
