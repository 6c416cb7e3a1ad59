/** The picture of `range --svg`, and the range drawn on the web page: the range overlay every table draws (core/present/range-overlay). */
import { canonicalId, hex, hexToPlane, keyOfRef, planeToHex, rangeOverlayModel } from "../core/all";
import type { Galaxy, MoveRange, TableState } from "../core/all";
import { drawLabelBoxes, galaxyPicture } from "./galaxy-svg";
import type { GalaxySvgOptions } from "./galaxy-svg";
import { f, LAYOUT, pts, toSvg } from "./svg-geometry";
import { drawText } from "./text-items";
import type { TextItem } from "./text-items";
import { playerColour } from "./palette";

/**
 * The range over the galaxy: a dot on the ships' system, an outline and a
 * label per system in range (dimmer where effects are needed). Each outline's
 * group has `data-range="q,r"` and `data-range-dim="true|false"`.
 */
export function drawRange(galaxy: Galaxy, range: MoveRange, state?: TableState, options: GalaxySvgOptions = {}): string[] {
  const colour = playerColour(range.player);
  const model = rangeOverlayModel(range, galaxy, LAYOUT, state);
  const body: string[] = [];
  const marks: TextItem[] = [];
  // The ships' system: a dot in the player's colour, and the word.
  const start = toSvg(hexToPlane(hex(range.hex[0], range.hex[1]), LAYOUT));
  body.push(`<circle cx="${f(start.x)}" cy="${f(start.y)}" r="7" fill="${colour}"/>`);
  marks.push({ x: start.x, y: start.y + 17, size: 8, text: "start", cls: "ship", fill: colour, bold: true });
  body.push(drawText(marks[0]!, ' data-left-out="start"'));
  // Systems the range leaves out, and why: the player's command token is there, so they cannot activate it [58.4c].
  for (const key of state === undefined ? [] : commandTokenSystems(galaxy, state, range.player)) {
    const system = galaxy.systems.get(key);
    if (system === undefined || (system.hex.q === range.hex[0] && system.hex.r === range.hex[1])) continue;
    const c = toSvg(hexToPlane(system.hex, LAYOUT));
    const mark: TextItem = { x: c.x, y: c.y + 14, size: 8, text: "✕ your command token", cls: "ship", fill: colour, bold: true };
    marks.push(mark);
    body.push(drawText(mark, ` opacity="0.8" data-left-out="${system.hex.q},${system.hex.r}"`));
  }
  for (const o of model.outlines) {
    const at = planeToHex(o.label.at, LAYOUT).hex;
    const style = o.dim ? `stroke-width="2" stroke-dasharray="6 5" opacity="0.55"` : `stroke-width="4"`;
    body.push(`<g data-range="${at.q},${at.r}" data-range-dim="${o.dim}"><polygon points="${pts(o.points.map(toSvg))}" fill="none" stroke="${colour}" ${style}/></g>`);
  }
  // Each system's label in a box with the player's tag, placed by the routine every label uses.
  const labels = model.outlines.map((o) => ({ at: o.label.at, lines: o.label.lines, dim: o.dim }));
  body.push(...drawLabelBoxes(galaxy, state ?? {}, labels, range.player, model.style, options, marks).body);
  return body;
}

/** The panel lines of a range: who, from where, and per group how many systems. */
export function rangeLines(range: MoveRange): string[] {
  const lines = [`Player ${range.player}: move range from ${typeof range.from === "number" ? range.from : `[${range.from.join(",")}]`}`];
  for (const g of range.groups) lines.push(`  ${g.count} ${g.name} (move ${g.move}): ${g.systems.length} in range, ${g.withEffects.length} more with effects`);
  return lines;
}

/** The systems holding the player's command tokens. */
function commandTokenSystems(galaxy: Galaxy, state: TableState, player: string): string[] {
  const out: string[] = [];
  for (const t of state.tokens ?? []) {
    if (canonicalId(t.token) !== "command" || t.player !== player) continue;
    const key = keyOfRef(galaxy, t.system);
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

export function rangeSvg(galaxy: Galaxy, range: MoveRange, state?: TableState): string {
  return galaxyPicture(galaxy, drawRange(galaxy, range, state), rangeLines(range));
}
