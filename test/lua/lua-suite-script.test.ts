/**
 * scripts/lua-suite.mjs runs the Lua suite in any interpreter that runs a file
 * (MoonSharp's console, lua5.2): here with the tests' WebAssembly Lua as that
 * interpreter (test/support/run-lua-file.cjs), then with a faulty one and a
 * missing one, which it must not pass. (npm test builds the probe first.)
 */
import { execFileSync } from "child_process";
import { join } from "path";
import { suiteCases } from "./suite-cases";

const ROOT = join(__dirname, "..", "..");
const RUN_FILE = "node test/support/run-lua-file.cjs";

function suite(lua: string): { status: number; out: string } {
  try {
    return { status: 0, out: execFileSync("node", ["scripts/lua-suite.mjs", "--lua", lua], { cwd: ROOT, encoding: "utf8", stdio: "pipe" }) };
  } catch (e) {
    const failed = e as { status: number; stdout: string; stderr: string };
    return { status: failed.status, out: failed.stdout + failed.stderr };
  }
}

describe("the Lua suite in an interpreter of one's choice", () => {
  const count = suiteCases().length;

  test("every case gives the JavaScript core's answer in a Lua 5.2 that runs the suite file", () => {
    expect(count).toBeGreaterThan(300);
    const { status, out } = suite(RUN_FILE);
    expect(out).toContain(`${count} of ${count} cases give the same answer`);
    expect(status).toBe(0);
  }, 60_000);

  test("an interpreter whose table.sort does nothing is caught, the cases that differ named", () => {
    const { status, out } = suite(`${RUN_FILE} --prelude table.sort=function()end`);
    expect(status).toBe(1);
    expect(out).toMatch(/scenario [a-z0-9-]+\.json: differs/);
  }, 60_000);

  test("an interpreter that cannot be run fails the suite with one message", () => {
    const { status, out } = suite("no-such-lua-interpreter");
    expect(status).toBe(1);
    expect(out).toContain("no-such-lua-interpreter failed");
  }, 60_000);
});
