/**
 * Moving through the map from the keyboard: the arrow keys go to the
 * neighbouring system in their direction (over gaps and hyperlanes, up to a
 * few hexes), and the focused system's ring is drawn over its neighbours.
 */
import { centreOf, corners, pts } from "../../svg/svg-geometry";

/** Neighbour steps [q, r] per arrow, the first that holds a system wins; left and right keep to the row. */
function stepsFor(key: string, q: number): readonly (readonly [number, number])[] | undefined {
  const rightUpFirst = q % 2 !== 0; // alternate up and down so a row of presses stays level
  if (key === "ArrowUp") return [[0, -1]];
  if (key === "ArrowDown") return [[0, 1]];
  if (key === "ArrowRight") return rightUpFirst ? [[1, -1], [1, 0]] : [[1, 0], [1, -1]];
  if (key === "ArrowLeft") return rightUpFirst ? [[-1, 0], [-1, 1]] : [[-1, 1], [-1, 0]];
  return undefined;
}

/** How far an arrow looks past empty hexes for the next system. */
const REACH = 4;

/** The system (or slot) element an arrow key leads to from `from` ("q,r"), if any. */
export function neighbourFor(root: ParentNode, from: string, key: string): Element | undefined {
  const [q, r] = from.split(",").map(Number) as [number, number];
  const first = stepsFor(key, q);
  if (first === undefined || !Number.isFinite(q) || !Number.isFinite(r)) return undefined;
  // The neighbour the key points at, then the other one of a left or right pair, then on past gaps.
  const candidates: [number, number][] = [];
  let cq = q;
  let cr = r;
  for (let n = 1; n <= REACH; n++) {
    const [sq, sr] = (stepsFor(key, cq) as readonly (readonly [number, number])[])[0]!;
    cq += sq;
    cr += sr;
    candidates.push([cq, cr]);
    if (n === 1 && first.length > 1) candidates.push([q + first[1]![0], r + first[1]![1]]);
  }
  for (const [hq, hr] of candidates) {
    const found = root.querySelector(`[data-hex="${hq},${hr}"][role="button"]`);
    if (found !== null) return found;
  }
  return undefined;
}

/** The focused system's outline, drawn last in the picture so no neighbour covers it. */
export function drawFocusRing(svg: SVGSVGElement | null, focused: Element | null): void {
  if (svg === null) return;
  svg.querySelector(".focus-ring")?.remove();
  const at = focused?.getAttribute("data-hex");
  if (focused === null || at === null || at === undefined) return;
  const [q, r] = at.split(",").map(Number) as [number, number];
  const ring = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
  ring.setAttribute("class", "focus-ring");
  ring.setAttribute("points", pts(corners(centreOf({ q, r }))));
  svg.appendChild(ring);
}
