/**
 * Rift odds [41]: a ship moving out of a gravity rift rolls a die and is
 * removed, with what it transports, on a 1-3. The report gives each ship group
 * and each transport plan entry the chance to come through.
 */
import fc from "fast-check";
import { percentText, reportActivation, rollsAfterPickup, survivalOf } from "../../src/core/all";
import type { ActivationReport, TableState } from "../../src/core/all";
import { northLine } from "../support/galaxy";
import { fuzzParams } from "../support/fuzz";

function report(state: TableState): ActivationReport {
  const result = reportActivation(state);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report;
}

/** 41 (a gravity rift) at the centre, 20 (Vefut II) north of it, 21 (Thibah) north of that: active. */
function riftLine(extra: Partial<TableState> = {}): TableState {
  return {
    systems: northLine(41, 20, 21),
    players: { red: { faction: "hacan" } },
    units: [
      { player: "red", unit: "carrier", system: 41 },
      { player: "red", unit: "fighter", system: 41, count: 2 },
      { player: "red", unit: "infantry", system: 20, planet: "vefut-ii", count: 2 },
    ],
    active: { player: "red", system: 21 },
    ...extra,
  };
}

describe("rift odds", () => {
  test("a carrier moving out of a gravity rift makes one roll and comes through 70% of the time", () => {
    const carrier = report(riftLine()).ships.find((s) => s.unit === "carrier")!;
    expect(carrier).toMatchObject({ reachable: true, path: [41, 20, 21], rolls: 1, survival: 0.7 });
  });

  test("a ship whose path meets no gravity rift survives for sure", () => {
    const state = riftLine({ units: [{ player: "red", unit: "cruiser", system: 20 }] });
    expect(report(state).ships[0]).toMatchObject({ reachable: true, rolls: 0, survival: 1 });
  });

  test("fighters aboard before the roll share the carrier's 70%; infantry picked up after it arrive for sure", () => {
    const plan = report(riftLine()).transport.plan;
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ unit: "carrier", rolls: 1, survival: 0.7 });
    const fighters = plan[0]!.carries.find((c) => c.unit === "fighter")!;
    const infantry = plan[0]!.carries.find((c) => c.unit === "infantry")!;
    expect(fighters).toMatchObject({ from: 41, survival: 0.7 });
    expect(infantry).toMatchObject({ from: 20, survival: 1 });
  });

  test("Nav Suite takes the roll away: a cruiser out of the rift survives for sure with it, 70% without", () => {
    const units = [{ player: "red", unit: "cruiser", system: 41 }];
    const without = report(riftLine({ units })).ships[0]!;
    const withSuite = report(riftLine({ units, active: { player: "red", system: 21, effects: ["nav-suite"] } })).ships[0]!;
    expect(without).toMatchObject({ reachable: true, rolls: 1, survival: 0.7 });
    expect(withSuite).toMatchObject({ reachable: true, rolls: 0, survival: 1 });
  });

  test("the text says it as players do: '70% each'", () => {
    expect(percentText(survivalOf(1))).toBe("70%");
    expect(percentText(survivalOf(2))).toBe("49%");
    expect(percentText(survivalOf(3))).toBe("34%");
    expect(percentText(0.999)).toBe("99%");
  });

  test("(7/10)^rolls exactly, and a seeded simulation of d10 rolls agrees within 3.5 points", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer(), (rolls, seed) => {
        expect(survivalOf(rolls)).toBeCloseTo(Math.pow(0.7, rolls), 12);
        let state = seed >>> 0 || 1;
        const d10 = (): number => {
          // xorshift32: a fixed, seeded stream of die rolls
          state ^= state << 13;
          state >>>= 0;
          state ^= state >>> 17;
          state ^= state << 5;
          state >>>= 0;
          return (state % 10) + 1;
        };
        const trials = 4000;
        let survived = 0;
        for (let t = 0; t < trials; t++) {
          let alive = true;
          for (let r = 0; r < rolls && alive; r++) if (d10() <= 3) alive = false;
          if (alive) survived++;
        }
        expect(Math.abs(survived / trials - survivalOf(rolls))).toBeLessThan(0.035);
      }),
      fuzzParams(20, 4141),
    );
  });

  test("cargo picked up where the walk passes twice counts the rolls from its first pass", () => {
    const rollsOut = (k: string) => k === "r";
    expect(rollsAfterPickup(["a", "r", "b", "r", "t"] as never, "b" as never, 2, rollsOut as never)).toBe(1);
    expect(rollsAfterPickup(["a", "r", "b", "t"] as never, "a" as never, 1, rollsOut as never)).toBe(1);
    // A walk whose own count differs (an ability spared a roll): every unit aboard is counted with all of them.
    expect(rollsAfterPickup(["a", "r", "b", "t"] as never, "b" as never, 2, rollsOut as never)).toBe(2);
  });
});
