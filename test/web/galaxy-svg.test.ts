/** The galaxy picture shared by the command line and the web page carries the hooks pages and tests rely on. */
import { readFileSync } from "fs";
import { join } from "path";
import { buildGalaxy, createTileRegistry, keyOfRef, reportActivation, shipLabel, worthALabel } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { galaxySvg } from "../../src/svg/galaxy-svg";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

describe("the galaxy picture's hooks", () => {
  const tiles = createTileRegistry();
  const galaxy = buildGalaxy(demo, tiles);
  const result = reportActivation(demo, { galaxy, tiles });
  if (!result.ok) throw new Error(result.problem.message);
  const report = result.report;

  test("every system is one element with its hex and tile; a page gets them focusable, with one Tab stop for the map", () => {
    const svg = galaxySvg(galaxy, demo, undefined);
    const systems = [...svg.matchAll(/<g class="system" data-hex="(-?\d+,-?\d+)" data-tile="(\d+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(systems.sort()).toEqual([...galaxy.systems.values()].map((s) => `${s.hex.q},${s.hex.r} ${s.tile}`).sort());
    expect(svg).not.toContain("tabindex");
    const page = galaxySvg(galaxy, demo, undefined, { interactive: true });
    expect(page.match(/<g class="system"[^>]* tabindex="(0|-1)"/g)).toHaveLength(galaxy.systems.size);
    expect(page.match(/tabindex="0"/g)).toHaveLength(1);
    expect(galaxySvg(galaxy, demo, undefined, { interactive: true, selected: "0,-1" })).toMatch(/data-hex="0,-1" data-tile="63" tabindex="0"/);
  });

  test("a system's accessible name says what lies in it and whether it is the active system", () => {
    const page = galaxySvg(galaxy, demo, report, { interactive: true });
    const vorhal = /data-hex="0,-1" data-tile="63"[^>]*aria-label="([^"]+)"/.exec(page)![1]!;
    expect(vorhal).toMatch(/^System 63: Vorhal/);
    expect(vorhal).toContain("red 1 carrier");
    expect(vorhal).toMatch(/the active system$/);
    const empty = /data-tile="65"[^>]*aria-label="([^"]+)"/.exec(page)![1]!;
    expect(empty).toMatch(/; empty$/);
  });

  const labelsOf = (svg: string) => [...svg.matchAll(/data-from="([^"]+)" data-unit="([^"]+)" data-reachable="(true|false)">([^<]+)</g)].map((m) => [m[1], m[2], m[3], m[4]].join(" ")).sort();
  const expected = (ships: typeof report.ships) => ships.map((s) => [keyOfRef(galaxy, s.from), s.unit, `${s.reachable}`, shipLabel(s)].join(" ")).sort();

  test("each group that reaches or that a held effect would bring has a label naming its system, unit and whether it reaches", () => {
    expect(labelsOf(galaxySvg(galaxy, demo, report))).toEqual(expected(report.ships.filter(worthALabel)));
  });

  test("the demo's locked cruiser and the dreadnought out of range with nothing held are counted in the panel, not labelled", () => {
    const svg = galaxySvg(galaxy, demo, report);
    expect(report.ships.filter((s) => !worthALabel(s)).map((s) => s.reason)).toEqual(["locked", "out-of-range"]);
    expect(svg).toContain(">2 more groups cannot reach: 1 out of range, 1 locked<");
    expect(svg).not.toContain(">1 Cruiser: locked<");
  });

  test("the setting for every label labels every group", () => {
    expect(labelsOf(galaxySvg(galaxy, demo, report, { allLabels: true }))).toEqual(expected(report.ships));
    expect(galaxySvg(galaxy, demo, report, { allLabels: true })).not.toContain("cannot reach:");
  });

  test("with pieces, each player's units are written in their system", () => {
    const svg = galaxySvg(galaxy, demo, undefined, { pieces: true });
    expect(svg).toContain(">2CV 4INF@J 3FF SD@J<"); // red in Jord: carriers, infantry and a dock on Jord, fighters
    expect(galaxySvg(galaxy, demo, undefined)).not.toContain("INF@J");
  });
});
