/** Undo and redo over whole scenarios (each edit gives a new one). */
export interface History<T> {
  readonly current: () => T;
  /** Makes `next` current; what could be redone is dropped. */
  readonly push: (next: T) => void;
  /** Steps back; false when there is nothing to undo. */
  readonly undo: () => boolean;
  readonly redo: () => boolean;
  readonly canUndo: () => boolean;
  readonly canRedo: () => boolean;
}

export function createHistory<T>(first: T, limit = 200): History<T> {
  const past: T[] = [];
  const future: T[] = [];
  let now = first;
  return {
    current: () => now,
    push: (next) => {
      past.push(now);
      if (past.length > limit) past.shift();
      future.length = 0;
      now = next;
    },
    undo: () => {
      const before = past.pop();
      if (before === undefined) return false;
      future.push(now);
      now = before;
      return true;
    },
    redo: () => {
      const after = future.pop();
      if (after === undefined) return false;
      past.push(now);
      now = after;
      return true;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
  };
}
