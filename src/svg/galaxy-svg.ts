/**
 * The galaxy as SVG, for the command line's `--svg` picture and the web page:
 * the galaxy (tile numbers, anomalies, wormholes, hyperlane lanes) and, for a
 * report, the overlay every table draws (core/present/overlay-model): the
 * active system, each reaching group's path in the player's colour, labels
 * with reasons, the panel. Plain strings: no DOM, no Node.
 *
 * Hooks for pages and tests: each system is a `<g data-hex="q,r"
 * data-tile="n">`; each ship group's label has `data-from="q,r"`,
 * `data-unit="<id>"` and `data-reachable="true|false"`.
 */
import { keyOfRef, overlayModel, reportLines } from "../core";
import type { ActivationReport, Galaxy, GalaxySystem, Hex, HyperlaneTile, PlanePoint, ShipReport, TableState } from "../core";
import { centreOf, corners, esc, f, hexText, LAYOUT, pts, R, sideMid, toSvg } from "./svg-geometry";
import type { Point } from "./svg-geometry";
import { playerColour, SYSTEM_FILL, WORMHOLE_SYMBOL } from "./palette";
import { drawPieces } from "./pieces-svg";

export interface GalaxySvgOptions {
  /** Systems are focusable buttons (a page that reacts to clicks and keys). */
  readonly interactive?: boolean;
  /** Units and tokens drawn in their systems. */
  readonly pieces?: boolean;
  /** The report's panel text above the galaxy (default true; a page may show it beside). */
  readonly panel?: boolean;
  /** The system drawn as selected, "q,r". */
  readonly selected?: string;
  /** Empty hexes drawn as slots a system tile may be put on (home-system positions, gaps). */
  readonly slots?: readonly Hex[];
}

const LINE = 13; // panel line height

function systemFill(s: GalaxySystem): string {
  if (s.anomalies.length > 0) return SYSTEM_FILL[s.anomalies[0]!];
  if (s.offMap) return SYSTEM_FILL.offMap;
  if (s.fracture) return SYSTEM_FILL.fracture;
  if (s.home !== undefined) return SYSTEM_FILL.home;
  return SYSTEM_FILL.plain;
}

