/**
 * Thunder's Edge cards on a Tabletop Playground table (ttpg-mock), laid out
 * with TI4-TTPG-TS's NSIDs: a breakthrough by a player's command sheet
 * ("card.breakthrough:thunders-edge/the-tables-grace", face down: its Corsair
 * side, as unit-attrs.data.ts "onlyIfFaceDown" reads it), a unit upgrade
 * ("card.technology.unit-upgrade:thunders-edge/linkship-2") and a galactic
 * event in play ("card.event:thunders-edge/call-of-the-void").
 */
import { MockCard, MockCardDetails, MockGameObject, Vector, world } from "ttpg-mock";
import { reportActivation } from "../../../src/core/all";
import type { TableState } from "../../../src/core/all";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { canonical } from "../../support/canonical";
import { layTable } from "./ti4-table";
import { endTi4Reach, release } from "./session";

type Global = { TI4Reach?: TI4ReachApi };
const g = globalThis as Global;

afterEach(() => {
  endTi4Reach();
  for (const o of world.getAllObjects()) o.destroy();
});

/** layTable puts the first player's command sheet at (200, 200): cards lie just beside it. */
function card(metadata: string, isFaceUp: boolean, at: Vector): void {
  new MockCard({ cardDetails: [new MockCardDetails({ metadata })], isFaceUp, position: at });
}

const line = [19, 20, 21, 22, 23].map((tile, i) => ({ tile, hex: [0, -i] as [number, number] }));

/** Red drops a command token on `system` (19 unless said) after `cards` are laid. */
function activate(state: TableState, cards: () => void, system = 19): ReturnType<TI4ReachApi["lastReport"]> {
  const table = layTable({ ...state, tokens: [{ token: "command", player: "red", system }] });
  cards();
  const api = startTi4Reach();
  release(table.tokens.get(`red@${system}`)!, table.players.get("red")!);
  return api.lastReport();
}

describe("Thunder's Edge cards in Tabletop Playground", () => {
  test("The Table's Grace face down by the Mentak sheet makes the Mentak cruisers Corsairs; face up it does not", () => {
    const state: TableState = {
      systems: line,
      players: { red: { faction: "mentak" } },
      units: [{ player: "red", unit: "cruiser", system: 22 }],
    };
    const faceDown = activate(state, () => card("card.breakthrough:thunders-edge/the-tables-grace", false, new Vector(210, 190, 0)))!;
    expect(faceDown.ships).toMatchObject([{ unit: "cruiser", name: "Corsair", move: 3, reachable: true, entered: 3 }]);
    const expected = reportActivation({ ...state, players: { red: { faction: "mentak", technologies: ["the-tables-grace"] } }, active: { player: "red", system: 19 } });
    expect(expected.ok && canonical(expected.report.ships)).toBe(canonical(faceDown.ships));

    for (const o of world.getAllObjects()) o.destroy();
    g.TI4Reach?.stop();
    delete g.TI4Reach;
    const faceUp = activate(state, () => card("card.breakthrough:thunders-edge/the-tables-grace", true, new Vector(210, 190, 0)))!;
    expect(faceUp.ships).toMatchObject([{ unit: "cruiser", name: "Cruiser", move: 2, reachable: false }]);
  });

  test("Linkship II by the Ral Nel sheet and Call of the Void in play", () => {
    const state: TableState = {
      systems: [{ tile: 900, hex: [0, 0] }, { tile: 901, hex: [1, 0] }, { tile: 902, hex: [2, 0] }, { tile: 903, hex: [3, 0] }, { tile: 904, hex: [4, 0] }, { tile: 905, hex: [5, 0] }, { tile: 906, hex: [6, 0] }],
      players: { red: { faction: "ralnel" } },
      units: [{ player: "red", unit: "destroyer", system: 905 }],
    };
    const table = layTable({ ...state, tokens: [{ token: "command", player: "red", system: 900 }] });
    card("card.technology.unit-upgrade:thunders-edge/linkship-2", true, new Vector(210, 190, 0));
    card("card.event:thunders-edge/call-of-the-void", true, new Vector(-200, -200, 0));
    const api = startTi4Reach();
    release(table.tokens.get("red@900")!, table.players.get("red")!);
    // 905 to 900 is 5 systems along the Fracture: Linkship II (4) + Call of the Void (1).
    expect(api.lastReport()!.ships).toMatchObject([{ unit: "destroyer", name: "Linkship", move: 5, reachable: true, entered: 5 }]);
  });

  test("the planet cards of tile 110 by a player's sheet are known planets (El'Nath, Luthien VI)", () => {
    const state: TableState = { systems: [...line.slice(0, 4), { tile: 110, hex: [1, -1] }], players: { red: { faction: "sol" } }, units: [{ player: "red", unit: "cruiser", system: 21 }] };
    const report = activate(state, () => {
      // TI4-TTPG-TS assets/Templates/card/planet/thunders-edge/thunders-edge.0.json
      card("card.planet:thunders-edge/elnath", true, new Vector(210, 190, 0));
      card("card.planet:thunders-edge/luthien-vi", true, new Vector(212, 190, 0));
    })!;
    expect(report.diagnostics.filter((d) => /elnath|luthien/.test(d.message))).toEqual([]);
    expect(report.ships).toMatchObject([{ unit: "cruiser", reachable: true }]);
  });
});

