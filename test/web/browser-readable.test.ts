/**
 * What a player sees on the web page, measured by a real Chromium (the
 * system's, through playwright-core): labels that cover nothing, label text
 * that reads, a page that fits a phone, and a map walked from the keyboard.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { pathToFileURL } from "url";
import type { Page } from "playwright-core";
import { contrastRatio } from "../../src/core/all";
import type { ActivationReport, TableState } from "../../src/core/all";
import { hasChromium, pageForEachTest } from "../support/browser";
import { communityMap, crowdedTable } from "../support/crowded-table";

const root = join(__dirname, "..", "..");
const PAGE = pathToFileURL(join(root, "dist", "web", "index.html")).href;
const demo = JSON.parse(readFileSync(join(root, "assets", "examples", "demo.json"), "utf8")) as TableState;
const maybe = hasChromium ? describe : describe.skip; // browser.test.ts says once when Chromium is missing

jest.setTimeout(60000);

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly what: string;
}

/** Every label box and every text a label must not cover, as Chromium lays them out, with each label's text and backing colours. */
async function layout(page: Page): Promise<{ labels: Box[]; texts: Box[]; inks: { text: string; backing: string }[]; outside: number }> {
  // Run in the page (plain script text: the tests are type-checked without the DOM's types).
  return page.evaluate(`(() => {
    const box = (el, what) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, what };
    };
    const labels = [...document.querySelectorAll("#galaxy g.label")];
    const texts = [...document.querySelectorAll("#galaxy text.tile, #galaxy text.planet, #galaxy text.anomaly, #galaxy text.wormhole, #galaxy .pieces text, #galaxy text.warn")].map((t) => box(t, t.textContent || ""));
    let outside = 0;
    const inks = [];
    const boxes = labels.map((g) => {
      const rect = g.querySelector("rect.label-box");
      const b = box(rect, g.textContent || "");
      for (const t of g.querySelectorAll("text")) {
        const r = t.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) outside++;
        inks.push({ text: t.getAttribute("fill") || "", backing: rect.getAttribute("fill") || "" });
      }
      return b;
    });
    return { labels: boxes, texts, inks, outside };
  })()`);
}

/** Overlapping by more than half a pixel each way (boxes touching at an edge do not cover each other). */
const covers = (a: Box, b: Box): boolean => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

const rgb = (css: string) => ({ r: parseInt(css.slice(1, 3), 16) / 255, g: parseInt(css.slice(3, 5), 16) / 255, b: parseInt(css.slice(5, 7), 16) / 255 });

const tables: [string, TableState][] = [
  ["the demo", demo],
  ["Berlin [8p]", crowdedTable(communityMap("Berlin"), 300, 8)],
  ["Junk Yard Doggo [8p]", crowdedTable(communityMap("Junk Yard Doggo"), 300, 11)],
];

