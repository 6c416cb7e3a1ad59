// `npm run bench:web`: how long the web page takes from a click on a system to the report painted, and from
// placing a unit to the page painted, in the system's headless Chromium. Performance marks time the click's
// handlers, then the next frame from its start to after its paint; the wait for that frame in between (up to
// 16.7 ms at 60 Hz, whatever the page does) is left out and given apart. Run after `npm run build`. A
// benchmark, not a test: figures go in docs/speed.md and the README.
import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join, resolve } from "path";
import { pathToFileURL } from "url";
import { build } from "esbuild";
import { chromium } from "playwright-core";

// The crowded 8-player table of the tests, built from the same helper.
await build({ entryPoints: ["test/support/crowded-table.ts"], outfile: "dist/bench/crowded-table.cjs", bundle: true, platform: "node", format: "cjs", logLevel: "warning" });
const { createRequire } = await import("module");
const { communityMap, crowdedTable } = createRequire(import.meta.url)(resolve("dist/bench/crowded-table.cjs"));

const demo = JSON.parse(readFileSync("assets/examples/demo.json", "utf8"));
const tables = [
  ["6-player demo", demo],
  ["8-player map, 300 stacks", crowdedTable(communityMap("Berlin"), 300, 8)],
];
// Timings on a shared machine vary by several milliseconds from one click to the next: many rounds, after a
// few not counted (the page's first drawings and the engine's warm-up), give a median that holds.
const ROUNDS = 60;
const WARM_UP = 10;

const profile = mkdtempSync(join(tmpdir(), "ti4-reach-bench-web-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1280, height: 900 },
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const page = await context.newPage();
  await page.goto(pathToFileURL(resolve("dist/web/index.html")).href);
  await page.waitForSelector("body[data-ready]");
  for (const [name, table] of tables) {
    await page.evaluate((t) => window.ti4reach.loadScenario(t), table);
    const figures = await page.evaluate(async ([rounds, warmUp]) => {
      const systems = [...document.querySelectorAll("#galaxy g.system")].map((g) => g.getAttribute("data-hex"));
      const click = async (hex) => {
        const el = document.querySelector(`#galaxy [data-hex="${hex}"]`);
        performance.mark("click");
        el.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
        performance.mark("handled");
        await new Promise((done) =>
          requestAnimationFrame(() => {
            performance.mark("frame");
            setTimeout(() => {
              performance.mark("painted");
              done();
            }, 0);
          }),
        );
        const handled = performance.measure("handlers", "click", "handled").duration;
        const drawing = performance.measure("frame", "frame", "painted").duration;
        const wait = performance.measure("wait", "handled", "frame").duration;
        return { work: handled + drawing, handled, drawing, wait };
      };
      for (let i = 0; i < warmUp; i++) await click(systems[(i * 3) % systems.length]);
      const activate = [];
      for (let i = 0; i < rounds; i++) activate.push(await click(systems[(i * 7) % systems.length]));
      // Placing a unit: the cruiser tool, then a click on a system.
      document.querySelector("#tool-unit-cruiser").click();
      const place = [];
      for (let i = 0; i < rounds; i++) place.push(await click(systems[(i * 5) % systems.length]));
      return { activate, place };
    }, [ROUNDS, WARM_UP]);
    const work = (xs) => median(xs.map((x) => x.work)).toFixed(1);
    const wait = (xs) => median(xs.map((x) => x.wait)).toFixed(1);
    const split = (xs) => `handlers ${median(xs.map((x) => x.handled)).toFixed(1)}, frame ${median(xs.map((x) => x.drawing)).toFixed(1)}`;
    console.log(`${name}: click on a system to report painted, median ${work(figures.activate)} ms (${split(figures.activate)}; and ${wait(figures.activate)} ms waiting for the frame); placing a unit, median ${work(figures.place)} ms (${split(figures.place)}; and ${wait(figures.place)} ms waiting) (${ROUNDS} each)`);
    await page.evaluate(() => document.querySelector("#tool-activate")?.click());
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
