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
import { chooseLabels, keyOfRef, overlayModel, placeLabels, planeToHex, reportLines } from "../core/all";
import type { ActivationReport, Galaxy, GalaxySystem, Hex, HexKey, HyperlaneTile, OverlaySegment, PlaneBox, PlanePoint, PlayerStyle, TableState } from "../core/all";
import { centreOf, corners, esc, f, hexText, LAYOUT, pts, R, sideMid, toSvg } from "./svg-geometry";
import type { Point } from "./svg-geometry";
import { rgbCss, SYSTEM_FILL, WORMHOLE_SYMBOL } from "./palette";
import { drawPieces, pieceTexts, piecesInWords } from "./pieces-svg";
import { drawText, FONT_FAMILY, itemBox, textWidth } from "./text-items";
import type { TextItem } from "./text-items";

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
  /** The map string's home positions among the slots ("q,r" to seat number). */
  readonly homeSeats?: ReadonlyMap<string, number>;
  /** A label for every ship group, reaching or not (default: the groups that reach or that a held effect would bring). */
  readonly allLabels?: boolean;
}

/** What a page's systems say to a screen reader besides their tiles: what lies in each, and which one is active. */
export interface SystemWords {
  readonly contents: ReadonlyMap<string, string>;
  /** The active system's hex, "q,r". */
  readonly active: string | undefined;
  /** The one system reached by Tab ("q,r"); arrow keys move on from there. */
  readonly tabStop: string | undefined;
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

/** The texts of a system: its tile number, planets, anomalies, Thunder's Edge marks and wormholes. */
export function systemTexts(galaxy: Galaxy, s: GalaxySystem): TextItem[] {
  const c = centreOf(s.hex);
  const items: TextItem[] = [{ x: c.x, y: c.y - 18, size: 13, text: `${s.tile}`, cls: "tile", bold: true }];
  const planets = s.planets.map((p) => p.name).join(" / ");
  if (planets !== "") items.push({ x: c.x, y: c.y + 33, size: 8, text: planets, cls: "planet" });
  if (s.anomalies.length > 0) items.push({ x: c.x, y: c.y + 23, size: 8, text: s.anomalies.join(" + "), cls: "anomaly" });
  const te = marks(galaxy, s);
  if (te.length > 0) items.push({ x: c.x, y: c.y + 8, size: 8, text: te.join(" "), cls: "anomaly" });
  const wormholes = s.wormholes.map((w) => WORMHOLE_SYMBOL[w.wormhole] ?? w.wormhole).join(" ");
  if (wormholes !== "") items.push({ x: c.x + 22, y: c.y - 16, size: 14, text: wormholes, cls: "wormhole" });
  return items;
}

/** A system's accessible name: its tile and planets, what lies in it, whether it is the active system. */
export function accessibleName(s: GalaxySystem, words: SystemWords | undefined): string {
  const at = hexText(s.hex);
  const contents = words?.contents.get(s.key);
  return `${systemName(s)}${contents === undefined ? "; empty" : `; ${contents}`}${words?.active === at ? "; the active system" : ""}`;
}

function drawSystem(galaxy: Galaxy, s: GalaxySystem, options: GalaxySvgOptions, words?: SystemWords): string {
  const c = centreOf(s.hex);
  const dash = s.offMap ? ' stroke-dasharray="5 4"' : "";
  const selected = options.selected === hexText(s.hex) ? " selected" : "";
  // One Tab stop for the whole map (the selected system, else the first); arrow keys move between systems.
  const stop = words?.tabStop === hexText(s.hex) ? "0" : "-1";
  const focus = options.interactive === true ? ` tabindex="${stop}" role="button" aria-label="${esc(accessibleName(s, words))}"` : "";
  const parts = [`<g class="system${selected}" data-hex="${hexText(s.hex)}" data-tile="${s.tile}"${focus}>`];
  parts.push(`<polygon points="${pts(corners(c))}" fill="${systemFill(s)}" stroke="#5b6b88" stroke-width="1.5"${dash}/>`);
  for (const item of systemTexts(galaxy, s)) parts.push(drawText(item));
  parts.push("</g>");
  return parts.join("");
}

/** An empty hex a system tile may go on: a dashed outline, a button on a page; a map string's home position says whose seat it is. */
function drawSlot(at: Hex, options: GalaxySvgOptions): string {
  const c = centreOf(at);
  const seat = options.homeSeats?.get(hexText(at));
  const name = seat === undefined ? `Empty hex [${hexText(at)}]` : `Home position of seat ${seat} [${hexText(at)}]`;
  const focus = options.interactive === true ? ` tabindex="-1" role="button" aria-label="${name}"` : "";
  return [
    `<g class="slot" data-hex="${hexText(at)}" data-slot="true"${seat === undefined ? "" : ` data-home-seat="${seat}"`}${focus}>`,
    `<polygon points="${pts(corners(c))}" fill="#0d1322" stroke="${seat === undefined ? "#3c4a66" : "#8fa3c7"}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    seat === undefined ? `<text x="${f(c.x)}" y="${f(c.y + 4)}" class="planet">empty</text>` : `<text x="${f(c.x)}" y="${f(c.y + 5)}" class="tile">home ${seat}</text>`,
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

/** Room round a label's text, and the height of its lines, in pixels. */
const PAD = 3;
const TAG_SIZE = 8;
const SHIP_SIZE = 9;
const LABEL_LINE = 11;

/** Room between the player's tag and the lines. */
const TAG_GAP = 4;

/** A label's size: the player's tag in a column of its own, beside a line per ship group. */
function labelSize(tag: string, lines: readonly string[]): { width: number; height: number } {
  let width = 0;
  for (const line of lines) width = Math.max(width, textWidth(line, SHIP_SIZE, true));
  return { width: textWidth(tag, TAG_SIZE, true) + TAG_GAP + width + 2 * PAD, height: 2 * PAD + lines.length * LABEL_LINE };
}

/** What the report draws, and the room its labels take (labels may lie beyond the galaxy's edge). */
/** A player's paths, each from a dot at its start, in their colour and dash pattern; a wormhole jump thinner. */
export function drawPaths(paths: readonly (readonly OverlaySegment[])[], player: string, style: PlayerStyle): string[] {
  const colour = rgbCss(style.colour);
  const body: string[] = [];
  paths.forEach((segments, i) => {
    if (segments.length === 0) return;
    // Paths from one system would lie on each other: shift each a little.
    const dx = ((i % 3) - 1) * 4;
    const dy = ((Math.floor(i / 3) % 3) - 1) * 4;
    const shift = (p: PlanePoint): Point => ({ x: toSvg(p).x + dx, y: toSvg(p).y + dy });
    // The player's dash pattern tells the path apart without its colour; a wormhole jump is drawn thinner.
    const dash = style.dash.length === 0 ? "" : ` stroke-dasharray="${style.dash.map((d) => f(d * R)).join(" ")}"`;
    const lines = segments.map((s) => `<polyline points="${pts(s.points.map(shift))}" fill="none"${s.jump ? ' stroke-width="1.5" opacity="0.8"' : ""}/>`);
    const start = shift(segments[0]!.points[0]!);
    body.push(`<g class="path" data-player="${esc(player)}" stroke="${colour}" stroke-width="3" stroke-linecap="round"${dash} opacity="0.9">${lines.join("")}</g>`);
    body.push(`<circle cx="${f(start.x)}" cy="${f(start.y)}" r="5" fill="${colour}"/>`);
  });
  return body;
}

function drawReport(galaxy: Galaxy, state: TableState, report: ActivationReport, options: GalaxySvgOptions): { body: string[]; extent: Point[] } {
  const model = overlayModel(report, galaxy, state, { layout: LAYOUT, allLabels: options.allLabels, nearby: options.allLabels === true ? Number.MAX_SAFE_INTEGER : undefined });
  const { style } = model;
  const colour = rgbCss(style.colour);
  const body = [`<polygon points="${pts(model.activeOutline.map(toSvg))}" fill="none" stroke="${colour}" stroke-width="5"/>`];
  body.push(...drawPaths(model.paths, model.player, style));
  const marks: TextItem[] = [];
  for (const w of report.warnings) {
    const system = galaxy.systems.get(keyOfRef(galaxy, w.system));
    if (system === undefined) continue;
    const c = centreOf(system.hex);
    const mark: TextItem = { x: c.x - 26, y: c.y - 14, size: 22, text: "!", cls: "warn", bold: true };
    marks.push(mark);
    body.push(drawText(mark));
  }
  // Labels of groups that reach first: they take the spots nearest their systems.
  const reaches = (l: (typeof model.labels)[number]): number => (l.ships.some((s) => s.reachable) ? 0 : 1);
  const labels = model.labels
    .map((label, i) => ({ label, i }))
    .sort((a, b) => reaches(a.label) - reaches(b.label) || a.i - b.i)
    .map(({ label }) => {
      const from = hexText(planeToHex(label.at, LAYOUT).hex);
      return { at: label.at, lines: label.lines, hooks: label.ships.map((ship) => ` data-from="${from}" data-unit="${esc(ship.unit)}" data-reachable="${ship.reachable}"`) };
    });
  const drawn = drawLabelBoxes(galaxy, state, labels, model.player, style, options, marks);
  return { body: [...body, ...drawn.body], extent: drawn.extent };
}

/** A label to draw in a box: at a system, its lines, and attributes for each line's text (hooks for pages and tests). */
export interface BoxedLabel {
  readonly at: PlanePoint;
  readonly lines: readonly string[];
  readonly hooks?: readonly string[];
  /** Drawn fainter (a range's systems reachable only with effects). */
  readonly dim?: boolean;
}

/**
 * Labels in boxes, in the player's ink with their tag, placed in order by the one placement routine (core's
 * label-placement) clear of each other and of every text the picture shows: the systems' texts, the pieces'
 * when drawn, and `more` (warning marks). A page keeps its frame: the labels stay within it.
 */
// The boxes of the tile numbers, planet names and marks depend on the galaxy alone: measured once per galaxy.
const systemBoxes = new WeakMap<Galaxy, readonly PlaneBox[]>();
export function systemTextBoxes(galaxy: Galaxy): readonly PlaneBox[] {
  let boxes = systemBoxes.get(galaxy);
  if (boxes === undefined) {
    const found: PlaneBox[] = [];
    galaxy.systems.forEach((s) => found.push(...systemTexts(galaxy, s).map(itemBox)));
    boxes = found;
    systemBoxes.set(galaxy, boxes);
  }
  return boxes;
}

export function drawLabelBoxes(
  galaxy: Galaxy,
  state: TableState,
  labels: readonly BoxedLabel[],
  player: string,
  style: PlayerStyle,
  options: GalaxySvgOptions,
  more: readonly TextItem[] = [],
  taken: PlaneBox[] = [],
): { body: string[]; extent: Point[] } {
  // `taken`: boxes of labels drawn before (another player's), kept clear of; this call's boxes are added to it.
  const obstacles: PlaneBox[] = [...systemTextBoxes(galaxy), ...more.map(itemBox), ...taken];
  if (options.pieces === true) obstacles.push(...pieceTexts(galaxy, state).map(itemBox));
  const requests = labels.map((l) => ({ anchor: l.at, ...labelSize(style.tag, l.lines) }));
  const frame = options.interactive === true ? pageFrame(galaxy, options.slots ?? []) : undefined;
  const bounds = frame === undefined ? undefined : { west: frame.minX, east: frame.minX + frame.width, south: -(frame.minY + frame.height), north: -frame.minY };
  const placed = placeLabels(requests, obstacles, R, bounds);
  const colour = rgbCss(style.colour);
  const ink = rgbCss(style.ink.text);
  const backing = rgbCss(style.ink.backing);
  const body: string[] = [];
  const extent: Point[] = [];
  for (const spot of placed) taken.push(spot.box);
  labels.forEach((label, k) => {
    const spot = placed[k]!;
    const left = spot.box.west;
    const top = -spot.box.north;
    extent.push({ x: left, y: top }, { x: spot.box.east, y: -spot.box.south });
    const from = hexText(planeToHex(label.at, LAYOUT).hex);
    const parts = [`<g class="label" data-player="${esc(player)}" data-label-for="${from}"${label.dim === true ? ' opacity="0.75"' : ""}>`];
    if (spot.leader !== undefined) {
      const [a, b] = spot.leader.map(toSvg) as [Point, Point];
      parts.push(`<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${colour}" stroke-width="1.5" class="leader"/>`);
    }
    const width = spot.box.east - spot.box.west;
    const height = spot.box.north - spot.box.south;
    parts.push(`<rect x="${f(left)}" y="${f(top)}" width="${f(width)}" height="${f(height)}" rx="3" fill="${backing}" stroke="${colour}" stroke-width="1" class="label-box"/>`);
    const baseline = (j: number): number => top + PAD + LABEL_LINE * j + SHIP_SIZE;
    parts.push(drawText({ x: left + PAD, y: baseline(0), size: TAG_SIZE, text: style.tag, cls: "tag", fill: ink, bold: true, start: true }));
    const column = left + PAD + textWidth(style.tag, TAG_SIZE, true) + TAG_GAP;
    label.lines.forEach((text, j) => {
      parts.push(drawText({ x: column, y: baseline(j), size: SHIP_SIZE, text, cls: "label-line", fill: ink, bold: true, start: true }, label.hooks?.[j] ?? ""));
    });
    parts.push("</g>");
    body.push(parts.join(""));
  });
  return { body, extent };
}

