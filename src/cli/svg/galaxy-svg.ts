/**
 * The picture of `--svg` and the demo: the galaxy (tile numbers, anomalies,
 * wormholes, hyperlane lanes) and, for a report, the overlay every table
 * draws (core/present/overlay-model): the active system, each reaching
 * group's path in the player's colour, labels with reasons, the panel.
 */
import { hexToPlane, keyOfRef, overlayModel, reportLines } from "../../core";
import type { ActivationReport, Galaxy, GalaxySystem, HyperlaneTile, PlanePoint, TableState } from "../../core";
import { playerColour, SYSTEM_FILL, WORMHOLE_SYMBOL } from "./palette";

const R = 46; // corner radius in pixels
const LAYOUT = { cornerRadius: R, origin: { north: 0, east: 0 } };
const LINE = 13; // panel line height

interface Point {
  x: number;
  y: number;
}

const toSvg = (p: PlanePoint): Point => ({ x: p.east, y: -p.north });
const centreOf = (h: { q: number; r: number }): Point => toSvg(hexToPlane(h, LAYOUT));

function corners(c: Point, radius = R): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push({ x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) });
  }
  return out;
}

/** Midpoint of side d (0 N, clockwise) of a flat-topped hex. */
function sideMid(c: Point, d: number): Point {
  const a = -Math.PI / 2 + (Math.PI / 3) * d;
  const inner = (R * Math.sqrt(3)) / 2;
  return { x: c.x + inner * Math.cos(a), y: c.y + inner * Math.sin(a) };
}

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const pts = (ps: Point[]): string => ps.map((p) => `${f(p.x)},${f(p.y)}`).join(" ");
const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function systemFill(s: GalaxySystem): string {
  if (s.anomalies.length > 0) return SYSTEM_FILL[s.anomalies[0]!];
  if (s.offMap) return SYSTEM_FILL.offMap;
  if (s.fracture) return SYSTEM_FILL.fracture;
  if (s.home !== undefined) return SYSTEM_FILL.home;
  return SYSTEM_FILL.plain;
}

/** Thunder's Edge marks on a system: printed egress, ingress token, active breach, Sever. */
function marks(galaxy: Galaxy, s: GalaxySystem): string[] {
  const m = galaxy.markers;
  const out: string[] = [];
  if (s.info.egress === true) out.push("egress");
  if (m.ingress.indexOf(s.key) >= 0) out.push("ingress");
  if (m.breaches.indexOf(s.key) >= 0) out.push("breach");
  if (m.severed.indexOf(s.key) >= 0) out.push("sever");
  return out;
}

function drawSystem(galaxy: Galaxy, s: GalaxySystem): string {
  const c = centreOf(s.hex);
  const dash = s.offMap ? ' stroke-dasharray="5 4"' : "";
  const parts = [`<polygon points="${pts(corners(c))}" fill="${systemFill(s)}" stroke="#5b6b88" stroke-width="1.5"${dash}/>`];
  parts.push(`<text x="${f(c.x)}" y="${f(c.y - 18)}" class="tile">${s.tile}</text>`);
  const planets = s.planets.map((p) => p.name).join(" / ");
  if (planets !== "") parts.push(`<text x="${f(c.x)}" y="${f(c.y + 33)}" class="planet">${esc(planets)}</text>`);
  if (s.anomalies.length > 0) parts.push(`<text x="${f(c.x)}" y="${f(c.y + 23)}" class="anomaly">${esc(s.anomalies.join(" + "))}</text>`);
  const te = marks(galaxy, s);
  if (te.length > 0) parts.push(`<text x="${f(c.x)}" y="${f(c.y + 8)}" class="anomaly">${esc(te.join(" "))}</text>`);
  const wormholes = s.wormholes.map((w) => WORMHOLE_SYMBOL[w.wormhole] ?? w.wormhole).join(" ");
  if (wormholes !== "") parts.push(`<text x="${f(c.x + 22)}" y="${f(c.y - 16)}" class="wormhole">${wormholes}</text>`);
  return parts.join("");
}

function drawHyperlane(h: HyperlaneTile): string {
  const c = centreOf(h.hex);
  const lanes = h.lanes.map(([a, b]) => {
    const p = sideMid(c, a);
    const q = sideMid(c, b);
    return `<path d="M${f(p.x)},${f(p.y)} Q${f(c.x)},${f(c.y)} ${f(q.x)},${f(q.y)}" class="lane"/>`;
  });
  return `<polygon points="${pts(corners(c))}" fill="${SYSTEM_FILL.hyperlane}" stroke="#2c3a55" stroke-width="1"/>${lanes.join("")}`;
}

