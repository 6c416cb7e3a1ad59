// Builds what the npm package exports (package.json "exports"):
//   dist/lib/index.{mjs,cjs,d.ts,d.mts,d.cts}  the core, "."
//   dist/lib/ttpg.{mjs,cjs,d.ts,d.mts,d.cts}   a TTPG mod's entry, "./ttpg" (the game provides @tabletop-playground/api)
// The declarations are rolled up by API Extractor, which also compares the public surface with
// the reports in docs/api/: `node scripts/build-lib.mjs` fails when they differ (so `npm test`
// fails on an unplanned export), `--update` rewrites them after a deliberate change.
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { build } from "esbuild";
import { execFileSync } from "child_process";
import { copyFileSync, rmSync } from "fs";
import { join } from "path";

const update = process.argv.includes("--update");
const lib = join("dist", "lib");
rmSync(lib, { recursive: true, force: true });
rmSync(join("dist", "lib-types"), { recursive: true, force: true });

execFileSync(process.execPath, [join("node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.lib.json"], { stdio: "inherit" });

const entries = [
  { name: "index", source: "src/core/index.ts", config: "scripts/api/core.json" },
  { name: "ttpg", source: "src/ttpg/index.ts", config: "scripts/api/ttpg.json" },
];

let failed = false;
for (const entry of entries) {
  const result = Extractor.invoke(ExtractorConfig.loadFileAndPrepare(entry.config), {
    localBuild: update,
    showVerboseMessages: false,
  });
  if (!result.succeeded) {
    failed = true;
    if (result.apiReportChanged && !update) console.error(`The public API of ${entry.source} changed: check docs/api/, then run "npm run api" to accept it.`);
  }
  for (const ext of ["d.mts", "d.cts"]) copyFileSync(join(lib, `${entry.name}.d.ts`), join(lib, `${entry.name}.${ext}`));
  for (const format of ["esm", "cjs"]) {
    await build({
      entryPoints: [entry.source],
      outfile: join(lib, `${entry.name}.${format === "esm" ? "mjs" : "cjs"}`),
      bundle: true,
      format,
      platform: "neutral",
      target: "es2020",
      external: ["@tabletop-playground/api"],
      mainFields: ["main", "module"],
      logLevel: "warning",
    });
  }
}
if (failed) process.exit(1);
