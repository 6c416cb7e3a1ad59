/**
 * The README and docs/ say nothing that does not run. Every fenced block:
 * - `sh`: each `npx ti4-reach ...` command runs, from the repository, and
 *   exits 0 (`web`, which serves until Ctrl-C, is left to
 *   test/web/web-command.test.ts); each `npm ...` command names a script of
 *   package.json (running `npm test` inside `npm test` is left out);
 * - `ts`: type-checked against the package's own entries (self-reference:
 *   `ti4-reach` and `ti4-reach/ttpg` resolve to dist/lib as a consumer's do),
 *   then bundled and run; `ti4-reach/ttpg` blocks run on ttpg-mock;
 * - `lua`: blocks that `require("ti4-reach-core")` run in Lua 5.2 with the
 *   core Lua file; the others (the TTS script's API) run in the fake TTS
 *   world with the built TTS script, `scenario` being the demo's state;
 * - `json`, `jsonc` and plain blocks show output and shapes, and are read only.
 */
import { execFileSync } from "child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "fs";
import { join } from "path";
// Before ttpg-mock (which a TTPG block loads): the Lua interpreter (WebAssembly) looks at the globals when it loads.
import { TTS_BUNDLE, luaRunning, luaValue, luaWithBundle } from "../support/lua";
// ttpg-mock, loaded here as the game's API (jest maps it) and not first inside a test, which it may not be.
import "@tabletop-playground/api";

const ROOT = join(__dirname, "..", "..");
const OUT = join(ROOT, "dist", "docs-code");
const BIN = join(ROOT, "node_modules", ".bin");
const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
const PAGES = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

interface Block {
  readonly page: string;
  readonly line: number;
  readonly lang: string;
  readonly code: string;
}

function blocksOf(page: string): Block[] {
  const lines = readFileSync(join(ROOT, page), "utf8").split("\n");
  const blocks: Block[] = [];
  let open: { lang: string; line: number; code: string[] } | undefined;
  lines.forEach((text, i) => {
    const fence = /^```(\S*)\s*$/.exec(text);
    if (fence === null) open?.code.push(text);
    else if (open === undefined) open = { lang: fence[1]!, line: i + 1, code: [] };
    else {
      blocks.push({ page, line: open.line, lang: open.lang, code: open.code.join("\n") });
      open = undefined;
    }
  });
  if (open !== undefined) throw new Error(`${page}:${open.line}: a code block is never closed`);
  return blocks;
}

const BLOCKS = PAGES.flatMap(blocksOf);
const of = (lang: string) => BLOCKS.filter((b) => b.lang === lang);

/** A shell line's words: spaces split, double quotes keep. */
function words(command: string): string[] {
  const out: string[] = [];
  for (const m of command.matchAll(/"([^"]*)"|(\S+)/g)) out.push(m[1] ?? m[2]!);
  return out;
}

/** The commands of the `sh` blocks, comments off and `&&` chains split. */
const COMMANDS = of("sh").flatMap((b) =>
  b.code
    .split("\n")
    .map((text, i) => ({ where: `${b.page}:${b.line + 1 + i}`, text: text.replace(/\s+#.*$/, "").trim() }))
    .filter((c) => c.text !== "" && !c.text.startsWith("#"))
    .flatMap((c) => c.text.split("&&").map((part) => ({ where: c.where, text: part.trim() }))),
);

describe("the README and docs", () => {
  test("have code in every language the checks below read, and nothing else fenced as code", () => {
    expect(of("sh").length).toBeGreaterThan(5);
    expect(of("ts").length).toBeGreaterThanOrEqual(4);
    expect(of("lua").length).toBeGreaterThanOrEqual(3);
    expect(BLOCKS.filter((b) => !["sh", "ts", "lua", "json", "jsonc", ""].includes(b.lang)).map((b) => `${b.page}:${b.line} ${b.lang}`)).toEqual([]);
  });

  test("link only to files and headings that exist", () => {
    const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/ /g, "-");
    const broken: string[] = [];
    for (const page of PAGES) {
      const text = readFileSync(join(ROOT, page), "utf8").replace(/```[\s\S]*?```/g, "");
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const [path, hash] = target.split("#");
        const file = path === "" ? join(ROOT, page) : join(ROOT, page, "..", path!);
        let content: string;
        try {
          content = statSync(file).isDirectory() ? "" : readFileSync(file, "utf8");
        } catch {
          broken.push(`${page}: ${target}`);
          continue;
        }
        const headings = [...content.matchAll(/^#+ (.+)$/gm)].map((h) => anchor(h[1]!));
        if (hash !== undefined && !headings.includes(hash)) broken.push(`${page}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test.each(COMMANDS.map((c) => [c.where, c.text] as const))("%s: %s", (_where, text) => {
    const [tool, ...args] = words(text);
    if (tool === "npm") {
      const [verb, name] = args;
      if (verb === "install" || verb === "ci") return; // installing: test/package installs the packed package
      const script = verb === "run" ? name! : verb!;
      expect(Object.keys(PACKAGE.scripts)).toContain(script);
      return;
    }
    expect(tool).toBe("npx");
    expect(args[0]).toBe("ti4-reach");
    if (args[1] === "web") return; // serves until Ctrl-C: test/web/web-command.test.ts
    mkdirSync(join(ROOT, "out"), { recursive: true });
    expect(() => execFileSync("node", [join(ROOT, "bin", "ti4-reach.cjs"), ...args.slice(1)], { cwd: ROOT, stdio: "pipe" })).not.toThrow();
  });
});

describe("the TypeScript blocks", () => {
  const blocks = of("ts");
  const file = (i: number) => join(OUT, `block-${i}.ts`);

  beforeAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    blocks.forEach((b, i) => writeFileSync(file(i), `// ${b.page}:${b.line}\n${b.code}\nexport {};\n`));
    // TTPG provides console; the game's typings come from @tabletop-playground/api.
    writeFileSync(join(OUT, "console.d.ts"), "declare const console: { log(...data: unknown[]): void };\n");
    const config = { compilerOptions: { strict: true, noEmit: true, target: "es2020", lib: ["es2020"], types: [], module: "esnext", moduleResolution: "bundler", skipLibCheck: true }, include: ["*.ts"] };
    writeFileSync(join(OUT, "tsconfig.json"), JSON.stringify(config));
    // Each bundled as a TTPG mod bundles its scripts (esbuild in a process of its own: ttpg-mock's `process` is no Node's).
    blocks.forEach((_b, i) =>
      execFileSync(join(BIN, "esbuild"), [file(i), "--bundle", "--format=cjs", "--platform=node", "--external:@tabletop-playground/api", `--outfile=${file(i).replace(/\.ts$/, ".cjs")}`, "--log-level=warning"], { cwd: ROOT, stdio: "pipe" }),
    );
  }, 60_000);

  test("type-check against the package's declarations", () => {
    let out = "";
    try {
      execFileSync("node", [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", OUT], { cwd: ROOT, encoding: "utf8", stdio: "pipe" });
    } catch (e) {
      out = (e as { stdout?: string }).stdout ?? String(e);
    }
    expect(out).toBe("");
  });

  test.each(blocks.map((b, i) => [`${b.page}:${b.line}`, i] as const))("%s runs", (_where, i) => {
    const bundle = file(i).replace(/\.ts$/, ".cjs");
    const script = readFileSync(bundle, "utf8");
    // The game provides @tabletop-playground/api; here ttpg-mock stands in for it.
    writeFileSync(bundle, script.split('require("@tabletop-playground/api")').join(`require(${JSON.stringify(require.resolve("ttpg-mock"))})`));
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(() => require(bundle)).not.toThrow();
      expect(log).toHaveBeenCalled(); // every block shows its answer
    } finally {
      log.mockRestore();
      const g = globalThis as { TI4Reach?: { stop: () => void }; TI4ReachHolders?: unknown };
      g.TI4Reach?.stop();
      delete g.TI4Reach;
      delete g.TI4ReachHolders;
    }
  });
});

