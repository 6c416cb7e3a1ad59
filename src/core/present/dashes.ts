/**
 * A path cut into dashes, for tables whose lines cannot be dashed themselves
 * (TTPG drawing lines, TTS vector lines): the player's pattern of on and off
 * lengths, in hex radii, laid along the whole polyline.
 */
import type { PlanePoint } from "../hex/world";

/** The dashes of a polyline; the whole polyline as one piece for a solid pattern. */
export function dashedPieces(points: readonly PlanePoint[], pattern: readonly number[], hexRadius: number): PlanePoint[][] {
  let total = 0;
  for (const d of pattern) total += d;
  if (pattern.length < 2 || total <= 0 || points.length < 2) return [points.slice()];
  const pieces: PlanePoint[][] = [];
  let index = 0; // the pattern entry under way: even entries are on, odd ones off
  let left = (pattern[0] as number) * hexRadius;
  let current: PlanePoint[] | undefined = [points[0] as PlanePoint];
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as PlanePoint;
    const b = points[i + 1] as PlanePoint;
    const length = Math.sqrt((b.north - a.north) * (b.north - a.north) + (b.east - a.east) * (b.east - a.east));
    let done = 0;
    while (length - done > left) {
      done += left;
      const t = done / length;
      const at = { north: a.north + (b.north - a.north) * t, east: a.east + (b.east - a.east) * t };
      if (current !== undefined) {
        current.push(at);
        pieces.push(current);
        current = undefined;
      } else {
        current = [at];
      }
      index = (index + 1) % pattern.length;
      left = (pattern[index] as number) * hexRadius;
    }
    left -= length - done;
    if (current !== undefined) current.push(b);
  }
  if (current !== undefined && current.length > 1) pieces.push(current);
  return pieces;
}
