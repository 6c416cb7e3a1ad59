/**
 * Threats: who can reach a system. A group threatens it exactly when its
 * owner's own activation report of that system says it reaches.
 */
import fc from "fast-check";
import { buildGalaxy, createTileRegistry, keyOfRef, reportActivation, threatMap, threats } from "../../src/core/all";
import type { SystemRef, TableState, Threats } from "../../src/core/all";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";
import { arbitraryRangeCase } from "../support/random-galaxy";
import { northLine } from "../support/galaxy";

/** A line north of the centre: 19 (0,0), 20 (0,-1), 21 (0,-2), 22 (0,-3); red's home is 19. */
function line(extra: Partial<TableState> = {}): TableState {
  return {
    systems: northLine(19, 20, 21, 22),
    players: { red: { faction: "hacan" }, blue: { faction: "sol" } },
    units: [
      { player: "red", unit: "dreadnought", system: 19 },
      { player: "blue", unit: "cruiser", system: 21 },
      { player: "blue", unit: "carrier", system: 20 },
      { player: "blue", unit: "fighter", system: 20, count: 2 },
      { player: "blue", unit: "infantry", system: 20, count: 2 },
    ],
    ...extra,
  };
}

function threatsOf(state: TableState, system: SystemRef, defender?: string, round?: "this" | "next"): Threats {
  const result = threats(state, system, { defender, round });
  if (!result.ok) throw new Error(result.problem.message);
  return result.threats;
}

describe("threats: who can reach a system", () => {
  test("blue's cruiser two systems away and carrier next door threaten red's home; red's own dreadnought is not listed", () => {
    const t = threatsOf(line(), 19, "red");
    expect(t).toMatchObject({ system: 19, hex: [0, 0], defender: "red", round: "this" });
    expect(t.threats.map((x) => `${x.player} ${x.unit} ${x.path.join(">")}`).sort()).toEqual(["blue carrier 20>19", "blue cruiser 21>20>19"]);
    expect(t.threats.every((x) => x.player !== "red")).toBe(true);
  });

  test("what blue could bring in: the carrier's 2 fighters and 2 infantry", () => {
    const t = threatsOf(line(), 19, "red");
    expect(t.byPlayer).toEqual([{ player: "blue", ships: 2, canBring: { fighters: 2, groundForces: 2 } }]);
  });

  test("blue's own command token in red's home: no threat this round, the same ships next round", () => {
    const state = line({ tokens: [{ token: "command", player: "blue", system: 19 }] });
    expect(threatsOf(state, 19, "red", "this").threats).toEqual([]);
    expect(threatsOf(state, 19, "red", "next").threats).toHaveLength(2);
  });

  test("a blue command token on the carrier's system locks it this round [58.4c]; next round it is lifted", () => {
    const state = line({ tokens: [{ token: "command", player: "blue", system: 20 }] });
    expect(threatsOf(state, 19, "red").threats.map((x) => x.unit)).toEqual(["cruiser"]);
    expect(threatsOf(state, 19, "red", "next").threats.map((x) => x.unit).sort()).toEqual(["carrier", "cruiser"]);
  });

  test("without a defender every player's groups are listed (red's dreadnought into 20 too)", () => {
    const t = threatsOf(line(), 20);
    expect(t.threats.map((x) => `${x.player} ${x.unit}`).sort()).toEqual(["blue cruiser", "red dreadnought"]);
  });

  test("a system off the map is a clear problem, not a throw", () => {
    const result = threats(line(), [9, 9]);
    expect(result.ok).toBe(false);
  });

  test(
    "on random small galaxies, every threat is exactly what the attacker's own report says reaches, and nothing else",
    () => {
      fc.assert(
        fc.property(arbitraryRangeCase, fc.nat(), fc.boolean(), ({ state }, pick, next) => {
          const galaxy = buildGalaxy(state, createTileRegistry());
          const keys = [...galaxy.systems.keys()];
          const key = keys[pick % keys.length]!;
          const h = galaxy.systems.get(key)!.hex;
          const target: [number, number] = [h.q, h.r];
          const result = threats(state, target, { defender: "blue", round: next ? "next" : "this" });
          if (!result.ok) throw new Error(result.problem.message);
          // The oracle: red's own report of the system (its command tokens lifted next round), unless red's token lies there.
          const asPlayed: TableState = next ? { ...state, tokens: (state.tokens ?? []).filter((t) => t.token !== "command") } : state;
          const redCards = (state.players?.red?.cards ?? []) as string[];
          const locked = !next && !redCards.includes("te-warfare") && !(state.active?.effects ?? []).includes("te-warfare") && (asPlayed.tokens ?? []).some((t) => t.token === "command" && t.player === "red" && keyOfRef(galaxy, t.system as SystemRef) === key);
          const report = reportActivation({ ...asPlayed, active: { ...(state.active as object), player: "red", system: target } as TableState["active"] });
          if (!report.ok) throw new Error(report.problem.message);
          const expected = locked
            ? []
            : report.report.ships.filter((s) => s.reachable && (s.entered ?? 0) > 0).map((s) => ({ unit: s.unit, from: s.from, path: s.path, entered: s.entered, rolls: s.rolls }));
          const got = result.threats.threats.map((x) => ({ unit: x.unit, from: x.from, path: x.path, entered: x.entered, rolls: x.rolls }));
          expect(got).toEqual(expected);
          expect(result.threats.threats.every((x) => x.player === "red")).toBe(true);
        }),
        fuzzParams(100, 3232),
      );
    },
    fuzzTimeout(20000),
  );

  test("the whole table for red: its home 19 and the systems its ships hold, with blue's ships this round and next", () => {
    const state = line({
      systems: northLine(19, 20, 21, 1),
      players: { red: { faction: "sol" }, blue: { faction: "hacan" } },
      tokens: [{ token: "command", player: "blue", system: 19 }],
    });
    const result = threatMap(state, "red");
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.systems).toEqual([
      { system: 19, hex: [0, 0], holds: "units", thisRound: [], nextRound: [{ player: "blue", ships: 2 }] },
      { system: 1, hex: [0, -3], holds: "home", thisRound: [{ player: "blue", ships: 1 }], nextRound: [{ player: "blue", ships: 1 }] },
    ]);
  });

  test(
    "on random small galaxies, the whole-table view counts per system and round exactly the ships threats() lists",
    () => {
      fc.assert(
        fc.property(arbitraryRangeCase, ({ state }) => {
          const map = threatMap(state, "blue");
          if (!map.ok) throw new Error(map.problem.message);
          for (const s of map.systems) {
            for (const round of ["this", "next"] as const) {
              const one = threats(state, s.hex as [number, number], { defender: "blue", round });
              if (!one.ok) throw new Error(one.problem.message);
              expect(round === "this" ? s.thisRound : s.nextRound).toEqual(one.threats.byPlayer.map((p) => ({ player: p.player, ships: p.ships })));
            }
          }
        }),
        fuzzParams(60, 5151),
      );
    },
    fuzzTimeout(20000),
  );
});

