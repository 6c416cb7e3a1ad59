import { pieceOf } from "../../src/ttpg/nsid";

const colors = (slot: number) => ({ 11: "red", 14: "blue" })[slot];

// NSIDs as TI4-TTPG-TS names them: system tiles "tile.system:thunders-edge/<n>" (OnStartThundersEdge swaps
// base/18 for thunders-edge/112 and lays 900-906), attachments from src/lib/system-lib/data/system-attachment.data.ts.
describe("Thunder's Edge NSIDs (TI4-TTPG-TS)", () => {
  test("tiles 92-118, the two faces of 96 and the Fracture 900-906", () => {
    expect(pieceOf({ nsid: "tile.system:thunders-edge/112", slot: -1, faceDown: false }, colors)).toEqual({ kind: "tile", tile: 112, faceDown: false });
    expect(pieceOf({ nsid: "tile.system:thunders-edge/96", slot: -1, faceDown: true }, colors)).toEqual({ kind: "tile", tile: 96, faceDown: true });
    expect(pieceOf({ nsid: "tile.system:thunders-edge/903", slot: -1, faceDown: true }, colors)).toEqual({ kind: "tile", tile: 903, faceDown: true });
  });

  test("ingress, breach (face up active, face down inactive) and sever tokens; the planet tokens Avernus and Thunder's Edge", () => {
    expect(pieceOf({ nsid: "token.attachment.system:thunders-edge/ingress", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "ingress", faceDown: false });
    expect(pieceOf({ nsid: "token.attachment.system:thunders-edge/crimson-breach", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "breach", faceDown: false });
    expect(pieceOf({ nsid: "token.attachment.system:thunders-edge/crimson-breach", slot: -1, faceDown: true }, colors)).toEqual({ kind: "system-token", token: "breach", faceDown: true });
    expect(pieceOf({ nsid: "token.attachment.system:thunders-edge/crimson-sever", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "sever", faceDown: false });
    // A planet token adds its planet where it lies: ground forces on it stand on a planet, not in space.
    expect(pieceOf({ nsid: "token.attachment.system:thunders-edge/thunders-edge", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "thunders-edge", faceDown: false });
    expect(pieceOf({ nsid: "token.attachment.system:thunders-edge/avernus", slot: -1, faceDown: false }, colors)).toEqual({ kind: "system-token", token: "avernus", faceDown: false });
  });
});
