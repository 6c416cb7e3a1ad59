/**
 * The states of one search, in flat arrays indexed by the order they were
 * found (which is also their tie-break), waiting in a queue safest first.
 * The backward search links each state to the rest of its path, the forward
 * search to the walk before: either way `link` is -1 at the search's seed.
 */
import { SafestFirst } from "./priority-queue";

export class SearchStates {
  /** The system number of each state. */
  readonly node: number[] = [];
  /** Move spent, before once-per-move rift bonuses. */
  readonly cost: number[] = [];
  /** Whether the path has left a gravity rift. */
  readonly rift: boolean[] = [];
  readonly rolls: number[] = [];
  readonly entered: number[] = [];
  /** The state this one continues (-1 for the seed). */
  readonly link: number[] = [];
  private readonly queue = new SafestFirst(this.rolls, this.entered);
  private count = 0;

  /** Adds a state and queues it. */
  add(node: number, cost: number, rift: boolean, rolls: number, entered: number, link: number): void {
    const s = this.count;
    this.count = s + 1;
    this.node[s] = node; // appends: s is each array's length
    this.cost[s] = cost;
    this.rift[s] = rift;
    this.rolls[s] = rolls;
    this.entered[s] = entered;
    this.link[s] = link;
    this.queue.pushWith(s, rolls, entered);
  }

  /** The safest state still queued; -1 when none is left. */
  next(): number {
    return this.queue.pop();
  }
}
