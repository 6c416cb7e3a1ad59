/** An activation announced twice (the token dropped, the mod's own event) counts once on both tables. */
import { ActivationRepeats, SAME_ACTIVATION_SECONDS, hex } from "../../src/core/all";

describe("the same activation announced twice", () => {
  test("the same player on the same system within the window is a repeat; another system, another player, or later is new", () => {
    const repeats = new ActivationRepeats();
    expect(repeats.repeats("red", hex(0, -1), 100)).toBe(false);
    expect(repeats.repeats("red", hex(0, -1), 100.4)).toBe(true);
    expect(repeats.repeats("red", hex(1, -1), 100.5)).toBe(false);
    expect(repeats.repeats("blue", hex(1, -1), 100.6)).toBe(false);
    expect(repeats.repeats("blue", hex(1, -1), 100.6 + SAME_ACTIVATION_SECONDS)).toBe(false);
  });

  test("after the activation is undone (its token picked back up) the same system is activated anew", () => {
    const repeats = new ActivationRepeats();
    expect(repeats.repeats("red", hex(0, -1), 5)).toBe(false);
    repeats.forget();
    expect(repeats.repeats("red", hex(0, -1), 5.1)).toBe(false);
  });
});
