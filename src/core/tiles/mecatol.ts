/**
 * Mecatol Rex: tile 18, or tile 112 in a Thunder's Edge game (TI4-TTPG-TS swaps
 * 18 for 112 at the start of one). Every rule that names Mecatol Rex asks here.
 */

/** The map-string centre when a string does not name one. */
export const MECATOL_REX = 18;

/** Thunder's Edge's Mecatol Rex tile. */
export const MECATOL_REX_TE = 112;

export function isMecatolRex(tile: number): boolean {
  return tile === MECATOL_REX || tile === MECATOL_REX_TE;
}
