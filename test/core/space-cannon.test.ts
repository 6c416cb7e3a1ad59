/**
 * Space cannon on arrival [77]: which units of other players may fire at the
 * ships moving into the active system, by a hand-written table of units,
 * ranges and kinds of adjacency [6], with the cards that change the dice
 * (values as TI4-TTPG-TS src/lib/unit-lib/data/unit-attrs.data.ts and its
 * unit modifiers give them).
 */
import fc from "fast-check";
import { dieHits, expectedHits, hitChances, reportActivation } from "../../src/core/all";
import type { Arrival, SpaceCannonShot, TableState } from "../../src/core/all";

/** The arrival of the report, or none. */
function arrivalOf(state: TableState): Arrival | undefined {
  const result = reportActivation(state);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report.arrival;
}

/** Who fires, from where, as "player unit from (adjacent)": the table's cases side by side. */
function shooters(state: TableState): string[] {
  return (arrivalOf(state)?.spaceCannon ?? []).map((s: SpaceCannonShot) => `${s.player} ${s.unit} ${s.from}${s.adjacent ? " adjacent" : ""}`);
}

/**
 * Six systems round the centre (19 north, 20 north-east, 21, 22 south, 23, 24 north-west) with the hyperlane
 * tile 85A in the centre joining 20 and 24; red's cruiser in 21 moves into 20.
 */
function ring(units: TableState["units"], extra: Partial<TableState> = {}): TableState {
  return {
    map: "{85A0} 19 20 21 22 23 24",
    players: { red: {}, blue: { technologies: ["pds-ii"] }, green: {}, ...(extra.players ?? {}) },
    units: [{ player: "red", unit: "cruiser", system: 21 }, ...(units ?? [])],
    active: { player: "red", system: 20 },
    ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== "players")),
  };
}

