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
  // The ships whose routes pass each system, in ship order.
  const carriersOf: number[][] = [];
  for (let j = 0; j < systemCount; j++) carriersOf.push([]);
  for (let i = 0; i < shipCount; i++) for (const j of reach[i] as number[]) (carriersOf[j] as number[]).push(i);
  let total = 0;
  for (;;) {
    const path = augmentingPath(shipLeft, systemLeft, reach, carriersOf, carried);
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

/** One ship on the search stack: which of its systems comes next, and the system whose carriers are being tried. */
interface Frame {
  readonly ship: number;
  nextSystem: number;
  system: number;
  nextOther: number;
}

/**
 * A path ship, system, ship, system, ... from a ship with spare capacity to a
 * system with supply left: a depth-first search on an explicit stack (no
 * recursion, however many ships), in the same order as the recursive form.
 */
function augmentingPath(
  shipLeft: readonly number[],
  systemLeft: readonly number[],
  reach: readonly (readonly number[])[],
  carriersOf: readonly (readonly number[])[],
  carried: readonly (readonly number[])[],
): number[] | undefined {
  const shipSeen: boolean[] = [];
  const systemSeen: boolean[] = [];
  for (let i = 0; i < shipLeft.length; i++) shipSeen.push(false);
  for (let j = 0; j < systemLeft.length; j++) systemSeen.push(false);
  for (let ship = 0; ship < shipLeft.length; ship++) {
    if ((shipLeft[ship] as number) <= 0 || shipSeen[ship] === true) continue;
    const path = searchFrom(ship, shipSeen, systemSeen, systemLeft, reach, carriersOf, carried);
    if (path !== undefined) return path;
  }
  return undefined;
}

function searchFrom(
  root: number,
  shipSeen: boolean[],
  systemSeen: boolean[],
  systemLeft: readonly number[],
  reach: readonly (readonly number[])[],
  carriersOf: readonly (readonly number[])[],
  carried: readonly (readonly number[])[],
): number[] | undefined {
  shipSeen[root] = true;
  const frames: Frame[] = [{ ship: root, nextSystem: 0, system: -1, nextOther: 0 }];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as Frame;
    if (frame.system >= 0) {
      // Another ship carrying from this system may give its load up and take from elsewhere.
      const child = nextCarrier(frame, shipSeen, carriersOf, carried);
      if (child !== undefined) {
        shipSeen[child] = true;
        frames.push({ ship: child, nextSystem: 0, system: -1, nextOther: 0 });
        continue;
      }
      frame.system = -1;
    }
    const systems = reach[frame.ship] as readonly number[];
    let opened = false;
    while (frame.nextSystem < systems.length && !opened) {
      const system = systems[frame.nextSystem] as number;
      frame.nextSystem++;
      if (systemSeen[system] === true) continue;
      systemSeen[system] = true;
      if ((systemLeft[system] as number) > 0) {
        const path: number[] = [];
        for (let i = 0; i + 1 < frames.length; i++) path.push((frames[i] as Frame).ship, (frames[i] as Frame).system);
        path.push(frame.ship, system);
        return path;
      }
      frame.system = system;
      frame.nextOther = 0;
      opened = true;
    }
    if (!opened) frames.pop();
  }
  return undefined;
}

function nextCarrier(
  frame: Frame,
  shipSeen: readonly boolean[],
  carriersOf: readonly (readonly number[])[],
  carried: readonly (readonly number[])[],
): number | undefined {
  const ships = carriersOf[frame.system] as readonly number[];
  while (frame.nextOther < ships.length) {
    const other = ships[frame.nextOther] as number;
    frame.nextOther++;
    if (shipSeen[other] !== true && ((carried[other] as number[])[frame.system] as number) > 0) return other;
  }
  return undefined;
}
