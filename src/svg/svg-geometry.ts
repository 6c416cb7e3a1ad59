/** Geometry and text helpers of the galaxy picture: flat-topped hexes, north up, in pixels. */
import { hexToPlane } from "../core/all";
import type { PlanePoint } from "../core/all";

export const R = 46; // corner radius in pixels
export const LAYOUT = { cornerRadius: R, origin: { north: 0, east: 0 } };

export interface Point {
  x: number;
  y: number;
}

export const toSvg = (p: PlanePoint): Point => ({ x: p.east, y: -p.north });
export const centreOf = (h: { q: number; r: number }): Point => toSvg(hexToPlane(h, LAYOUT));

export function corners(c: Point, radius = R): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push({ x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) });
  }
  return out;
}

/** Midpoint of side d (0 N, clockwise) of a flat-topped hex. */
export function sideMid(c: Point, d: number): Point {
  const a = -Math.PI / 2 + (Math.PI / 3) * d;
  const inner = (R * Math.sqrt(3)) / 2;
  return { x: c.x + inner * Math.cos(a), y: c.y + inner * Math.sin(a) };
}

export const f = (n: number): string => (Math.round(n * 10) / 10).toString();
export const pts = (ps: Point[]): string => ps.map((p) => `${f(p.x)},${f(p.y)}`).join(" ");
export const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
export const hexText = (h: { q: number; r: number }): string => `${h.q},${h.r}`;

