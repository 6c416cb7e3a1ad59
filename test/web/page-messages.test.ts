/** What the web page says about what it did: a map string used, an undo, a download. */
import { createTileRegistry, buildGalaxy } from "../../src/core/all";
import { changeWords } from "../../src/web/change-words";
import { downloadName } from "../../src/web/download-name";
import { createHistory } from "../../src/web/history";
import { mapUsedMessage } from "../../src/web/map-notes";
import { isScenarioText } from "../../src/web/scenario-input";
import type { Scenario } from "../../src/scenario/scenario-schema";
import { homePositions, homeTileOf } from "../../src/web/home-positions";
import { communityMap } from "../support/crowded-table";

describe("the page's messages", () => {
  test("a map string with an unknown tile, a tile twice and a stray -5 names all three at once", () => {
    const map = "26 61 9999 75 70 26 -5";
    const message = mapUsedMessage(buildGalaxy({ map }, createTileRegistry()), map);
    expect(message).toMatch(/^Map string used: 7 systems; everything placed is kept\. Note: /);
    expect(message).toContain("tile 9999 on hex [1,0] is unknown");
    expect(message).toContain("tile 26 is on the map 2 times");
    expect(message).toContain('map string position 7 "-5" is read as an empty position');
    expect(mapUsedMessage(buildGalaxy({ map: "26 61 -1 0" }, createTileRegistry()), "26 61 -1 0")).toBe("Map string used: 3 systems; everything placed is kept");
  });

  test("a map string that opens with its centre, {46}, is a map, not a scenario", () => {
    expect(isScenarioText("{46} 26 61")).toBe(false);
    expect(isScenarioText("{-1} 26 61")).toBe(false);
    expect(isScenarioText('{"map": "26 61"}')).toBe(true);
  });

  test("undo and redo say what they stepped over", () => {
    const before: Scenario = { map: "26 19", players: { red: {} } };
    const after: Scenario = { ...before, active: { player: "red", system: 26 } };
    const history = createHistory<Scenario>(before);
    history.push(after, changeWords(before, after));
    expect(history.undo()).toBe(true);
    expect(history.stepped()).toBe("red activating 26");
    expect(history.redo()).toBe(true);
    expect(history.stepped()).toBe("red activating 26");
    expect(changeWords(before, { ...before, units: [] })).toBe("units placed or removed");
    expect(changeWords(after, { ...after, active: { player: "red", system: 26, effects: ["flank-speed"] } })).toBe("the effects used");
  });

  test("a download is named after the scenario, else after its map", () => {
    expect(downloadName({ name: "Dhaka (The_AV8R) [6p PoK]: Sol activates Vorhal" })).toBe("dhaka-the-av8r-6p-pok-sol-activates-vorhal.json");
    expect(downloadName({ map: "26 61 64 19 20" })).toBe("map-26-61-64-19-and-more.json");
    expect(downloadName({ map: "{46} 26" })).toBe("map-46-26.json");
    expect(downloadName({})).toBe("scenario.json");
  });
});

describe("home positions", () => {
  test("a 6-player map string's six home positions are numbered as seats in map order; the padding round the edge is not one", () => {
    const map = communityMap("Dhaka");
    const seats = homePositions(buildGalaxy({ map }, createTileRegistry()), map);
    expect(seats.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seats.map((s) => Math.max(Math.abs(s.hex.q), Math.abs(s.hex.r), Math.abs(s.hex.q + s.hex.r)))).toEqual([3, 3, 3, 3, 3, 3]);
  });

  test("a faction's home system tile is found by its faction, in any spelling", () => {
    const tiles = createTileRegistry();
    expect(homeTileOf(tiles, "sol")).toBe(1);
    expect(homeTileOf(tiles, "Jol-Nar")).toBe(12);
    expect(homeTileOf(tiles, "homebrew")).toBeUndefined();
  });
});
