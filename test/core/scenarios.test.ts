import { reportActivation } from "../../src/core/all";
import { scenarioSchema } from "../../src/scenario/scenario-schema";
import { checkCase, scenarioCases } from "../support/scenario-cases";

describe("scenario suite", () => {
  test.each(scenarioCases())("%s", (_file, c) => {
    expect(scenarioSchema.safeParse(c.scenario).success).toBe(true);
    checkCase(c, reportActivation(c.scenario, { switches: c.switches }));
  });
});
