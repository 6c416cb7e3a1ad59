// Builds the Tabletop Playground package: dist/ttpg/ti4-reach/ with Manifest.json,
// Scripts/ (CommonJS bundles; the game provides @tabletop-playground/api),
// Templates/, Models/ and the thumbnail.
import { build } from "esbuild";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { join } from "path";

const out = join("dist", "ttpg", "ti4-reach");
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "Scripts"), { recursive: true });

const common = {
  bundle: true,
  platform: "neutral",
  format: "cjs",
  target: "es2020",
  external: ["@tabletop-playground/api"],
  mainFields: ["main", "module"],
  logLevel: "warning",
};
await build({ ...common, entryPoints: ["src/ttpg/entries/helper-object.ts"], outfile: join(out, "Scripts", "ti4-reach-helper.js") });
await build({ ...common, entryPoints: ["src/ttpg/entries/global.ts"], outfile: join(out, "Scripts", "ti4-reach-global.js") });

const manifest = JSON.parse(readFileSync("manifest.json", "utf8"));
writeFileSync(join(out, "Manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
cpSync(join("assets", "ttpg", "Templates"), join(out, "Templates"), { recursive: true });
cpSync(join("assets", "ttpg", "Models"), join(out, "Models"), { recursive: true });
cpSync(join("assets", "ttpg", "Thumbnail.png"), join(out, "Thumbnail.png"));
