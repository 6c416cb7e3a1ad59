import type { TableState } from "../../src/core/all";
import { build, adjacentTiles, isAdjacent, reasons } from "../support/galaxy";

/**
 * Far-apart systems: 26 (alpha, Lodor), 39 (alpha), 25 (beta, Quann),
 * 40 (beta), 19 and 20 (plain), 17 (Creuss Gate, delta), 51 (Creuss home, delta),
 * 82 (Wormhole Nexus).
 */
function spread(extra: Partial<TableState> = {}): TableState {
  return {
    systems: [
      { tile: 26, hex: [0, 0] },
      { tile: 39, hex: [6, 0] },
      { tile: 25, hex: [0, 6] },
      { tile: 40, hex: [-6, 0] },
      { tile: 19, hex: [0, -6] },
      { tile: 20, hex: [6, -6] },
      { tile: 17, hex: [-6, 6] },
      { tile: 51, hex: [10, 10] },
      { tile: 82, hex: [-10, -10] },
    ],
    ...extra,
  };
}

const creussActive = (technologies: string[], effects: string[] = []): Partial<TableState> => ({
  players: { red: { faction: "creuss", technologies }, blue: { faction: "sol" } },
  active: { player: "red", system: 19, effects },
});

describe("wormholes [101]", () => {
  test("matching alpha wormholes are adjacent however far apart", () => {
    const b = build(spread());
    expect(reasons(b, 26, 39)).toEqual([{ kind: "wormhole", wormhole: "alpha", from: "tile", to: "tile" }]);
  });

  test("alpha and beta wormholes are not adjacent to each other", () => {
    expect(isAdjacent(build(spread()), 26, 25)).toBe(false);
  });

  test("the Creuss home (51) and the Creuss Gate (17) meet through their delta wormholes", () => {
    const b = build(spread());
    expect(adjacentTiles(b, 51)).toEqual([17]);
  });

  test("the inactive Wormhole Nexus has only its gamma wormhole", () => {
    const b = build(spread({ tokens: [{ token: "wormhole-gamma", system: 19 }] }));
    expect(adjacentTiles(b, 82)).toEqual([19]);
    expect(isAdjacent(b, 82, 26)).toBe(false);
  });

  test("the active Wormhole Nexus has alpha, beta and gamma", () => {
    const state = spread();
    const systems = (state.systems ?? []).map((s) => (s.tile === 82 ? { ...s, faceDown: false } : s));
    const b = build({ ...state, systems });
    expect(adjacentTiles(b, 82)).toEqual([25, 26, 39, 40]);
  });

  test("a gamma token from exploration joins its system to other gamma systems", () => {
    const b = build(spread({ tokens: [{ token: "wormhole-gamma", system: 19 }, { token: "wormhole-gamma", system: 20 }] }));
    expect(reasons(b, 19, 20)).toEqual([{ kind: "wormhole", wormhole: "gamma", from: "token", to: "token" }]);
  });

  test("Ion Storm face up is an alpha wormhole", () => {
    const b = build(spread({ tokens: [{ token: "ion-storm", system: 19 }] }));
    expect(isAdjacent(b, 19, 26)).toBe(true);
    expect(isAdjacent(b, 19, 25)).toBe(false);
  });

  test("Ion Storm face down is a beta wormhole", () => {
    const b = build(spread({ tokens: [{ token: "ion-storm", system: 19, faceDown: true }] }));
    expect(isAdjacent(b, 19, 25)).toBe(true);
    expect(isAdjacent(b, 19, 26)).toBe(false);
  });

  test("the Creuss flagship's system contains a delta wormhole", () => {
    const b = build(
      spread({
        players: { red: { faction: "creuss" } },
        units: [{ player: "red", unit: "flagship", system: 19 }],
      }),
    );
    expect(reasons(b, 19, 17)).toEqual([{ kind: "wormhole", wormhole: "delta", from: "creuss-flagship", to: "tile" }]);
  });

  test("another faction's flagship carries no delta wormhole", () => {
    const b = build(spread({ players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "flagship", system: 19 }] }));
    expect(isAdjacent(b, 19, 17)).toBe(false);
  });
});

