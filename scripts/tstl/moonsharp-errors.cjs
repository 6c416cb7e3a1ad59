/**
 * A typescript-to-lua plugin for MoonSharp, the Lua of Tabletop Simulator.
 * TSTL turns `throw new Error(message)` into `error(<an Error table>, 0)`;
 * MoonSharp 2.0's `error` takes only a string and raises "bad argument #1 to
 * 'error' (string expected, got table)" instead, so every message was lost.
 * Each `error(` of the bundle is sent through one function that raises an
 * error object's message as text (a string or anything else as Lua would);
 * ti4-reach's catch blocks read either form (core/text.ts errorMessage).
 */
const CALL = /(^|[^\w.:"'])error\(/gm;
const NAME = "__TI4Reach_error";

const DEFINITION = [
  `local function ${NAME}(e, level)`,
  '    if type(e) == "table" then',
  "        local ok, message = pcall(function() return e.message end)",
  '        e = ok and type(message) == "string" and message or tostring(e)',
  "    end",
  "    if level == 0 then error(e, 0) end",
  "    error(e, (level or 1) + 1)",
  "end",
  "",
].join("\n");

/** @type {import("typescript-to-lua").Plugin} */
const plugin = {
  beforeEmit(_program, _options, _emitHost, result) {
    for (const file of result) {
      if (!/\berror\(/.test(file.code)) continue;
      file.code = DEFINITION + file.code.replace(CALL, `$1${NAME}(`);
    }
  },
};

module.exports = plugin;
