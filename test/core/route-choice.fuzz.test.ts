/**
 * The transport's route choice against trying every choice: random ships with
 * walks over random cargo systems. The choice must be the one full enumeration
 * keeps (the safest walks when they are as good as any, else the first best
 * choice in order), scored independently here by matching cargo unit by unit.
 */
import fc from "fast-check";
import { chooseRoutes, safestRoutes } from "../../src/core/all";
import type { CargoSupply, ShipOptions } from "../../src/core/all";
import { fuzzParams } from "../support/fuzz";
import { largestMatching } from "../support/unit-matching";


function scoreOf(ships: ShipOptions[], cargo: CargoSupply[], choice: number[]): [number, number, number] {
  const seats: number[][] = [];
  const passed = new Set<number>();
  let rolls = 0;
  let entered = 0;
  ships.forEach((s, i) => {
    const o = s.options[choice[i]!]!;
    for (let c = 0; c < s.capacity; c++) seats.push([...o.pickups]);
    o.pickups.forEach((j) => passed.add(j));
    rolls += o.rolls;
    entered += o.entered;
  });
  const units: number[] = [];
  cargo.forEach((c, j) => {
    for (let k = 0; k < c.supply; k++) units.push(j);
  });
  let free = 0;
  passed.forEach((j) => (free += cargo[j]!.free));
  return [largestMatching(seats.length, units.length, (seat, u) => (seats[seat] as number[]).indexOf(units[u] as number) >= 0) + free, rolls, entered];
}

const better = (a: number[], b: number[]) => a[0]! > b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)));

/** Every choice, identical ships on non-decreasing walks, keeping the first strictly better from the safest. */
function enumerate(ships: ShipOptions[], cargo: CargoSupply[]): number[] {
  let best = safestRoutes(ships);
  let bestScore = scoreOf(ships, cargo, best);
  const choice: number[] = [];
  const walk = (i: number): void => {
    if (i === ships.length) {
      const s = scoreOf(ships, cargo, choice);
      if (better(s, bestScore)) [best, bestScore] = [[...choice], s];
      return;
    }
    const from = i > 0 && ships[i - 1]!.shipClass === ships[i]!.shipClass ? choice[i - 1]! : 0;
    for (let k = from; k < ships[i]!.options.length; k++) {
      choice[i] = k;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
}

const problem = fc
  .record({
    cargo: fc.array(fc.record({ supply: fc.integer({ min: 0, max: 3 }), free: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 4 }),
    classes: fc.array(
      fc.record({
        count: fc.integer({ min: 1, max: 3 }),
        capacity: fc.integer({ min: 0, max: 3 }),
        options: fc.array(fc.record({ pickups: fc.uniqueArray(fc.nat(3), { maxLength: 3 }), rolls: fc.nat(1), entered: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ cargo, classes }) => {
    const ships: ShipOptions[] = [];
    classes.forEach((c, shipClass) => {
      const options = c.options.map((o) => ({ ...o, pickups: o.pickups.filter((j) => j < cargo.length) }));
      for (let n = 0; n < c.count; n++) ships.push({ shipClass, capacity: c.capacity, options });
    });
    return { ships, cargo };
  });

describe("route choice for the transport", () => {
  test("picks exactly what trying every choice of walks picks", () => {
    fc.assert(
      fc.property(problem, ({ ships, cargo }) => {
        expect(chooseRoutes(ships, cargo)).toEqual(enumerate(ships, cargo));
      }),
      fuzzParams(400, 11),
    );
  });

  test("picks the same when told what the safest walks bring", () => {
    fc.assert(
      fc.property(problem, ({ ships, cargo }) => {
        const safestArrives = scoreOf(ships, cargo, safestRoutes(ships))[0];
        expect(chooseRoutes(ships, cargo, safestArrives)).toEqual(enumerate(ships, cargo));
      }),
      fuzzParams(400, 12),
    );
  });
});