maybe("the web page, as a player sees it", () => {
  const web = pageForEachTest(PAGE);
  let page: Page;
  beforeEach(() => {
    page = web.page();
  });

  test.each(tables)("on %s, every seated player activating Mecatol Rex: no label covers another label or any text, and label text reads at 4.5:1", async (_, table) => {
    expect(await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(table)})`)).toEqual({ ok: true });
    const mecatol = (await page.evaluate(`document.querySelector('[data-tile="18"], [data-tile="112"]').getAttribute("data-hex")`)) as string;
    const at = mecatol.split(",").map(Number);
    let drawn = 0;
    for (const player of Object.keys(table.players ?? {})) {
      const report = (await page.evaluate(`window.ti4reach.activate(${JSON.stringify(player)}, ${JSON.stringify(at)})`)) as ActivationReport | undefined;
      expect(report?.player).toBe(player);
      const { labels, texts, inks, outside } = await layout(page);
      drawn += labels.length;
      expect(outside).toBe(0); // each label's text lies within its backing
      for (let i = 0; i < labels.length; i++) {
        for (let j = 0; j < i; j++) expect([player, labels[i]!.what, labels[j]!.what, covers(labels[i]!, labels[j]!)]).toEqual([player, labels[i]!.what, labels[j]!.what, false]);
        for (const t of texts) expect([player, labels[i]!.what, t.what, covers(labels[i]!, t)]).toEqual([player, labels[i]!.what, t.what, false]);
      }
      for (const ink of inks) expect(contrastRatio(rgb(ink.text), rgb(ink.backing))).toBeGreaterThanOrEqual(4.5);
    }
    expect(drawn).toBeGreaterThan(0);
  });

  test("at 390x844 the map fits the width, a tap activates and brings the report into view, and every tap target is 24 px or more", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click("#load-example");
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    await page.click('[data-hex="0,-1"]');
    expect((await page.evaluate("window.ti4reach.lastReport()") as ActivationReport).active.system).toBe(63);
    const top = (await page.evaluate('document.getElementById("report").getBoundingClientRect().top')) as number;
    expect(top).toBeGreaterThan(-1); // scrolled to its top (to a fraction of a pixel)
    expect(top).toBeLessThan(844 / 2);
    const small = (await page.evaluate(`[...document.querySelectorAll('button, a[href], input:not(.visually-hidden), select, textarea, summary, label.button, [role="button"]')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 24 || r.height < 24))
      .map(({ el, r }) => el.tagName + " " + (el.id || el.getAttribute("data-hex") || (el.textContent || "").slice(0, 20)) + " " + Math.round(r.width) + "x" + Math.round(r.height))`)) as string[];
    expect(small).toEqual([]);
  });

  test("from the keyboard alone: Tab reaches the map in a few steps, arrows move between systems, Enter activates, the skip link leads to the report", async () => {
    await page.evaluate(`window.ti4reach.loadScenario(${JSON.stringify(demo)})`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement.textContent")).toBe("Skip to the report");
    let steps = 1;
    while (steps < 15 && (await page.evaluate('document.activeElement.getAttribute("data-hex")')) === null) {
      await page.keyboard.press("Tab");
      steps++;
    }
    const first = (await page.evaluate('document.activeElement.getAttribute("data-hex")')) as string | null;
    expect(first).not.toBeNull();
    expect(await page.locator("#galaxy .focus-ring").count()).toBe(1); // drawn on top of the neighbours
    await page.keyboard.press("ArrowDown");
    const below = (await page.evaluate('document.activeElement.getAttribute("data-hex")')) as string;
    const [q, r] = first!.split(",").map(Number);
    expect(below).toBe(`${q},${r! + 1}`);
    await page.keyboard.press("ArrowRight");
    const right = (await page.evaluate('document.activeElement.getAttribute("data-hex")')) as string;
    expect(Number(right.split(",")[0])).toBe(q! + 1);
    await page.keyboard.press("Enter");
    const report = (await page.evaluate("window.ti4reach.lastReport()")) as ActivationReport;
    expect(report.active.hex.join(",")).toBe(right);
    expect(await page.evaluate('document.activeElement.getAttribute("data-hex")')).toBe(right);
    const name = (await page.evaluate('document.activeElement.getAttribute("aria-label")')) as string;
    expect(name).toMatch(/the active system$/);
    // Tab leaves the map at once (one Tab stop), and the skip link takes the focus to the report.
    await page.keyboard.press("Tab");
    expect(await page.evaluate('document.activeElement.closest("#galaxy") === null')).toBe(true);
    await page.focus(".skip");
    await page.keyboard.press("Enter");
    expect(await page.evaluate("document.activeElement.id")).toBe("report");
    expect(await page.textContent("#report")).toContain("Can arrive");
  });

  test("the page says at once what it did: the map's unknown, doubled and stray entries, a {46} map, what Undo undid, a download refused when empty", async () => {
    await page.click("#download");
    await expect(page.textContent("#message")).resolves.toMatch(/nothing to download yet/);
    await page.fill("#map-input", "26 61 9999 75 70 26 -5");
    await page.click("#use-map");
    const said = (await page.textContent("#message")) ?? "";
    expect(said).toContain("tile 9999 on hex [1,0] is unknown");
    expect(said).toContain("tile 26 is on the map 2 times");
    expect(said).toContain('"-5" is read as an empty position');
    await page.fill("#map-input", "{46} 26 61");
    await page.click("#use-map");
    await expect(page.textContent("#message")).resolves.toMatch(/^Map string used: 3 systems/);
    await page.click("#load-example");
    await page.click('[data-tile="73"]');
    await page.click("#undo");
    await expect(page.textContent("#message")).resolves.toBe("Undone: red activating 73");
    await page.click("#redo");
    await expect(page.textContent("#message")).resolves.toBe("Redone: red activating 73");
  });

  test("a seated player's card places their home system on a numbered home position of the map string", async () => {
    await page.fill("#map-input", communityMap("Dhaka"));
    await page.click("#use-map");
    await page.click("#add-player");
    await page.fill("#faction-red", "sol");
    await page.dispatchEvent("#faction-red", "change");
    await page.click("#home-red");
    expect(await page.locator("[data-home-seat]").count()).toBe(6);
    const seat1 = (await page.getAttribute('[data-home-seat="1"]', "data-hex")) as string;
    expect(await page.getAttribute('[data-home-seat="1"]', "aria-label")).toBe(`Home position of seat 1 [${seat1}]`);
    await page.click('[data-home-seat="1"]');
    expect(await page.getAttribute(`[data-hex="${seat1}"]`, "data-tile")).toBe("1");
    expect(await page.locator("#home-red").count()).toBe(0); // Jord is on the map now
  });

  test("a move range keeps the report at hand and marks what it leaves out: the start, and the system of red's command token", async () => {
    await page.click("#load-example");
    await page.click('[data-hex="0,-1"]'); // red activates Vorhal (63), where red's command token lies
    await page.click(`[data-hex="${await page.getAttribute('[data-tile="1"]', "data-hex")}"]`);
    await page.click("#unit-range-0"); // the carriers in Jord
    expect(await page.locator('[data-left-out="start"]').count()).toBe(1);
    expect(await page.textContent('[data-left-out="0,-1"]')).toBe("✕ your command token");
    expect(await page.textContent("#report")).toContain("Hide range");
    expect(await page.textContent("#report")).toContain("Can arrive"); // the report, still there below the range
  });
});
