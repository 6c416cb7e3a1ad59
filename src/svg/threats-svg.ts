/**
 * The pictures of `threats --svg` and the web page's threat views: who can
 * reach one system (each attacker's paths and labels in their own style,
 * around the system's outline), and the heat map of a player's systems (each
 * tinted by how many enemy ships could move in, with the counts written on it).
 */
import { keyOfRef, placeLabels, playerStyle, threatLines, threatMapLines, threatOverlayModel } from "../core/all";
import type { Galaxy, PlaneBox, TableState, ThreatenedSystem, ThreatOverlayModel, Threats } from "../core/all";
import { drawLabelBoxes, drawPaths, galaxyPicture, systemTextBoxes } from "./galaxy-svg";
import type { GalaxySvgOptions } from "./galaxy-svg";
import { rgbCss } from "./palette";
import { centreOf, corners, f, hexText, LAYOUT, pts, R, toSvg } from "./svg-geometry";
import type { Point } from "./svg-geometry";
import { ASCENT, DESCENT, drawText, textWidth } from "./text-items";

/** The threat drawing: the system's outline, then each attacker's paths and labels, no label over another. */
export function drawThreats(galaxy: Galaxy, state: TableState, model: ThreatOverlayModel, options: GalaxySvgOptions = {}): { body: string[]; extent: Point[] } {
  const ring = model.defender === undefined ? "#ffffff" : rgbCss(playerStyle(state, model.defender).colour);
  const body = [`<polygon class="threatened" points="${pts(model.outline.map(toSvg))}" fill="none" stroke="${ring}" stroke-width="5"/>`];
  const taken: PlaneBox[] = [];
  const extent: Point[] = [];
  for (const a of model.attackers) body.push(...drawPaths(a.paths, a.player, a.style));
  for (const a of model.attackers) {
    const drawn = drawLabelBoxes(galaxy, state, a.labels, a.player, a.style, options, [], taken);
    body.push(...drawn.body);
    extent.push(...drawn.extent);
  }
  return { body, extent };
}

export function threatsSvg(galaxy: Galaxy, state: TableState, threats: Threats): string {
  const drawn = drawThreats(galaxy, state, threatOverlayModel(threats, galaxy, state, LAYOUT));
  return galaxyPicture(galaxy, drawn.body, threatLines(threats), {}, drawn.extent);
}

/** Tints by the enemy ships that could move in this round: none, 1-2, 3-5, 6 or more. */
const HEAT: readonly { readonly from: number; readonly fill: string; readonly words: string }[] = [
  { from: 6, fill: "#e53935", words: "6 or more" },
  { from: 3, fill: "#fb8c00", words: "3 to 5" },
  { from: 1, fill: "#fdd835", words: "1 or 2" },
];

function shipsOf(list: readonly { readonly ships: number }[]): number {
  let n = 0;
  for (const p of list) n += p.ships;
  return n;
}

/** The heat map's text style: white on a black outline, readable on every tint. */
export const HEAT_STYLE = "<style>.heat{font-size:9px;paint-order:stroke;stroke:#000;stroke-width:3px}</style>";

/** The heat map's count size, and the room round it that keeps it readable. */
const HEAT_SIZE = 9;
const HEAT_PAD = 2;

/**
 * The heat map's layer: each of the defender's systems tinted, with this round's and next round's counts,
 * placed by the one placement routine clear of each other and of the systems' texts (`more`: other texts the
 * picture shows, the pieces'), with a leader line back to a system a count had to leave.
 */
export function drawHeat(galaxy: Galaxy, systems: readonly ThreatenedSystem[], more: readonly PlaneBox[] = []): string[] {
  const tints: string[] = [];
  const counts: { readonly hex: string; readonly text: string; readonly at: Point }[] = [];
  for (const s of systems) {
    const system = galaxy.systems.get(keyOfRef(galaxy, s.system));
    if (system === undefined) continue;
    const now = shipsOf(s.thisRound);
    const heat = HEAT.find((h) => now >= h.from);
    const c = centreOf(system.hex);
    const hex = hexText(system.hex);
    if (heat !== undefined) tints.push(`<polygon points="${pts(corners(c, R * 0.9))}" fill="${heat.fill}" opacity="0.45" data-heat="${hex}" data-ships="${now}"/>`);
    counts.push({ hex, text: `now ${now} · next ${shipsOf(s.nextRound)}`, at: c });
  }
  const requests = counts.map((c) => ({
    anchor: { east: c.at.x, north: -c.at.y },
    width: textWidth(c.text, HEAT_SIZE, true) + 2 * HEAT_PAD,
    height: (ASCENT + DESCENT) * HEAT_SIZE + 2 * HEAT_PAD,
  }));
  const placed = placeLabels(requests, [...systemTextBoxes(galaxy), ...more], R);
  const body = [...tints];
  counts.forEach((c, i) => {
    const spot = placed[i]!;
    if (spot.leader !== undefined) {
      const [a, b] = spot.leader.map(toSvg) as [Point, Point];
      body.push(`<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="#ffffff" stroke-width="1" class="leader"/>`);
    }
    const baseline = -spot.box.north + HEAT_PAD + ASCENT * HEAT_SIZE;
    body.push(drawText({ x: (spot.box.west + spot.box.east) / 2, y: baseline, size: HEAT_SIZE, text: c.text, cls: "heat", fill: "#ffffff", bold: true }, ` data-heat-text="${c.hex}"`));
  });
  return body;
}

export function threatMapSvg(galaxy: Galaxy, defender: string, systems: readonly ThreatenedSystem[]): string {
  const legend = HEAT.map((h) => h.words).join(", ");
  const [title, ...rows] = threatMapLines(defender, systems);
  const panel = [`${title ?? ""}, now and next round (tinted by now: ${legend})`, ...rows.map((r) => `  ${r}`)];
  return galaxyPicture(galaxy, [HEAT_STYLE, ...drawHeat(galaxy, systems)], panel);
}
