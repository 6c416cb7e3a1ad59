/**
 * The search queue hands out states safest first: fewer rift rolls, then fewer
 * systems entered, then the one found first; whatever order they come in,
 * including states safer than one already handed out.
 */
import fc from "fast-check";
import { SafestFirst } from "../../src/core/movement/priority-queue";
import { fuzzParams } from "../support/fuzz";

test("states come out fewest rolls, then fewest systems entered, then first found, however they were added", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 6 }), fc.boolean()), { maxLength: 40 }),
      (states) => {
        const rolls: number[] = [];
        const entered: number[] = [];
        const queue = new SafestFirst(rolls, entered);
        const waiting: number[] = [];
        const out: number[] = [];
        const expected: number[] = [];
        const safest = (): number => {
          let best = waiting[0]!;
          for (const s of waiting) {
            if (rolls[s]! < rolls[best]! || (rolls[s] === rolls[best] && (entered[s]! < entered[best]! || (entered[s] === entered[best] && s < best)))) best = s;
          }
          return best;
        };
        states.forEach(([r, e, takeOne], index) => {
          rolls.push(r);
          entered.push(e);
          queue.push(index);
          waiting.push(index);
          if (takeOne) {
            const best = safest();
            waiting.splice(waiting.indexOf(best), 1);
            expected.push(best);
            out.push(queue.pop());
          }
        });
        while (waiting.length > 0) {
          const best = safest();
          waiting.splice(waiting.indexOf(best), 1);
          expected.push(best);
          out.push(queue.pop());
        }
        expect(queue.pop()).toBe(-1);
        expect(out).toEqual(expected);
      },
    ),
    fuzzParams(200, 11),
  );
});
