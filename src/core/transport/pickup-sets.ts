/**
 * Sets of cargo systems a walk has passed, each named by one small number
 * (0: none), the same number for the same set whatever the order the systems
 * were passed in: pickup walks key their states and their answers by it
 * rather than by text.
 */
export class PickupSets {
  /** Each set's systems, in ascending order. */
  private readonly members: (readonly number[])[] = [[]];
  /** By set and system number: the set with that system added, once worked out. */
  private readonly added: number[][] = [[]];
  /** The sets by their systems in ascending order, as a tree from the empty set. */
  private readonly children: number[][] = [[]];

  /** The set `set` with system `node` added (`set` itself when it holds `node` already). */
  with(set: number, node: number): number {
    const added = this.added[set] as number[];
    const known = added[node];
    if (known !== undefined) return known;
    const sorted: number[] = [];
    let placed = false;
    for (const m of this.members[set] as readonly number[]) {
      if (m === node) {
        added[node] = set;
        return set;
      }
      if (!placed && node < m) {
        sorted.push(node);
        placed = true;
      }
      sorted.push(m);
    }
    if (!placed) sorted.push(node);
    let id = 0;
    for (const m of sorted) {
      const children = this.children[id] as number[];
      let child = children[m];
      if (child === undefined) {
        child = this.members.length;
        children[m] = child;
        this.members.push(sorted.slice(0, (this.members[id] as readonly number[]).length + 1));
        this.added.push([]);
        this.children.push([]);
      }
      id = child;
    }
    added[node] = id;
    return id;
  }
}
