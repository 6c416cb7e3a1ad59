/**
 * The web page in a real headless Chromium (the system's, driven by
 * playwright-core), opened from disk as a user would open dist/web: what a
 * player sees after clicks must be exactly what the command line reports.
 */
import { readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { pathToFileURL } from "url";
import type { Page } from "playwright-core";
import { buildGalaxy, createTileRegistry, keyOfRef, shipLabel, worthALabel } from "../../src/core/all";
import type { ActivationReport, TableState } from "../../src/core/all";
import { runCli } from "../../src/cli/main";
import { playerColour } from "../../src/svg/palette";
import { hasChromium, pageForEachTest } from "../support/browser";
import type { Browser } from "../support/browser";

const root = join(__dirname, "..", "..");
const PAGE = pathToFileURL(join(root, "dist", "web", "index.html")).href;
const demo = JSON.parse(readFileSync(join(root, "assets", "examples", "demo.json"), "utf8")) as TableState;

if (!hasChromium) process.stderr.write("web page browser tests skipped: no Chromium at /usr/bin/chromium (apt-get install chromium)\n");
const maybe = hasChromium ? describe : describe.skip;

/** The command line's JSON answer, run as the command line runs it. */
function cliJson(argv: string[]): unknown {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t), readText: (p) => readFileSync(p, "utf8"), writeText: () => undefined });
  if (code !== 0) throw new Error(err.join("\n"));
  return JSON.parse(out.join("\n"));
}

/** `ti4-reach report <file> --json`. */
const cliReport = (path: string): ActivationReport => cliJson(["report", path, "--json"]) as ActivationReport;

function cliReportOf(state: TableState): ActivationReport {
  const path = join(tmpdir(), `ti4-reach-web-${process.pid}.json`);
  writeFileSync(path, JSON.stringify(state));
  try {
    return cliReport(path);
  } finally {
    rmSync(path);
  }
}

function hexOf(state: TableState, ref: number | readonly [number, number]): string {
  return keyOfRef(buildGalaxy(state, createTileRegistry()), ref);
}

interface Label {
  from: string | null;
  unit: string | null;
  reachable: string | null;
  text: string | null;
}

const byPlace = (a: Label, b: Label): number => `${a.from} ${a.unit} ${a.text}`.localeCompare(`${b.from} ${b.unit} ${b.text}`);

const labels = async (page: Page): Promise<Label[]> =>
  (await page.$$eval("[data-from]", (els) => els.map((e) => ({ from: e.getAttribute("data-from"), unit: e.getAttribute("data-unit"), reachable: e.getAttribute("data-reachable"), text: e.textContent })))).sort(byPlace);

/** The labels a report should give: one per ship group that reaches or that a held effect would bring. */
function expectedLabels(state: TableState, report: ActivationReport): Label[] {
  return report.ships.filter(worthALabel).map((s) => ({ from: hexOf(state, s.from), unit: s.unit, reachable: `${s.reachable}`, text: shipLabel(s) })).sort(byPlace);
}

const lastReport = (page: Page): Promise<ActivationReport | undefined> => page.evaluate("window.ti4reach.lastReport()") as Promise<ActivationReport | undefined>;

jest.setTimeout(20000);

