/**
 * The path states a search has already settled: a system number, the move
 * spent, and whether the path has left a gravity rift. Kept per system as a
 * small table of state codes.
 */
export class SettledStates {
  private readonly codes: Record<number, Record<number, boolean>> = {};

  has(node: number, cost: number, rift: boolean): boolean {
    const seen = this.codes[node];
    return seen !== undefined && seen[stateCode(cost, rift)] === true;
  }

  /** Settles the state; false when it was settled already. */
  add(node: number, cost: number, rift: boolean): boolean {
    const code = stateCode(cost, rift);
    let seen = this.codes[node];
    if (seen === undefined) {
      seen = {};
      this.codes[node] = seen;
    } else if (seen[code] === true) {
      return false;
    }
    seen[code] = true;
    return true;
  }
}

/** One number per (cost, rift): move costs are whole numbers, so 2 * cost + rift never collides. */
function stateCode(cost: number, rift: boolean): number {
  return cost * 2 + (rift ? 1 : 0);
}
