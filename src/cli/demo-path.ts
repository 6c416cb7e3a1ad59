/** Where the bundled example scenario lies, from the sources or from the built CLI. */
import { existsSync } from "fs";
import { dirname, join } from "path";

const DEMO = join("assets", "examples", "demo.json");

export function demoScenarioPath(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, DEMO);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return DEMO;
}
