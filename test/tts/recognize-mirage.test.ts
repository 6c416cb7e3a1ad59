import { recognize } from "../../src/tts/recognize";
import type { ObjectFacts, Seating } from "../../src/tts/recognize";

const seating: Seating = { colorOfFaction: () => undefined, factionOfFlagship: () => undefined };
const facts = (name: string): ObjectFacts => ({ name, type: "Generic", gmNotes: "", faceDown: false });

describe("the TI4 TTS mod's Mirage token", () => {
  test("'Mirage Token' (TI4/Helpers/TI4_ExploreHelper.ttslua) is the Mirage", () => {
    expect(recognize(facts("Mirage Token"), seating)).toEqual({ kind: "system-token", token: "mirage", faceDown: false });
  });
});
