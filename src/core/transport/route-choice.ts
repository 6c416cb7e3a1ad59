/**
 * Which walk every carrying ship follows [95]: the choice that brings the most
 * cargo, then costs the fewest rift rolls, then the fewest systems entered.
 * Exact: a branch and bound whose bound is one maximum flow over route
 * classes (identical ships with the same pickups merged into one node; a ship
 * not yet decided may take from every system any of its walks passes), so a
 * branch is dropped only when no completion of it could do better.
 * Among equally good choices the result is the one a full enumeration would
 * keep: the safest walks if they are as good as any, else the first best
 * choice in order (ships in turn, identical ships on non-decreasing walks).
 * The search is exponential in the worst case: past SEARCH_LIMIT bounds it
 * starts again, after the most that can arrive first, and past the limit once
 * more it stops with the best choice found (`exact: false`), so that no table
 * waits on it.
 */
import { maxBipartiteFlow } from "./max-flow";

export interface RouteOption {
  /** Cargo systems (indices into the supply list) the walk passes. */
  readonly pickups: readonly number[];
  readonly rolls: number;
  readonly entered: number;
  /** What the ship can carry on this walk when less than its capacity (Enigma: 1 less for each unit it carries). */
  readonly capacity?: number;
}

export interface ShipOptions {
  /** Ships with the same class and options are identical (one group of the reach). */
  readonly shipClass: number;
  readonly capacity: number;
  readonly options: readonly RouteOption[];
}

export interface CargoSupply {
  /** Capacity needed to carry what uses capacity here. */
  readonly supply: number;
  /** Units using no capacity (Aerie Sentinel, structures with Miniaturization): they come with any ship passing. */
  readonly free: number;
}

/** [arriving, rolls, entered]. */
type Score = [number, number, number];

function better(a: Score, b: Score): boolean {
  return a[0] > b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
}

function same(a: Score, b: Score): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}

/** Could a choice scoring at most `bound` (arrivals at most, rolls and entered at least) be as good as `target`? */
function canReach(bound: Score, target: Score): boolean {
  return !better(target, bound);
}

/** Each ship's safest walk: the fewest rolls, then the fewest systems entered, the first such. */
export function safestRoutes(ships: readonly ShipOptions[]): number[] {
  return ships.map((s) => {
    let best = 0;
    s.options.forEach((r, k) => {
      const b = s.options[best] as RouteOption;
      if (r.rolls < b.rolls || (r.rolls === b.rolls && r.entered < b.entered)) best = k;
    });
    return best;
  });
}

/**
 * Bounds (maximum flows) one choice may work out: more than three times what any test or bench table takes
 * (under 300), and about a fifth of a second in native Lua when a table does reach it.
 */
export const SEARCH_LIMIT = 1000;

interface Problem {
  /** Bounds still allowed (see SEARCH_LIMIT). */
  left: number;
  readonly ships: readonly ShipOptions[];
  readonly cargo: readonly CargoSupply[];
  /** Every cargo system any walk of the ship passes. */
  readonly union: readonly (readonly number[])[];
  /** Least rolls and least entered still to come from ships i and after. */
  readonly restRolls: readonly number[];
  readonly restEntered: readonly number[];
}

function prepare(ships: readonly ShipOptions[], cargo: readonly CargoSupply[]): Problem {
  const union: number[][] = [];
  for (const s of ships) {
    const seen: boolean[] = [];
    const list: number[] = [];
    for (const o of s.options) {
      for (const j of o.pickups) {
        if (seen[j] === true) continue;
        seen[j] = true;
        list.push(j);
      }
    }
    union.push(list);
  }
  const restRolls: number[] = [];
  const restEntered: number[] = [];
  restRolls[ships.length] = 0;
  restEntered[ships.length] = 0;
  for (let i = ships.length - 1; i >= 0; i--) {
    let rolls = -1;
    let entered = -1;
    for (const o of (ships[i] as ShipOptions).options) {
      if (rolls < 0 || o.rolls < rolls) rolls = o.rolls;
      if (entered < 0 || o.entered < entered) entered = o.entered;
    }
    restRolls[i] = (restRolls[i + 1] as number) + (rolls < 0 ? 0 : rolls);
    restEntered[i] = (restEntered[i + 1] as number) + (entered < 0 ? 0 : entered);
  }
  return { left: SEARCH_LIMIT, ships, cargo, union, restRolls, restEntered };
}

/**
 * The score of ships 0..depth-1 on their chosen walks with the others free to
 * take from all their systems: exact when depth is the number of ships, an
 * upper bound on any completion otherwise.
 */
