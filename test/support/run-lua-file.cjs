// Runs a Lua file in the WebAssembly Lua 5.2 the tests use, as `lua5.2 <file>` would:
//   node test/support/run-lua-file.cjs [--prelude "<lua>"] <file>
// (scripts/lua-suite.mjs takes it as its interpreter in test/lua/lua-suite-script.test.ts;
// the prelude plays a faulty interpreter there.)
const { readFileSync } = require("fs");
const { LUA_OK } = require("lua-wasm-bindings/dist/lua");
const { lauxlib, lua, lualib } = require("lua-wasm-bindings/dist/lua.52");

const args = process.argv.slice(2);
const at = args.indexOf("--prelude");
const prelude = at >= 0 ? args.splice(at, 2)[1] : "";
const L = lauxlib.luaL_newstate();
lualib.luaL_openlibs(L);
// print as lua5.2 prints: the values, tab-separated, one line.
lauxlib.luaL_dostring(L, "print = function(...) local t = {} for i = 1, select('#', ...) do t[i] = tostring((select(i, ...))) end io.write(table.concat(t, '\\t'), '\\n') end");
for (const chunk of [prelude, readFileSync(args[0], "utf8")]) {
  if (lauxlib.luaL_dostring(L, chunk) !== LUA_OK) {
    process.stderr.write(`${lua.lua_tostring(L, -1)}\n`);
    process.exit(1);
  }
}
