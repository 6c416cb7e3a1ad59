/**
 * Axial hex coordinates on the flat-topped TI4 grid.
 * Directions are numbered clockwise as hyperlane sides: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 * "North" is the direction of map-string position 1 from the centre.
 */

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** String key of a hex, "q,r"; used for maps and sets. */
export type HexKey = string;

const DIRECTION_VECTORS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export const DIRECTION_COUNT = 6;

/** Turns -0 into 0 so keys and printed numbers match on JS and Lua. */
export function noNegativeZero(n: number): number {
  return n === 0 ? 0 : n;
}

/** The hex at axial coordinates q, r. */
export function hex(q: number, r: number): Hex {
  return { q: noNegativeZero(q), r: noNegativeZero(r) };
}

/** The key "q,r" by which the galaxy and the answers name a hex. */
export function hexKey(h: Hex): HexKey {
  return `${noNegativeZero(h.q)},${noNegativeZero(h.r)}`;
}

/** Parses "q,r"; returns undefined for anything else. */
export function hexFromKey(key: HexKey): Hex | undefined {
  const comma = key.indexOf(",");
  if (comma < 0) return undefined;
  const q = parseIntStrict(key.substring(0, comma));
  const r = parseIntStrict(key.substring(comma + 1));
  if (q === undefined || r === undefined) return undefined;
  return hex(q, r);
}

/** Parses an optionally signed decimal integer, nothing else. */
export function parseIntStrict(text: string): number | undefined {
  let i = 0;
  let sign = 1;
  if (text.charAt(0) === "-") {
    sign = -1;
    i = 1;
  } else if (text.charAt(0) === "+") {
    i = 1;
  }
  if (i >= text.length) return undefined;
  let value = 0;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return undefined;
    value = value * 10 + (code - 48);
  }
  return noNegativeZero(sign * value);
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

export function hexScale(a: Hex, k: number): Hex {
  return hex(a.q * k, a.r * k);
}

/** Non-negative remainder, the same in JS and Lua. */
export function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** Unit vector of a direction (any integer, taken modulo 6). */
export function directionVector(direction: number): Hex {
  return DIRECTION_VECTORS[mod(direction, DIRECTION_COUNT)] as Hex;
}

export function neighbour(h: Hex, direction: number): Hex {
  return hexAdd(h, directionVector(direction));
}

/** The six hexes around a hex, in direction order. */
export function neighbours(h: Hex): Hex[] {
  const out: Hex[] = [];
  for (let d = 0; d < DIRECTION_COUNT; d++) out.push(neighbour(h, d));
  return out;
}

/** The side of b that faces a, for the side d of a: (d + 3) mod 6. */
export function oppositeDirection(direction: number): number {
  return mod(direction + 3, DIRECTION_COUNT);
}

/** Direction from a to an adjacent b, or undefined when they are not neighbours. */
export function directionTo(a: Hex, b: Hex): number | undefined {
  for (let d = 0; d < DIRECTION_COUNT; d++) {
    const v = DIRECTION_VECTORS[d] as Hex;
    if (a.q + v.q === b.q && a.r + v.r === b.r) return d;
  }
  return undefined;
}

/** The number of hex steps between two hexes, ignoring what lies between. */
export function hexDistance(a: Hex, b: Hex): number {
  return stepsAcross(a.q - b.q, a.r - b.r);
}

/** Ring number of a hex: its distance from the centre. */
export function ringOf(h: Hex): number {
  return stepsAcross(h.q, h.r);
}

/** Steps from a hex to the one (dq, dr) away. */
function stepsAcross(dq: number, dr: number): number {
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Spiral (map-string) index of the first hex of ring k. */
export function ringStart(k: number): number {
  return k === 0 ? 0 : 1 + 3 * k * (k - 1);
}

/**
 * Hex at a map-string spiral index: 0 is the centre; ring k starts on the hex
 * k steps north and runs clockwise.
 */
export function hexFromSpiral(index: number): Hex {
  if (index <= 0) return hex(0, 0);
  let k = 1;
  while (ringStart(k + 1) <= index) k++;
  const offset = index - ringStart(k);
  const side = Math.floor(offset / k);
  const step = offset - side * k;
  // Start k steps north, walk `side` full sides clockwise, then `step` more.
  // Walking clockwise along side s of the ring uses direction s + 2.
  let h = hexScale(directionVector(0), k);
  for (let s = 0; s < side; s++) h = hexAdd(h, hexScale(directionVector(s + 2), k));
  return hexAdd(h, hexScale(directionVector(side + 2), step));
}

/**
 * Map-string spiral index of a hex (inverse of hexFromSpiral), read off the
 * side of its ring it lies on: side s starts at the ring's s-th corner
 * clockwise from north, and a hex's step along it is one coordinate.
 */
export function spiralFromHex(h: Hex): number {
  const k = ringOf(h);
  if (k === 0) return 0;
  if (Math.floor(k) !== k || Math.floor(h.q) !== h.q) return -1; // not a hex of the grid
  const { q, r } = h;
  let side: number;
  let step: number;
  if (r === -k && q >= 0 && q < k) {
    side = 0; // from the north corner, heading south-east
    step = q;
  } else if (q === k && r < 0) {
    side = 1;
    step = r + k;
  } else if (q + r === k && r >= 0 && r < k) {
    side = 2;
    step = r;
  } else if (r === k && q <= 0 && q > -k) {
    side = 3;
    step = -q;
  } else if (q === -k && r > 0) {
    side = 4;
    step = k - r;
  } else {
    side = 5; // q + r === -k, back towards the north corner
    step = -r;
  }
  return ringStart(k) + side * k + step;
}