describe("the Lua blocks", () => {
  const CORE = join(ROOT, "dist", "lua", "ti4-reach-core.lua");
  const demo = JSON.parse(readFileSync(join(ROOT, "assets", "examples", "demo.json"), "utf8")) as unknown;

  test.each(of("lua").map((b) => [`${b.page}:${b.line}`, b] as const))("%s runs", (_where, block) => {
    const printed = "printed = {} print = function(...) local t = {} for i = 1, select('#', ...) do t[#t + 1] = tostring((select(i, ...))) end printed[#printed + 1] = table.concat(t, ' ') end";
    if (block.code.includes('require("ti4-reach-core")')) {
      const core = readFileSync(CORE, "utf8");
      const lua = luaRunning([`local core = (function(...)\n${core}\nend)()\nrequire = function(name) assert(name == "ti4-reach-core", name) return core end`, printed]);
      lua.run(`(function()\n${block.code}\nend)()`);
      expect(Number(lua.run("return #printed"))).toBeGreaterThan(0);
      lua.close();
      return;
    }
    // The TTS script's API: the built script in the fake TTS world, with an object that holds it.
    const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua"]);
    lua.run(`scenario = ${luaValue(demo)}`);
    lua.run(`FAKE.object({ guid = "a1b2c3", name = "TI4 Reach", calls = { ti4reach_report = ti4reach_report, ti4reach_lastReport = ti4reach_lastReport } })`);
    const code = block.code.split('"<guid of the ti4-reach object>"').join('"a1b2c3"');
    // Each such block asks for a report (`local report = ...`): it is an answer, not an error.
    lua.run(`ANSWER = (function()\n${code}\nreturn report end)()`);
    expect(lua.run("return type(ANSWER)")).toBe("table");
    expect(lua.run("return tostring(ANSWER.error)")).toBe("nil");
    expect(lua.run("return type(ANSWER.ships)")).toBe("table");
    lua.close();
  });
});
