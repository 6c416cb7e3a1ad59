/**
 * The Lua builds turn `for (const x of list)` over an array into an index
 * loop (scripts/tstl/array-loops.cjs) rather than a call to ipairs' iterator
 * per element. Each case is transpiled by typescript-to-lua with the plugin,
 * run in Lua 5.2, and gives what it gives in JavaScript.
 */
import { readFileSync } from "fs";
import { join } from "path";
import * as ts from "typescript";
import { LuaLibImportKind, LuaTarget, transpileString } from "typescript-to-lua";
import { luaRunning, TTS_BUNDLE } from "../support/lua";

const PLUGIN = join(__dirname, "..", "..", "scripts", "tstl", "array-loops.cjs");

/** Each case: the body of a function returning text, as TypeScript. */
const CASES: Record<string, string> = {
  "a sum over a list": `
    let sum = 0;
    for (const x of [1, 2, 3]) sum += x;
    return String(sum);`,
  "an empty list runs the body never": `
    const none: number[] = [];
    let n = 0;
    for (const x of none) n += x + 1;
    return String(n);`,
  "break leaves the loop": `
    const seen: number[] = [];
    for (const x of [1, 2, 3, 4]) {
      if (x > 2) break;
      seen.push(x);
    }
    return seen.join(",");`,
  "continue goes on with the next element, in nested loops too": `
    const seen: string[] = [];
    for (const a of [1, 2, 3, 4]) {
      if (a % 2 === 0) continue;
      for (const b of ["x", "y", "z"]) {
        if (b === "y") continue;
        seen.push(a + b);
      }
    }
    return seen.join(",");`,
  "return from inside the loop": `
    const firstOver = (list: number[], limit: number): string => {
      for (const x of list) if (x > limit) return String(x);
      return "none";
    };
    return firstOver([1, 5, 9], 4) + "/" + firstOver([1], 4);`,
  "each iteration has its own element for closures": `
    const later: (() => number)[] = [];
    for (const x of [1, 2, 3]) later.push(() => x * 10);
    return later.map((f) => f()).join(",");`,
  "elements pushed during the loop are visited": `
    const list = [1, 2, 3];
    const seen: number[] = [];
    for (const x of list) {
      seen.push(x);
      if (x < 3) list.push(x + 10);
    }
    return seen.join(",");`,
  "the list is worked out once": `
    let calls = 0;
    const list = (): number[] => {
      calls++;
      return [4, 5, 6];
    };
    let sum = 0;
    for (const x of list()) sum += x;
    return sum + "/" + calls;`,
  "destructured elements": `
    const out: string[] = [];
    for (const [key, n] of [["a", 1], ["b", 2]] as [string, number][]) out.push(key + n);
    return out.join(",");`,
  "a let element changed in the body leaves the loop alone": `
    const out: number[] = [];
    for (let x of [1, 2, 3]) {
      x = x * 10;
      out.push(x);
    }
    return out.join(",");`,
};

/** All cases in one module (one compile): `results` holds each case's answer, in order. */
const SOURCE = `export const results: string[] = [\n${Object.values(CASES)
  .map((body) => `(() => {${body}\n})()`)
  .join(",\n")}\n];`;

function transpiled(source: string): string {
  const result = transpileString(source, {
    luaTarget: LuaTarget.Lua52,
    luaLibImport: LuaLibImportKind.Inline,
    noHeader: true,
    strict: true,
    luaPlugins: [{ name: PLUGIN }],
  });
  const errors = result.diagnostics.map((d) => (typeof d.messageText === "string" ? d.messageText : d.messageText.messageText));
  if (errors.length > 0 || result.file?.lua === undefined) throw new Error(`transpiling failed: ${errors.join("; ")}`);
  return result.file.lua;
}

/** What each case gives in JavaScript (the TypeScript with its types stripped by the same compiler). */
function inJavaScript(source: string): string[] {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText;
  const exports: { results?: string[] } = {};
  new Function("exports", js)(exports);
  return exports.results!;
}

function inLua(lua: string): string[] {
  const runner = luaRunning([]);
  try {
    return runner.run(`local module = (function() ${lua} end)()\nreturn table.concat(module.results, "\\n")`).split("\n");
  } finally {
    runner.close();
  }
}

describe("array loops in Lua 5.2 (the typescript-to-lua plugin)", () => {
  const lua = transpiled(SOURCE);
  const expected = inJavaScript(SOURCE);
  const got = inLua(lua);

  test("the loops are transpiled without ipairs", () => {
    expect(lua).not.toContain("ipairs");
  });

  test.each(Object.keys(CASES).map((name, i) => [name, i]))("%s: the same as in JavaScript", (_name, i) => {
    expect(got[i as number]).toBe(expected[i as number]);
  });

  test("the TTS build loops over its arrays without ipairs (only typescript-to-lua's own Map reads a list with it)", () => {
    const bundle = readFileSync(TTS_BUNDLE, "utf8");
    const ownCode = bundle.slice(bundle.indexOf('["core.'));
    expect(ownCode).not.toContain("ipairs(");
  });
});
