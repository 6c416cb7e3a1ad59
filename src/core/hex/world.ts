/**
 * World position <-> hex for the two tables. Both use flat-topped hexes with
 * north up; they differ in axes and size:
 * - TTPG (as the TI4 TTPG mods place tiles): +X north, +Y east, corner radius
 *   5.77735 x 1.5 cm, so neighbouring centres are 15.01 cm apart.
 * - TTS (as the TI4 TTS map tool places tiles): +z north, +x east, corner radius 3.5.
 */
import { Hex, hex } from "./hex";

/** A point on the table plane, in the table's units. */
export interface PlanePoint {
  readonly north: number;
  readonly east: number;
}

/** How the hex grid lies on a table plane: the hexes' corner radius and the plane point of hex 0,0. */
export interface HexLayout {
  /** Centre-to-corner distance of one hex, in table units. */
  readonly cornerRadius: number;
  /** Where the centre hex (0,0) lies. */
  readonly origin: PlanePoint;
}

/** The system tile grid of the TI4 mod of Tabletop Playground. */
export const TTPG_LAYOUT: HexLayout = { cornerRadius: 5.77735 * 1.5, origin: { north: 0, east: 0 } };
/** The system tile grid of the TI4 mod of Tabletop Simulator. */
export const TTS_LAYOUT: HexLayout = { cornerRadius: 3.5, origin: { north: 0, east: 0 } };

const SQRT3 = Math.sqrt(3);

/** The centre of a hex on a table plane laid out as `layout` says. */
export function hexToPlane(h: Hex, layout: HexLayout): PlanePoint {
  const R = layout.cornerRadius;
  return {
    north: layout.origin.north - SQRT3 * R * (h.r + h.q / 2),
    east: layout.origin.east + 1.5 * R * h.q,
  };
}

/** The hex a plane point falls in, and how far the point lies from that hex's centre. */
export interface SnappedHex {
  readonly hex: Hex;
  /** Distance from the point to that hex's centre, in corner radii (0 = centred, ~1 = on a corner). */
  readonly offset: number;
}

/** Nearest hex to a point, with how far the point is from its centre. */
export function planeToHex(p: PlanePoint, layout: HexLayout): SnappedHex {
  const nearest = { q: 0, r: 0 };
  nearestHexInto(p, layout, nearest);
  const snapped = hex(nearest.q, nearest.r);
  return { hex: snapped, offset: planeDistance(hexToPlane(snapped, layout), p) / layout.cornerRadius };
}

/** Straight-line distance between two points on the table. */
export function planeDistance(a: PlanePoint, b: PlanePoint): number {
  const dn = a.north - b.north;
  const de = a.east - b.east;
  return Math.sqrt(dn * dn + de * de);
}

/**
 * The nearest hex's q and r, written into `out` (no object made: a table
 * reading asks this for every piece on the table). As planeToHex, without
 * -0 normalised.
 */
export function nearestHexInto(p: PlanePoint, layout: HexLayout, out: { q: number; r: number }): void {
  const R = layout.cornerRadius;
  const north = p.north - layout.origin.north;
  const east = p.east - layout.origin.east;
  const fq = east / (1.5 * R);
  const fr = -north / (SQRT3 * R) - fq / 2;
  // Cube rounding of fractional axial coordinates.
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  out.q = q;
  out.r = r;
}

/** TTPG world (x north, y east) of a hex centre. */
export function hexToTtpg(h: Hex, layout: HexLayout = TTPG_LAYOUT): { x: number; y: number } {
  const p = hexToPlane(h, layout);
  return { x: p.north, y: p.east };
}

/** The hex under a Tabletop Playground world point (x, y). */
export function ttpgToHex(x: number, y: number, layout: HexLayout = TTPG_LAYOUT): SnappedHex {
  return planeToHex({ north: x, east: y }, layout);
}

/** TTS world (x east, z north) of a hex centre. */
export function hexToTts(h: Hex, layout: HexLayout = TTS_LAYOUT): { x: number; z: number } {
  const p = hexToPlane(h, layout);
  return { x: p.east, z: p.north };
}

/** The hex under a Tabletop Simulator world point (x, z). */
export function ttsToHex(x: number, z: number, layout: HexLayout = TTS_LAYOUT): SnappedHex {
  return planeToHex({ north: z, east: x }, layout);
}