/** What a report adds to the picture: the overlay's parts, and the room its labels take. */
export interface ReportLayer {
  readonly body: readonly string[];
  readonly extent: readonly Point[];
}

/** The report's layer alone: a page that keeps the galaxy drawn swaps only this (and the frame) on an activation. */
export function reportLayer(galaxy: Galaxy, state: TableState, report: ActivationReport | undefined, options: GalaxySvgOptions = {}): ReportLayer {
  return report === undefined ? { body: [], extent: [] } : drawReport(galaxy, state, report, options);
}

export function galaxySvg(galaxy: Galaxy, state: TableState, report: ActivationReport | undefined, options: GalaxySvgOptions = {}): string {
  const overlay = options.pieces === true ? drawPieces(galaxy, state, report !== undefined) : [];
  const layer = reportLayer(galaxy, state, report, options);
  // A page always gets the overlay's group, to fill on the next activation.
  if (report !== undefined || options.interactive === true) overlay.push('<g class="overlay" pointer-events="none">', ...layer.body, "</g>");
  const panel = report !== undefined && options.panel !== false ? overlayPanel(report, options) : [];
  const words: SystemWords = { contents: piecesInWords(galaxy, state), active: activeHex(report), tabStop: undefined };
  return galaxyPicture(galaxy, overlay, panel, options, layer.extent, words);
}