function systemName(s: GalaxySystem): string {
  const planets = s.planets.map((p) => p.name).join(", ");
  const what = [planets, ...s.anomalies, ...s.wormholes.map((w) => `${w.wormhole} wormhole`)].filter((t) => t !== "");
  return `System ${s.tile}${what.length > 0 ? `: ${what.join(", ")}` : ""}`;
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

function drawSystem(galaxy: Galaxy, s: GalaxySystem, options: GalaxySvgOptions): string {
  const c = centreOf(s.hex);
  const dash = s.offMap ? ' stroke-dasharray="5 4"' : "";
  const selected = options.selected === hexText(s.hex);
  const stroke = selected ? '#ffffff" stroke-width="3' : '#5b6b88" stroke-width="1.5';
  const focus = options.interactive === true ? ` tabindex="0" role="button" aria-label="${esc(systemName(s))}"` : "";
  const parts = [`<g class="system" data-hex="${hexText(s.hex)}" data-tile="${s.tile}"${focus}>`];
  parts.push(`<polygon points="${pts(corners(c))}" fill="${systemFill(s)}" stroke="${stroke}"${dash}/>`);
  parts.push(`<text x="${f(c.x)}" y="${f(c.y - 18)}" class="tile">${s.tile}</text>`);
  const planets = s.planets.map((p) => p.name).join(" / ");
  if (planets !== "") parts.push(`<text x="${f(c.x)}" y="${f(c.y + 33)}" class="planet">${esc(planets)}</text>`);
  if (s.anomalies.length > 0) parts.push(`<text x="${f(c.x)}" y="${f(c.y + 23)}" class="anomaly">${esc(s.anomalies.join(" + "))}</text>`);
  const te = marks(galaxy, s);
  if (te.length > 0) parts.push(`<text x="${f(c.x)}" y="${f(c.y + 8)}" class="anomaly">${esc(te.join(" "))}</text>`);
  const wormholes = s.wormholes.map((w) => WORMHOLE_SYMBOL[w.wormhole] ?? w.wormhole).join(" ");
  if (wormholes !== "") parts.push(`<text x="${f(c.x + 22)}" y="${f(c.y - 16)}" class="wormhole">${wormholes}</text>`);
  parts.push("</g>");
  return parts.join("");
}

/** An empty hex a system tile may go on: a dashed outline, a button on a page. */
function drawSlot(at: Hex, options: GalaxySvgOptions): string {
  const c = centreOf(at);
  const focus = options.interactive === true ? ` tabindex="0" role="button" aria-label="Empty hex [${hexText(at)}]"` : "";
  return [
    `<g class="slot" data-hex="${hexText(at)}" data-slot="true"${focus}>`,
    `<polygon points="${pts(corners(c))}" fill="#0d1322" stroke="#3c4a66" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    `<text x="${f(c.x)}" y="${f(c.y + 4)}" class="planet">empty</text>`,
    "</g>",
  ].join("");
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
  const groups = groupsBySystem(galaxy, report);
  model.labels.forEach((label, i) => {
    const c = toSvg(label.at);
    const ships = groups[i];
    label.lines.forEach((text, j) => {
      const ship = ships !== undefined && ships.ships.length === label.lines.length ? ships.ships[j] : undefined;
      const hook = ship === undefined ? "" : ` data-from="${ships!.hex}" data-unit="${esc(ship.unit)}" data-reachable="${ship.reachable}"`;
      body.push(`<text x="${f(c.x)}" y="${f(c.y - 2 + j * 10)}" class="ship" fill="${colour}"${hook}>${esc(text)}</text>`);
    });
  });
  return body;
}

/** The report's ship groups by start system, in the order the overlay model gives its labels (every group labelled). */
function groupsBySystem(galaxy: Galaxy, report: ActivationReport): { hex: string; ships: ShipReport[] }[] {
  const out: { hex: string; ships: ShipReport[] }[] = [];
  const byKey = new Map<string, ShipReport[]>();
  for (const ship of report.ships) {
    const key = keyOfRef(galaxy, ship.from);
    let list = byKey.get(key);
    if (list === undefined) {
      list = [];
      byKey.set(key, list);
      const system = galaxy.systems.get(key);
      out.push({ hex: system === undefined ? key : hexText(system.hex), ships: list });
    }
    list.push(ship);
  }
  return out;
}

export function galaxySvg(galaxy: Galaxy, state: TableState, report: ActivationReport | undefined, options: GalaxySvgOptions = {}): string {
  const overlay = options.pieces === true ? drawPieces(galaxy, state, report !== undefined) : [];
  if (report !== undefined) {
    overlay.push('<g class="overlay" pointer-events="none">');
    for (const part of drawReport(galaxy, state, report)) overlay.push(part);
    overlay.push("</g>");
  }
  return galaxyPicture(galaxy, overlay, report === undefined || options.panel === false ? [] : overlayPanel(report), options);
}

/** The galaxy with an overlay drawn over it (in this picture's pixels) and panel lines above it. */
export function galaxyPicture(galaxy: Galaxy, overlay: readonly string[], panel: readonly string[], options: GalaxySvgOptions = {}): string {
  const slots = options.slots ?? [];
  const cs = [...[...galaxy.systems.values(), ...galaxy.hyperlanes.values()].map((t) => t.hex), ...slots].map(centreOf);
  if (cs.length === 0) cs.push({ x: 0, y: 0 });
  // Folds, not Math.min(...xs): a huge galaxy has more systems than a call takes arguments.
  const minX = cs.reduce((m, c) => Math.min(m, c.x), Infinity) - R - 10;
  const maxX = cs.reduce((m, c) => Math.max(m, c.x), -Infinity) + R + 10;
  const minY = cs.reduce((m, c) => Math.min(m, c.y), Infinity) - R - 10 - panel.length * LINE;
  const maxY = cs.reduce((m, c) => Math.max(m, c.y), -Infinity) + R + 10;
  const body: string[] = [];
  for (const at of slots) body.push(drawSlot(at, options));
  galaxy.hyperlanes.forEach((h) => body.push(drawHyperlane(h)));
  galaxy.systems.forEach((s) => body.push(drawSystem(galaxy, s, options)));
  for (const part of overlay) body.push(part);
  panel.forEach((line, j) => body.push(`<text x="${f(minX + 8)}" y="${f(minY + 16 + j * LINE)}" class="panel">${esc(line)}</text>`));
  const width = maxX - minX;
  const height = maxY - minY;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(minX)} ${f(minY)} ${f(width)} ${f(height)}" width="${Math.round(width)}" height="${Math.round(height)}">`,
    "<style>text{font-family:sans-serif;text-anchor:middle}.tile{font-size:13px;fill:#cfd8e6;font-weight:bold}",
    ".planet{font-size:8px;fill:#9fb0c9}.anomaly{font-size:8px;fill:#f3c5ff}.wormhole{font-size:14px;fill:#ffd54f}",
    ".ship{font-size:8px;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:2px}.lane{stroke:#6f86b0;stroke-width:3;fill:none}",
    ".panel{font-size:11px;fill:#e8eef8;text-anchor:start;white-space:pre}.warn{font-size:22px;font-weight:bold;fill:#ffa726}",
    ".piece{font-size:7px;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:1.5px}.token{font-size:8px;font-weight:bold}</style>",
    `<rect x="${f(minX)}" y="${f(minY)}" width="${f(width)}" height="${f(height)}" fill="#070b14"/>`,
    ...body,
    "</svg>",
  ].join("\n");
}

/** The panel text, as on the tables: who activates what, the plan, the warnings. */
function overlayPanel(report: ActivationReport): string[] {
  return [`Player ${report.player}`, ...reportLines(report)];
}