maybe("the web page in Chromium", () => {
  const web = pageForEachTest(PAGE);
  let browser: Browser;
  let page: Page;
  let requests: string[];
  beforeEach(() => {
    browser = web.browser();
    page = web.page();
    requests = web.requests();
  });

  test("the example, activated by a click on Cealdri and by Enter on Vorhal, labels every ship group as the command line reports", async () => {
    await page.click("#load-example");
    const at73 = hexOf(demo, 73);
    await page.click(`[data-hex="${at73}"]`);
    const expected = cliReportOf({ ...demo, active: { player: "red", system: 73 } });
    expect(await lastReport(page)).toEqual(expected);
    expect(await labels(page)).toEqual(expectedLabels(demo, expected));
    expect(expected.ships.some((s) => s.reachable) && expected.ships.some((s) => !s.reachable)).toBe(true);
    // each reaching group's path is drawn in red's colour
    const red = playerColour("red");
    const walking = expected.ships.filter((s) => s.reachable && (s.path?.length ?? 0) > 1).length;
    expect(await page.locator(`.overlay g[stroke="${red}"]`).count()).toBe(walking);
    // the side panel shows the transport plan and the warnings of the report
    const panel = await page.textContent("#report");
    expect(panel).toContain(`Can arrive: ${expected.transport.arriving}`);
    for (const w of expected.warnings) expect(panel).toContain(w.message);

    await page.focus(`[data-hex="${hexOf(demo, 63)}"]`);
    await page.keyboard.press("Enter");
    const vorhal = cliReportOf(demo);
    expect(await labels(page)).toEqual(expectedLabels(demo, vorhal));
    // the cruiser blocked at 39 (Gravity Drive would bring it) is labelled; the one locked in 60 is counted in the panel
    expect(await page.locator('[data-from][data-unit="cruiser"][data-reachable="false"]').count()).toBe(1);
    expect(await page.textContent("#report")).toContain("2 more groups cannot reach: 1 out of range, 1 locked");
    // nothing but the page's own files was asked for
    expect(requests.filter((url) => !url.startsWith("file:"))).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(3);
  });

  test("window.ti4reach drives the page: loadScenario, activate, lastReport", async () => {
    expect(await page.evaluate("window.ti4reach.lastReport()")).toBeUndefined();
    expect(await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(demo)})`)).toEqual({ ok: true });
    const report = (await page.evaluate('window.ti4reach.activate("red", [0, -1])')) as ActivationReport;
    expect(report).toEqual(cliReportOf(demo));
    expect(await page.locator("[data-hex][data-tile]").count()).toBe(buildGalaxy(demo, createTileRegistry()).systems.size);
    const bad = (await page.evaluate('window.ti4reach.loadScenario({ map: "19", units: 3 })')) as { ok: boolean; message: string };
    expect(bad.ok).toBe(false);
    expect(await page.textContent("#message")).toBe(bad.message);
    expect(await lastReport(page)).toEqual(report); // nothing lost
  });

  test("a player without fleet tokens shows an empty field, not counted, as the report reads it; typing 2.5 keeps 2", async () => {
    const state = { map: "26 19 20 21 22 23", players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "cruiser", system: 26, count: 5 }] };
    expect(await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(state)})`)).toEqual({ ok: true });
    expect(await page.inputValue("#fleet-red")).toBe("");
    expect(await page.getAttribute("#fleet-red", "placeholder")).toBe("not counted");
    await page.fill("#fleet-red", "2.5");
    await page.dispatchEvent("#fleet-red", "change");
    expect(await page.inputValue("#fleet-red")).toBe("2");
    const report = (await page.evaluate('window.ti4reach.activate("red", [0, 1])')) as ActivationReport;
    expect(report.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "fleet-pool", limit: 2 })]));
  });

  test("a bad map string or file gives one clear message and loses nothing placed", async () => {
    await page.click("#load-example");
    const before = await labels(page);
    await page.waitForFunction("location.hash !== ''"); // the address is written once the page has painted
    const hash = await page.evaluate("location.hash");
    await page.fill("#map-input", "19 83Q 21");
    await page.click("#use-map");
    const message = page.locator("#message");
    await expect(message.textContent()).resolves.toContain('map string position 2 "83Q"');
    expect(await message.getAttribute("class")).toContain("error");
    expect(((await message.textContent()) ?? "").split("\n")).toHaveLength(1);
    expect(await labels(page)).toEqual(before);
    expect(await page.evaluate("location.hash")).toBe(hash);

    await page.setInputFiles("#file-input", { name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{"map": "19", "units": [{"player": "red"}]}') });
    await page.waitForSelector("#message.error >> text=broken.json");
    expect(await page.textContent("#message")).toMatch(/^broken\.json: units\[0\]\.unit: /);
    expect(await labels(page)).toEqual(before);

    // a good file dropped on the page replaces the table
    await page.evaluate(`(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{"map": "26 20", "players": {"blue": {}}, "units": [{"player": "blue", "unit": "cruiser", "system": 20}]}'], "mine.json"));
      document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true }));
    })()`);
    await page.waitForSelector("#message >> text=mine.json loaded");
    expect(await page.locator("[data-hex]").count()).toBe(3);
  });

  test("a scenario built by clicks only downloads as the JSON the command line reads, and the link reproduces it", async () => {
    await page.fill("#map-input", "26 20 21 22 23 24");
    await page.click("#use-map");
    await page.click("#add-player");
    await page.fill("#faction-red", "sol");
    await page.press("#faction-red", "Tab");
    await page.click("#add-player");
    await page.selectOption("#player", "red");
    const place = async (tool: string, hex: string, count = 1): Promise<void> => {
      await page.check(`[data-tool="${tool}"]`);
      await page.fill("#count", `${count}`);
      await page.press("#count", "Tab");
      await page.click(`[data-hex="${hex}"]`);
    };
    await place("unit-carrier", "0,-1");
    await place("unit-infantry", "0,-1", 2);
    await page.click('#planet-dialog [data-planet="lodor"]');
    await place("unit-fighter", "0,-1", 2);
    await place("unit-cruiser", "1,0");
    await place("token-command", "1,0");
    await page.selectOption("#player", "blue");
    await place("unit-destroyer", "0,0");
    // undo and redo the last placement with the keyboard
    expect(await page.textContent("#system")).toContain("1 × blue destroyer");
    await page.keyboard.press("Control+z");
    expect(await page.textContent("#system")).not.toContain("blue destroyer");
    await page.keyboard.press("Control+y");
    expect(await page.textContent("#system")).toContain("1 × blue destroyer");
    await page.selectOption("#player", "red");
    await page.check('[data-tool="activate"]');
    await page.click('[data-hex="1,-1"]');

    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
    const path = await download.path();
    const scenario = JSON.parse(readFileSync(path, "utf8"));
    expect(scenario).toEqual({
      map: "26 20 21 22 23 24",
      players: { red: { faction: "sol", fleetTokens: 3 }, blue: { fleetTokens: 3 } },
      units: [
        { player: "red", unit: "carrier", system: 26 },
        { player: "red", unit: "infantry", system: 26, planet: "lodor", count: 2 },
        { player: "red", unit: "fighter", system: 26, count: 2 },
        { player: "red", unit: "cruiser", system: 21 },
        { player: "blue", unit: "destroyer", system: 18 },
      ],
      tokens: [{ token: "command", system: 21, player: "red" }],
      active: { player: "red", system: 20 },
    });
    const report = cliReport(path);
    expect(await lastReport(page)).toEqual(report);
    expect(report.ships.find((s) => s.unit === "carrier")).toMatchObject({ name: "Advanced Carrier", reachable: true, path: [26, 20] });
    expect(report.ships.find((s) => s.unit === "cruiser")).toMatchObject({ reachable: false, reason: "locked" });
    expect(report.transport.arriving).toBe(4);

    const link = page.url();
    const other = await browser.context.newPage();
    await other.goto(link);
    await other.waitForSelector("body[data-ready]");
    expect(await lastReport(other)).toEqual(report);
    expect(await labels(other)).toEqual(await labels(page));
    expect(await other.evaluate("location.hash")).toBe(await page.evaluate("location.hash"));
    await other.close();
  });

  test("a ship group's range, chosen in the side panel, outlines the systems the command line's range gives", async () => {
    await page.click("#load-example");
    await page.click('#report button[aria-label="show where 2 Advanced Carrier from 1 could move"]');
    const range = cliJson(["range", join(root, "assets", "examples", "demo.json"), "--from", "1", "--player", "red", "--unit", "carrier", "--json"]) as {
      groups: { count: number; move: number; systems: { hex: [number, number] }[]; withEffects: { hex: [number, number] }[] }[];
    };
    const group = range.groups[0]!;
    const key = (h: [number, number]): string => `${h[0]},${h[1]}`;
    const drawn = await page.$$eval("[data-range]", (els) => els.map((e) => `${e.getAttribute("data-range")} ${e.getAttribute("data-range-dim")}`));
    expect(drawn.sort()).toEqual([...group.systems.map((s) => `${key(s.hex)} false`), ...group.withEffects.map((w) => `${key(w.hex)} true`)].sort());
    expect(group.systems.length).toBeGreaterThan(1);
    expect(await page.textContent("#report")).toContain(`${group.count} Advanced Carrier (move ${group.move}): ${group.systems.length} in range`);
    await page.click("#hide-range");
    expect(await page.locator("[data-range]").count()).toBe(0);
    expect(await labels(page)).toEqual(expectedLabels(demo, cliReportOf(demo)));
  });

  test("the report's rows stay as they are while what they say stays, and a kept row's range button still answers", async () => {
    const rowsNow = `[...document.querySelectorAll("#report ul.ships > li")].map((li) => ({ text: li.textContent, kept: window.keptRows.includes(li) }))`;
    const keepRows = `window.keptRows = [...document.querySelectorAll("#report ul.ships > li")]`;
    await page.click("#load-example");
    await page.evaluate(keepRows);
    await page.check("#all-labels"); // the page redraws; the report is the same
    const same = (await page.evaluate(rowsNow)) as { text: string; kept: boolean }[];
    expect(same.length).toBeGreaterThan(3);
    expect(same.every((r) => r.kept)).toBe(true);
    await page.click('#report button[aria-label="show where 2 Advanced Carrier from 1 could move"]');
    expect(await page.textContent("#report")).toContain("move range from 1");
    // activating another system gives its own rows, as the command line reports them
    await page.click("#hide-range");
    await page.click(`[data-hex="${hexOf(demo, 73)}"]`);
    const report = cliReportOf({ ...demo, active: { player: "red", system: 73 } });
    expect((await page.evaluate(rowsNow)) as { text: string }[]).toEqual(report.ships.map((s) => expect.objectContaining({ text: expect.stringContaining(shipLabel(s)) })));
    // a cruiser placed in 59 adds its row; the rows that say the same, before it or after, stay as they are
    await page.evaluate(keepRows);
    await page.check("#tool-unit-cruiser");
    await page.click(`[data-hex="${hexOf(demo, 59)}"]`);
    const after = (await page.evaluate(rowsNow)) as { text: string; kept: boolean }[];
    expect(after.length).toBe(report.ships.length + 1);
    expect(after.filter((r) => !r.kept)).toEqual([{ text: expect.stringMatching(/^59 1 Cruiser/), kept: false }]);
  });

  test("a range shown, then Undo back to an empty page: the range goes with its system, no complaint about a missing hex", async () => {
    await page.click("#load-example");
    await page.click('#report button[aria-label="show where 2 Advanced Carrier from 1 could move"]');
    expect(await page.locator("[data-range]").count()).toBeGreaterThan(0);
    await page.click("#undo");
    expect(await page.textContent("#report")).not.toMatch(/no system on hex/);
    expect(await page.locator("#hide-range").count()).toBe(0);
  });

  test("a count typed and then a click on a system places that many at once: the click is not lost to the redraw", async () => {
    await page.click("#load-example");
    await page.check("#tool-unit-cruiser");
    await page.fill("#count", "2");
    expect(hexOf(demo, 18)).toBe("0,0");
    await page.click(`[data-hex="0,0"]`);
    const report = (await page.evaluate('window.ti4reach.activate("red", [0, -1])')) as ActivationReport;
    expect(report.ships.filter((s) => s.from === 18)).toEqual([expect.objectContaining({ unit: "cruiser", count: 2 })]);
  });

  test("the map and report after many activations and two placements are what a fresh page draws for the same table", async () => {
    // The page redraws by changing what differs; it must end where drawing from nothing ends (line breaks
    // between the markup's elements aside).
    const drawing = (): Promise<unknown> =>
      page.evaluate(`(() => {
        const tree = (n) => n.nodeType === 3 ? n.nodeValue : [n.nodeName, ...[...n.attributes].map((a) => a.name + "=" + a.value).sort(), ...[...n.childNodes].filter((c) => c.nodeType !== 3 || c.nodeValue.trim() !== "").map(tree)];
        return ["#galaxy svg", "#report", "#system", "#palette", "#players"].map((s) => tree(document.querySelector(s)));
      })()`);
    await page.click("#load-example");
    for (const tile of [73, 1, 26, 63, 39, 63]) await page.click(`[data-hex="${hexOf(demo, tile)}"]`);
    await page.check("#tool-unit-cruiser");
    await page.click(`[data-hex="${hexOf(demo, 39)}"]`);
    await page.click(`[data-hex="${hexOf(demo, 26)}"]`);
    await page.check("#tool-activate");
    await page.click(`[data-hex="${hexOf(demo, 63)}"]`);
    const redrawn = await drawing();
    // the cruiser placed in 39 joins red's cruiser there; the one in 26 is a new stack
    const joined = demo.units!.map((u) => (u.player === "red" && u.unit === "cruiser" && u.system === 39 ? { ...u, count: (u.count ?? 1) + 1 } : u));
    const table = { ...demo, units: [...joined, { player: "red", unit: "cruiser", system: 26 }] };
    await page.reload();
    await page.waitForSelector("body[data-ready]");
    expect(await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(table)})`)).toEqual({ ok: true });
    await page.click(`[data-hex="${hexOf(demo, 63)}"]`);
    expect(await drawing()).toEqual(redrawn);
  });

  test("a side panel's button pressed twice adds two: the redrawn button acts on the count it shows", async () => {
    await page.click("#load-example");
    await page.click(`[data-hex="${hexOf(demo, 1)}"]`);
    const carriers = demo.units!.findIndex((u) => u.player === "red" && u.unit === "carrier" && u.system === 1);
    expect(await page.textContent("#system")).toContain("2 × red carrier");
    await page.click(`#unit-more-${carriers}`);
    await page.click(`#unit-more-${carriers}`);
    expect(await page.textContent("#system")).toContain("4 × red carrier");
    await page.click(`#unit-less-${carriers}`);
    expect(await page.textContent("#system")).toContain("3 × red carrier");
  });

  test("a faction typed, then a law ticked at once: the faction's change (fired as the redraw takes its focus) and the law are both kept", async () => {
    await page.click("#load-example");
    await page.click(`[data-hex="${hexOf(demo, 63)}"]`);
    await page.fill("#faction-blue", "letnev");
    await page.click("#law-enforced-travel-ban");
    expect(await page.isChecked("#law-enforced-travel-ban")).toBe(true);
    expect(await page.inputValue("#faction-blue")).toBe("letnev");
    await page.click("#undo");
    expect(await page.isChecked("#law-enforced-travel-ban")).toBe(false);
    expect(await page.inputValue("#faction-blue")).toBe("letnev");
    await page.click("#undo");
    expect(await page.inputValue("#faction-blue")).toBe("creuss");
  });

  test("placing a unit redraws that system's pieces only: the other systems' piece texts stay as they were", async () => {
    await page.click("#load-example");
    await page.check("#tool-unit-cruiser");
    await page.evaluate(`window.keptPieces = [...document.querySelectorAll("#galaxy g.pieces > g[data-pieces]")]`);
    await page.click(`[data-hex="0,0"]`);
    const after = (await page.evaluate(`(() => {
      const groups = [...document.querySelectorAll("#galaxy g.pieces > g[data-pieces]")];
      return groups.map((g) => ({ at: g.getAttribute("data-pieces"), text: g.textContent, kept: window.keptPieces.includes(g) }));
    })()`)) as { at: string; text: string; kept: boolean }[];
    expect(after.find((g) => g.at === "0,0")).toEqual({ at: "0,0", text: expect.stringContaining("CA"), kept: false });
    const others = after.filter((g) => g.at !== "0,0");
    expect(others.length).toBeGreaterThan(10);
    expect(others.every((g) => g.kept)).toBe(true);
  });

  test("a new map string leaves the pieces off it named, and one button takes them off so activations work again", async () => {
    await page.click("#load-example");
    await page.fill("#map-input", "26 20 21");
    await page.click("#use-map");
    await page.click(`[data-hex="0,-1"]`);
    expect(await page.textContent("#report")).toMatch(/not on the map/);
    await page.click("#take-off-map");
    await expect(page.textContent("#message")).resolves.toMatch(/taken off the table/);
    await page.click(`[data-hex="0,-1"]`);
    expect((await lastReport(page))?.active.system).toBe(26);
    // Undo puts them back, with the problem named again.
    await page.click("#undo");
    expect(await page.textContent("#report")).toMatch(/not on the map/);
  });

  test("cards typed with spaces are one card each, a misspelt faction opens the table notes, one-ship effects are named instead of ticked", async () => {
    const state = {
      systems: [19, 20, 21, 22].map((tile, i) => ({ tile, hex: [0, -i] })),
      players: { red: { faction: "sol" } },
      units: [{ player: "red", unit: "cruiser", system: 22 }],
    };
    expect(await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(state)})`)).toEqual({ ok: true });
    await page.fill("#cards-red", "flank speed, dominus orb");
    await page.dispatchEvent("#cards-red", "change");
    let report = (await page.evaluate('window.ti4reach.activate("red", [0, 0])')) as ActivationReport;
    // Three systems away, the cruiser (move 2) would reach with the Flank Speed red holds.
    expect(report.ships).toEqual([expect.objectContaining({ unit: "cruiser", reachable: false, requires: ["flank-speed"] })]);
    expect(report.diagnostics).toEqual([]);
    expect(await page.locator("#table-notes").count()).toBe(0);

    await page.fill("#faction-red", "emirates");
    await page.dispatchEvent("#faction-red", "change");
    report = (await lastReport(page))!;
    expect(report.diagnostics).toEqual([expect.objectContaining({ kind: "unknown-id" })]);
    expect(await page.getAttribute("#table-notes", "open")).toBe("");

    // Gravity Drive, for one ship, is listed apart with what ticking it does.
    expect(await page.locator("#one-ship-effects + .checks #effect-gravity-drive").count()).toBe(1);
    expect(await page.textContent("#one-ship-effects")).toContain("names the ships that would need one");
    expect(await page.locator("#effect-flank-speed").count()).toBe(1);
  });

  test("the Twilight's Fall box makes the game that mode: a war sun without a war sun card is the mode's generic one and stays", async () => {
    const state: TableState = { systems: [19, 20].map((tile, i) => ({ tile, hex: [0, -i] as [number, number] })), players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "war-sun", system: 20 }] };
    expect(await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(state)})`)).toEqual({ ok: true });
    let report = (await page.evaluate('window.ti4reach.activate("red", [0, 0])')) as ActivationReport;
    expect(report.ships).toEqual([expect.objectContaining({ unit: "war-sun", move: 2, reachable: true })]);
    await page.check("#mode-twilights-fall");
    report = (await lastReport(page))!;
    expect(report.ships).toEqual([expect.objectContaining({ unit: "war-sun", move: 0, reachable: false, reason: "no-move" })]);
    expect(report).toEqual(cliReportOf({ ...state, mode: "twilights-fall", active: { player: "red", system: [0, 0] } }));
    await page.uncheck("#mode-twilights-fall");
    expect((await lastReport(page))!.ships).toEqual([expect.objectContaining({ unit: "war-sun", move: 2, reachable: true })]);
  });

  test("a community map string's empty home-system position (0) takes a system tile, which can then be activated", async () => {
    // Ring 1 with its north hex left for a home system, as community map strings write them.
    await page.fill("#map-input", "0 20 21 22 23 24");
    await page.click("#use-map");
    await page.click("#add-player");
    expect(await page.locator("[data-slot]").count()).toBe(0);
    // Choosing the tile tool draws the empty hexes beside the systems as slots: the gap, and ring 2 but the
    // hex whose only inner neighbour is the gap.
    await page.check("#tool-tile");
    expect(await page.locator("[data-slot]").count()).toBe(12);
    expect(await page.locator('[data-slot][data-hex="0,-1"]').count()).toBe(1);
    await page.fill("#tile-number", "1");
    await page.dispatchEvent("#tile-number", "change");
    await page.click('[data-hex="0,-1"]');
    expect(await page.locator('[data-slot][data-hex="0,-1"]').count()).toBe(0);
    expect(await page.getAttribute('[data-hex="0,-1"]', "data-tile")).toBe("1");
    // Placing a tile that is already on the map is refused with a message.
    await page.fill("#tile-number", "20");
    await page.dispatchEvent("#tile-number", "change");
    await page.click('[data-hex="0,-2"]');
    await expect(page.textContent("#message")).resolves.toMatch(/system 20 is already on the map/);
    const report = (await page.evaluate('window.ti4reach.activate("red", [0, -1])')) as ActivationReport;
    expect(report.active.system).toBe(1);
  });

  test("at phone width the page fits the screen and the galaxy still answers a tap", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.click("#load-example");
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await page.click(`[data-hex="${hexOf(demo, 68)}"]`);
    expect((await lastReport(page))?.active.system).toBe(68);
  });

  test("Who can reach here? on Vorhal for red: blue's destroyer from Lodor drawn in blue with its label, as `threats` answers; the heat map tints red's systems", async () => {
    await page.click("#load-example");
    await page.click("#tool-threats");
    await page.click(`[data-hex="${hexOf(demo, 63)}"]`);
    const cli = cliJson(["threats", join(root, "assets", "examples", "demo.json"), "--system", "63", "--player", "red", "--json"]) as { threats: { player: string; from: number }[] };
    expect(cli.threats.map((t) => `${t.player} ${t.from}`)).toEqual(["blue 26"]);
    expect(await page.locator(`.overlay g.path[data-player="blue"]`).count()).toBe(1);
    expect(await page.locator(`.overlay g.path[stroke="${playerColour("blue")}"]`).count()).toBe(1);
    expect(await page.textContent(`.overlay [data-label-for="${hexOf(demo, 26)}"]`)).toContain("1 Destroyer: 1 system");
    expect(await page.textContent("#report")).toContain("Who can reach 63 this round: blue 1 ship");
    // The heat map: red's systems tinted by the enemy ships that could move in; 39 holds the most (blue 3).
    await page.click("#heat-map");
    expect(await page.getAttribute(`[data-heat="${hexOf(demo, 39)}"]`, "data-ships")).toBe("3");
    expect(await page.textContent(`[data-heat-text="${hexOf(demo, 39)}"]`)).toBe("now 3 · next 3");
    expect(await page.textContent("#report")).toContain("Enemy ships that could move into red's systems");
    // Back to the activation.
    await page.click("#hide-threats");
    expect(await page.locator("[data-heat]").count()).toBe(0);
  });
});
