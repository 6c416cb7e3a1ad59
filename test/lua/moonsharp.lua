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

-- MoonSharp walks a table's string keys in the order they were put in, C Lua in
-- its hash order: code whose answer depends on that order differs between them.
-- With MOONSHARP_PAIRS set (TI4_REACH_LUA_MODE=moonsharp or moonsharp-reverse, see
-- test/support/lua.ts), pairs walks keys in sorted or reverse sorted order, so
-- every suite also runs with two other orders than C Lua's.
if MOONSHARP_PAIRS == "sorted" or MOONSHARP_PAIRS == "reverse" then
  local luaNext = next
  local function before(a, b)
    local ta, tb = type(a), type(b)
    if ta ~= tb then return ta < tb end
    if ta == "number" or ta == "string" then return a < b end
    return tostring(a) < tostring(b)
  end
  local reverse = MOONSHARP_PAIRS == "reverse"
  pairs = function(t)
    local mt = getmetatable(t)
    if type(mt) == "table" and mt.__pairs ~= nil then return mt.__pairs(t) end
    local keys = {}
    for k in luaNext, t, nil do keys[#keys + 1] = k end
    table.sort(keys, before)
    local i = reverse and #keys + 1 or 0
    local step = reverse and -1 or 1
    return function()
      while true do
        i = i + step
        local k = keys[i]
        if k == nil then return nil end
        local v = rawget(t, k)
        if v ~= nil then return k, v end
      end
    end, t, nil
  end
end
