import { cardId, parseNsid, pieceOf } from "../../src/ttpg/nsid";

const colors = (slot: number) => ({ 11: "red", 14: "blue" })[slot];

describe("the TI4 TTPG mods' NSIDs", () => {
  test("an NSID has a type, a source and a name, with an optional extra", () => {
    expect(parseNsid("tile.system:base/26")).toEqual({ type: "tile.system", source: "base", name: "26" });
    expect(parseNsid("card.leader.hero:pok/the-helmsman|purge")).toEqual({ type: "card.leader.hero", source: "pok", name: "the-helmsman" });
    expect(parseNsid("nonsense")).toBeUndefined();
  });

  test("system tiles, face as they lie", () => {
    expect(pieceOf({ nsid: "tile.system:pok/83", slot: -1, faceDown: true }, colors)).toEqual({ kind: "tile", tile: 83, faceDown: true });
  });

  test("plastic in both mods' spellings, owned by its slot", () => {
    expect(pieceOf({ nsid: "unit:base/war_sun", slot: 11, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "war-sun", player: "red", count: 1 });
    expect(pieceOf({ nsid: "unit:base/space-dock", slot: 14, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "space-dock", player: "blue", count: 1 });
    expect(pieceOf({ nsid: "unit:base/carrier.token", slot: 11, faceDown: false }, colors)).toMatchObject({ unit: "carrier" });
    expect(pieceOf({ nsid: "unit.flagship:base/creuss", slot: 14, faceDown: false }, colors)).toMatchObject({ unit: "flagship", player: "blue" });
    expect(pieceOf({ nsid: "unit:base/carrier", slot: -1, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "carrier", count: 1, plastic: true }); // unowned plastic
    expect(pieceOf({ nsid: "unit:base/carrier.token", slot: -1, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "carrier", count: 1 }); // unowned cardboard
  });

  test("fighter and infantry tokens in both spellings, usually without owner", () => {
    expect(pieceOf({ nsid: "token:base/fighter_3", slot: -1, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "fighter", count: 3 });
    expect(pieceOf({ nsid: "token:base/infantry-1", slot: 11, faceDown: false }, colors)).toEqual({ kind: "unit", unit: "infantry", player: "red", count: 1 });
  });

  test("command tokens belong to their slot; system tokens of both mods", () => {
    expect(pieceOf({ nsid: "token.command:base/sol", slot: 11, faceDown: false }, colors)).toEqual({ kind: "command-token", player: "red" });
    expect(pieceOf({ nsid: "token.exploration:pok/ion_storm", slot: -1, faceDown: true }, colors)).toEqual({ kind: "system-token", token: "ion-storm", faceDown: true });
    expect(pieceOf({ nsid: "token.attachment.system:base/wormhole-alpha.creuss", slot: -1, faceDown: false }, colors)).toMatchObject({ token: "wormhole-alpha" });
    expect(pieceOf({ nsid: "token.attachment.system:pok/dimensional-tear.nekro", slot: -1, faceDown: false }, colors)).toMatchObject({ token: "dimensional-tear" });
    expect(pieceOf({ nsid: "mat:base/combat-arena", slot: -1, faceDown: false }, colors)).toBeUndefined();
  });

  test("control tokens belong to their slot (they name the owner of cardboard beside them); one without a slot is nothing", () => {
    expect(pieceOf({ nsid: "token.control:base/sol", slot: 11, faceDown: false }, colors)).toEqual({ kind: "control-token", player: "red" });
    expect(pieceOf({ nsid: "token.control:base/sol", slot: -1, faceDown: false }, colors)).toBeUndefined();
  });

  test("technology and agenda cards name their ids", () => {
    expect(cardId("card.technology.blue:base/gravity_drive", "card.technology")).toBe("gravity-drive");
    expect(cardId("card.technology.unit-upgrade:base/carrier-2", "card.technology")).toBe("carrier-ii");
    expect(cardId("card.technology.red:codex.ordinian/magmus-reactor.omega", "card.technology")).toBe("magmus-reactor");
    expect(cardId("card.technology.blue:base/lightwave_deflector", "card.technology")).toBe("light-wave-deflector");
    expect(cardId("card.agenda:base/enforced-travel-ban", "card.agenda")).toBe("enforced-travel-ban");
    expect(cardId("card.action:base/flank_speed.2", "card.agenda")).toBeUndefined();
  });
});
