// Takes the README's picture of the web page (docs/web-page.png) with the system's headless Chromium.
// Run after `npm run build`: node scripts/screenshot-web.mjs
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join, resolve } from "path";
import { pathToFileURL } from "url";
import { chromium } from "playwright-core";

const profile = mkdtempSync(join(tmpdir(), "ti4-reach-shot-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1200, height: 800 },
});
try {
  const page = await context.newPage();
  await page.goto(pathToFileURL(resolve("dist/web/index.html")).href);
  await page.waitForSelector("body[data-ready]");
  await page.click("#load-example");
  await page.click('[data-tile="63"]');
  await page.screenshot({ path: "docs/web-page.png" });
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
