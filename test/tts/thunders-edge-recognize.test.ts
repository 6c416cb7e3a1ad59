import { recognize, sideBFromNotes, tileFromNotes } from "../../src/tts/recognize";
import type { ObjectFacts, Seating } from "../../src/tts/recognize";

const seating: Seating = { colorOfFaction: () => undefined, factionOfFlagship: () => undefined };
const facts = (name: string, more: Partial<ObjectFacts> = {}): ObjectFacts => ({ name, type: "Generic", gmNotes: "", faceDown: false, ...more });

// No TI4 TTS mod has Thunder's Edge yet: tiles are read from "tile:<n>" in their GM notes, tokens by these names.
describe("Thunder's Edge on a TTS table", () => {
  test("tiles 92-118 and the Fracture 900-906 by their GM notes", () => {
    expect(recognize(facts("", { type: "Tile", gmNotes: "tile:112" }), seating)).toEqual({ kind: "tile", tile: 112, faceDown: false });
    expect(recognize(facts("", { type: "Tile", gmNotes: "tile:906" }), seating)).toEqual({ kind: "tile", tile: 906, faceDown: false });
  });

  test("tile 96: 'tile:96a' is the Firmament face, 'tile:96b' the Obsidian face; flipped, the other; 'tile:96' as it lies", () => {
    expect(tileFromNotes("tile:96b")).toBe(96);
    expect(sideBFromNotes("tile:96b")).toBe(true);
    expect(sideBFromNotes("tile:96A")).toBe(false);
    expect(sideBFromNotes("tile:96")).toBeUndefined();
    expect(recognize(facts("", { gmNotes: "tile:96a" }), seating)).toEqual({ kind: "tile", tile: 96, faceDown: false });
    expect(recognize(facts("", { gmNotes: "tile:96b" }), seating)).toEqual({ kind: "tile", tile: 96, faceDown: true });
    expect(recognize(facts("", { gmNotes: "tile:96b", faceDown: true }), seating)).toEqual({ kind: "tile", tile: 96, faceDown: false });
    expect(recognize(facts("", { gmNotes: "tile:96", faceDown: true }), seating)).toEqual({ kind: "tile", tile: 96, faceDown: true });
  });

  test("Ingress, Breach (face up active) and Sever tokens by name", () => {
    expect(recognize(facts("Ingress Token"), seating)).toEqual({ kind: "system-token", token: "ingress", faceDown: false });
    expect(recognize(facts("Breach Token", { faceDown: true }), seating)).toEqual({ kind: "system-token", token: "breach", faceDown: true });
    expect(recognize(facts("Sever Token"), seating)).toEqual({ kind: "system-token", token: "sever", faceDown: false });
  });
});
