import { canonicalId, factionFamily } from "../../src/core/all";
import { lawOrEventId, ownedCardId, pieceOf } from "../../src/ttpg/nsid";

const colors = (slot: number) => ({ 11: "red", 14: "blue" })[slot];

// Card NSIDs as TI4-TTPG-TS names them: unit upgrades "card.technology.unit-upgrade:thunders-edge/linkship-2"
// (unit-modifiers/thunders-edge/linkship-2.ts triggers), breakthroughs "card.breakthrough:thunders-edge/<name>"
// (unit-modifiers/thunders-edge/gravleash-maneuvers.ts, imperator.ts; the Corsair and Eidolon Maximus sides
// onlyIfFaceDown in unit-attrs.data.ts), events "card.event:thunders-edge/cosmic-phenomenae" (cosmic-phenomenae.test.ts).
describe("Thunder's Edge cards (TI4-TTPG-TS)", () => {
  test("unit upgrades (face up or exhausted: where the card lies decides)", () => {
    expect(ownedCardId("card.technology.unit-upgrade:thunders-edge/linkship-2", true)).toBe("linkship-ii");
    expect(ownedCardId("card.technology.unit-upgrade:thunders-edge/exile-2", true)).toBe("exile-ii");
    expect(canonicalId(ownedCardId("card.technology.unit-upgrade:thunders-edge/4x41c-helios-v2", true) ?? "")).toBe("helios-v2");
    expect(ownedCardId("card.technology.unit-upgrade:thunders-edge/linkship-2", false)).toBe("linkship-ii");
    expect(ownedCardId("card.technology.blue:base/gravity-drive", true)).toBe("gravity-drive");
  });

  test("breakthroughs as technologies; The Table's Grace and Absolute Synergy only with their unit side up (card face down)", () => {
    expect(ownedCardId("card.breakthrough:thunders-edge/resonance-generator", true)).toBe("resonance-generator");
    expect(ownedCardId("card.breakthrough:thunders-edge/gravleash-maneuvers", true)).toBe("gravleash-maneuvers");
    expect(ownedCardId("card.breakthrough:thunders-edge/imperator", true)).toBe("imperator");
    expect(ownedCardId("card.breakthrough:thunders-edge/imperator", false)).toBe("imperator");
    expect(ownedCardId("card.breakthrough:thunders-edge/the-tables-grace", false)).toBe("the-tables-grace");
    expect(ownedCardId("card.breakthrough:thunders-edge/the-tables-grace", true)).toBeUndefined();
    expect(ownedCardId("card.breakthrough:thunders-edge/absolute-synergy", false)).toBe("absolute-synergy");
    expect(ownedCardId("card.action:thunders-edge/rescue", true)).toBeUndefined();
  });

  test("events are read like laws", () => {
    expect(lawOrEventId("card.event:thunders-edge/cosmic-phenomenae")).toBe("cosmic-phenomenae");
    expect(lawOrEventId("card.event:thunders-edge/call-of-the-void")).toBe("call-of-the-void");
    expect(lawOrEventId("card.agenda:base/fleet-regulations")).toBe("fleet-regulations");
    expect(lawOrEventId("card.objective.public-1:base/erect-a-monument")).toBeUndefined();
  });

  test("Thunder's Edge plastic and factions", () => {
    // The plastic is the generic unit; the faction (from the command tokens) makes a destroyer an Exile.
    expect(pieceOf({ nsid: "unit:base/destroyer", slot: 11, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "destroyer", player: "red", count: 1 });
    expect(pieceOf({ nsid: "unit:base/flagship", slot: 14, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "flagship", player: "blue", count: 1 });
    expect(factionFamily("rebellion")).toBe("crimson"); // "faction:thunders-edge/rebellion"
  });
});

describe("technology cards that do not change movement", () => {
  // NSID as TI4-TTPG-TS lays the card (src/lib/.../refresh: "card.technology.green:thunders-edge/neural-parasite").
  test("an official Thunder's Edge technology the core does not need is not read, so a real table gives no unknown-technology diagnostic", () => {
    expect(ownedCardId("card.technology.green:thunders-edge/neural-parasite", true)).toBeUndefined();
  });

  test("a homebrew technology card is read, so a mod author's rule sees it and its id is named", () => {
    expect(ownedCardId("card.technology.blue:my-homebrew/warp-lattice", true)).toBe("warp-lattice");
  });
});
