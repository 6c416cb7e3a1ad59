-- Test support: ti4-reach pasted into the Global script of a TTS build that gives
-- Global no `self` (the API promises `self` only to object scripts).
self = nil
