-- Test support: a Lua value as canonical JSON (sorted keys, empty tables as []),
-- to compare the Lua build's answers with the JavaScript ones as data.
local canonical

local function quote(s)
  local out = s:gsub('[%c"\\]', function(c)
    if c == '"' then return '\\"' end
    if c == "\\" then return "\\\\" end
    if c == "\n" then return "\\n" end
    if c == "\r" then return "\\r" end
    if c == "\t" then return "\\t" end
    return string.format("\\u%04x", string.byte(c))
  end)
  return '"' .. out .. '"'
end

local function isArray(t)
  local n = 0
  for _ in pairs(t) do n = n + 1 end
  for i = 1, n do if t[i] == nil then return false end end
  return true, n
end

canonical = function(v)
  local t = type(v)
  if v == nil then return "null" end
  if t == "boolean" then return tostring(v) end
  if t == "number" then
    if v == math.floor(v) and math.abs(v) < 1e15 then return string.format("%d", v) end
    return string.format("%.14g", v)
  end
  if t == "string" then return quote(v) end
  if t == "table" then
    local array, n = isArray(v)
    local parts = {}
    if array then
      for i = 1, n do parts[#parts + 1] = canonical(v[i]) end
      return "[" .. table.concat(parts, ",") .. "]"
    end
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = tostring(k) end
    table.sort(keys)
    for _, k in ipairs(keys) do parts[#parts + 1] = quote(k) .. ":" .. canonical(v[k]) end
    return "{" .. table.concat(parts, ",") .. "}"
  end
  return quote(tostring(v))
end

CANONICAL = canonical
