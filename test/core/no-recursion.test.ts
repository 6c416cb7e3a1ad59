/**
 * No function in the core calls itself, directly or through others: the depth of
 * a recursion would follow the input (a long hyperlane chain, many ships on one
 * augmenting path), and Lua and JavaScript stacks are small. Searches use
 * explicit stacks instead. Reads the core's call graph with the TypeScript parser.
 */
import { readdirSync, readFileSync, statSync } from "fs";
import { join, relative } from "path";
import * as ts from "typescript";

const CORE = join(__dirname, "..", "..", "src", "core");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Named functions (declarations, arrow functions and methods) and the plain names they call, per file. */
function callGraph(path: string, text = readFileSync(path, "utf8")): Map<string, Set<string>> {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const graph = new Map<string, Set<string>>();
  const stack: string[] = [];
  const visit = (node: ts.Node): void => {
    let name: string | undefined;
    if (ts.isFunctionDeclaration(node) && node.name !== undefined) name = node.name.text;
    else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) name = node.name.text;
    } else if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) name = `this.${node.name.text}`;
    if (name !== undefined) {
      stack.push(name);
      if (!graph.has(name)) graph.set(name, new Set());
    }
    if (ts.isCallExpression(node) && stack.length > 0) {
      const callee = node.expression;
      let called: string | undefined;
      if (ts.isIdentifier(callee)) called = callee.text;
      else if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) called = `this.${callee.name.text}`;
      if (called !== undefined) graph.get(stack[stack.length - 1]!)!.add(called);
    }
    ts.forEachChild(node, visit);
    if (name !== undefined) stack.pop();
  };
  visit(source);
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  // Iterative depth-first search over the call graph, reporting each cycle met.
  for (const root of graph.keys()) {
    if (state.has(root)) continue;
    const frames: { name: string; callees: string[]; next: number }[] = [{ name: root, callees: [...graph.get(root)!], next: 0 }];
    state.set(root, "open");
    path.push(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next >= frame.callees.length) {
        state.set(frame.name, "done");
        path.pop();
        frames.pop();
        continue;
      }
      const callee = frame.callees[frame.next++]!;
      if (!graph.has(callee)) continue;
      if (state.get(callee) === "open") found.push([...path.slice(path.indexOf(callee)), callee].join(" -> "));
      else if (!state.has(callee)) {
        state.set(callee, "open");
        path.push(callee);
        frames.push({ name: callee, callees: [...graph.get(callee)!], next: 0 });
      }
    }
  }
  return found;
}

describe("the core has no recursion", () => {
  test.each(files(CORE).map((f) => [relative(CORE, f), f]))("%s", (_name, path) => {
    expect(cycles(callGraph(path))).toEqual([]);
  });

  test("the check finds a function calling itself, directly or through another", () => {
    const direct = "export function walk(n: number): number { return n <= 0 ? 0 : walk(n - 1); }";
    expect(cycles(callGraph("direct.ts", direct))).toEqual(["walk -> walk"]);
    const inner = "export function outer(): void { const visit = (k: number): void => { if (k > 0) visit(k - 1); }; visit(3); }";
    expect(cycles(callGraph("inner.ts", inner))).toEqual(["visit -> visit"]);
    const mutual = "function a(n: number): number { return b(n); }\nfunction b(n: number): number { return n > 0 ? a(n - 1) : 0; }";
    expect(cycles(callGraph("mutual.ts", mutual))).toEqual(["a -> b -> a"]);
  });
});
