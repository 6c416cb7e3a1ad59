/** Where the bundled example scenario and the built web page lie, from the sources or from the built CLI. */
import { existsSync } from "fs";
import { dirname, join } from "path";

const DEMO = join("assets", "examples", "demo.json");
const WEB = join("dist", "web");

/** The first folder above this file holding `relative`, as a path; `relative` itself when none does. */
function findUp(relative: string, marker: string = relative): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, marker))) return join(dir, relative);
    dir = dirname(dir);
  }
  return relative;
}

export function demoScenarioPath(): string {
  return findUp(DEMO);
}

/** The built web page's folder (dist/web), found by its index.html. */
export function webPagePath(): string {
  return findUp(WEB, join(WEB, "index.html"));
}
