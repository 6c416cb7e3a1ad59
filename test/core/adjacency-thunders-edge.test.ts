import { buildGalaxy, createTileRegistry } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { build, isAdjacent, reasons } from "../support/galaxy";

/** 19 and 20 share an edge; 26 and 39 (alpha) and 25 (beta) far apart; 114 and 116 (entropic scars) far apart. */
function spread(extra: Partial<TableState> = {}): TableState {
  return {
    systems: [
      { tile: 19, hex: [0, 0] },
      { tile: 20, hex: [0, -1] },
      { tile: 26, hex: [6, -6] },
      { tile: 39, hex: [-6, 6] },
      { tile: 40, hex: [6, 0] },
      { tile: 25, hex: [-6, 0] },
      { tile: 114, hex: [0, 6] },
      { tile: 116, hex: [0, -7] },
    ],
    ...extra,
  };
}

const tether = { token: "void-tether", player: "blue", system: 19, toward: 20 };

describe("Void Tether (Empyrean breakthrough)", () => {
  test("the graph without an active player is that of a player other than the Empyrean: the tethered border is closed", () => {
    const b = build(spread({ players: { blue: { faction: "empyrean" } }, tokens: [tether] }));
    expect(isAdjacent(b, 19, 20)).toBe(false);
    expect(isAdjacent(b, 20, 19)).toBe(false);
  });

  test("for the Empyrean player the border stays open", () => {
    const b = build(spread({ players: { blue: { faction: "empyrean" } }, tokens: [tether], active: { player: "blue", system: 20 } }));
    expect(reasons(b, 19, 20)).toEqual([{ kind: "edge", direction: 0 }]);
  });

  test("a tether without its player or its other system is a diagnostic and closes nothing", () => {
    const galaxy = buildGalaxy(spread({ tokens: [{ token: "void-tether", system: 19 }] }), createTileRegistry());
    expect(galaxy.diagnostics.map((d) => d.kind)).toEqual(["unknown-player"]);
    expect(isAdjacent(build(spread({ tokens: [{ token: "void-tether", system: 19 }] })), 19, 20)).toBe(true);
    const far = buildGalaxy(spread({ tokens: [{ ...tether, toward: 77 }] }), createTileRegistry());
    expect(far.diagnostics.map((d) => d.kind)).toEqual(["unknown-system"]);
  });
});

describe("Sever and Sundered", () => {
  test("Sever: no wormhole of the severed system works, in either direction; others still do", () => {
    const b = build(spread({ tokens: [{ token: "sever", system: 26 }, { token: "wormhole-alpha", system: 40 }] }));
    expect(isAdjacent(b, 26, 39)).toBe(false);
    expect(isAdjacent(b, 39, 26)).toBe(false);
    expect(reasons(b, 39, 40)).toEqual([{ kind: "wormhole", wormhole: "alpha", from: "tile", to: "token" }]);
  });

  test("Sundered leaves effects that are not wormholes: Wormhole Reconstruction still joins alpha and beta for the Crimson Rebellion", () => {
    const b = build(spread({ players: { red: { faction: "crimson" } }, laws: ["wormhole-reconstruction"], active: { player: "red", system: 19 } }));
    expect(reasons(b, 26, 39)).toEqual([{ kind: "effect", effect: "wormhole-reconstruction" }]);
    expect(reasons(b, 26, 25)).toEqual([{ kind: "effect", effect: "wormhole-reconstruction" }]);
  });
});

describe("Cosmic Phenomenae (galactic event)", () => {
  test("entropic scars are adjacent while the event is in play", () => {
    expect(reasons(build(spread({ laws: ["cosmic-phenomenae"] })), 114, 116)).toEqual([{ kind: "effect", effect: "cosmic-phenomenae" }]);
    expect(isAdjacent(build(spread()), 114, 116)).toBe(false);
  });
});

describe("breaches", () => {
  test("several breaches in one system count once; a face-down breach beside an active one leaves the system active", () => {
    const b = build(
      spread({
        tokens: [
          { token: "breach", system: 26 },
          { token: "breach", system: 26, faceDown: true },
          { token: "breach", system: 39 },
          { token: "breach", system: 39 },
        ],
      }),
    );
    expect(b.galaxy.markers.breaches).toHaveLength(2);
    expect(reasons(b, 26, 39)).toEqual([{ kind: "wormhole", wormhole: "alpha", from: "tile", to: "tile" }, { kind: "breach" }]);
  });
});
