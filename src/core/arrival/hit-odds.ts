/**
 * The odds of a roll of ten-sided dice [combat rolls, 19]: a die hits when it
 * shows its unit's value or more, so a die that hits on h does so in 11 - h
 * of its 10 faces (none above 10, all at 1 or less). The chances of 0, 1, 2,
 * ... hits are counted in whole numbers of outcomes (a product of binomials
 * when the dice differ) and divided once by 10^dice: exact for up to 15 dice,
 * and the same number on every runtime.
 */

/** The faces of ten on which a die that hits on `hitOn` hits. */
function hittingFaces(hitOn: number): number {
  if (hitOn > 10) return 0;
  if (hitOn <= 1) return 10;
  return 11 - hitOn;
}

/** The chance one die hits on `hitOn` or more. */
export function dieHits(hitOn: number): number {
  return hittingFaces(hitOn) / 10;
}

/** The chances of exactly 0, 1, 2, ... hits from dice that hit on these values, one entry per die. */
export function hitChances(hitOns: readonly number[]): number[] {
  let ways: number[] = [1];
  for (const hitOn of hitOns) {
    const hit = hittingFaces(hitOn);
    const next: number[] = [];
    for (let k = 0; k <= ways.length; k++) {
      const missed = k < ways.length ? (ways[k] as number) * (10 - hit) : 0;
      const scored = k > 0 ? (ways[k - 1] as number) * hit : 0;
      next.push(missed + scored);
    }
    ways = next;
  }
  const outcomes = Math.pow(10, hitOns.length);
  return ways.map((w) => w / outcomes);
}

/** The hits to expect from dice that hit on these values: the sum of their chances. */
export function expectedHits(hitOns: readonly number[]): number {
  let faces = 0;
  for (const hitOn of hitOns) faces += hittingFaces(hitOn);
  return faces / 10;
}