function bound(p: Problem, choice: readonly number[], depth: number): Score {
  p.left--;
  // Route classes: one flow node per (ship class, walk) decided, and per ship class undecided.
  const nodeOf: number[][] = [];
  const capacity: number[] = [];
  const reach: (readonly number[])[] = [];
  const passed: boolean[] = [];
  let rolls = p.restRolls[depth] as number;
  let entered = p.restEntered[depth] as number;
  for (let i = 0; i < p.ships.length; i++) {
    const ship = p.ships[i] as ShipOptions;
    const decided = i < depth;
    const option = decided ? (ship.options[choice[i] as number] as RouteOption) : undefined;
    const pickups = option !== undefined ? option.pickups : (p.union[i] as readonly number[]);
    if (option !== undefined) {
      rolls += option.rolls;
      entered += option.entered;
    }
    for (const j of pickups) passed[j] = true;
    // An undecided ship may take up to its capacity, the most any of its walks allows.
    const shipCapacity = option !== undefined ? capacityOn(ship, option) : ship.capacity;
    if (shipCapacity <= 0 || pickups.length === 0) continue;
    const classNodes = nodeOf[ship.shipClass] === undefined ? [] : (nodeOf[ship.shipClass] as number[]);
    nodeOf[ship.shipClass] = classNodes;
    const slot = option !== undefined ? (choice[i] as number) + 1 : 0;
    const node = classNodes[slot];
    if (node === undefined) {
      classNodes[slot] = capacity.length;
      capacity.push(shipCapacity);
      reach.push(pickups);
    } else {
      capacity[node] = (capacity[node] as number) + shipCapacity;
    }
  }
  const supply = p.cargo.map((c) => c.supply);
  return [maxBipartiteFlow(capacity, supply, reach).total + freeRidersPassed(p.cargo, passed), rolls, entered];
}

/** What a ship can carry on one of its walks. */
export function capacityOn(ship: ShipOptions, option: RouteOption): number {
  return option.capacity !== undefined ? option.capacity : ship.capacity;
}

/** The free riders (units that use no capacity) of the cargo systems passed: they come along with any ship. */
export function freeRidersPassed(cargo: readonly CargoSupply[], passed: readonly boolean[]): number {
  let free = 0;
  cargo.forEach((c, j) => {
    if (passed[j] === true) free += c.free;
  });
  return free;
}

/** The score of a whole choice that brings `arrives`. */
function scoreOf(p: Problem, choice: readonly number[], arrives: number): Score {
  let rolls = 0;
  let entered = 0;
  p.ships.forEach((ship, i) => {
    const option = ship.options[choice[i] as number] as RouteOption;
    rolls += option.rolls;
    entered += option.entered;
  });
  return [arrives, rolls, entered];
}

/** The first walk index ship i may take: identical ships take walks in non-decreasing order. */
function firstOption(p: Problem, choice: readonly number[], i: number): number {
  const previous = i > 0 ? p.ships[i - 1] : undefined;
  return previous !== undefined && previous.shipClass === (p.ships[i] as ShipOptions).shipClass ? (choice[i - 1] as number) : 0;
}

/** Ship `depth`'s walks that may follow the choice so far, each with the bound of taking it, best bound first. */
function branchesAt(p: Problem, choice: number[], depth: number): { k: number; score: Score }[] {
  const ship = p.ships[depth] as ShipOptions;
  const branches: { k: number; score: Score }[] = [];
  for (let k = firstOption(p, choice, depth); k < ship.options.length; k++) {
    choice[depth] = k;
    branches.push({ k, score: bound(p, choice, depth + 1) });
  }
  branches.sort((a, b) => (better(a.score, b.score) ? -1 : better(b.score, a.score) ? 1 : a.k - b.k));
  return branches;
}

interface Found {
  readonly score: Score;
  /** The choice scoring it (undefined: the start's). */
  readonly choice: number[] | undefined;
  /** Whether the search ran to its end (else it stopped at SEARCH_LIMIT). */
  readonly complete: boolean;
}

/**
 * The best score any choice reaches: branches tried best bound first, dropped
 * when they cannot beat the best found (depth-first on an explicit stack).
 * `arrivalsOnly`: only more arrivals count as better, and the search ends once
 * they reach `ceiling` (the root's bound), so that the most that can arrive is
 * known early; the rolls and systems entered are then searched from there.
 */
