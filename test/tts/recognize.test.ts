import { recognize, tileFromNotes } from "../../src/tts/recognize";
import type { ObjectFacts, Seating } from "../../src/tts/recognize";
import { inFleetArea } from "../../src/tts/fleet-area";

const seating: Seating = {
  colorOfFaction: (f) => ({ sol: "red", creuss: "blue" })[f],
  factionOfFlagship: (n) => ({ "Hil Colish": "creuss", Genesis: "sol" })[n],
};
const facts = (name: string, more: Partial<ObjectFacts> = {}): ObjectFacts => ({ name, type: "Generic", gmNotes: "", faceDown: false, ...more });

describe("naming TTS objects as the TI4 TTS mod does", () => {
  test("plastic is '<Color> <Type>'", () => {
    expect(recognize(facts("Red Carrier"), seating)).toEqual({ kind: "unit", unit: "carrier", player: "red", count: 1 });
    expect(recognize(facts("Blue War Sun"), seating)).toEqual({ kind: "unit", unit: "war-sun", player: "blue", count: 1 });
    expect(recognize(facts("Teal Space Dock"), seating)).toEqual({ kind: "unit", unit: "space-dock", player: "teal", count: 1 });
  });

  test("supply bags share the units' names and are not units", () => {
    expect(recognize(facts("Red Carrier", { type: "Bag" }), seating)).toBeUndefined();
    expect(recognize(facts("x3 Fighter Tokens Bag", { type: "Infinite" }), seating)).toBeUndefined();
  });

  test("flagships go by name to the player of their faction", () => {
    expect(recognize(facts("Hil Colish"), seating)).toEqual({ kind: "unit", unit: "flagship", player: "blue", count: 1 });
    expect(recognize(facts("Duha Menaimon"), seating)).toBeUndefined();
  });

  test("fighter and infantry tokens and counters carry counts but no owner", () => {
    expect(recognize(facts("x3 Fighter Token"), seating)).toEqual({ kind: "unit", unit: "fighter", count: 3 });
    expect(recognize(facts("x1 Infantry Token"), seating)).toEqual({ kind: "unit", unit: "infantry", count: 1 });
    expect(recognize(facts("Fighter Counter", { unitCount: 7 }), seating)).toEqual({ kind: "unit", unit: "fighter", count: 7 });
    expect(recognize(facts("Fighter Counter", { unitCount: 0 }), seating)).toBeUndefined();
  });

  test("command tokens by faction token name or by colour", () => {
    expect(recognize(facts("Federation of Sol Command Token"), seating)).toEqual({ kind: "command-token", player: "red" });
    expect(recognize(facts("Green Command Token"), seating)).toEqual({ kind: "command-token", player: "green" });
    expect(recognize(facts("Embers of Muaat Command Token"), seating)).toBeUndefined(); // nobody plays Muaat
  });

  test("wormhole and Ion Storm tokens, face as they lie", () => {
    expect(recognize(facts("Gamma Wormhole Token"), seating)).toEqual({ kind: "system-token", token: "wormhole-gamma", faceDown: false });
    expect(recognize(facts("Ion Storm Token", { faceDown: true }), seating)).toEqual({ kind: "system-token", token: "ion-storm", faceDown: true });
  });

  test("tiles by the mod's GUID table, or 'tile:<n>' in the GM notes for homebrew", () => {
    expect(recognize(facts("", { tileNumber: 26 }), seating)).toEqual({ kind: "tile", tile: 26, faceDown: false });
    expect(recognize(facts("Homebrew", { gmNotes: "made by me\ntile:4253" }), seating)).toEqual({ kind: "tile", tile: 4253, faceDown: false });
    expect(tileFromNotes("tile:")).toBeUndefined();
    // Not tile 1: a number in another notation, or digits followed by more of a word.
    expect(tileFromNotes("tile:1e9")).toBeUndefined();
    expect(tileFromNotes("tile:12x")).toBeUndefined();
    expect(tileFromNotes("tile:4253 homebrew")).toBe(4253);
  });

  test("the fleet pool is the sheet's lower-left area", () => {
    expect(inFleetArea({ x: -1.6, z: -1.1 })).toBe(true);
    expect(inFleetArea({ x: -2.2, z: -2.2 })).toBe(true);
    expect(inFleetArea({ x: 0.64, z: -2.8 })).toBe(false); // tactics
    expect(inFleetArea({ x: -1.6, z: 0.8 })).toBe(false); // strategy
    expect(inFleetArea({ x: -6, z: -4 })).toBe(false); // off the sheet
  });

  test("a token on the sheet's edge counts as the mod counts it (TI4-TTS CommandTokenCounts.ttslua: within a squared distance of 15)", () => {
    expect(inFleetArea({ x: -3, z: -2.4 })).toBe(true); // 14.76
    expect(inFleetArea({ x: -3.3, z: -2.2 })).toBe(false); // 15.73: beside the sheet
  });
});