/** The active system's hex, "q,r". */
export function activeHex(report: ActivationReport | undefined): string | undefined {
  return report === undefined ? undefined : `${report.active.hex[0]},${report.active.hex[1]}`;
}

/** Room a page's frame keeps round the galaxy for labels, in pixels. */
const PAGE_MARGIN = R;

/** A page's frame: the galaxy and its slots with a margin, the same for every activation. */
export function pageFrame(galaxy: Galaxy, slots: readonly Hex[]): ReturnType<typeof pictureFrame> {
  const f0 = pictureFrame(galaxy, slots, [], 0);
  const corners = [
    { x: f0.minX - PAGE_MARGIN, y: f0.minY - PAGE_MARGIN },
    { x: f0.minX + f0.width + PAGE_MARGIN, y: f0.minY + f0.height + PAGE_MARGIN },
  ];
  return pictureFrame(galaxy, slots, corners, 0);
}

/** The picture's frame: the galaxy, its slots, and the room labels take beyond it, with panel lines above. */
export function pictureFrame(galaxy: Galaxy, slots: readonly Hex[], extent: readonly Point[], panelLines: number): { minX: number; minY: number; width: number; height: number; viewBox: string } {
  const cs = [...[...galaxy.systems.values(), ...galaxy.hyperlanes.values()].map((t) => t.hex), ...slots].map(centreOf);
  if (cs.length === 0) cs.push({ x: 0, y: 0 });
  // Folds, not Math.min(...xs): a huge galaxy has more systems than a call takes arguments.
  const minX = Math.min(cs.reduce((m, c) => Math.min(m, c.x), Infinity) - R, extent.reduce((m, c) => Math.min(m, c.x), Infinity)) - 10;
  const maxX = Math.max(cs.reduce((m, c) => Math.max(m, c.x), -Infinity) + R, extent.reduce((m, c) => Math.max(m, c.x), -Infinity)) + 10;
  const minY = Math.min(cs.reduce((m, c) => Math.min(m, c.y), Infinity) - R, extent.reduce((m, c) => Math.min(m, c.y), Infinity)) - 10 - panelLines * LINE;
  const maxY = Math.max(cs.reduce((m, c) => Math.max(m, c.y), -Infinity) + R, extent.reduce((m, c) => Math.max(m, c.y), -Infinity)) + 10;
  const width = maxX - minX;
  const height = maxY - minY;
  return { minX, minY, width, height, viewBox: `${f(minX)} ${f(minY)} ${f(width)} ${f(height)}` };
}

