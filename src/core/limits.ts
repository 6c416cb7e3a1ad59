/**
 * Bounds on the input, far above any real table, so that bad or hostile input
 * gives a clear diagnostic instead of a hang or nonsense numbers.
 */

/** Hexes lie at most this many rings from the centre (a galaxy of 30,301 hexes; 8-player maps use 4). */
export const MAX_RING = 100;

/** The last map-string spiral position inside MAX_RING: 3k(k+1) for k = MAX_RING. */
export const MAX_SPIRAL_INDEX = 3 * MAX_RING * (MAX_RING + 1);

/** Tile numbers are positive integers of at most six digits (the mods' homebrew tiles use four). */
export const MAX_TILE_NUMBER = 999999;

/** Units in one stack: the game's plastic and tokens are far fewer; above this a stack is refused. */
export const MAX_STACK_COUNT = 1000;

/** A unit's move and capacity: printed values are single digits; no ship moves or carries more than this. */
export const MAX_UNIT_STAT = 100;

/** A unit's move or capacity: a whole number from 0 to MAX_UNIT_STAT. */
export function isUnitStat(n: unknown): boolean {
  return typeof n === "number" && Math.floor(n) === n && n >= 0 && n <= MAX_UNIT_STAT;
}

export function isTileNumber(n: unknown): boolean {
  return typeof n === "number" && Math.floor(n) === n && n >= 1 && n <= MAX_TILE_NUMBER;
}

/** An integer hex coordinate pair within MAX_RING of the centre. */
export function isHexWithinBounds(q: unknown, r: unknown): boolean {
  if (typeof q !== "number" || typeof r !== "number") return false;
  if (Math.floor(q) !== q || Math.floor(r) !== r) return false;
  return (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2 <= MAX_RING;
}

/** A unit count: a whole number from 0 to MAX_STACK_COUNT. */
export function isStackCount(n: unknown): boolean {
  return typeof n === "number" && Math.floor(n) === n && n >= 0 && n <= MAX_STACK_COUNT;
}
