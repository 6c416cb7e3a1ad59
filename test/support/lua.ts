/**
 * A Lua 5.2 interpreter (WebAssembly, from npm) with a sandbox like Tabletop
 * Simulator's: no debug, io, os.execute, package, require or load functions.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { LUA_OK } from "lua-wasm-bindings/dist/lua";
import { lauxlib, lua, lualib } from "lua-wasm-bindings/dist/lua.52";

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

/** A sandboxed state with a built bundle loaded into the global `name`. */
export function luaWithBundle(bundlePath: string, name: string): LuaRunner {
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  const run = (chunk: string): string => {
    const status = lauxlib.luaL_dostring(L, chunk);
    const text = lua.lua_tostring(L, -1);
    lua.lua_settop(L, 0);
    if (status !== LUA_OK) throw new Error(`Lua error: ${text}`);
    return text ?? "";
  };
  run(SANDBOX);
  run(`${name} = (function(...)\n${readFileSync(bundlePath, "utf8")}\nend)()`);
  return { run, close: () => lua.lua_close(L) };
}

/** A Lua long-string literal holding any text. */
export function luaString(text: string): string {
  let level = "";
  while (text.includes(`]${level}]`)) level += "=";
  return `[${level}[\n${text}]${level}]`;
}

export const PROBE_BUNDLE = join(__dirname, "..", "..", "dist", "lua-test", "probe.lua");
