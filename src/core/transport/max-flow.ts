/**
 * Maximum flow on a small bipartite graph: ships (with capacity) on one side,
 * cargo systems (with supply) on the other, an edge where a ship's route
 * passes the system. Augmenting paths, integer amounts, deterministic order.
 */
export interface FlowResult {
  readonly total: number;
  /** carried[ship][system]: how many units ship i takes from system j. */
  readonly carried: number[][];
}

export function maxBipartiteFlow(capacity: readonly number[], supply: readonly number[], reach: readonly (readonly number[])[]): FlowResult {
  const shipCount = capacity.length;
  const systemCount = supply.length;
  const carried: number[][] = [];
  const shipLeft: number[] = [];
  for (let i = 0; i < shipCount; i++) {
    const row: number[] = [];
    for (let j = 0; j < systemCount; j++) row.push(0);
    carried.push(row);
    shipLeft.push(capacity[i] as number);
  }
  const systemLeft: number[] = [];
  for (let j = 0; j < systemCount; j++) systemLeft.push(supply[j] as number);
  let total = 0;
  for (;;) {
    const path = augmentingPath(shipLeft, systemLeft, reach, carried);
    if (path === undefined) break;
    // Bottleneck: the first ship's spare capacity, the last system's supply, and every reversed edge.
    let amount = Math.min(shipLeft[path[0] as number] as number, systemLeft[path[path.length - 1] as number] as number);
    for (let k = 1; k + 1 < path.length; k += 2) {
      amount = Math.min(amount, (carried[path[k + 1] as number] as number[])[path[k] as number] as number);
    }
    shipLeft[path[0] as number] = (shipLeft[path[0] as number] as number) - amount;
    systemLeft[path[path.length - 1] as number] = (systemLeft[path[path.length - 1] as number] as number) - amount;
    // path alternates ship, system, ship, system ...: forward edges add, backward edges take away.
    for (let k = 0; k + 1 < path.length; k++) {
      const ship = (k % 2 === 0 ? path[k] : path[k + 1]) as number;
      const system = (k % 2 === 0 ? path[k + 1] : path[k]) as number;
      const row = carried[ship] as number[];
      row[system] = (row[system] as number) + (k % 2 === 0 ? amount : -amount);
    }
    total += amount;
  }
  return { total, carried };
}

/** A path ship, system, ship, system, ... from a ship with spare capacity to a system with supply left. */
function augmentingPath(
  shipLeft: readonly number[],
  systemLeft: readonly number[],
  reach: readonly (readonly number[])[],
  carried: readonly (readonly number[])[],
): number[] | undefined {
  const shipSeen: boolean[] = [];
  const systemSeen: boolean[] = [];
  for (let i = 0; i < shipLeft.length; i++) shipSeen.push(false);
  for (let j = 0; j < systemLeft.length; j++) systemSeen.push(false);
  const fromShip = (ship: number): number[] | undefined => {
    shipSeen[ship] = true;
    for (const system of reach[ship] as number[]) {
      if (systemSeen[system] === true) continue;
      systemSeen[system] = true;
      if ((systemLeft[system] as number) > 0) return [ship, system];
      for (let other = 0; other < shipLeft.length; other++) {
        if (shipSeen[other] === true || ((carried[other] as number[])[system] as number) <= 0) continue;
        const rest = fromShip(other);
        if (rest !== undefined) return [ship, system, ...rest];
      }
    }
    return undefined;
  };
  for (let ship = 0; ship < shipLeft.length; ship++) {
    if ((shipLeft[ship] as number) <= 0 || shipSeen[ship] === true) continue;
    const path = fromShip(ship);
    if (path !== undefined) return path;
  }
  return undefined;
}
