-- A Tabletop Simulator script asking ti4-reach which ships reach a system.
-- The core is one Lua file (`ti4-reach/lua` in the npm package, or
-- dist/lua/ti4-reach-core.lua after `npm run build:lua`). Bring it in as your
-- TTS tooling brings in modules (the editor plugins' `require`, or `#include`),
-- then call it with a table state as a scenario file writes it.
local reach = require("ti4-reach-core")

local state = {
  map = "63 72 60 75 70 26 73 79 74 77 37 39 65 40 69 78 76 68 0 66 49 0 64 67 0 62 45 0 59 42 0 61 80 0 71 48 0 0 0 0 0 0 82",
  systems = { { tile = 1, hex = { 0, -3 } } },
  players = {
    red = { faction = "sol", technologies = { "gravity-drive" }, fleetTokens = 3 },
  },
  units = {
    { player = "red", unit = "carrier", system = 1, count = 2 },
    { player = "red", unit = "infantry", system = 1, planet = "jord", count = 4 },
    { player = "red", unit = "dreadnought", system = 68 },
    { player = "red", unit = "cruiser", system = 60 },
  },
  tokens = {
    { token = "command", player = "red", system = 63 },
    { token = "command", player = "red", system = 60 },
  },
  active = { player = "red", system = 63 },
}

-- A homebrew tile of your mod: registered once, then it may appear in any map.
local tiles = reach.createTileRegistry()
local problems = tiles.register({ tile = 4253, source = "my-mod", wormholes = { "alpha" }, planets = { { id = "zorg", name = "Zorg" } } })
for _, problem in ipairs(problems) do print("tile 4253: " .. problem.message) end

-- The answer is { ok = true, report = ... } or { ok = false, problem = ... }; nothing raises.
local result = reach.reportActivation(state, { tiles = tiles })
if not result.ok then
  print("no report: " .. result.problem.message)
else
  for _, line in ipairs(reach.reportLines(result.report)) do print(line) end
  for _, ship in ipairs(result.report.ships) do
    if ship.reachable then print(ship.count .. " " .. ship.name .. " from " .. tostring(ship.from) .. " reaches") end
  end
end