describe("space cannon on arrival [77]", () => {
  test.each<[string, TableState["units"], string[]]>([
    ["a PDS in the active system fires (SPACE CANNON 6)", [{ player: "green", unit: "pds", system: 20 }], ["green pds 20"]],
    ["a PDS next door does not: its SPACE CANNON has no range", [{ player: "green", unit: "pds", system: 19 }], []],
    ["a PDS II next door (shared edge) fires at the adjacent system", [{ player: "blue", unit: "pds", system: 19 }], ["blue pds 19 adjacent"]],
    ["a PDS II across the hyperlane fires (85A joins 20 and 24)", [{ player: "blue", unit: "pds", system: 24 }], ["blue pds 24 adjacent"]],
    ["a PDS II two systems away does not", [{ player: "blue", unit: "pds", system: 22 }], []],
    ["the active player's own PDS does not fire at their own ships", [{ player: "red", unit: "pds", system: 20 }], []],
    ["a space dock, a carrier and infantry have no SPACE CANNON", [{ player: "green", unit: "space-dock", system: 20 }, { player: "green", unit: "carrier", system: 20 }, { player: "green", unit: "infantry", system: 20 }], []],
  ])("%s", (_situation, units, expected) => {
    expect(shooters(ring(units))).toEqual(expected);
  });

  test("a PDS II across an alpha wormhole fires (26 Lodor and 39, far apart)", () => {
    const state: TableState = {
      systems: [{ tile: 26, hex: [0, 0] }, { tile: 39, hex: [5, -5] }, { tile: 19, hex: [0, -1] }],
      players: { red: {}, blue: { technologies: ["pds-ii"] } },
      units: [{ player: "red", unit: "cruiser", system: 19 }, { player: "blue", unit: "pds", system: 39 }],
      active: { player: "red", system: 26 },
    };
    expect(shooters(state)).toEqual(["blue pds 39 adjacent"]);
  });

  test("a Void Tether closes the border for a PDS II of another player, not for the Empyrean's own", () => {
    const tether = { token: "void-tether", player: "yellow", system: 19, toward: 20 };
    const units = [{ player: "blue", unit: "pds", system: 19 }, { player: "yellow", unit: "pds", system: 19 }];
    const state = ring(units, { players: { yellow: { faction: "empyrean", technologies: ["pds-ii"] } }, tokens: [tether] });
    expect(shooters(state)).toEqual(["yellow pds 19 adjacent"]);
  });

  test("the same table without its tether: both fire", () => {
    const units = [{ player: "blue", unit: "pds", system: 19 }, { player: "yellow", unit: "pds", system: 19 }];
    expect(shooters(ring(units, { players: { yellow: { faction: "empyrean", technologies: ["pds-ii"] } } }))).toEqual(["blue pds 19 adjacent", "yellow pds 19 adjacent"]);
  });

  test("Enforced Travel Ban acts during movement only: a PDS II across a wormhole still fires", () => {
    const state: TableState = {
      systems: [{ tile: 26, hex: [0, 0] }, { tile: 39, hex: [5, -5] }, { tile: 19, hex: [0, -1] }],
      players: { red: {}, blue: { technologies: ["pds-ii"] } },
      laws: ["enforced-travel-ban"],
      units: [{ player: "red", unit: "cruiser", system: 19 }, { player: "blue", unit: "pds", system: 39 }],
      active: { player: "red", system: 26 },
    };
    expect(shooters(state)).toEqual(["blue pds 39 adjacent"]);
  });

  test("an entropic scar: nothing fires at ships arriving in one, and nothing fires out of one", () => {
    const into: TableState = {
      systems: [{ tile: 114, hex: [0, 0] }, { tile: 19, hex: [0, -1] }],
      players: { red: {}, blue: { technologies: ["pds-ii"] } },
      units: [{ player: "red", unit: "cruiser", system: 19 }, { player: "blue", unit: "pds", system: 19 }],
      active: { player: "red", system: 114 },
    };
    expect(shooters(into)).toEqual([]);
    const outOf: TableState = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 114, hex: [0, -1] }, { tile: 20, hex: [1, -1] }],
      players: { red: {}, blue: { technologies: ["pds-ii"] } },
      units: [{ player: "red", unit: "cruiser", system: 20 }, { player: "blue", unit: "mech", system: 114 }, { player: "blue", unit: "pds", system: 114 }],
      active: { player: "red", system: 19 },
    };
    expect(shooters(outOf)).toEqual([]);
  });

  test("Xxcha: the flagship Loncara Ssodu (3 dice, hit on 5) and the mech Indomitus (hit on 8) fire at adjacent systems", () => {
    const units = [{ player: "green", unit: "flagship", system: 19 }, { player: "green", unit: "mech", system: 19, planet: "wellon" }];
    const arrival = arrivalOf(ring(units, { players: { green: { faction: "xxcha" } } }));
    expect(arrival?.spaceCannon).toEqual([
      { player: "green", unit: "flagship", name: "Loncara Ssodu", from: 19, count: 1, dice: 3, hitOn: 5, adjacent: true },
      { player: "green", unit: "mech", name: "Indomitus", from: 19, planet: "wellon", count: 1, dice: 1, hitOn: 8, adjacent: true },
    ]);
  });

  test("Ul: a Hel Titan fires as a PDS (6, no range); Hel Titan II at 5, adjacent too", () => {
    const units = [{ player: "green", unit: "pds", system: 19 }, { player: "green", unit: "pds", system: 20 }];
    expect(arrivalOf(ring(units, { players: { green: { faction: "ul" } } }))?.spaceCannon).toEqual([
      { player: "green", unit: "pds", name: "Hel Titan", from: 20, count: 1, dice: 1, hitOn: 6, adjacent: false },
    ]);
    const upgraded = arrivalOf(ring(units, { players: { green: { faction: "ul", technologies: ["hel-titan-ii"] } } }))?.spaceCannon;
    expect(upgraded?.map((s) => [s.from, s.hitOn, s.adjacent])).toEqual([[20, 5, false], [19, 5, true]]);
  });

  test("Plasma Scoring gives one more die to the firing player's unit that hits most easily", () => {
    const units = [{ player: "green", unit: "pds", system: 20, count: 2 }, { player: "green", unit: "flagship", system: 19 }];
    const arrival = arrivalOf(ring(units, { players: { green: { faction: "xxcha", technologies: ["plasma-scoring"] } } }));
    expect(arrival?.spaceCannon.map((s) => [s.unit, s.dice, s.hitOn, s.changedBy ?? []])).toEqual([
      ["pds", 2, 6, []],
      ["flagship", 4, 5, ["plasma-scoring"]],
    ]);
    expect(arrival?.byPlayer.map((p) => p.dice)).toEqual([6]);
  });

  test("Antimass Deflectors of the arriving player: every SPACE CANNON die hits one higher", () => {
    const units = [{ player: "green", unit: "pds", system: 20 }];
    const arrival = arrivalOf(ring(units, { players: { red: { technologies: ["antimass-deflectors"] } } }));
    expect(arrival?.spaceCannon).toEqual([{ player: "green", unit: "pds", name: "PDS", from: 20, count: 1, dice: 1, hitOn: 7, adjacent: false, changedBy: ["antimass-deflectors"] }]);
    expect(arrival?.byPlayer).toEqual([{ player: "green", dice: 1, expectedHits: 0.4, hitChances: [0.6, 0.4] }]);
  });

  test("with nothing to fire the report has no arrival, and the panel no space cannon line", () => {
    const result = reportActivation(ring([]));
    expect(result.ok && result.report.arrival).toBeUndefined();
  });
});

