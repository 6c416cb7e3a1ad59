/**
 * A typescript-to-lua plugin for MoonSharp, the Lua of Tabletop Simulator.
 * MoonSharp 2.0 passes one nil for empty varargs, so `select("#", ...)` is 1
 * in a function called with nothing (moonsharp-devs/moonsharp issue 198).
 * TSTL's lualib counts varargs that way to build arrays from spreads
 * (`[...a, ...b]`): with an empty `a`, the first element of `b` was lost.
 * The count is made to leave out trailing nils, which gives the same answer
 * in C Lua and in MoonSharp for arrays that end in a value (ti4-reach never
 * spreads an array that ends in undefined).
 *
 * The build fails if the lualib no longer has the function in the form
 * expected, so that a TSTL upgrade is looked at again.
 */
const COUNT = /local function __TS__CountVarargs\(\.\.\.\)\n\s*return select\("#", \.\.\.\)\nend/;

const SAFE_COUNT = [
  "local function __TS__CountVarargs(...)",
  '    local n = select("#", ...)',
  "    while n > 0 and select(n, ...) == nil do n = n - 1 end",
  "    return n",
  "end",
].join("\n");

/** @type {import("typescript-to-lua").Plugin} */
const plugin = {
  beforeEmit(_program, _options, _emitHost, result) {
    for (const file of result) {
      if (file.code.indexOf("__TS__CountVarargs") < 0) continue;
      if (!COUNT.test(file.code)) throw new Error(`moonsharp-varargs: __TS__CountVarargs in ${file.outputPath} is not in the expected form`);
      file.code = file.code.replace(COUNT, SAFE_COUNT);
    }
  },
};

module.exports = plugin;
