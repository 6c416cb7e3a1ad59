-- Test support: the TI4 TTS mod's helper objects, standing in for the real
-- ones on the fake table (load after fake-tts.lua). Each function checks its
-- argument with the same asserts as the mod's own and answers in the same
-- shape:
--   TI4_FACTION_HELPER follows TI4-TTS TI4/Helpers/TI4_FactionHelper.ttslua
--     (allFactions, fromColor, fromTokenName; seats keyed by command-sheet colour),
--   TI4_SYSTEM_HELPER follows TI4-TTS TI4/Helpers/TI4_SystemHelper.ttslua
--     (systems, systemFromGuid, systemFromPosition),
--   TI4_DECK_HELPER follows TI4-TTS TI4/Helpers/TI4_DeckHelper.ttslua
--     (isDiscard, with the Agenda and Actions decks' discard points on the "Cards Mat"),
--   TI4_ZONE_HELPER follows TI4-TTS TI4/Helpers/TI4_ZoneHelper.ttslua
--     (zonesFromPositions, with the 6-player zones of DEFAULT_ZONES[6]).
-- FAKE.helperCalls records every call as "<helper>.<function>".
FAKE.helperCalls = {}

local function helper(name, functions)
  local calls = {}
  for fn, f in pairs(functions) do
    calls[fn] = function(parameter)
      FAKE.helperCalls[#FAKE.helperCalls + 1] = name .. "." .. fn
      return f(parameter)
    end
  end
  return FAKE.object({ name = name, position = { 0, -5, -90 }, calls = calls })
end

-- The faction attributes the helper knows (name, tokenName, flagship), by faction name.
local FACTIONS = {
  ["The Federation Of Sol"] = { tokenName = "Federation of Sol", flagship = "Genesis" },
  ["The Ghosts Of Creuss"] = { tokenName = "Ghosts of Creuss", flagship = "Hil Colish" },
  ["The Emirates Of Hacan"] = { tokenName = "Emirates of Hacan", flagship = "Wrath of Kenara" },
  ["The Universities of Jol-Nar"] = { tokenName = "Universities of Jol-Nar", flagship = "J.N.S. Hylarim" },
  ["The Barony Of Letnev"] = { tokenName = "Barony of Letnev", flagship = "Arc Secundus" },
  ["The Winnu"] = { tokenName = "Winnu", flagship = "Salai Sai Corian" },
  ["The Empyrean"] = { tokenName = "Empyrean", flagship = "Dynamo" },
  ["The Arborec"] = { tokenName = "Arborec", flagship = "Duha Menaimon" },
}

-- Homebrew factions as DS_Master.ttslua injects them (by token name), in part.
local INJECTED = {
  ["Veldyr Sovereignty"] = { flagship = "Richtyrian" },
  ["Free Systems Compact"] = { flagship = "Vox" },
}

--- seats: colour ("Red") -> faction token name ("Federation of Sol").
--- franken: colour -> { flagship = <Franken flagship tile's name>, abilities = { <ability tiles' names> } }, for a
--- Franken game: updateFactions then gives every seat flagship (else '?'), abilities and units = {}.
function FAKE.factionHelper(seats, franken)
  local colorToFaction = {}
  for color, tokenName in pairs(seats) do
    for factionName, attributes in pairs(FACTIONS) do
      if attributes.tokenName == tokenName then
        colorToFaction[color] = { name = factionName, color = color, tokenName = tokenName, flagship = attributes.flagship }
      end
    end
    -- Factions the mod does not ship (homebrew, Thunder's Edge) come in through its injectFaction, with their
    -- attributes (Homebrew/DS_Factions/DS_Master.ttslua FACTIONS: the flagship's name among them).
    local injected = INJECTED[tokenName] or {}
    colorToFaction[color] = colorToFaction[color] or { name = tokenName, color = color, tokenName = tokenName, flagship = injected.flagship }
    if franken then
      local drafted = franken[color] or {}
      colorToFaction[color].flagship = drafted.flagship or "?"
      colorToFaction[color].abilities = drafted.abilities or {}
      colorToFaction[color].units = {}
    end
  end
  return helper("TI4_FACTION_HELPER", {
    allFactions = function(includeFactionsNotAtTable)
      assert(not includeFactionsNotAtTable or type(includeFactionsNotAtTable) == "boolean")
      if includeFactionsNotAtTable then return FACTIONS end
      return colorToFaction
    end,
    isFrankenEnabled = function(parameter)
      assert(parameter == nil, "isFrankenEnabled takes no parameter")
      return franken ~= nil
    end,
    fromColor = function(color)
      assert(type(color) == "string")
      return colorToFaction[color]
    end,
    fromTokenName = function(tokenName)
      assert(type(tokenName) == "string")
      tokenName = string.match(tokenName, "^(.*) .* Token$") or tokenName
      for _, faction in pairs(colorToFaction) do
        if string.lower(faction.tokenName) == string.lower(tokenName) then return faction end
      end
    end,
  })
end

--- systems: tile GUID -> { tile = <number>, planets = { { name = ... } } }.
function FAKE.systemHelper(systems)
  local function fill(guid, system)
    system.guid = system.guid or guid
    return system
  end
  local function systemFromGuid(guid)
    local system = systems[guid]
    if system then return fill(guid, system) end
  end
  return helper("TI4_SYSTEM_HELPER", {
    systems = function()
      for guid, system in pairs(systems) do fill(guid, system) end
      return systems
    end,
    systemFromGuid = systemFromGuid,
    -- The real one casts a thin box down from the position and takes the
    -- first system tile it hits: here, the nearest system tile whose hex
    -- (corner radius 3.5) holds the point.
    systemFromPosition = function(position)
      assert(type(position) == "table" and type(position.x) == "number")
      local best, bestD
      for _, object in ipairs(getAllObjects()) do
        local ok, guid = pcall(object.getGUID)
        if ok and systems[guid] then
          local okP, p = pcall(object.getPosition)
          if okP then
            local d = (p.x - position.x) ^ 2 + (p.z - position.z) ^ 2
            if d < 3.5 * 3.5 and (not bestD or d < bestD) then best, bestD = guid, d end
          end
        end
      end
      return best and systemFromGuid(best)
    end,
  })
end

-- Agenda card names the deck helper knows (the Agenda deck of TI4_DeckHelper.ttslua, in part).
-- Each card's deck discard point on the "Cards Mat" (DECKS[...].transform.discard): the Agenda deck's, the Actions deck's.
local AGENDA_DISCARD = { x = 0.0, y = 0.26, z = 2.53 }
local ACTIONS_DISCARD = { x = -2.81, y = 0.26, z = 2.53 }
local DISCARD_OF = {
  ["Enforced Travel Ban"] = AGENDA_DISCARD, ["Wormhole Reconstruction"] = AGENDA_DISCARD, ["Nexus Sovereignty"] = AGENDA_DISCARD,
  ["Fleet Regulations"] = AGENDA_DISCARD, ["Shared Research"] = AGENDA_DISCARD, ["Classified Document Leaks"] = AGENDA_DISCARD,
  ["Lost Star Chart"] = ACTIONS_DISCARD, ["Flank Speed (1)"] = ACTIONS_DISCARD,
}

function FAKE.deckHelper()
  return helper("TI4_DECK_HELPER", {
    isDiscard = function(cardGuid)
      assert(type(cardGuid) == "string")
      local cardObject = assert(getObjectFromGUID(cardGuid))
      assert(cardObject.tag == "Card")
      local discard = DISCARD_OF[cardObject.getName()]
      if not discard then return nil end
      local mat
      for _, object in ipairs(getAllObjects()) do
        local ok, name = pcall(object.getName)
        if ok and name == "Cards Mat" then mat = object end
      end
      if not mat then return nil end
      local p1 = cardObject.getPosition()
      local p2 = mat.positionToWorld(discard)
      return math.sqrt((p1.x - p2.x) ^ 2 + (p1.z - p2.z) ^ 2) < 1
    end,
  })
end

-- The 6-player seat zones of TI4_ZoneHelper.ttslua (DEFAULT_ZONES[6].zones), as {x, z} corners.
local ZONES_6 = {
  { { 26.01, -50 }, { 26.01, -12.1 }, { 64, -12.1 }, { 64, -50 } },
  { { -26.01, -50 }, { -26.01, -12.1 }, { -17.25, -12.1 }, { -1.5, -21.1 }, { 1.5, -21.1 }, { 17.25, -12.1 }, { 26.01, -12.1 }, { 26.01, -50 } },
  { { -64, -50 }, { -64, -12.1 }, { -26.01, -12.1 }, { -26.01, -50 } },
  { { -26.01, 50 }, { -26.01, 12.1 }, { -64, 12.1 }, { -64, 50 } },
  { { 26.01, 50 }, { 26.01, 12.1 }, { 17.25, 12.1 }, { 1.5, 21.1 }, { -1.5, 21.1 }, { -17.25, 12.1 }, { -26.01, 12.1 }, { -26.01, 50 } },
  { { 64, 50 }, { 64, 12.1 }, { 26.01, 12.1 }, { 26.01, 50 } },
}

-- Whether the point (x, z) lies inside the polygon: count the edges a ray towards +x crosses.
local function inside(polygon, x, z)
  local crossings = 0
  local n = #polygon
  for i = 1, n do
    local a, b = polygon[i], polygon[i % n + 1]
    if (a[2] > z) ~= (b[2] > z) then
      local crossX = a[1] + (z - a[2]) * (b[1] - a[1]) / (b[2] - a[2])
      if crossX > x then crossings = crossings + 1 end
    end
  end
  return crossings % 2 == 1
end

-- The colour each zone takes from the "Command Sheet (<Color>)" lying in it (false when none does).
local function zoneColors()
  local colors = {}
  for i = 1, #ZONES_6 do colors[i] = false end
  for _, object in ipairs(getAllObjects()) do
    local ok, name = pcall(object.getName)
    local color = ok and type(name) == "string" and string.match(name, "^Command Sheet %((%a+)%)$")
    if color then
      local p = object.getPosition()
      for i, polygon in ipairs(ZONES_6) do
        if inside(polygon, p.x, p.z) then colors[i] = color end
      end
    end
  end
  return colors
end

function FAKE.zoneHelper()
  return helper("TI4_ZONE_HELPER", {
    -- GUID -> {xyz} position in, GUID -> the colour of the zone holding it out (nothing outside every zone).
    zonesFromPositions = function(guidToPosition)
      assert(type(guidToPosition) == "table")
      local colors = zoneColors()
      local result = {}
      for guid, position in pairs(guidToPosition) do
        assert(type(position) == "table" and type(position.x) == "number")
        for i, polygon in ipairs(ZONES_6) do
          if inside(polygon, position.x, position.z) then
            result[guid] = colors[i]
            break
          end
        end
      end
      return result
    end,
  })
end
