/**
 * The path states a search has already settled: a system number, the move
 * spent, and whether the path has left a gravity rift. Kept per system as a
 * short list of small numbers (a system is settled with a few costs at most).
 */
export class SettledStates {
  private readonly codes: Record<number, number[]> = {};

  has(node: number, cost: number, rift: boolean): boolean {
    const list = this.codes[node];
    return list !== undefined && list.indexOf(stateCode(cost, rift)) >= 0;
  }

  /** Settles the state; false when it was settled already. */
  add(node: number, cost: number, rift: boolean): boolean {
    const code = stateCode(cost, rift);
    const list = this.codes[node];
    if (list === undefined) {
      this.codes[node] = [code];
      return true;
    }
    if (list.indexOf(code) >= 0) return false;
    list.push(code);
    return true;
  }
}

/** One number per (cost, rift): move costs are whole numbers, so 2 * cost + rift never collides. */
function stateCode(cost: number, rift: boolean): number {
  return cost * 2 + (rift ? 1 : 0);
}