// Twilight's Fall (the Thunder's Edge game mode) deals abilities as cards, "card.tf-ability:twilights-fall/<name>"
// (TI4-TTPG-TS system-adjacency-wormhole.ts _applyQuantumEntanglementTF, system-adjacency-tf-spacial-conduit-cylinder.ts).
describe("Twilight's Fall ability cards in Tabletop Playground", () => {
  // 26 (alpha) and 25 (beta) five hexes apart; the active system is 25.
  const far: TableState = {
    systems: [{ tile: 25, hex: [0, 0] }, { tile: 19, hex: [0, -1] }, { tile: 20, hex: [0, -2] }, { tile: 21, hex: [0, -3] }, { tile: 22, hex: [0, -4] }, { tile: 26, hex: [0, -5] }],
    players: { red: { faction: "sol" } },
    units: [{ player: "red", unit: "carrier", system: 26 }],
  };
  const activate25 = (cards: () => void): ReturnType<TI4ReachApi["lastReport"]> => activate(far, cards, 25);

  test("Quantum Entanglement dealt to a player: their carrier in an alpha system reaches a beta system five hexes away", () => {
    const report = activate25(() => card("card.tf-ability:twilights-fall/quantum-entanglement", true, new Vector(210, 190, 0)))!;
    expect(report.ships).toMatchObject([{ unit: "carrier", from: 26, reachable: true, entered: 1 }]);
  });

  test("without it the carrier is out of range; Lazax Gate Folding, whose Twilight's Fall text differs, is not read as Prophecy of Kings'", () => {
    const report = activate25(() => card("card.tf-ability:twilights-fall/lazax-gate-folding", true, new Vector(210, 190, 0)))!;
    expect(report.ships).toMatchObject([{ unit: "carrier", from: 26, reachable: false }]);
    expect(report.diagnostics).toEqual([]);
  });
});

// Valefar Assimilator X and Y (TI4-TTPG-TS "token:base/nekro-x", "token:base/nekro-y", mordred.ts): laid on another
// player's faction technology, the Nekro gain its text.
describe("Valefar Assimilator X in Tabletop Playground", () => {
  // The active system is the supernova 43; red's cruiser waits beside it.
  const state: TableState = {
    systems: [{ tile: 43, hex: [0, 0] }, { tile: 20, hex: [0, -1] }],
    players: { red: { faction: "nekro" }, blue: { faction: "muaat", technologies: ["magmus-reactor"] } },
    units: [{ player: "red", unit: "cruiser", system: 20 }],
  };

  test("the X token on the Muaat's Magmus Reactor lets the Nekro cruiser move into the supernova; beside the card it does not", () => {
    // layTable lays blue's command sheet at (260, 200) and its first technology card at (270, 190).
    const onCard = activate(state, () => new MockGameObject({ templateMetadata: "token:base/nekro-x", position: new Vector(270.5, 190.4, 1) }), 43)!;
    expect(onCard.ships).toMatchObject([{ unit: "cruiser", from: 20, reachable: true, entered: 1 }]);

    for (const o of world.getAllObjects()) o.destroy();
    g.TI4Reach?.stop();
    delete g.TI4Reach;
    const beside = activate(state, () => new MockGameObject({ templateMetadata: "token:base/nekro-x", position: new Vector(280, 170, 1) }), 43)!;
    expect(beside.ships).toMatchObject([{ unit: "cruiser", from: 20, reachable: false }]);
  });
});
