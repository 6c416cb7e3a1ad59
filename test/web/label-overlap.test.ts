/**
 * The picture's labels on crowded tables (the web page's picture: pieces
 * drawn): the demo and two 8-player community maps, each seated player
 * activating Mecatol Rex and a system of their own fleet. No label box covers
 * another, a tile number, a planet name or the pieces' text, and each label
 * off its system has a leader line. The browser test checks the same with
 * the sizes Chromium measures.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { boxesOverlap, buildGalaxy, createTileRegistry, moveRange, reportActivation, threatMap } from "../../src/core/all";
import type { PlaneBox, TableState } from "../../src/core/all";
import { galaxyPicture, galaxySvg, systemTexts } from "../../src/svg/galaxy-svg";
import { drawPieces } from "../../src/svg/pieces-svg";
import { drawRange } from "../../src/svg/range-svg";
import { drawHeat } from "../../src/svg/threats-svg";
import { pieceTexts } from "../../src/svg/pieces-svg";
import { itemBox } from "../../src/svg/text-items";
import { communityMap, crowdedTable } from "../support/crowded-table";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

/** Label boxes as drawn, on the table plane (the picture's y turned round). */
function labelBoxes(svg: string): PlaneBox[] {
  return [...svg.matchAll(/<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*class="label-box"/g)].map((m) => {
    const [x, y, w, h] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    return { west: x, east: x + w, south: -(y + h), north: -y };
  });
}

/** Boxes drawn with one decimal: a hair's overlap from rounding is none. */
const apart = (a: PlaneBox, b: PlaneBox): boolean => !boxesOverlap({ west: a.west + 0.1, east: a.east - 0.1, south: a.south + 0.1, north: a.north - 0.1 }, b);

const tables: [string, TableState][] = [
  ["the demo", demo],
  ["Berlin [8p]", crowdedTable(communityMap("Berlin"), 300, 8)],
  ["Junk Yard Doggo [8p]", crowdedTable(communityMap("Junk Yard Doggo"), 300, 11)],
];

describe.each(tables)("labels on %s", (_, table) => {
  const galaxy = buildGalaxy(table, createTileRegistry());
  const texts = [...[...galaxy.systems.values()].flatMap((s) => systemTexts(galaxy, s)), ...pieceTexts(galaxy, table)].map(itemBox);
  const players = Object.keys(table.players ?? {});
  const mecatol = [...galaxy.systems.values()].find((s) => s.tile === 18 || s.tile === 112)!;

  test.each(players)("%s activating Mecatol Rex and a system of their own: no label covers another label or any text", (player) => {
    const own = (table.units ?? []).find((u) => u.player === player);
    for (const system of [[mecatol.hex.q, mecatol.hex.r] as [number, number], ...(own === undefined ? [] : [own.system])]) {
      const result = reportActivation({ ...table, active: { player, system } });
      if (!result.ok) throw new Error(result.problem.message);
      const svg = galaxySvg(galaxy, table, result.report, { pieces: true, interactive: true, panel: false });
      const boxes = labelBoxes(svg);
      expect(boxes.length).toBe((svg.match(/class="label"/g) ?? []).length);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = 0; j < i; j++) expect([i, j, apart(boxes[i]!, boxes[j]!)]).toEqual([i, j, true]);
        for (const t of texts) expect(apart(boxes[i]!, t)).toBe(true);
      }
    }
  });
});

test("the move range of the carriers in Jord labels each system in a box, none over another or over any text", () => {
  const galaxy = buildGalaxy(demo, createTileRegistry());
  const result = moveRange(demo, "red", 1, "carrier");
  if (!result.ok) throw new Error(result.problem.message);
  const options = { interactive: true, pieces: true };
  const svg = galaxyPicture(galaxy, [...drawPieces(galaxy, demo, true), ...drawRange(galaxy, result.range, demo, options)], [], options);
  const boxes = labelBoxes(svg);
  expect(boxes.length).toBe(result.range.groups[0]!.systems.length + result.range.groups[0]!.withEffects.length);
  const texts = [...[...galaxy.systems.values()].flatMap((s) => systemTexts(galaxy, s)), ...pieceTexts(galaxy, demo)].map(itemBox);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = 0; j < i; j++) expect(apart(boxes[i]!, boxes[j]!)).toBe(true);
    for (const t of texts) expect(apart(boxes[i]!, t)).toBe(true);
  }
  expect(svg).toContain(">✕ your command token<"); // 63, where red's command token lies
});

/** The heat map's counts, as drawn: each text's box from its centre and the size it is drawn at. */
function heatBoxes(svg: string): PlaneBox[] {
  return [...svg.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)"[^>]*data-heat-text="[^"]*"[^>]*>([^<]*)<\/text>/g)].map((m) =>
    itemBox({ x: Number(m[1]), y: Number(m[2]), size: 9, text: m[3]!.replace(/&amp;/g, "&"), cls: "heat", bold: true }),
  );
}

describe.each(tables)("the heat map's counts on %s", (_, table) => {
  const galaxy = buildGalaxy(table, createTileRegistry());
  const texts = [...[...galaxy.systems.values()].flatMap((s) => systemTexts(galaxy, s)), ...pieceTexts(galaxy, table)].map(itemBox);
  test.each(Object.keys(table.players ?? {}))("for %s: no count covers another count, a tile number, a planet name or the pieces' text", (player) => {
    const map = threatMap(table, player);
    if (!map.ok) throw new Error(map.problem.message);
    const svg = galaxyPicture(galaxy, [...drawPieces(galaxy, table, true), ...drawHeat(galaxy, map.systems, pieceTexts(galaxy, table).map(itemBox))], [], { pieces: true });
    const boxes = heatBoxes(svg);
    expect(boxes.length).toBe(map.systems.length);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = 0; j < i; j++) expect([i, j, apart(boxes[i]!, boxes[j]!)]).toEqual([i, j, true]);
      for (const t of texts) expect(apart(boxes[i]!, t)).toBe(true);
    }
  });
});