describe("effects that join alpha and beta systems", () => {
  test("Quantum Entanglement: for the active Creuss player, alpha and beta systems are adjacent", () => {
    const b = build(spread(creussActive([])));
    expect(reasons(b, 26, 25)).toEqual([{ kind: "effect", effect: "quantum-entanglement" }]);
  });

  test("Quantum Entanglement does nothing for another active player", () => {
    const b = build(spread({ ...creussActive([]), active: { player: "blue", system: 19 } }));
    expect(isAdjacent(b, 26, 25)).toBe(false);
  });

  test("Quantum Entanglement copied by another faction (listed among its technologies) works for it", () => {
    const b = build(spread({ players: { blue: { faction: "nekro", technologies: ["quantum-entanglement"] } }, active: { player: "blue", system: 19 } }));
    expect(isAdjacent(b, 26, 25)).toBe(true);
  });

  test("Wormhole Reconstruction (law): alpha and beta systems are adjacent", () => {
    const b = build(spread({ laws: ["wormhole-reconstruction"] }));
    expect(reasons(b, 40, 39)).toEqual([{ kind: "effect", effect: "wormhole-reconstruction" }]);
  });

  test("Lost Star Chart: alpha and beta systems are adjacent for this action", () => {
    const b = build(spread(creussActive([], ["lost-star-chart"])));
    expect(isAdjacent(b, 26, 40)).toBe(true);
  });
});

describe("laws that silence wormholes", () => {
  test("Enforced Travel Ban: alpha and beta wormholes do nothing", () => {
    const b = build(spread({ laws: ["enforced-travel-ban"] }));
    expect(isAdjacent(b, 26, 39)).toBe(false);
    expect(isAdjacent(b, 25, 40)).toBe(false);
  });

  test("Enforced Travel Ban leaves gamma and delta wormholes working", () => {
    const b = build(spread({ laws: ["enforced-travel-ban"], tokens: [{ token: "wormhole-gamma", system: 19 }] }));
    expect(isAdjacent(b, 19, 82)).toBe(true);
    expect(isAdjacent(b, 17, 51)).toBe(true);
  });

  test("Enforced Travel Ban does not stop Quantum Entanglement or Lost Star Chart", () => {
    const qe = build(spread({ ...creussActive([]), laws: ["enforced-travel-ban"] }));
    expect(isAdjacent(qe, 26, 39)).toBe(true);
    const lsc = build(spread({ ...creussActive([], ["lost-star-chart"]), laws: ["enforced-travel-ban"] }));
    expect(isAdjacent(lsc, 26, 25)).toBe(true);
  });

  test("Enforced Travel Ban stops Wormhole Reconstruction, which works through the wormholes", () => {
    const b = build(spread({ laws: ["enforced-travel-ban", "wormhole-reconstruction"] }));
    expect(isAdjacent(b, 26, 25)).toBe(false);
  });

  test("Nexus Sovereignty: the active Nexus's alpha and beta do nothing, its gamma still works", () => {
    const state = spread({ laws: ["nexus-sovereignty"], tokens: [{ token: "wormhole-gamma", system: 19 }] });
    const systems = (state.systems ?? []).map((s) => (s.tile === 82 ? { ...s, faceDown: false } : s));
    const b = build({ ...state, systems });
    expect(adjacentTiles(b, 82)).toEqual([19]);
    expect(isAdjacent(b, 26, 39)).toBe(true);
  });
});

describe("effects on the active system", () => {
  test("Emissary Taivra: an active system with a non-delta wormhole is adjacent to every wormhole system", () => {
    const b = build(
      spread({ players: { red: { faction: "sol" } }, active: { player: "red", system: 26, effects: ["emissary-taivra"] } }),
    );
    expect(adjacentTiles(b, 26)).toEqual([17, 25, 39, 40, 51, 82]);
    expect(reasons(b, 51, 26)).toEqual([{ kind: "effect", effect: "emissary-taivra" }]);
    expect(isAdjacent(b, 25, 39)).toBe(false);
  });

  test("Emissary Taivra does nothing when the active system has only a delta wormhole", () => {
    const b = build(
      spread({ players: { red: { faction: "sol" } }, active: { player: "red", system: 17, effects: ["emissary-taivra"] } }),
    );
    expect(adjacentTiles(b, 17)).toEqual([51]);
  });

  test("Spatial Conduit Cylinder: the active system holding your units is adjacent to every system holding them", () => {
    const b = build(
      spread({
        players: { red: { faction: "jolnar" }, blue: { faction: "sol" } },
        units: [
          { player: "red", unit: "carrier", system: 19 },
          { player: "red", unit: "infantry", system: 20, planet: "lodor" },
          { player: "blue", unit: "carrier", system: 25 },
        ],
        active: { player: "red", system: 19, effects: ["spatial-conduit-cylinder"] },
      }),
    );
    expect(reasons(b, 19, 20)).toEqual([{ kind: "effect", effect: "spatial-conduit-cylinder" }]);
    expect(isAdjacent(b, 19, 25)).toBe(false);
  });

  test("Spatial Conduit Cylinder does nothing when the active system holds none of your units", () => {
    const b = build(
      spread({
        players: { red: { faction: "jolnar" } },
        units: [{ player: "red", unit: "carrier", system: 20 }],
        active: { player: "red", system: 19, effects: ["spatial-conduit-cylinder"] },
      }),
    );
    expect(isAdjacent(b, 19, 20)).toBe(false);
  });
});
