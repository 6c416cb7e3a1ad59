/**
 * ti4-reach as mod authors get it: `npm pack` (after `npm run build`, as
 * `npm test` runs it), the tarball installed into a fresh project, then used
 * from there as a consumer would: ESM and CommonJS, TypeScript under both
 * module resolutions, a TTPG mod (examples/ttpg-mod) on ttpg-mock, and a TTS
 * script (examples/tts) in Lua 5.2. publint and Are the Types Wrong check the
 * package's shape.
 */
import { execFileSync } from "child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
// Before ttpg-mock: the Lua interpreter (WebAssembly) looks at the globals when it loads.
import { luaRunning } from "../support/lua";
import { world } from "@tabletop-playground/api";
import { reportActivation, reportLines } from "../../src/core/all";
import type { ActivationReport, TableState } from "../../src/core/all";
import { demoState, layTable } from "../ttpg/game/ti4-table";
import { endTi4Reach, release } from "../ttpg/game/session";

const ROOT = join(__dirname, "..", "..");
// Node by name: ttpg-mock stands in for TTPG's own `process` global, which has no NODE.
const NODE = "node";
const BIN = join(ROOT, "node_modules", ".bin");
const DEMO = join(ROOT, "assets", "examples", "demo.json");
const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");

let work: string;
let tarball: string;
let project: string;
let installed: string;

const run = (command: string, args: readonly string[], cwd: string): string =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

function reportOf(state: TableState): ActivationReport {
  const result = reportActivation(state);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "ti4-reach-package-"));
  const packed = JSON.parse(run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work], ROOT)) as { filename: string }[];
  tarball = join(work, packed[0]!.filename);
  project = join(work, "consumer");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", version: "1.0.0", private: true }));
  run("npm", ["install", tarball, "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock"], project);
  installed = join(project, "node_modules", "ti4-reach");
  // A TTPG mod has the game's typings installed (ti4-reach/ttpg names its Player type).
  mkdirSync(join(project, "node_modules", "@tabletop-playground"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules", "@tabletop-playground", "api"), join(project, "node_modules", "@tabletop-playground", "api"), "dir");
  cpSync(join(__dirname, "consumer"), project, { recursive: true });
  cpSync(join(ROOT, "examples", "ttpg-mod"), join(project, "ttpg-mod"), { recursive: true });
}, 120_000);

