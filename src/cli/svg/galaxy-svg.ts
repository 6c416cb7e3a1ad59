/**
 * The picture of `--svg` and the demo: the galaxy (tile numbers, anomalies,
 * wormholes, hyperlane lanes), the active system, each reachable group's path
 * in the player's colour, and unreachable groups marked with their reason.
 */
import { createAdjacency, adjacencyRulesFor, hexFromKey, hexToPlane } from "../../core";
import type { ActivationReport, Galaxy, GalaxySystem, HexKey, HyperlaneTile, ShipReport, TableState } from "../../core";
import { refKey } from "../format/report-table";
import { playerColour, SYSTEM_FILL, WORMHOLE_SYMBOL } from "./palette";

const R = 46; // corner radius in pixels
const LAYOUT = { cornerRadius: R, origin: { north: 0, east: 0 } };

interface Point {
  x: number;
  y: number;
}

function centre(key: HexKey): Point {
  const h = hexFromKey(key)!;
  const p = hexToPlane(h, LAYOUT);
  return { x: p.east, y: -p.north };
}

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
  if (s.info.home !== undefined) return SYSTEM_FILL.home;
  return SYSTEM_FILL.plain;
}

function drawSystem(s: GalaxySystem): string {
  const c = centre(s.key);
  const dash = s.offMap ? ' stroke-dasharray="5 4"' : "";
  const parts = [`<polygon points="${pts(corners(c))}" fill="${systemFill(s)}" stroke="#5b6b88" stroke-width="1.5"${dash}/>`];
  parts.push(`<text x="${f(c.x)}" y="${f(c.y - 18)}" class="tile">${s.tile}</text>`);
  const planets = s.planets.map((p) => p.name).join(" / ");
  if (planets !== "") parts.push(`<text x="${f(c.x)}" y="${f(c.y + 33)}" class="planet">${esc(planets)}</text>`);
  if (s.anomalies.length > 0) parts.push(`<text x="${f(c.x)}" y="${f(c.y + 23)}" class="anomaly">${esc(s.anomalies.join(" + "))}</text>`);
  const wormholes = s.wormholes.map((w) => WORMHOLE_SYMBOL[w.wormhole] ?? w.wormhole).join(" ");
  if (wormholes !== "") parts.push(`<text x="${f(c.x + 22)}" y="${f(c.y - 16)}" class="wormhole">${wormholes}</text>`);
  return parts.join("");
}

function drawHyperlane(h: HyperlaneTile): string {
  const c = centre(h.key);
  const lanes = h.lanes.map(([a, b]) => {
    const p = sideMid(c, a);
    const q = sideMid(c, b);
    return `<path d="M${f(p.x)},${f(p.y)} Q${f(c.x)},${f(c.y)} ${f(q.x)},${f(q.y)}" class="lane"/>`;
  });
  return `<polygon points="${pts(corners(c))}" fill="${SYSTEM_FILL.hyperlane}" stroke="#2c3a55" stroke-width="1"/>${lanes.join("")}`;
}

/** Points a path passes, with hyperlane hexes on the way and wormhole jumps dashed. */
function pathSegments(galaxy: Galaxy, state: TableState, keys: HexKey[], offset: Point): string {
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const out: string[] = [];
  for (let i = 0; i + 1 < keys.length; i++) {
    const a = keys[i]!;
    const b = keys[i + 1]!;
    const link = adjacency.links(a).find((l) => l.to === b);
    const reasons = link?.reasons ?? [];
    const p = centre(a);
    const q = centre(b);
    const shift = (pt: Point): Point => ({ x: pt.x + offset.x, y: pt.y + offset.y });
    if (reasons.some((r) => r.kind === "edge")) {
      out.push(`<line x1="${f(shift(p).x)}" y1="${f(shift(p).y)}" x2="${f(shift(q).x)}" y2="${f(shift(q).y)}"/>`);
      continue;
    }
    const lane = reasons.find((r) => r.kind === "hyperlane");
    if (lane !== undefined && lane.kind === "hyperlane") {
      const via = [p, ...lane.via.map(centre), q].map(shift);
      out.push(`<polyline points="${pts(via)}" fill="none"/>`);
      continue;
    }
    out.push(`<line x1="${f(shift(p).x)}" y1="${f(shift(p).y)}" x2="${f(shift(q).x)}" y2="${f(shift(q).y)}" stroke-dasharray="8 6"/>`);
  }
  return out.join("");
}

function shipLabel(ship: ShipReport): string {
  if (ship.reachable) {
    const rolls = (ship.rolls ?? 0) > 0 ? `, ${ship.rolls} roll${ship.rolls === 1 ? "" : "s"}` : "";
    return `${ship.count}× ${ship.name}${ship.entered === 0 ? " (there)" : `: ${ship.entered}${rolls}`}`;
  }
  const needs = ship.requires !== undefined ? ` (needs ${ship.requires.join(" + ")})` : "";
  return `${ship.count}× ${ship.name}: ${ship.reason}${needs}`;
}

