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
  const search = new PathSearch({ shipLeft, systemLeft, reach, carriersOf, carried });
  let total = 0;
  for (;;) {
    const path = search.augmentingPath();
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

interface FlowState {
  readonly shipLeft: readonly number[];
  readonly systemLeft: readonly number[];
  readonly reach: readonly (readonly number[])[];
  readonly carriersOf: readonly (readonly number[])[];
  readonly carried: readonly (readonly number[])[];
}

/**
 * Finds a path ship, system, ship, system, ... from a ship with spare capacity
 * to a system with supply left: depth first on an explicit stack (no
 * recursion, however many ships), in the same order as the recursive form.
 * The stack and the marks of what was seen are kept from one search to the
 * next (a mark is the number of the search that made it), so a flow makes no
 * garbage per path tried.
 */
class PathSearch {
  /** Per ship and per system: the search that last saw it. */
  private readonly shipSeen: number[] = [];
  private readonly systemSeen: number[] = [];
  private round = 0;
  // The stack, one entry per ship on it: the ship, which of its systems comes next, the system whose
  // carriers are being tried (-1 for none) and which of them comes next.
  private readonly ships: number[] = [];
  private readonly nextSystem: number[] = [];
  private readonly system: number[] = [];
  private readonly nextOther: number[] = [];

  constructor(private readonly flow: FlowState) {
    for (let i = 0; i < flow.shipLeft.length; i++) this.shipSeen.push(0);
    for (let j = 0; j < flow.systemLeft.length; j++) this.systemSeen.push(0);
  }

  augmentingPath(): number[] | undefined {
    this.round++;
    const shipLeft = this.flow.shipLeft;
    for (let ship = 0; ship < shipLeft.length; ship++) {
      if ((shipLeft[ship] as number) <= 0 || this.shipSeen[ship] === this.round) continue;
      const path = this.searchFrom(ship);
      if (path !== undefined) return path;
    }
    return undefined;
  }

  private searchFrom(root: number): number[] | undefined {
    const { systemLeft, reach } = this.flow;
    const round = this.round;
    this.shipSeen[root] = round;
    let depth = 0;
    this.open(depth, root);
    while (depth >= 0) {
      if ((this.system[depth] as number) >= 0) {
        // Another ship carrying from this system may give its load up and take from elsewhere.
        const child = this.nextCarrier(depth);
        if (child >= 0) {
          this.shipSeen[child] = round;
          depth++;
          this.open(depth, child);
          continue;
        }
        this.system[depth] = -1;
      }
      const ship = this.ships[depth] as number;
      const systems = reach[ship] as readonly number[];
      let opened = false;
      while ((this.nextSystem[depth] as number) < systems.length && !opened) {
        const system = systems[this.nextSystem[depth] as number] as number;
        this.nextSystem[depth] = (this.nextSystem[depth] as number) + 1;
        if (this.systemSeen[system] === round) continue;
        this.systemSeen[system] = round;
        if ((systemLeft[system] as number) > 0) {
          const path: number[] = [];
          for (let i = 0; i < depth; i++) path.push(this.ships[i] as number, this.system[i] as number);
          path.push(ship, system);
          return path;
        }
        this.system[depth] = system;
        this.nextOther[depth] = 0;
        opened = true;
      }
      if (!opened) depth--;
    }
    return undefined;
  }

  private open(depth: number, ship: number): void {
    this.ships[depth] = ship;
    this.nextSystem[depth] = 0;
    this.system[depth] = -1;
    this.nextOther[depth] = 0;
  }

  /** The next ship carrying from the entry's system that may give up its load; -1 when none is left. */
  private nextCarrier(depth: number): number {
    const system = this.system[depth] as number;
    const ships = this.flow.carriersOf[system] as readonly number[];
    const { carried } = this.flow;
    while ((this.nextOther[depth] as number) < ships.length) {
      const other = ships[this.nextOther[depth] as number] as number;
      this.nextOther[depth] = (this.nextOther[depth] as number) + 1;
      if (this.shipSeen[other] !== this.round && ((carried[other] as number[])[system] as number) > 0) return other;
    }
    return -1;
  }
}
