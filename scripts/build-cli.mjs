// Bundles the command line into one CommonJS file for Node.
import { build } from "esbuild";

await build({
  entryPoints: ["src/cli/node-entry.ts"],
  outfile: "dist/cli/ti4-reach.cjs",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  logLevel: "warning",
});
