-- Test support: a fake Tabletop Simulator world with the API ti4-reach uses.
-- Objects are plain tables with dot-call methods; what the script draws,
-- highlights and says is recorded in FAKE.
FAKE = { objects = {}, broadcasts = {}, prints = {}, highlights = {}, nextGuid = 1 }

local function vector(v) return { x = v.x or v[1] or 0, y = v.y or v[2] or 0, z = v.z or v[3] or 0 } end

function FAKE.object(spec)
  local o = { type = spec.type or "Generic", is_face_down = spec.faceDown or false, held_by_color = spec.heldBy }
  local guid = spec.guid or string.format("g%05d", FAKE.nextGuid)
  FAKE.nextGuid = FAKE.nextGuid + 1
  local position = vector(spec.position or {})
  local rotation = vector(spec.rotation or {})
  local lines = nil
  o.getName = function() return spec.name or "" end
  o.getGUID = function() return guid end
  o.getPosition = function()
    if spec.broken then error("this object is broken") end
    return { x = position.x, y = position.y, z = position.z }
  end
  o.getRotation = function() return { x = rotation.x, y = rotation.y, z = rotation.z } end
  o.getGMNotes = function() return spec.gmNotes or "" end
  local vars = spec.vars or {}
  o.getVar = function(name) return vars[name] end
  o.setVar = function(name, value) vars[name] = value return true end
  o.positionToLocal = function(v) return { x = v.x - position.x, y = v.y - position.y, z = v.z - position.z } end
  o.highlightOn = function(color, seconds)
    FAKE.highlights[guid] = color
    return true
  end
  o.highlightOff = function(color)
    FAKE.highlights[guid] = nil
    return true
  end
  o.setVectorLines = function(l) lines = l return true end
  o.getVectorLines = function() return lines end
  o.call = function(fn, parameter)
    local f = (spec.calls or {})[fn]
    if f == nil then error("no function " .. fn) end
    return f(parameter)
  end
  o.moveTo = function(p) position = vector(p) end
  o.memo = spec.memo
  o.destruct = function()
    for i, other in ipairs(FAKE.objects) do
      if other == o then table.remove(FAKE.objects, i) return true end
    end
    return false
  end
  if spec.type == "3DText" then
    -- TTS gives 3D Text objects a TextTool; the fake keeps what was set on it.
    o.text = { value = "", size = 64 }
    o.TextTool = {
      setValue = function(v) assert(type(v) == "string", "setValue needs a string") o.text.value = v return true end,
      setFontSize = function(n) assert(type(n) == "number", "setFontSize needs a number") o.text.size = n return true end,
      setFontColor = function(c) assert(type(c) == "table", "setFontColor needs a colour") o.text.color = c return true end,
    }
  end
  if not spec.offTable then FAKE.objects[#FAKE.objects + 1] = o end
  return o
end

function getObjects() return FAKE.objects end
function spawnObject(parameters)
  assert(type(parameters) == "table" and type(parameters.type) == "string", "spawnObject needs a table with a type")
  return FAKE.object({ type = parameters.type, position = parameters.position, rotation = parameters.rotation })
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
  for _, o in ipairs(FAKE.objects) do if o.getGUID() == guid then return o end end
  return nil
end
function broadcastToColor(message, color, tint)
  FAKE.broadcasts[#FAKE.broadcasts + 1] = { message = message, color = color }
  return true
end
function printToColor(message, color, tint)
  FAKE.prints[#FAKE.prints + 1] = { message = message, color = color }
  return true
end
print = function(...) FAKE.prints[#FAKE.prints + 1] = { message = table.concat({ ... }, " ") } end
Turns = { enable = true, turn_color = "Red" }
Global = FAKE.object({ name = "", guid = "-1", offTable = true })
self = FAKE.object({ name = "TI4 Reach", guid = "reach", position = { x = 60, y = 1, z = 0 } })
