/**
 * The fleet pool on a TI4 TTS command sheet: command tokens lying in the
 * sheet's fleet area, found by angle and distance in the sheet's own
 * coordinates, as the mod places them.
 */

/** A point in the sheet's local coordinates (x across, z up the sheet). */
export interface SheetPoint {
  readonly x: number;
  readonly z: number;
}

/** Tokens this far from the sheet's centre (squared local units) or further are not on it, as the mod counts (CommandTokenCounts.ttslua: dSq < 15). */
const ON_SHEET = 15;

export function inFleetArea(p: SheetPoint): boolean {
  if (p.x * p.x + p.z * p.z >= ON_SHEET) return false;
  const degrees = ((((Math.atan2(p.z, p.x) * 180) / Math.PI) % 360) + 360) % 360;
  return degrees > 180 && degrees < 240;
}
