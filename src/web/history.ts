/** Undo and redo over whole scenarios (each edit gives a new one), each step with the words for what it changed. */
export interface History<T> {
  readonly current: () => T;
  /** Makes `next` current, `what` saying what changed; what could be redone is dropped. */
  readonly push: (next: T, what?: string) => void;
  /** Steps back; false when there is nothing to undo. */
  readonly undo: () => boolean;
  readonly redo: () => boolean;
  readonly canUndo: () => boolean;
  readonly canRedo: () => boolean;
  /** What the last undo or redo stepped over ("" when its push said nothing). */
  readonly stepped: () => string;
}

interface Step<T> {
  readonly value: T;
  /** What changed from this value to the next. */
  readonly what: string;
}

export function createHistory<T>(first: T, limit = 200): History<T> {
  const past: Step<T>[] = [];
  const future: Step<T>[] = [];
  let now = first;
  let stepped = "";
  return {
    current: () => now,
    push: (next, what = "") => {
      past.push({ value: now, what });
      if (past.length > limit) past.shift();
      future.length = 0;
      now = next;
    },
    undo: () => {
      const before = past.pop();
      if (before === undefined) return false;
      future.push({ value: now, what: before.what });
      now = before.value;
      stepped = before.what;
      return true;
    },
    redo: () => {
      const after = future.pop();
      if (after === undefined) return false;
      past.push({ value: now, what: after.what });
      now = after.value;
      stepped = after.what;
      return true;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    stepped: () => stepped,
  };
}
