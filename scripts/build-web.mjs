// Builds the web page into dist/web: index.html, one script bundle (the core, the example inlined) and the styles.
// Plain files that work opened from disk or from any static host.
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "fs";

const out = "dist/web";
mkdirSync(out, { recursive: true });
await build({
  entryPoints: ["src/web/page/main.ts"],
  outfile: `${out}/ti4-reach-web.js`,
  bundle: true,
  platform: "browser",
  format: "iife",
  target: ["chrome100", "firefox100", "safari15"],
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
copyFileSync("src/web/index.html", `${out}/index.html`);
copyFileSync("src/web/styles.css", `${out}/styles.css`);
