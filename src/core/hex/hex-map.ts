/**
 * Values by hex, looked up by arithmetic: a hex's q and r make one number, so
 * no "q,r" string is built for each lookup. A hex no table lays (q or r not a
 * whole number below 2^20 in size: NaN from a broken position, far off) is
 * kept by its key instead, so every hex still has its one place.
 */
import { hex, hexKey } from "./hex";

const RANGE = 1048576; // 2^20: the number stays an exact integer, in Lua too

export interface HexMap<T> {
  readonly get: (this: void, q: number, r: number) => T | undefined;
  readonly set: (this: void, q: number, r: number, value: T) => void;
}

export function createHexMap<T>(): HexMap<T> {
  const byNumber = new Map<number, T>();
  const byKey = new Map<string, T>();
  return {
    get: (q, r) => (countable(q) && countable(r) ? byNumber.get(hexNumber(q, r)) : byKey.get(hexKey(hex(q, r)))),
    set: (q, r, value) => {
      if (countable(q) && countable(r)) byNumber.set(hexNumber(q, r), value);
      else byKey.set(hexKey(hex(q, r)), value);
    },
  };
}

function countable(v: number): boolean {
  return v > -RANGE && v < RANGE && Math.floor(v) === v;
}

function hexNumber(q: number, r: number): number {
  return (q + RANGE) * (2 * RANGE) + (r + RANGE);
}
