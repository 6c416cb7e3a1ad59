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

interface Bucket {
  readonly code: number;
  readonly states: number[];
  head: number;
}

/** Entered counts stay far below this (a search settles each system with a few costs at most). */
const ENTERED_LIMIT = 1000000;

export class SafestFirst {
  /** The buckets by rolls, then by systems entered. */
  private readonly byRolls: Bucket[][] = [];
  /** The buckets in use, safest first; those before `at` are empty. */
  private readonly order: Bucket[] = [];
  private at = 0;
  constructor(
    private readonly rolls: readonly number[],
    private readonly entered: readonly number[],
  ) {}

  push(state: number): void {
    this.pushWith(state, this.rolls[state] as number, this.entered[state] as number);
  }

  /** The same, given the state's rolls and systems entered (as the caller just stored them). */
  pushWith(state: number, rolls: number, entered: number): void {
    let byEntered = this.byRolls[rolls];
    if (byEntered === undefined) {
      byEntered = [];
      this.byRolls[rolls] = byEntered;
    }
    const code = rolls * ENTERED_LIMIT + entered;
    const bucket = byEntered[entered];
    if (bucket !== undefined) {
      bucket.states.push(state);
      if (this.at >= this.order.length || code < (this.order[this.at] as Bucket).code) this.rewind(code);
      return;
    }
    const added: Bucket = { code, states: [state], head: 0 };
    byEntered[entered] = added;
    const order = this.order;
    let i = order.length;
    order.push(added);
    while (i > 0 && (order[i - 1] as Bucket).code > code) {
      order[i] = order[i - 1] as Bucket;
      i--;
    }
    order[i] = added;
    if (i < this.at) this.at = i;
  }

  /** The safest state, taken off the queue; -1 when the queue is empty. */
  pop(): number {
    const order = this.order;
    while (this.at < order.length) {
      const bucket = order[this.at] as Bucket;
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
    while (i > 0 && (this.order[i - 1] as Bucket).code >= code) i--;
    this.at = i;
  }
}
