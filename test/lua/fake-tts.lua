-- Test support: a fake Tabletop Simulator world with the parts of the TTS API
-- ti4-reach uses (typed-tabletop-simulator's Object/global declarations).
-- Objects are plain tables with dot-call methods, as TTS scripts call them.
-- What the script draws, highlights and says is recorded in FAKE, and every
-- change to an object is recorded in FAKE.mutations ({ guid, what }), so a
-- test can check that only ti4-reach's own object was changed.
--
-- Faults: spec.throws = { getName = true, ... } makes those methods fail;
-- spec.destroyed makes every method fail (a destroyed object's reference);
-- spec.broken is short for throws = { getPosition = true }; spec.answers
-- replaces what methods answer (a nil name, a position with NaN in it).
FAKE = { specs = {}, spawned = {}, objects = {}, broadcasts = {}, prints = {}, highlights = {}, mutations = {}, menu = {}, hands = {}, nextGuid = 1 }

local function vector(v) return { x = v.x or v[1] or 0, y = v.y or v[2] or 0, z = v.z or v[3] or 0 } end

local function mutated(guid, what) FAKE.mutations[#FAKE.mutations + 1] = { guid = guid, what = what } end

-- Unity's yaw turns clockwise seen from above: local (x, z) -> world.
local function turn(x, z, yaw)
  local a = math.rad(yaw)
  return x * math.cos(a) + z * math.sin(a), -x * math.sin(a) + z * math.cos(a)
end

-- onObjectDestroy runs in every script: ti4-reach's, and the mod's objects' (FAKE.otherScripts).
FAKE.otherScripts = {}
local function destroying(o)
  if onObjectDestroy ~= nil then onObjectDestroy(o) end
  for _, script in ipairs(FAKE.otherScripts) do script.onObjectDestroy(o) end
end

-- The mod's "TI4 Deleted Items" bag (TI4/Objects/DeletedItemsBag.ttslua onObjectDestroy, shouldZombie):
-- a destroyed object is copied into the bag unless tagged DELETED_ITEMS_IGNORE, a Dice or Fog, or a
-- token other than a command token. FAKE.deletedItems lists what it kept (type and memo).
function FAKE.deletedItemsBag()
  FAKE.deletedItems = {}
  table.insert(FAKE.otherScripts, { onObjectDestroy = function(o)
    if o.hasTag("DELETED_ITEMS_IGNORE") or o.tag == "Dice" or o.tag == "Fog" then return end
    local name = o.getName()
    if string.match(name, "Token") and not string.match(name, "Command Token") then return end
    FAKE.deletedItems[#FAKE.deletedItems + 1] = o.type .. ": " .. tostring(o.memo)
  end })
end

function FAKE.object(spec)
  local o = { type = spec.type or "Generic", is_face_down = spec.faceDown or false, held_by_color = spec.heldBy }
  o.tag = o.type -- the older name of the same property, which the mod's helpers read
  local guid = spec.guid or string.format("g%05d", FAKE.nextGuid)
  FAKE.nextGuid = FAKE.nextGuid + 1
  local position = vector(spec.position or {})
  local rotation = vector(spec.rotation or {})
  local scale = vector(spec.scale or { 1, 1, 1 })
  local lines = nil
  local throws = spec.throws or {}
  if spec.broken then throws.getPosition = true end
  -- spec.answers = { getName = function() return nil end }: a method that answers oddly.
  local answers = spec.answers or {}
  local function method(name, f)
    o[name] = function(...)
      if spec.destroyed then error("attempt to call a nil value (destroyed object)") end
      if throws[name] then error(name .. " failed on this object") end
      if answers[name] then return answers[name](...) end
      return f(...)
    end
  end
  method("getName", function() return spec.name or "" end)
  method("getGUID", function() return guid end)
  method("getPosition", function() return { x = position.x, y = position.y, z = position.z } end)
  method("getRotation", function() return { x = rotation.x, y = rotation.y, z = rotation.z } end)
  method("getScale", function() return { x = scale.x, y = scale.y, z = scale.z } end)
  -- The world-space box (TTS getBounds: center, size, offset); spec.size, else the scale.
  local size = vector(spec.size or { scale.x, scale.y, scale.z })
  method("getBounds", function()
    return { center = { x = position.x, y = position.y, z = position.z }, size = { x = size.x, y = size.y, z = size.z }, offset = { x = 0, y = 0, z = 0 } }
  end)
  method("getGMNotes", function() return spec.gmNotes or "" end)
  -- TTS getButtons: a list of each button's parameters (label, ...) with its 0-based index, or nil without buttons.
  method("getButtons", function()
    if spec.buttons == nil or #spec.buttons == 0 then return nil end
    local out = {}
    for i, b in ipairs(spec.buttons) do out[i] = { label = b.label or "", index = i - 1 } end
    return out
  end)
  local vars = spec.vars or {}
  -- A script's global functions are also its variables (the mod's getHelperClient checks getVar(fn)).
  method("getVar", function(name)
    assert(type(name) == "string", "getVar: name must be a string")
    if vars[name] ~= nil then return vars[name] end
    return (spec.calls or {})[name]
  end)
  method("setVar", function(name, value)
    assert(type(name) == "string", "setVar: name must be a string")
    mutated(guid, "setVar " .. name)
    vars[name] = value
    return true
  end)
  local function isVector(v) return type(v) == "table" and type(v.x) == "number" and type(v.y) == "number" and type(v.z) == "number" end
  method("positionToLocal", function(v)
    assert(isVector(v), "positionToLocal: a vector {x, y, z}")
    local x, z = turn(v.x - position.x, v.z - position.z, -rotation.y)
    return { x = x / scale.x, y = (v.y - position.y) / scale.y, z = z / scale.z }
  end)
  method("positionToWorld", function(v)
    assert(isVector(v), "positionToWorld: a vector {x, y, z}")
    local x, z = turn(v.x * scale.x, v.z * scale.z, rotation.y)
    return { x = position.x + x, y = position.y + v.y * scale.y, z = position.z + z }
  end)
  method("highlightOn", function(color, seconds)
    assert(type(color) == "string", "highlightOn: color must be a string")
    mutated(guid, "highlightOn")
    FAKE.highlights[guid] = color
    return true
  end)
  method("highlightOff", function(color)
    mutated(guid, "highlightOff")
    FAKE.highlights[guid] = nil
    return true
  end)
  method("setVectorLines", function(l)
    assert(type(l) == "table", "setVectorLines: a list of lines")
    for _, line in ipairs(l) do assert(type(line.points) == "table" and #line.points >= 2, "setVectorLines: each line needs 2 points or more") end
    mutated(guid, "setVectorLines") lines = l return true end)
  method("getVectorLines", function() return lines end)
  method("addContextMenuItem", function(label, callback)
    assert(type(label) == "string" and type(callback) == "function", "addContextMenuItem(label, callback)")
    mutated(guid, "addContextMenuItem")
    FAKE.menu[#FAKE.menu + 1] = { guid = guid, label = label, callback = callback }
    return true
  end)
  -- obj.call runs a global function of the object's own script with one parameter.
  method("call", function(fn, parameter)
    assert(type(fn) == "string", "call: the function name must be a string")
    local f = (spec.calls or {})[fn]
    if f == nil then error("call: no function " .. tostring(fn)) end
    return f(parameter)
  end)
  o.memo = spec.memo
  -- TTS tags: addTag(tag) and hasTag(tag) answer booleans; a save keeps them.
  local tags = {}
  for _, t in ipairs(spec.tags or {}) do tags[t] = true end
  method("addTag", function(t) assert(type(t) == "string", "addTag needs a string") tags[t] = true return true end)
  method("hasTag", function(t) assert(type(t) == "string", "hasTag needs a string") return tags[t] == true end)
  method("getTags", function() local out = {} for t in pairs(tags) do out[#out + 1] = t end table.sort(out) return out end)
  method("destruct", function()
    mutated(guid, "destruct")
    -- TTS calls onObjectDestroy (in every script) while the object is still there.
    destroying(o)
    for i, other in ipairs(FAKE.objects) do
      if other == o then table.remove(FAKE.objects, i) return true end
    end
    return false
  end)
  if spec.type == "3DText" then
    -- TTS gives 3D Text objects a TextTool; the fake keeps what was set on it.
    o.text = { value = "", size = 64 }
    o.TextTool = {
      setValue = function(v) assert(type(v) == "string", "setValue needs a string") o.text.value = v return true end,
      setFontSize = function(n) assert(type(n) == "number", "setFontSize needs a number") o.text.size = n return true end,
      setFontColor = function(c) assert(type(c) == "table", "setFontColor needs a colour") o.text.color = c return true end,
    }
  end
  for _, setter in ipairs({ "setPosition", "setRotation", "setName", "setDescription", "setGMNotes", "setLock", "setColorTint", "setScale", "flip" }) do
    method(setter, function(value)
      mutated(guid, setter)
      if setter == "setPosition" then position = vector(value) end
      return true
    end)
  end
  FAKE.specs[o] = spec
  if not spec.offTable then FAKE.objects[#FAKE.objects + 1] = o end
  -- spec.inHand = "Red": the object lies in that player's (first) hand.
  if spec.inHand then
    FAKE.hands[spec.inHand] = FAKE.hands[spec.inHand] or {}
    table.insert(FAKE.hands[spec.inHand], o)
  end
  return o
end

--- Destroys an object but leaves its reference behind: every method now fails.
-- A player deletes an object: onObjectDestroy first (the object still answers), then it is gone.
function FAKE.destroy(o)
  destroying(o)
  FAKE.specs[o].destroyed = true
end

-- As in TTS, a new list each call: destroying objects while walking it leaves the walk whole.
function getObjects()
  local all = {}
  for i, o in ipairs(FAKE.objects) do all[i] = o end
  return all
end
getAllObjects = getObjects
function spawnObject(parameters)
  assert(type(parameters) == "table" and type(parameters.type) == "string", "spawnObject needs a table with a type")
  local o = FAKE.object({ type = parameters.type, position = parameters.position, rotation = parameters.rotation })
  FAKE.spawned[o.getGUID()] = true
  -- TTS plays a sound for every spawn unless sound = false.
  if parameters.sound ~= false then FAKE.spawnSounds = (FAKE.spawnSounds or 0) + 1 end
  -- TTS tells the scripts of every object spawned, their own spawns too.
  if onObjectSpawn ~= nil then onObjectSpawn(o) end
  return o
end

-- An object comes onto the table after load (a tile taken out of a bag, pasted): then onObjectSpawn(object), as TTS does.
function FAKE.spawn(spec)
  local o = FAKE.object(spec)
  if onObjectSpawn ~= nil then onObjectSpawn(o) end
  return o
end

-- A player picks an object up, as TTS does it: the object is held by their colour, then onObjectPickUp(color, object).
function FAKE.pickUp(color, o)
  o.held_by_color = color
  if onObjectPickUp ~= nil then onObjectPickUp(color, o) end
end

-- ... and drops it: no longer held, then onObjectDrop(color, object).
function FAKE.drop(color, o)
  o.held_by_color = nil
  if onObjectDrop ~= nil then onObjectDrop(color, o) end
end
function getObjectFromGUID(guid)
  assert(type(guid) == "string", "getObjectFromGUID: guid must be a string")
  for _, o in ipairs(FAKE.objects) do
    local ok, g = pcall(o.getGUID)
    if ok and g == guid then return o end
  end
  return nil
end

-- Messages: TTS colours are strings; FAKE.chatFails makes every message call fail.
local function say(list, message, color)
  if FAKE.chatFails then error("chat is not available") end
  assert(type(message) == "string", "message must be a string")
  list[#list + 1] = { message = message, color = color }
  return true
end
function broadcastToColor(message, color, tint)
  assert(type(color) == "string", "broadcastToColor: color must be a string")
  return say(FAKE.broadcasts, message, color)
end
function printToColor(message, color, tint)
  assert(type(color) == "string", "printToColor: color must be a string")
  return say(FAKE.prints, message, color)
end
function broadcastToAll(message, tint) return say(FAKE.broadcasts, message, "all") end
function printToAll(message, tint) return say(FAKE.prints, message, "all") end
print = function(...)
  if FAKE.printFails then error("print is not available") end
  local parts = {}
  local args = table.pack(...)
  for i = 1, args.n do parts[#parts + 1] = tostring(args[i]) end
  FAKE.prints[#FAKE.prints + 1] = { message = table.concat(parts, " ") }
end
-- Wait, as TTS has it: Wait.time(f, seconds, repetitions) runs f once `seconds` of game time have passed
-- (FAKE.elapse moves the time on) and answers an id; Wait.stop(id) cancels it, true when it was waiting.
FAKE.now = 0
FAKE.waits = {}
local nextWait = 1
Wait = {}
function Wait.time(f, seconds, repetitions)
  assert(type(f) == "function" and type(seconds) == "number", "Wait.time(function, seconds[, repetitions])")
  local id = nextWait
  nextWait = nextWait + 1
  FAKE.waits[id] = { f = f, at = FAKE.now + seconds, every = seconds, left = repetitions or 1 }
  return id
end
-- Wait.frames(f, numberFrames = 1), as the TTS API documents it (Sebaestschjin/typed-tabletop-simulator
-- Wait.frames): f runs once that many frames have passed (FAKE.frames moves the frames on); answers an id.
FAKE.frameWaits = {}
function Wait.frames(f, numberFrames)
  assert(type(f) == "function", "Wait.frames(function[, numberFrames])")
  assert(numberFrames == nil or (type(numberFrames) == "number" and numberFrames >= 0 and numberFrames % 1 == 0), "Wait.frames: numberFrames must be a whole number")
  local id = nextWait
  nextWait = nextWait + 1
  FAKE.frameWaits[id] = { f = f, left = numberFrames or 1 }
  return id
end
function FAKE.frames(count)
  for _ = 1, count or 1 do
    local due = {}
    for id, w in pairs(FAKE.frameWaits) do
      w.left = w.left - 1
      if w.left <= 0 then due[#due + 1] = id end
    end
    table.sort(due)
    for _, id in ipairs(due) do
      local w = FAKE.frameWaits[id]
      FAKE.frameWaits[id] = nil
      if w ~= nil then w.f() end
    end
  end
end
function Wait.stop(id)
  assert(type(id) == "number", "Wait.stop(id)")
  local waiting = FAKE.waits[id] ~= nil or FAKE.frameWaits[id] ~= nil
  FAKE.waits[id] = nil
  FAKE.frameWaits[id] = nil
  return waiting
end
function FAKE.elapse(seconds)
  FAKE.now = FAKE.now + seconds
  local due = {}
  for id, w in pairs(FAKE.waits) do if w.at <= FAKE.now then due[#due + 1] = id end end
  table.sort(due)
  for _, id in ipairs(due) do
    local w = FAKE.waits[id]
    if w ~= nil then
      w.left = w.left - 1
      if w.left <= 0 then FAKE.waits[id] = nil else w.at = w.at + w.every end
      w.f()
    end
  end
end
Turns = { enable = true, turn_color = "Red" }

-- Seated players (TTS Player.getPlayers()): each colour with something in a hand, one hand each.
-- getHandObjects(hand_index = 1) gives a new list per call.
Player = {}
function Player.getPlayers()
  local players = {}
  for color, objects in pairs(FAKE.hands) do
    players[#players + 1] = {
      color = color,
      getHandCount = function() return 1 end,
      getHandObjects = function(index)
        index = index or 1
        assert(type(index) == "number", "getHandObjects: hand_index must be a number")
        local copy = {}
        if index == 1 then for i, o in ipairs(objects) do copy[i] = o end end
        return copy
      end,
    }
  end
  return players
end
Global = FAKE.object({ name = "", guid = "-1", offTable = true })
self = FAKE.object({ name = "TI4 Reach", guid = "reach", position = { x = 60, y = 1, z = 0 } })