afterAll(() => {
  endTi4Reach();
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe("the npm package", () => {
  test("holds the builds, the command line and the docs, and no tests or sources", () => {
    const files = run("tar", ["-tzf", tarball], work).split("\n").filter((f) => f !== "");
    expect(files).toEqual(expect.arrayContaining(["package/dist/lib/index.mjs", "package/dist/lib/index.cjs", "package/dist/lib/index.d.ts", "package/dist/lib/ttpg.cjs", "package/dist/lua/ti4-reach-core.lua", "package/bin/ti4-reach.cjs", "package/dist/cli/ti4-reach.cjs", "package/LICENSE", "package/README.md"]));
    expect(files.filter((f) => /(^|\/)test\/|\.test\.|^package\/src\//.test(f))).toEqual([]);
  });

  test("publint finds nothing to say", () => {
    const out = run(NODE, [join(ROOT, "node_modules", "publint", "src", "cli.js"), "run", tarball, "--strict"], work);
    expect(out).toContain("All good!");
  });

  test("Are the Types Wrong: every entry resolves with types under node16 (CJS and ESM) and bundlers", () => {
    // "./lua" is a Lua file, not a module for Node; node10 predates "exports" subpaths.
    const out = run(join(BIN, "attw"), [tarball, "--profile", "node16", "--exclude-entrypoints", "lua", "--format", "table-flipped"], work); // exits 1 on a problem
    expect(out).toContain('"ti4-reach/ttpg"');
  });

  test("ESM import and CommonJS require both give the demo's report", () => {
    const expected = reportLines(reportOf(demoState()));
    expect(expected.length).toBeGreaterThan(3);
    expect(JSON.parse(run(NODE, ["esm.mjs", DEMO], project))).toEqual(expected);
    expect(JSON.parse(run(NODE, ["cjs.cjs", DEMO], project))).toEqual(expected);
  });

  test("the ti4-reach command comes with it and reports on a scenario", () => {
    const out = run(join(project, "node_modules", ".bin", "ti4-reach"), ["report", DEMO], project);
    expect(out).toContain("red (sol) activates 63 Vorhal");
    expect(out).toContain("Transport: 11 fighters and ground forces can arrive");
  });

  test.each(["bundler", "node16"])("a TypeScript consumer type-checks under moduleResolution %s", (resolution) => {
    const module = resolution === "bundler" ? "esnext" : "node16";
    // The example logs with console, which TTPG provides.
    writeFileSync(join(project, "console.d.ts"), "declare const console: { log(...data: unknown[]): void };\n");
    const config = { compilerOptions: { strict: true, noEmit: true, target: "es2020", lib: ["es2020"], types: [], module, moduleResolution: resolution }, files: ["consumer.ts", "cjs-consumer.cts", "ttpg-mod/global.ts", "console.d.ts"] };
    writeFileSync(join(project, `tsconfig.${resolution}.json`), JSON.stringify(config));
    expect(() => run(NODE, [TSC, "-p", `tsconfig.${resolution}.json`], project)).not.toThrow();
  });

});

describe("examples/ttpg-mod: a TTPG mod's global script using the installed package", () => {
  test("built with esbuild, it starts ti4-reach on the table and says in the chat what an activation lets red move", () => {
    const outfile = join(project, "ttpg-mod", "global.js");
    // As the example says a mod builds it (esbuild's command, in a process of its own: ttpg-mock's `process` is no Node's).
    run(join(BIN, "esbuild"), ["ttpg-mod/global.ts", "--bundle", "--format=cjs", "--platform=neutral", "--main-fields=main,module", "--external:@tabletop-playground/api", `--outfile=${outfile}`, "--log-level=warning"], project);
    // The game provides @tabletop-playground/api; here it is ttpg-mock, the one the table below is laid on.
    const script = readFileSync(outfile, "utf8");
    writeFileSync(outfile, script.split('require("@tabletop-playground/api")').join(`require(${JSON.stringify(require.resolve("ttpg-mock"))})`));
    expect(script).toContain("node_modules/ti4-reach/dist/lib/ttpg."); // bundled from the installed package
    const state = demoState();
    const table = layTable(state);
    const chat = jest.spyOn(world, "broadcastChatMessage");
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    require(outfile); // the game runs the mod's global script

    expect(log).not.toHaveBeenCalled(); // the homebrew tile and unit registered without a problem
    release(table.tokens.get("red@63")!, table.players.get("red")!);
    const reaching = reportOf(state).ships.filter((s) => s.reachable).reduce((n, s) => n + s.count, 0);
    expect(reaching).toBeGreaterThan(0);
    expect(chat).toHaveBeenCalledWith(`my-mod: red can move ${reaching} ships into 63`);
    log.mockRestore();
  });
});

describe("examples/tts: a TTS script using the installed core Lua file", () => {
  test("runs in Lua 5.2 and prints the report's lines and the ships that reach", () => {
    const core = readFileSync(join(installed, "dist", "lua", "ti4-reach-core.lua"), "utf8");
    const script = readFileSync(join(ROOT, "examples", "tts", "report.lua"), "utf8");
    const lua = luaRunning([
      // TTS tooling's require, for the one module the script asks for; print collected.
      `local core = (function(...)\n${core}\nend)()\nrequire = function(name) assert(name == "ti4-reach-core", name) return core end`,
      "printed = {} print = function(text) printed[#printed + 1] = tostring(text) end",
    ]);
    lua.run(`(function() ${script}\nend)()`);
    const printed = lua.run(`return table.concat(printed, "\\n")`).split("\n");
    lua.close();
    const state = { ...tableOfExample(), active: { player: "red", system: 63 } } as TableState;
    const report = reportOf(state);
    const reaching = report.ships.filter((s) => s.reachable).map((s) => `${s.count} ${s.name} from ${String(s.from)} reaches`);
    expect(reaching.length).toBeGreaterThan(0);
    expect(printed).toEqual([...reportLines(report), ...reaching]);
  });
});

/** The table state of examples/tts/report.lua, as it writes it. */
function tableOfExample(): TableState {
  return {
    map: demoState().map,
    systems: [{ tile: 1, hex: [0, -3] }],
    players: { red: { faction: "sol", technologies: ["gravity-drive"], fleetTokens: 3 } },
    units: [
      { player: "red", unit: "carrier", system: 1, count: 2 },
      { player: "red", unit: "infantry", system: 1, planet: "jord", count: 4 },
      { player: "red", unit: "dreadnought", system: 68 },
      { player: "red", unit: "cruiser", system: 60 },
    ],
    tokens: [
      { token: "command", player: "red", system: 63 },
      { token: "command", player: "red", system: 60 },
    ],
  };
}
