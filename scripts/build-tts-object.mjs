// Writes the Tabletop Simulator saved object dist/tts/TI4 Reach.json: the
// template in assets/tts/saved-object.json (one TTS built-in square block)
// with the built script dist/tts/ti4-reach.lua inside as its LuaScript.
import { readFileSync, writeFileSync } from "fs";
import { join } from "path";

const script = readFileSync(join("dist", "tts", "ti4-reach.lua"), "utf8");
const saved = JSON.parse(readFileSync(join("assets", "tts", "saved-object.json"), "utf8"));
const [object] = saved.ObjectStates;
object.LuaScript = script;
writeFileSync(join("dist", "tts", "TI4 Reach.json"), JSON.stringify(saved, null, 2) + "\n");
