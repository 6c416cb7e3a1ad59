-- Test support: what MoonSharp 2.0, the Lua of Tabletop Simulator, does differently
-- from C Lua 5.2 where the built scripts can meet it, loaded before every bundle.
-- Empty varargs arrive as one nil, so select("#", ...) in a function called with
-- nothing is 1, not 0 (moonsharp-devs/moonsharp issue 198).
do
  local luaSelect = select
  select = function(n, ...)
    if n == "#" then
      local count = luaSelect("#", ...)
      return count == 0 and 1 or count
    end
    return luaSelect(n, ...)
  end
end

-- MoonSharp's error takes only a string: a table raises "bad argument #1 to 'error'
-- (string expected, got table)" in its place, and the error object's message is lost.
do
  local luaError = error
  error = function(e, level)
    if type(e) == "table" then luaError("bad argument #1 to 'error' (string expected, got table)", 0) end
    if level == 0 then luaError(e, 0) end
    luaError(e, (level or 1) + 1)
  end
end