/** The text panel above the map: who activates what, the transport plan and the warnings. */
function panelLines(report: ActivationReport): string[] {
  const system = typeof report.active.system === "number" ? `${report.active.system}` : `[${report.active.system.join(",")}]`;
  return [
    `${report.player} activates ${system}`,
    `transport: ${report.transport.arriving} fighters and ground forces arrive`,
    ...report.transport.plan.map(
      (p) => `  ${p.count}× ${p.name} from ${p.path[0]}: ${p.own === true ? "on their own" : p.carries.map((c) => `${c.count} ${c.unit}`).join(", ")}`,
    ),
    ...report.warnings.map((w) => `! ${w.when === "now" ? "now" : "after the move"}: ${w.message}`),
  ];
}

export function galaxySvg(galaxy: Galaxy, state: TableState, report: ActivationReport | undefined): string {
  const keys = [...galaxy.systems.keys(), ...galaxy.hyperlanes.keys()];
  const cs = keys.map(centre);
  const minX = Math.min(...cs.map((c) => c.x)) - R - 10;
  const maxX = Math.max(...cs.map((c) => c.x)) + R + 10;
  const panel = report === undefined ? [] : panelLines(report);
  const minY = Math.min(...cs.map((c) => c.y)) - R - 10 - panel.length * 13;
  const maxY = Math.max(...cs.map((c) => c.y)) + R + 10;
  const body: string[] = [];
  galaxy.hyperlanes.forEach((h) => body.push(drawHyperlane(h)));
  galaxy.systems.forEach((s) => body.push(drawSystem(s)));
  if (report !== undefined) {
    const colour = playerColour(report.player);
    const activeKey = refKey(galaxy, report.active.system);
    body.push(`<polygon points="${pts(corners(centre(activeKey), R - 3))}" fill="none" stroke="${colour}" stroke-width="5"/>`);
    const labels = new Map<HexKey, string[]>();
    report.ships.forEach((ship, i) => {
      const from = refKey(galaxy, ship.from);
      labels.set(from, [...(labels.get(from) ?? []), shipLabel(ship)]);
      if (!ship.reachable) {
        const c = centre(from);
        body.push(`<g stroke="${colour}" stroke-width="3"><line x1="${f(c.x - 9)}" y1="${f(c.y - 9)}" x2="${f(c.x + 9)}" y2="${f(c.y + 9)}"/><line x1="${f(c.x + 9)}" y1="${f(c.y - 9)}" x2="${f(c.x - 9)}" y2="${f(c.y + 9)}"/></g>`);
        return;
      }
      if (ship.path === undefined || ship.path.length < 2) return;
      const offset = { x: ((i % 3) - 1) * 4, y: ((Math.floor(i / 3) % 3) - 1) * 4 };
      const path = ship.path.map((r) => refKey(galaxy, r));
      body.push(`<g stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity="0.9">${pathSegments(galaxy, state, path, offset)}</g>`);
      const start = centre(path[0]!);
      body.push(`<circle cx="${f(start.x + offset.x)}" cy="${f(start.y + offset.y)}" r="5" fill="${colour}"/>`);
    });
    for (const w of report.warnings) {
      const c = centre(refKey(galaxy, w.system));
      body.push(`<text x="${f(c.x - 26)}" y="${f(c.y - 14)}" class="warn">!</text>`);
    }
    labels.forEach((lines, key) => {
      const c = centre(key);
      lines.forEach((text, j) => body.push(`<text x="${f(c.x)}" y="${f(c.y - 2 + j * 10)}" class="ship" fill="${colour}">${esc(text)}</text>`));
    });
  }
  panel.forEach((line, j) => body.push(`<text x="${f(minX + 8)}" y="${f(minY + 16 + j * 13)}" class="panel">${esc(line)}</text>`));
  const width = maxX - minX;
  const height = maxY - minY;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(minX)} ${f(minY)} ${f(width)} ${f(height)}" width="${Math.round(width)}" height="${Math.round(height)}">`,
    "<style>text{font-family:sans-serif;text-anchor:middle}.tile{font-size:13px;fill:#cfd8e6;font-weight:bold}",
    ".planet{font-size:8px;fill:#9fb0c9}.anomaly{font-size:8px;fill:#f3c5ff}.wormhole{font-size:14px;fill:#ffd54f}",
    ".ship{font-size:8px;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:2px}.lane{stroke:#6f86b0;stroke-width:3;fill:none}",
    ".panel{font-size:11px;fill:#e8eef8;text-anchor:start}.warn{font-size:22px;font-weight:bold;fill:#ffa726}</style>",
    `<rect x="${f(minX)}" y="${f(minY)}" width="${f(width)}" height="${f(height)}" fill="#070b14"/>`,
    ...body,
    "</svg>",
  ].join("\n");
}

