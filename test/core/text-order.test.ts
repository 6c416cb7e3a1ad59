/**
 * Lua true to MoonSharp: in Tabletop Simulator `<` on two strings compares
 * them by .NET culture rules (hyphens ignored at first, lower case first, a
 * Turkish locale flips I and i), so every Lua build orders text with
 * compareText (byte order, src/core/text.ts) and never with `<`, `>`, `<=`,
 * `>=` or localeCompare on strings. Checked with TypeScript's own types over
 * every file that becomes Lua: the core and the TTS adapter.
 */
import { readdirSync, statSync } from "fs";
import { join, relative } from "path";
import * as ts from "typescript";
import { compareText } from "../../src/core/all";

const ROOT = join(__dirname, "..", "..");
const ORDERING = new Set([ts.SyntaxKind.LessThanToken, ts.SyntaxKind.GreaterThanToken, ts.SyntaxKind.LessThanEqualsToken, ts.SyntaxKind.GreaterThanEqualsToken]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

function isText(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.StringLike) !== 0 || (type.isUnion() && type.types.some((t) => (t.flags & ts.TypeFlags.StringLike) !== 0));
}

/** Places in `files` where text is ordered by the interpreter's own comparison. */
function textOrderedByLua(files: readonly string[]): string[] {
  const program = ts.createProgram([...files], { strict: true, target: ts.ScriptTarget.ES2020, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (!files.includes(file.fileName) && !files.includes(join(file.fileName))) continue;
    const visit = (node: ts.Node): void => {
      const where = () => `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`;
      if (ts.isBinaryExpression(node) && ORDERING.has(node.operatorToken.kind) && (isText(checker.getTypeAtLocation(node.left)) || isText(checker.getTypeAtLocation(node.right)))) found.push(where());
      if (ts.isPropertyAccessExpression(node) && node.name.text === "localeCompare") found.push(where());
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe("text order in the Lua builds", () => {
  test("no file that becomes Lua orders strings with < > <= >= or localeCompare", () => {
    const files = [...sources(join(ROOT, "src", "core")), ...sources(join(ROOT, "src", "tts"))];
    expect(files.length).toBeGreaterThan(100);
    expect(textOrderedByLua(files)).toEqual([]);
  });

  test("the check finds a string comparison when there is one", () => {
    const probe = join(ROOT, "test", "fixtures", "orders-text-by-lua.ts");
    expect(textOrderedByLua([probe])).toEqual([expect.stringContaining("a < b")]);
  });

  test("compareText orders by bytes, as C Lua does and MoonSharp's culture rules do not", () => {
    const ids = ["war-sun", "warsun", "Zeta", "alpha", "I", "i", "a-b", "ab"];
    expect([...ids].sort((a, b) => compareText(a, b))).toEqual(["I", "Zeta", "a-b", "ab", "alpha", "i", "war-sun", "warsun"]);
  });
});
