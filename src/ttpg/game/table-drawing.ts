/**
 * ti4-reach's own drawing on the TTPG table: lines just above the system
 * tiles and labels lying on them, each kind tagged so that it can be swept
 * away (also lines a saved game kept), seen by whom `audience` says. The
 * activation's drawing, the move range and the threat view each keep one.
 */
import { Color, DrawingLine, UIElement, Vector, world } from "@tabletop-playground/api";
import type { PlayerPermission } from "@tabletop-playground/api";
import { dashedPieces, dimmed, TTPG_LAYOUT } from "../../core/all";
import type { OverlaySegment, PlanePoint, PlayerStyle, Rgb } from "../../core/all";
import { placeTableLabels, taggedLabel } from "./table-label";
import type { LabelRequest } from "./table-label";

export interface TableDrawing {
  /** A line through these points of the table plane. */
  readonly line: (points: readonly PlanePoint[], color: Color, thickness: number) => void;
  /** A label lying on the table, centred on `where`. */
  readonly label: (where: PlanePoint, request: LabelRequest, ink: Color, backing?: Color) => void;
  /** Takes away every line with the tag (those drawn before a reload too) and the labels added. */
  readonly clear: () => void;
}

export function tableDrawing(tag: string, aboveTiles: number, audience: () => PlayerPermission): TableDrawing {
  let uis: UIElement[] = [];
  const at = (p: PlanePoint, lift = 0): Vector => new Vector(p.north, p.east, world.getTableHeight() + aboveTiles + lift);
  return {
    line: (points, color, thickness) => {
      const l = new DrawingLine();
      l.points = points.map((p) => at(p));
      l.color = color;
      l.thickness = thickness;
      l.rounded = true;
      l.tag = tag;
      l.players = audience();
      world.addDrawingLine(l);
    },
    label: (where, request, ink, backing) => {
      const ui = taggedLabel(at(where, 0.2), request, ink, backing);
      ui.players = audience();
      world.addUI(ui);
      uis.push(ui);
    },
    clear: () => {
      for (const l of world.getDrawingLines()) if (l.tag === tag) world.removeDrawingLineObject(l);
      for (const ui of uis) world.removeUIElement(ui);
      uis = [];
    },
  };
}

export const colourOf = (c: Rgb, alpha = 1): Color => new Color(c.r, c.g, c.b, alpha);
const WHITE = new Color(1, 1, 1, 1);

/** A player's paths in their colour, cut into their dash pattern (which tells them apart without the colour); a wormhole jump thinner. */
export function drawPlayerPaths(drawing: TableDrawing, paths: readonly (readonly OverlaySegment[])[], style: PlayerStyle): void {
  const color = colourOf(style.colour);
  for (const path of paths) {
    for (const segment of path) for (const piece of dashedPieces(segment.points, style.dash, TTPG_LAYOUT.cornerRadius)) drawing.line(piece, color, segment.jump ? 0.25 : 0.45);
  }
}

/** A label in a player's style: their tag beside its lines, their label ink on its backing (fainter when `faint`). */
export interface StyledLabel {
  readonly request: LabelRequest;
  readonly style: PlayerStyle;
  readonly faint?: boolean;
}

/**
 * The panel first (white, at its system), then each label where it covers neither the panel nor another label,
 * with a leader line back to a system it had to leave.
 */
export function drawLabelsAround(drawing: TableDrawing, panel: LabelRequest | undefined, labels: readonly StyledLabel[]): void {
  const requests = labels.map((l) => l.request);
  const placed = placeTableLabels(panel === undefined ? requests : [panel, ...requests]);
  const spots = panel === undefined ? placed : placed.slice(1);
  labels.forEach((l, i) => {
    const spot = spots[i]!;
    const faint = l.faint === true;
    const lineColour = faint ? colourOf(dimmed(l.style.colour), 0.6) : colourOf(l.style.colour);
    if (spot.leader !== undefined) drawing.line([spot.leader[0], spot.leader[1]], lineColour, 0.12);
    drawing.label(spot.centre, l.request, colourOf(l.style.ink.text), colourOf(l.style.ink.backing, faint ? 0.6 : 0.9));
  });
  if (panel === undefined) return;
  const spot = placed[0]!;
  if (spot.leader !== undefined) drawing.line([spot.leader[0], spot.leader[1]], WHITE, 0.12);
  drawing.label(spot.centre, panel, WHITE);
}
