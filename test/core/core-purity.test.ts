/**
 * The core must stay pure and survive typescript-to-lua (DESIGN.md, TSTL-safe
 * core). The Lua runs catch behaviour; this catches the constructs known to
 * break, with the file and line, before anyone has to debug Lua.
 */
import { readdirSync, readFileSync, statSync } from "fs";
import { join, relative } from "path";

const CORE = join(__dirname, "..", "..", "src", "core");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/from\s+["'][^.]/, "imports a package: the core has no runtime dependency"],
  [/\bnew RegExp\b|\.match\(|\.replace\(\/|\.split\(\/|\/[^/\n*]+\/[gimsuy]*\.test\(/, "uses regular expressions"],
  [/\bJSON\.|\bconsole\.|\bglobalThis\b|\bDate\b|\bWeakMap\b|\bWeakSet\b|\basync\b|\bawait\b/, "uses an engine global"],
  [/\.sort\(\)/, "sorts without a comparator"],
  [/\.(sort|map|filter|find|findIndex|some|every|forEach)\([A-Za-z_$][\w$]*\)/, "passes a function reference to an array method (Lua gets a self argument): wrap it in an arrow"],
  [/new Array\(/, "creates an array with holes"],
  [/String\(\w+\)/, "calls String() (crashes without Lua's debug library)"],
];

describe("the core stays pure and TSTL-safe", () => {
  test.each(files(CORE).map((f) => [relative(CORE, f), f]))("%s", (_name, path) => {
    const problems: string[] = [];
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = line.replace(/\/\*.*?\*\//g, "").replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        for (const [pattern, why] of FORBIDDEN) if (pattern.test(code)) problems.push(`line ${i + 1}: ${why}: ${line.trim()}`);
      });
    expect(problems).toEqual([]);
  });
});
