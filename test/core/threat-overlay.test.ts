/** What every table draws for "Who can reach here?": the attackers' paths and labels in their own style, and the panel. */
import { readFileSync } from "fs";
import { join } from "path";
import { buildGalaxy, createTileRegistry, hexToPlane, threatChatText, threatOverlayModel, threats, TTPG_LAYOUT } from "../../src/core/all";
import type { TableState } from "../../src/core/all";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

function modelFor(state: TableState, system: number, defender?: string) {
  const result = threats(state, system, { defender });
  if (!result.ok) throw new Error(result.problem.message);
  return { t: result.threats, model: threatOverlayModel(result.threats, buildGalaxy(state, createTileRegistry()), state, TTPG_LAYOUT) };
}

describe("the threat drawing", () => {
  test("Vorhal for red: blue's destroyer in Lodor is drawn in blue's style from Lodor to Vorhal, labelled at Lodor", () => {
    const { model } = modelFor(demo, 63, "red");
    expect(model.defender).toBe("red");
    expect(model.attackers.map((a) => [a.player, a.style.tag, a.paths.length])).toEqual([["blue", "Creuss", 1]]);
    const lodor = hexToPlane({ q: -1, r: 0 }, TTPG_LAYOUT);
    const [label] = model.attackers[0]!.labels;
    expect(label!.lines).toEqual(["1 Destroyer: 1 system"]);
    expect(label!.at.east).toBeCloseTo(lodor.east, 6);
    expect(model.panel.lines).toEqual(["Who can reach 63 this round: blue 1 ship"]);
    expect(threatChatText(model)).toBe("Who can reach 63 this round: blue 1 ship\n  blue: 1 Destroyer: 1 system");
  });

  test("the panel says what the attackers could bring and the defender's space cannon there", () => {
    const state: TableState = {
      map: "26 20 21",
      players: { red: { technologies: ["pds-ii"] }, blue: {} },
      units: [
        { player: "blue", unit: "carrier", system: 20 },
        { player: "blue", unit: "infantry", system: 20, planet: "vefut-ii", count: 2 },
        { player: "red", unit: "pds", system: 26, planet: "lodor", count: 2 },
      ],
    };
    const { model } = modelFor(state, 26, "red");
    expect(model.panel.lines).toEqual([
      "Who can reach 26 this round: blue 1 ship",
      "  blue could bring 0 fighters and 2 ground forces",
      "Your space cannon here: 2 dice, 1.2 hits expected at each fleet that arrives",
    ]);
  });

  test("nobody can reach: the panel says so and nothing is drawn", () => {
    const { model } = modelFor({ map: "26 20", players: { red: {} } }, 26, "red");
    expect(model.attackers).toEqual([]);
    expect(model.panel.lines).toEqual(["Who can reach 26 this round: nobody"]);
  });
});
