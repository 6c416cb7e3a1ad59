#!/usr/bin/env node
// Runs the built command line (npm install builds it; or run `npm run build:cli`).
const { existsSync } = require("fs");
const { join } = require("path");
const built = join(__dirname, "..", "dist", "cli", "ti4-reach.cjs");
if (!existsSync(built)) {
  process.stderr.write("ti4-reach: the command line is not built yet; run `npm run build:cli`\n");
  process.exit(1);
}
require(built);