/** The galaxy with an overlay drawn over it (in this picture's pixels) and panel lines above it. */
export function galaxyPicture(
  galaxy: Galaxy,
  overlay: readonly string[],
  panel: readonly string[],
  options: GalaxySvgOptions = {},
  extent: readonly Point[] = [],
  words?: Omit<SystemWords, "tabStop">,
): string {
  const first = galaxy.systems.values().next();
  const selectedHere = options.selected !== undefined && galaxy.systems.has(options.selected as HexKey); // "q,r" is a hex key
  const tabStop = selectedHere ? options.selected : first.done === true ? undefined : hexText(first.value.hex);
  const named: SystemWords = { contents: words?.contents ?? new Map(), active: words?.active, tabStop };
  const slots = options.slots ?? [];
  const { minX, minY, width, height, viewBox } = options.interactive === true ? pageFrame(galaxy, slots) : pictureFrame(galaxy, slots, extent, panel.length);
  const body: string[] = [];
  for (const at of slots) body.push(drawSlot(at, options));
  galaxy.hyperlanes.forEach((h) => body.push(drawHyperlane(h)));
  galaxy.systems.forEach((s) => body.push(drawSystem(galaxy, s, options, named)));
  for (const part of overlay) body.push(part);
  panel.forEach((line, j) => body.push(`<text x="${f(minX + 8)}" y="${f(minY + 16 + j * LINE)}" class="panel">${esc(line)}</text>`));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${Math.round(width)}" height="${Math.round(height)}">`,
    `<style>text{font-family:${FONT_FAMILY};text-anchor:middle}.tile{font-size:13px;fill:#cfd8e6;font-weight:bold}`,
    ".planet{font-size:8px;fill:#9fb0c9}.anomaly{font-size:8px;fill:#f3c5ff}.wormhole{font-size:14px;fill:#ffd54f}",
    ".ship{font-size:8px;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:2px}.lane{stroke:#6f86b0;stroke-width:3;fill:none}",
    ".label-line,.tag{font-weight:bold;text-anchor:start}.label-line{font-size:9px}.tag{font-size:8px}.system.selected>polygon{stroke:#fff;stroke-width:3}",
    ".panel{font-size:11px;fill:#e8eef8;text-anchor:start;white-space:pre}.warn{font-size:22px;font-weight:bold;fill:#ffa726}",
    ".piece{font-size:7px;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:1.5px}.token{font-size:8px;font-weight:bold}</style>",
    `<rect x="${f(minX)}" y="${f(minY)}" width="${f(width)}" height="${f(height)}" fill="#070b14"/>`,
    ...body,
    "</svg>",
  ].join("\n");
}

/** The panel text, as on the tables: who activates what, the plan, the warnings, the groups left unlabelled. */
function overlayPanel(report: ActivationReport, options: GalaxySvgOptions): string[] {
  const left = chooseLabels(report, { allLabels: options.allLabels }).leftOutLine;
  return [`Player ${report.player}`, ...reportLines(report), ...(left === undefined ? [] : [left])];
}
