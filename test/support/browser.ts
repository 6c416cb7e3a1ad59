/**
 * The system's Chromium, driven by playwright-core, for the web page's tests.
 * Nothing downloads a browser: without /usr/bin/chromium the browser tests
 * say so in one line and are skipped.
 */
import { existsSync, mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { chromium } from "playwright-core";
import type { BrowserContext, Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

export const hasChromium = existsSync(CHROMIUM);

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Browser {
  readonly context: BrowserContext;
  readonly close: () => Promise<void>;
}

/** A fresh headless Chromium with a new, empty profile. */
export async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "ti4-reach-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * For each test of the suite that calls it: a fresh tab on the page at `url`, ready (`body[data-ready]`), in
 * one Chromium for the suite; an error thrown in the page fails the test, and the tab's requests are kept.
 */
export function pageForEachTest(url: string): { readonly browser: () => Browser; readonly page: () => Page; readonly requests: () => string[] } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let requests: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  }, 30000);
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser!.context.newPage();
    page.setDefaultTimeout(5000);
    const mine: string[] = [];
    requests = mine;
    page.on("request", (r) => mine.push(r.url()));
    page.on("pageerror", (e) => {
      throw e;
    });
    await page.goto(url);
    await page.waitForSelector("body[data-ready]");
  });
  afterEach(async () => {
    await page?.close();
  });
  return { browser: () => browser!, page: () => page!, requests: () => requests };
}
