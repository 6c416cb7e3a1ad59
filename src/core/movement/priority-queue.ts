/**
 * A min-heap of search states given as indices into the search's own arrays,
 * safest first: fewer rift rolls, then fewer systems entered, then the lower
 * index (the state found first).
 */
export class SafestFirst {
  private readonly items: number[] = [];
  constructor(
    private readonly rolls: readonly number[],
    private readonly entered: readonly number[],
  ) {}

  get size(): number {
    return this.items.length;
  }

  push(state: number): void {
    const items = this.items;
    items.push(state);
    let i = items.length - 1;
    while (i > 0) {
      const parent = Math.floor((i - 1) / 2);
      const p = items[parent] as number;
      if (!this.before(state, p)) break;
      items[i] = p;
      i = parent;
    }
    items[i] = state;
  }

  /** The safest state; -1 when the heap is empty. */
  pop(): number {
    const items = this.items;
    if (items.length === 0) return -1;
    const top = items[0] as number;
    const last = items.pop() as number;
    const size = items.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= size) break;
        const r = l + 1;
        let child = l;
        if (r < size && this.before(items[r] as number, items[l] as number)) child = r;
        const c = items[child] as number;
        if (!this.before(c, last)) break;
        items[i] = c;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }

  private before(a: number, b: number): boolean {
    const ra = this.rolls[a] as number;
    const rb = this.rolls[b] as number;
    if (ra !== rb) return ra < rb;
    const ea = this.entered[a] as number;
    const eb = this.entered[b] as number;
    if (ea !== eb) return ea < eb;
    return a < b;
  }
}
