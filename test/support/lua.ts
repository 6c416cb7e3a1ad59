/**
 * A Lua 5.2 interpreter (WebAssembly, from npm) with a sandbox like Tabletop
 * Simulator's: no debug, io, os.execute, package, require or load functions.
 */
import { existsSync, readFileSync } from "fs";
import { dirname, join } from "path";
import { LUA_OK } from "lua-wasm-bindings/dist/lua";
import { lauxlib, lua, lualib } from "lua-wasm-bindings/dist/lua.52";
export { luaString, luaValue } from "./lua-values";

/** The repository root, found from wherever this file runs (sources or a bundle). */
function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
const ROOT = repositoryRoot();

const SANDBOX = [
  "debug = nil",
  "io = nil",
  "package = nil",
  "require = nil",
  "load = nil",
  "loadstring = nil",
  "loadfile = nil",
  "dofile = nil",
  "os.execute = nil",
].join("\n");

export interface LuaRunner {
  /** Runs a chunk and returns its result as a string; throws with Lua's message on error. */
  run(chunk: string): string;
  close(): void;
}

/**
 * The chunks that set up a sandboxed state with a built bundle in the global
 * `name`, run one after another: the sandbox, the preludes (by name, from
 * test/lua), the bundle.
 */
export function bundleChunks(bundlePath: string, name: string, preludes: readonly string[] = []): string[] {
  return [
    SANDBOX,
    moonsharpMode(),
    ...preludes.map((prelude) => readFileSync(join(ROOT, "test", "lua", prelude), "utf8")),
    `${name} = (function(...)\n${readFileSync(bundlePath, "utf8")}\nend)()`,
  ];
}

/**
 * TI4_REACH_LUA_MODE=moonsharp or moonsharp-reverse: test/lua/moonsharp.lua walks table keys in
 * sorted or reverse sorted order (MoonSharp walks them in insertion order, C Lua in hash order).
 */
function moonsharpMode(): string {
  const mode = (globalThis as { process?: { env?: { [name: string]: string | undefined } } }).process?.env?.TI4_REACH_LUA_MODE;
  const pairs = mode === "moonsharp" ? "sorted" : mode === "moonsharp-reverse" ? "reverse" : "";
  return `MOONSHARP_PAIRS = ${JSON.stringify(pairs)}`;
}

/** A sandboxed state with a built bundle loaded into the global `name`, after the given preludes. */
export function luaWithBundle(bundlePath: string, name: string, preludes: readonly string[] = []): LuaRunner {
  return luaRunning(bundleChunks(bundlePath, name, preludes));
}

/** A fresh state that has run the given chunks, one after another. */
export function luaRunning(chunks: readonly string[]): LuaRunner {
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  const run = (chunk: string): string => {
    const status = lauxlib.luaL_dostring(L, chunk);
    const text = lua.lua_tostring(L, -1);
    lua.lua_settop(L, 0);
    if (status !== LUA_OK) throw new Error(`Lua error: ${text}`);
    return text ?? "";
  };
  for (const chunk of chunks) run(chunk);
  return { run, close: () => lua.lua_close(L) };
}

/** Runs Lua files of the test support (by name, from test/lua) in a state. */
export function luaSupport(runner: LuaRunner, ...names: string[]): void {
  for (const name of names) runner.run(readFileSync(join(ROOT, "test", "lua", name), "utf8"));
}

export const TTS_BUNDLE = join(ROOT, "dist", "tts", "ti4-reach.lua");

export const PROBE_BUNDLE = join(ROOT, "dist", "lua-test", "probe.lua");
