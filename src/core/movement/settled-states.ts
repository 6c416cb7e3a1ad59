/**
 * The path states a search has already settled: a system, the move spent, and
 * whether the path has left a gravity rift. Kept per system as small integer
 * codes, so a search step builds no string key.
 */
import type { HexKey } from "../hex/hex";

export interface SettledStates {
  readonly has: (this: void, node: HexKey, cost: number, rift: boolean) => boolean;
  readonly add: (this: void, node: HexKey, cost: number, rift: boolean) => void;
}

/** One number per (cost, rift): move costs are whole numbers, so 2 * cost + rift never collides. */
function stateCode(cost: number, rift: boolean): number {
  return cost * 2 + (rift ? 1 : 0);
}

export function settledStates(): SettledStates {
  const byNode = new Map<HexKey, number[]>();
  return {
    has: (node, cost, rift) => {
      const codes = byNode.get(node);
      return codes !== undefined && codes.indexOf(stateCode(cost, rift)) >= 0;
    },
    add: (node, cost, rift) => {
      const codes = byNode.get(node);
      if (codes === undefined) byNode.set(node, [stateCode(cost, rift)]);
      else codes.push(stateCode(cost, rift));
    },
  };
}