function bestScore(p: Problem, start: Score, startChoice: number[] | undefined, arrivalsOnly: boolean, ceiling: number): Found {
  let best = start;
  let bestChoice = startChoice;
  if (arrivalsOnly && best[0] >= ceiling) return { score: best, choice: bestChoice, complete: true };
  const choice: number[] = [];
  const frames: { depth: number; branches: { k: number; score: Score }[]; next: number }[] = [{ depth: 0, branches: branchesAt(p, choice, 0), next: 0 }];
  while (frames.length > 0) {
    if (p.left <= 0) return { score: best, choice: bestChoice, complete: false };
    const frame = frames[frames.length - 1] as { depth: number; branches: { k: number; score: Score }[]; next: number };
    if (frame.next >= frame.branches.length) {
      frames.pop();
      continue;
    }
    const branch = frame.branches[frame.next] as { k: number; score: Score };
    frame.next++;
    if (arrivalsOnly ? branch.score[0] <= best[0] : !better(branch.score, best)) continue;
    choice[frame.depth] = branch.k;
    if (frame.depth + 1 === p.ships.length) {
      best = branch.score;
      bestChoice = choice.slice();
      if (arrivalsOnly && best[0] >= ceiling) return { score: best, choice: bestChoice, complete: true };
    } else frames.push({ depth: frame.depth + 1, branches: branchesAt(p, choice, frame.depth + 1), next: 0 });
  }
  return { score: best, choice: bestChoice, complete: true };
}

/** The first choice in order scoring `target`, branches dropped when their bound falls short of it (explicit stack). */
function firstReaching(p: Problem, target: Score): number[] | undefined {
  const choice: number[] = [];
  const frames: { depth: number; next: number }[] = [{ depth: 0, next: firstOption(p, choice, 0) }];
  while (frames.length > 0) {
    if (p.left <= 0) return undefined;
    const frame = frames[frames.length - 1] as { depth: number; next: number };
    if (frame.next >= (p.ships[frame.depth] as ShipOptions).options.length) {
      frames.pop();
      continue;
    }
    choice[frame.depth] = frame.next;
    frame.next++;
    if (!canReach(bound(p, choice, frame.depth + 1), target)) continue;
    if (frame.depth + 1 === p.ships.length) return choice;
    frames.push({ depth: frame.depth + 1, next: firstOption(p, choice, frame.depth + 1) });
  }
  return undefined;
}

/** Every unit waiting: what arrives when all of it is carried. */
function everything(cargo: readonly CargoSupply[]): number {
  let all = 0;
  for (const c of cargo) all += c.supply + c.free;
  return all;
}

/**
 * The walks chosen, whether they are surely the best, and whether they surely bring the most
 * (false: the search stopped at SEARCH_LIMIT before it knew).
 */
export interface RouteChoice {
  readonly choice: number[];
  readonly exact: boolean;
  readonly mostArrive: boolean;
}

/**
 * One walk index per ship (see the file comment). Identical ships must be listed next to each other.
 * `safestArrives`: what the safest walks bring (their maximum flow and the free riders they pass), and
 * `safest` those walks, when the caller has worked them out already.
 */
export function chooseRoutes(
  ships: readonly ShipOptions[],
  cargo: readonly CargoSupply[],
  safestArrives?: number,
  safest: number[] = safestRoutes(ships),
): number[] {
  return chooseRoutesWithin(ships, cargo, safestArrives, safest).choice;
}

/** chooseRoutes, saying whether the search ran to its end. */
export function chooseRoutesWithin(
  ships: readonly ShipOptions[],
  cargo: readonly CargoSupply[],
  safestArrives?: number,
  safest: number[] = safestRoutes(ships),
): RouteChoice {
  if (ships.length === 0 || cargo.length === 0) return { choice: safest, exact: true, mostArrive: true };
  const p = prepare(ships, cargo);
  const safestScore = safestArrives === undefined ? bound(p, safest, ships.length) : scoreOf(p, safest, safestArrives);
  // Nothing beats the safest walks when they bring every unit, with the fewest rolls and systems entered each ship can have.
  if (safestScore[1] === p.restRolls[0] && safestScore[2] === p.restEntered[0] && safestScore[0] === everything(cargo)) return { choice: safest, exact: true, mostArrive: true };
  const target = bestScore(p, safestScore, undefined, false, 0);
  if (!target.complete) return arrivalsFirst(p, target, safest);
  if (same(target.score, safestScore)) return { choice: safest, exact: true, mostArrive: true };
  const first = firstReaching(p, target.score);
  // Out of bounds while looking for the first such choice in order: the one found scores as well.
  return { choice: first ?? (target.choice as number[]), exact: true, mostArrive: true };
}

/**
 * The search stopped at its limit: with a new allowance, the most that can arrive first (only more
 * arrivals count, done once they reach the root's bound), then the fewest rolls for it with what is left.
 */
function arrivalsFirst(p: Problem, stopped: Found, safest: number[]): RouteChoice {
  p.left = SEARCH_LIMIT;
  const most = bestScore(p, stopped.score, stopped.choice, true, bound(p, [], 0)[0]);
  if (!most.complete) return { choice: most.choice ?? safest, exact: false, mostArrive: false };
  const cheapest = bestScore(p, most.score, most.choice, false, 0);
  return { choice: cheapest.choice ?? safest, exact: cheapest.complete, mostArrive: true };
}