describe("hit odds of SPACE CANNON dice", () => {
  const binomial = (n: number, k: number, p: number): number => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return c * Math.pow(p, k) * Math.pow(1 - p, n - k);
  };

  test("the chances are exact: 2 dice at 5 give 16%, 48% and 36% to the last bit", () => {
    expect(hitChances([5, 5])).toEqual([0.16, 0.48, 0.36]);
    expect(expectedHits([5, 5, 8])).toBe(1.5);
  });

  test("a die hits on its value or more on ten sides: 6 hits 5 in 10, 11 never, 1 always", () => {
    expect([dieHits(6), dieHits(5), dieHits(11), dieHits(1), dieHits(10)]).toEqual([0.5, 0.6, 0, 1, 0.1]);
  });

  test("alike dice: the chances are the binomial formula's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 11 }), (n, hitOn) => {
        const p = dieHits(hitOn);
        const chances = hitChances(Array.from({ length: n }, () => hitOn));
        expect(chances).toHaveLength(n + 1);
        chances.forEach((c, k) => expect(c).toBeCloseTo(binomial(n, k, p), 12));
      }),
    );
  });

  test("mixed dice: the chances sum to 1, and their mean is the expected hits", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 11 }), { maxLength: 15 }), (hitOns) => {
        const chances = hitChances(hitOns);
        expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(chances.reduce((a, c, k) => a + c * k, 0)).toBeCloseTo(expectedHits(hitOns), 12);
      }),
    );
  });

  test("a seeded simulation of 3 dice at 5, 1 at 8 and 2 at 6 lands within 1% of each exact chance", () => {
    const hitOns = [5, 5, 5, 8, 6, 6];
    const dice = hitOns.map(dieHits);
    const exact = hitChances(hitOns);
    let seed = 20261204;
    const random = (): number => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const rolls = 200000;
    const seen = new Array<number>(dice.length + 1).fill(0);
    for (let i = 0; i < rolls; i++) {
      let hits = 0;
      for (const p of dice) if (random() < p) hits++;
      seen[hits]!++;
    }
    seen.forEach((count, k) => expect(Math.abs(count / rolls - exact[k]!)).toBeLessThan(0.01));
  });
});
