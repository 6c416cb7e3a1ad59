-- Test support: the TI4 TTS mod's helper objects, standing in for the real
-- ones on the fake table (load after fake-tts.lua). Each function checks its
-- argument with the same asserts as the mod's own and answers in the same
-- shape:
--   TI4_FACTION_HELPER follows TI4-TTS TI4/Helpers/TI4_FactionHelper.ttslua
--     (allFactions, fromColor, fromTokenName; seats keyed by command-sheet colour),
--   TI4_SYSTEM_HELPER follows TI4-TTS TI4/Helpers/TI4_SystemHelper.ttslua
--     (systems, systemFromGuid, systemFromPosition),
--   TI4_DECK_HELPER follows TI4-TTS TI4/Helpers/TI4_DeckHelper.ttslua
--     (isDiscard, with the Agenda deck's discard point on the "Cards Mat").
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

--- seats: colour ("Red") -> faction token name ("Federation of Sol").
function FAKE.factionHelper(seats)
  local colorToFaction = {}
  for color, tokenName in pairs(seats) do
    for factionName, attributes in pairs(FACTIONS) do
      if attributes.tokenName == tokenName then
        colorToFaction[color] = { name = factionName, color = color, tokenName = tokenName, flagship = attributes.flagship }
      end
    end
    -- Factions the mod does not ship (homebrew, Thunder's Edge) come in through its injectFaction.
    colorToFaction[color] = colorToFaction[color] or { name = tokenName, color = color, tokenName = tokenName }
  end
  return helper("TI4_FACTION_HELPER", {
    allFactions = function(includeFactionsNotAtTable)
      assert(not includeFactionsNotAtTable or type(includeFactionsNotAtTable) == "boolean")
      if includeFactionsNotAtTable then return FACTIONS end
      return colorToFaction
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
local AGENDA = {
  ["Enforced Travel Ban"] = true, ["Wormhole Reconstruction"] = true, ["Nexus Sovereignty"] = true,
  ["Fleet Regulations"] = true, ["Shared Research"] = true, ["Classified Document Leaks"] = true,
}

function FAKE.deckHelper()
  return helper("TI4_DECK_HELPER", {
    isDiscard = function(cardGuid)
      assert(type(cardGuid) == "string")
      local cardObject = assert(getObjectFromGUID(cardGuid))
      assert(cardObject.tag == "Card")
      if not AGENDA[cardObject.getName()] then return nil end
      local mat
      for _, object in ipairs(getAllObjects()) do
        local ok, name = pcall(object.getName)
        if ok and name == "Cards Mat" then mat = object end
      end
      if not mat then return nil end
      local p1 = cardObject.getPosition()
      local p2 = mat.positionToWorld({ x = 0.0, y = 0.26, z = 2.53 })
      return math.sqrt((p1.x - p2.x) ^ 2 + (p1.z - p2.z) ^ 2) < 1
    end,
  })
end
