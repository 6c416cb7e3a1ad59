/**
 * The system's Chromium, driven by playwright-core, for the web page's tests.
 * Nothing downloads a browser: without /usr/bin/chromium the browser tests
 * say so in one line and are skipped.
 */
import { existsSync, mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { chromium } from "playwright-core";
import type { BrowserContext } from "playwright-core";

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
