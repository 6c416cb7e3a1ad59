/**
 * Where labels go so that none covers another label or what the table shows
 * of a system (its tile number, planet names, the pieces' text): one routine
 * in table-plane coordinates for every renderer. Each label tries spots on
 * rings round its system, nearest first; a label set off its system gets a
 * leader line back to it.
 */
import type { PlanePoint } from "../hex/world";

/** An upright box on the table plane (west of east, south of north). */
export interface PlaneBox {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

/** A label to place: its text box size and the plane point it belongs to. */
export interface LabelRequest {
  /** The point the label belongs to (a system's centre). */
  readonly anchor: PlanePoint;
  /** Along east and along north, in table units. */
  readonly width: number;
  readonly height: number;
}

/** A placed label: its box and, when it had to move off its point, the leader line back. */
export interface PlacedLabel {
  readonly box: PlaneBox;
  readonly centre: PlanePoint;
  /** From the anchor to the label's nearest edge, when the label does not lie over its anchor. */
  readonly leader?: readonly [PlanePoint, PlanePoint];
}

/** Rings tried round the anchor, in hex radii, and spots per ring. */
const RINGS: readonly number[] = [0, 0.3, 0.6, 0.9, 1.2, 1.6, 2, 2.5, 3, 3.6, 4.3, 5, 6, 7, 8];
const SPOTS = 16;
/** Room kept between boxes, in hex radii. */
const GAP = 0.03;

export function boxesOverlap(a: PlaneBox, b: PlaneBox): boolean {
  return a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;
}

function overlapArea(a: PlaneBox, b: PlaneBox): number {
  const e = Math.min(a.east, b.east) - Math.max(a.west, b.west);
  const n = Math.min(a.north, b.north) - Math.max(a.south, b.south);
  return e > 0 && n > 0 ? e * n : 0;
}

function boxAt(centre: PlanePoint, width: number, height: number): PlaneBox {
  return { west: centre.east - width / 2, east: centre.east + width / 2, south: centre.north - height / 2, north: centre.north + height / 2 };
}

function grown(box: PlaneBox, by: number): PlaneBox {
  return { west: box.west - by, east: box.east + by, south: box.south - by, north: box.north + by };
}

/** What a spot beyond the bounds costs: more than any overlap within them. */
const OUTSIDE = 1e12;

function inside(box: PlaneBox, bounds: PlaneBox): boolean {
  return box.west >= bounds.west && box.east <= bounds.east && box.south >= bounds.south && box.north <= bounds.north;
}

function contains(box: PlaneBox, p: PlanePoint): boolean {
  return p.east >= box.west && p.east <= box.east && p.north >= box.south && p.north <= box.north;
}

/** The point of the box's edge nearest to p. */
function nearestEdgePoint(box: PlaneBox, p: PlanePoint): PlanePoint {
  return { east: Math.min(Math.max(p.east, box.west), box.east), north: Math.min(Math.max(p.north, box.south), box.north) };
}

/**
 * Places the labels in order (the first ones nearest their systems): each on the first spot that overlaps
 * no obstacle and no label placed before it (and lies within `bounds`, when given); where no spot is free,
 * on the one that overlaps least.
 */
export function placeLabels(requests: readonly LabelRequest[], obstacles: readonly PlaneBox[], hexRadius: number, bounds?: PlaneBox): PlacedLabel[] {
  const taken: PlaneBox[] = [];
  for (const o of obstacles) taken.push(o);
  const gap = GAP * hexRadius;
  const out: PlacedLabel[] = [];
  for (const request of requests) {
    let best: PlaneBox | undefined;
    let bestCentre: PlanePoint = request.anchor;
    let bestOverlap = Number.MAX_VALUE;
    for (const ring of RINGS) {
      const spots = ring === 0 ? 1 : SPOTS;
      for (let i = 0; i < spots && bestOverlap > 0; i++) {
        // From straight below the system round, so labels first fall between it and its southern neighbours.
        const angle = -Math.PI / 2 + (2 * Math.PI * i) / spots;
        const centre = { east: request.anchor.east + ring * hexRadius * Math.cos(angle), north: request.anchor.north + ring * hexRadius * Math.sin(angle) };
        const box = boxAt(centre, request.width, request.height);
        const room = grown(box, gap);
        // Beyond the bounds (a page's fixed frame) only when no spot within is free.
        let overlap = bounds === undefined || inside(box, bounds) ? 0 : OUTSIDE;
        // A spot already covered as much as the best one cannot be better: the rest of the boxes are not asked.
        for (let k = 0; k < taken.length && overlap < bestOverlap; k++) {
          const other = taken[k] as PlaneBox;
          if (boxesOverlap(room, other)) overlap += overlapArea(room, other) + 1e-9;
        }
        if (overlap < bestOverlap) {
          best = box;
          bestCentre = centre;
          bestOverlap = overlap;
        }
      }
      if (bestOverlap === 0) break;
    }
    const box = best as PlaneBox;
    taken.push(box);
    out.push(contains(box, request.anchor) ? { box, centre: bestCentre } : { box, centre: bestCentre, leader: [request.anchor, nearestEdgePoint(box, request.anchor)] });
  }
  return out;
}
