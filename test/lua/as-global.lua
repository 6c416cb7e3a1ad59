-- Test support: ti4-reach pasted into the Global script, where TTS's `self` is Global itself.
self = Global