function drawReport(galaxy: Galaxy, state: TableState, report: ActivationReport): string[] {
  const colour = playerColour(report.player);
  const model = overlayModel(report, galaxy, state, { layout: LAYOUT, nearby: Number.MAX_SAFE_INTEGER });
  const body = [`<polygon points="${pts(model.activeOutline.map(toSvg))}" fill="none" stroke="${colour}" stroke-width="5"/>`];
  model.paths.forEach((segments, i) => {
    // Paths from one system would lie on each other: shift each a little.
    const dx = ((i % 3) - 1) * 4;
    const dy = ((Math.floor(i / 3) % 3) - 1) * 4;
    const shift = (p: PlanePoint): Point => ({ x: toSvg(p).x + dx, y: toSvg(p).y + dy });
    const lines = segments.map((s) => `<polyline points="${pts(s.points.map(shift))}" fill="none"${s.jump ? ' stroke-dasharray="8 6"' : ""}/>`);
    const start = shift(segments[0]!.points[0]!);
    body.push(`<g stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity="0.9">${lines.join("")}</g>`);
    body.push(`<circle cx="${f(start.x)}" cy="${f(start.y)}" r="5" fill="${colour}"/>`);
  });
  for (const w of report.warnings) {
    const system = galaxy.systems.get(keyOfRef(galaxy, w.system));
    if (system === undefined) continue;
    const c = centreOf(system.hex);
    body.push(`<text x="${f(c.x - 26)}" y="${f(c.y - 14)}" class="warn">!</text>`);
  }
  for (const label of model.labels) {
    const c = toSvg(label.at);
    label.lines.forEach((text, j) => body.push(`<text x="${f(c.x)}" y="${f(c.y - 2 + j * 10)}" class="ship" fill="${colour}">${esc(text)}</text>`));
  }
  return body;
}

export function galaxySvg(galaxy: Galaxy, state: TableState, report: ActivationReport | undefined): string {
  const overlay = report === undefined ? [] : drawReport(galaxy, state, report);
  return galaxyPicture(galaxy, overlay, report === undefined ? [] : overlayPanel(report));
}

/** The galaxy with an overlay drawn over it (in this picture's pixels) and panel lines above it. */
export function galaxyPicture(galaxy: Galaxy, overlay: readonly string[], panel: readonly string[]): string {
  const cs = [...galaxy.systems.values(), ...galaxy.hyperlanes.values()].map((t) => centreOf(t.hex));
  const minX = Math.min(...cs.map((c) => c.x)) - R - 10;
  const maxX = Math.max(...cs.map((c) => c.x)) + R + 10;
  const minY = Math.min(...cs.map((c) => c.y)) - R - 10 - panel.length * LINE;
  const maxY = Math.max(...cs.map((c) => c.y)) + R + 10;
  const body: string[] = [];
  galaxy.hyperlanes.forEach((h) => body.push(drawHyperlane(h)));
  galaxy.systems.forEach((s) => body.push(drawSystem(galaxy, s)));
  body.push(...overlay);
  panel.forEach((line, j) => body.push(`<text x="${f(minX + 8)}" y="${f(minY + 16 + j * LINE)}" class="panel">${esc(line)}</text>`));
  const width = maxX - minX;
  const height = maxY - minY;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(minX)} ${f(minY)} ${f(width)} ${f(height)}" width="${Math.round(width)}" height="${Math.round(height)}">`,
    "<style>text{font-family:sans-serif;text-anchor:middle}.tile{font-size:13px;fill:#cfd8e6;font-weight:bold}",
    ".planet{font-size:8px;fill:#9fb0c9}.anomaly{font-size:8px;fill:#f3c5ff}.wormhole{font-size:14px;fill:#ffd54f}",
    ".ship{font-size:8px;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:2px}.lane{stroke:#6f86b0;stroke-width:3;fill:none}",
    ".panel{font-size:11px;fill:#e8eef8;text-anchor:start;white-space:pre}.warn{font-size:22px;font-weight:bold;fill:#ffa726}</style>",
    `<rect x="${f(minX)}" y="${f(minY)}" width="${f(width)}" height="${f(height)}" fill="#070b14"/>`,
    ...body,
    "</svg>",
  ].join("\n");
}

/** The picture's hex layout and helpers, for other overlays drawn over the galaxy. */
export const SVG_LAYOUT = LAYOUT;
export { esc as svgText, f as svgNumber, pts as svgPoints, toSvg as svgPoint };

/** The panel text, as on the tables: who activates what, the plan, the warnings. */
function overlayPanel(report: ActivationReport): string[] {
  return [`Player ${report.player}`, ...reportLines(report)];
}
