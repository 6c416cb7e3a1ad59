/**
 * Values by hex, looked up by arithmetic: no "q,r" string is built for each
 * lookup. Hexes near the centre (every hex of a real table) sit in small
 * lists by q, then r; a hex farther out is kept by one number made of q and
 * r; a hex no table lays (q or r not a whole number below 2^20 in size: NaN
 * from a broken position, far off) is kept by its key instead, so every hex
 * still has its one place.
 */
import { hex, hexKey } from "./hex";

const RANGE = 1048576; // 2^20: the number stays an exact integer, in Lua too
/** Hexes with q and r within this of the centre are kept in lists (short enough to stay plain lists). */
const NEAR = 128;

export interface HexMap<T> {
  readonly get: (this: void, q: number, r: number) => T | undefined;
  readonly set: (this: void, q: number, r: number, value: T) => void;
}

export function createHexMap<T>(): HexMap<T> {
  const rows: (T | undefined)[][] = [];
  const byNumber = new Map<number, T>();
  const byKey = new Map<string, T>();
  return {
    get: (q, r) => {
      // Only whole q and r near the centre are stored in the lists, so a value found there needs no test
      // beyond q and r being exactly the index (not a fraction the addition rounded away).
      const row = rows[q + NEAR];
      const found = row === undefined ? undefined : row[r + NEAR];
      if (found !== undefined && q + NEAR - NEAR === q && r + NEAR - NEAR === r) return found;
      if (isNear(q) && isNear(r)) return undefined;
      return countable(q) && countable(r) ? byNumber.get(hexNumber(q, r)) : byKey.get(hexKey(hex(q, r)));
    },
    set: (q, r, value) => {
      if (isNear(q) && isNear(r)) {
        let row = rows[q + NEAR];
        if (row === undefined) {
          row = [];
          rows[q + NEAR] = row;
        }
        row[r + NEAR] = value;
      } else if (countable(q) && countable(r)) {
        byNumber.set(hexNumber(q, r), value);
      } else {
        byKey.set(hexKey(hex(q, r)), value);
      }
    },
  };
}

function isNear(v: number): boolean {
  return v >= -NEAR && v <= NEAR && Math.floor(v) === v;
}

function countable(v: number): boolean {
  return v > -RANGE && v < RANGE && Math.floor(v) === v;
}

function hexNumber(q: number, r: number): number {
  return (q + RANGE) * (2 * RANGE) + (r + RANGE);
}
