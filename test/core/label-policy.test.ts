/** Which groups a table labels, and how a player's drawing is told apart: the same for every renderer. */
import fc from "fast-check";
import { readFileSync } from "fs";
import { join } from "path";
import { PLAYER_RGB, TTPG_LAYOUT, buildGalaxy, chooseLabels, contrastRatio, createTileRegistry, labelInk, overlayModel, playerStyle, playerTag, reportActivation } from "../../src/core/all";
import type { ActivationReport, TableState } from "../../src/core/all";
import { northLine } from "../support/galaxy";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

function reportOf(state: TableState): ActivationReport {
  const result = reportActivation(state);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

const line = (count: number) => ({ systems: northLine(...Array.from({ length: count }, (_, i) => 19 + i)) });

describe("the label policy", () => {
  test("a cruiser beside the active system is labelled; a carrier out of range with nothing held is only counted", () => {
    const report = reportOf({
      ...line(6),
      players: { red: { faction: "hacan" } },
      units: [
        { player: "red", unit: "cruiser", system: 20 },
        { player: "red", unit: "carrier", system: 24 },
      ],
      active: { player: "red", system: 19 },
    });
    const choice = chooseLabels(report);
    expect(choice.labelled.map((s) => s.unit)).toEqual(["cruiser"]);
    expect(choice.leftOut.map((s) => s.unit)).toEqual(["carrier"]);
    expect(choice.leftOutLine).toBe("1 more group cannot reach: 1 out of range");
  });

  test("a carrier that Gravity Drive, held and unused, would bring in is labelled with what it needs", () => {
    const report = reportOf({
      ...line(3),
      players: { red: { faction: "hacan", technologies: ["gravity-drive"] } },
      units: [{ player: "red", unit: "carrier", system: 21 }],
      active: { player: "red", system: 19 },
    });
    const choice = chooseLabels(report);
    expect(choice.labelled.map((s) => [s.unit, s.reachable, s.requires])).toEqual([["carrier", false, ["gravity-drive"]]]);
    expect(choice.leftOutLine).toBeUndefined();
  });

  test("the demo's locked cruiser is counted as locked, and the setting labels every group", () => {
    const report = reportOf(demo);
    expect(chooseLabels(report).leftOutLine).toBe("2 more groups cannot reach: 1 out of range, 1 locked");
    const all = chooseLabels(report, { allLabels: true });
    expect(all.labelled).toHaveLength(report.ships.length);
    expect(all.leftOutLine).toBeUndefined();
  });

  test("every table's panel and chat carry the count of groups left unlabelled", () => {
    const galaxy = buildGalaxy(demo, createTileRegistry());
    const report = reportOf(demo);
    const model = overlayModel(report, galaxy, demo, { layout: TTPG_LAYOUT });
    expect(model.panel.lines).toContain("2 more groups cannot reach: 1 out of range, 1 locked");
    expect(model.labels.flatMap((l) => l.lines)).not.toContain("1 Cruiser: locked");
    expect(model.leftOut.map((s) => s.reason)).toEqual(["locked", "out-of-range"]);
    const everything = overlayModel(report, galaxy, demo, { layout: TTPG_LAYOUT, allLabels: true });
    expect(everything.labels.flatMap((l) => l.lines)).toContain("1 Cruiser: locked");
  });
});

describe("telling players apart without colour", () => {
  test("a player's tag is their faction's short name, else their colour's letters", () => {
    expect(playerTag("red", "sol")).toBe("Sol");
    expect(playerTag("red", "jol-nar")).toBe("Jol-Nar");
    expect(playerTag("red", "keleres-argent")).toBe("Keleres");
    expect(playerTag("red", "my-homebrew")).toBe("My-homebre");
    expect(playerTag("black", undefined)).toBe("Bk");
    expect(playerTag("blue", undefined)).toBe("Bl");
    expect(playerTag("brown", undefined)).toBe("Br");
    expect(playerTag("constructor", undefined)).toBe("Con"); // a name no table uses, and a word of Object.prototype
  });

  test("the tags of the twelve table colours all differ", () => {
    const tags = Object.keys(PLAYER_RGB).map((c) => playerTag(c, undefined));
    expect(new Set(tags).size).toBe(tags.length);
  });

  test("eight seated players draw eight different dash patterns", () => {
    const colours = ["white", "blue", "purple", "yellow", "red", "green", "orange", "pink"];
    const state: TableState = { players: Object.fromEntries(colours.map((c) => [c, {}])) };
    const dashes = colours.map((c) => JSON.stringify(playerStyle(state, c).dash));
    expect(new Set(dashes).size).toBe(8);
  });

  test("every player colour's label text reads at 4.5:1 or better on its backing, black, purple and red included", () => {
    for (const colour of Object.keys(PLAYER_RGB)) {
      const { ink } = playerStyle({}, colour);
      expect([colour, contrastRatio(ink.text, ink.backing) >= 4.5]).toEqual([colour, true]);
    }
    expect(playerStyle({}, "black").ink.backing).toEqual(expect.objectContaining({ r: 0.96 })); // black on the light backing
  });

  test("any colour at all gets ink that reads at 4.5:1", () => {
    const channel = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const ink = labelInk({ r, g, b });
        return contrastRatio(ink.text, ink.backing) >= 4.5;
      }),
    );
  });
});
