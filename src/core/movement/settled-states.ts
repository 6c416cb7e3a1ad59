/**
 * The path states a search has already settled: a system number, the move
 * spent, and whether the path has left a gravity rift. Kept per system as a
 * small dense list of flags, one per (cost, rift) code.
 */
export class SettledStates {
  private readonly codes: boolean[][] = [];

  has(node: number, cost: number, rift: boolean): boolean {
    const seen = this.codes[node];
    return seen !== undefined && seen[stateCode(cost, rift)] === true;
  }

  /** Settles the state; false when it was settled already. */
  add(node: number, cost: number, rift: boolean): boolean {
    const code = stateCode(cost, rift);
    let seen = this.codes[node];
    if (seen === undefined) {
      seen = [];
      this.codes[node] = seen;
    } else if (seen[code] === true) {
      return false;
    }
    seen[code] = true;
    return true;
  }
}

/**
 * One small whole number per (cost, rift), never negative (move given back can
 * make a cost negative): costs 0, -1, 1, -2, ... take 0, 1, 2, 3, ..., then
 * twice that plus the rift flag.
 */
export function stateCode(cost: number, rift: boolean): number {
  const folded = cost >= 0 ? cost * 2 : -cost * 2 - 1;
  return folded * 2 + (rift ? 1 : 0);
}
