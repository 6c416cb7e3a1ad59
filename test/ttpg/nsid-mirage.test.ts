import { pieceOf } from "../../src/ttpg/nsid";

const colors = (slot: number) => ({ 11: "red" })[slot];

describe("the Mirage token of both TTPG mods", () => {
  test("TI4-TTPG-TS token.attachment.system:pok/mirage and TI4-TTPG token.exploration:pok/mirage are the Mirage", () => {
    expect(pieceOf({ nsid: "token.attachment.system:pok/mirage", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "mirage", faceDown: false });
    expect(pieceOf({ nsid: "token.exploration:pok/mirage", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "mirage", faceDown: false });
  });
});
