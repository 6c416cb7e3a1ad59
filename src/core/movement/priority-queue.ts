/**
 * The queue of a search's states, given as indices into the search's own
 * arrays, safest first: fewer rift rolls, then fewer systems entered, then the
 * lower index (the state found first).
 *
 * Rolls and systems entered are small whole numbers, so states wait in one
 * first-in-first-out bucket per (rolls, entered) pair, and the few pairs in
 * use are kept in order. A state's index grows with the order states are
 * added, so first in is lowest index: the order is exactly the one above,
 * with no comparisons per state.
 */

/** Entered counts stay far below this (a search settles each system with a few costs at most). */
const ENTERED_LIMIT = 1000000;

export class SafestFirst {
  /** Per (rolls, entered) code: the states waiting, and the next one to take. */
  private readonly buckets = new Map<number, { readonly states: number[]; head: number }>();
  /** The (rolls, entered) codes in use, in order; those before `at` are empty. */
  private readonly codes: number[] = [];
  private at = 0;
  constructor(
    private readonly rolls: readonly number[],
    private readonly entered: readonly number[],
  ) {}

  push(state: number): void {
    const code = (this.rolls[state] as number) * ENTERED_LIMIT + (this.entered[state] as number);
    const bucket = this.buckets.get(code);
    if (bucket !== undefined) {
      bucket.states.push(state);
      if (this.at >= this.codes.length || code < (this.codes[this.at] as number)) this.rewind(code);
      return;
    }
    this.buckets.set(code, { states: [state], head: 0 });
    const codes = this.codes;
    let i = codes.length;
    codes.push(code);
    while (i > 0 && (codes[i - 1] as number) > code) {
      codes[i] = codes[i - 1] as number;
      i--;
    }
    codes[i] = code;
    if (i < this.at) this.at = i;
  }

  /** The safest state, taken off the queue; -1 when the queue is empty. */
  pop(): number {
    const codes = this.codes;
    while (this.at < codes.length) {
      const bucket = this.buckets.get(codes[this.at] as number) as { states: number[]; head: number };
      const head = bucket.head;
      if (head < bucket.states.length) {
        bucket.head = head + 1;
        return bucket.states[head] as number;
      }
      this.at++;
    }
    return -1;
  }

  /** A state added to a bucket already passed: go back to it. */
  private rewind(code: number): void {
    let i = this.at;
    while (i > 0 && (this.codes[i - 1] as number) >= code) i--;
    this.at = i;
  }
}
