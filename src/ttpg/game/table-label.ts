/**
 * Labels lying on the table: text on a backdrop, facing up. The text is
 * drawn at four times its size and the label shown at a quarter, as
 * TI4-TTPG-TS draws its table text (its activated-system highlight, its
 * combat roll results): sharp when a player zooms in. Labels are sized from
 * their text and placed by the core's routine (core/present/label-placement),
 * for the activation's drawing and the move range alike.
 */
import { Border, Color, HorizontalBox, Text, UIElement, VerticalBox } from "@tabletop-playground/api";
import type { Vector, Widget } from "@tabletop-playground/api";
import { placeLabels, TTPG_LAYOUT } from "../../core/all";
import type { PlacedLabel, PlanePoint } from "../../core/all";

const SHARPNESS = 4;

/** Text of `fontSize` points as the label shows it. */
export function labelText(text: string, fontSize: number, color: Color): Text {
  return new Text().setText(text).setFontSize(fontSize * SHARPNESS).setTextColor(color);
}

/** The label, not yet added to the world; `backdrop` is the backdrop's opacity, `backing` its colour when not black. */
export function tableLabel(position: Vector, content: Widget, backdrop: number, backing?: Color): UIElement {
  const ui = new UIElement();
  ui.position = position;
  ui.scale = 1 / SHARPNESS;
  ui.widget = new Border().setColor(backing ?? new Color(0, 0, 0, backdrop)).setChild(content);
  ui.useWidgetSize = true;
  ui.useTransparency = true;
  ui.castShadow = false;
  return ui;
}

/** Label text size (points; one point shows about a millimetre high) and the room a letter and a line take, in centimetres. */
export const LABEL_SIZE = 10;
export const PANEL_SIZE = 12;
const LETTER_CM = 0.062;
const LINE_CM = 0.15;

/** What a label says, where it belongs, and the player's tag shown in a column beside its lines. */
export interface LabelRequest {
  readonly at: PlanePoint;
  readonly lines: readonly string[];
  readonly size: number;
  readonly tag?: string;
}

/** The room a label takes on the table, in centimetres: its tag, its longest line, its lines, its backdrop's margin. */
function labelRoom(request: LabelRequest): { width: number; height: number } {
  let longest = 0;
  for (const line of request.lines) longest = Math.max(longest, line.length);
  const tag = request.tag === undefined ? 0 : request.tag.length + 2;
  return { width: (longest + tag) * request.size * LETTER_CM + 1, height: request.lines.length * request.size * LINE_CM + 0.6 };
}

/** Where each label goes, in order (the first ones nearest their systems), none covering another. */
export function placeTableLabels(requests: readonly LabelRequest[]): PlacedLabel[] {
  return placeLabels(
    requests.map((r) => ({ anchor: r.at, ...labelRoom(r) })),
    [],
    TTPG_LAYOUT.cornerRadius,
  );
}

/** A label's widget, not yet added to the world: its lines, with the tag in a column of its own beside them. */
export function taggedLabel(position: Vector, request: LabelRequest, ink: Color, backing?: Color): UIElement {
  const box = new VerticalBox();
  for (const t of request.lines) box.addChild(labelText(t, request.size, ink));
  const content = request.tag === undefined ? box : new HorizontalBox().setChildDistance(request.size * 2).addChild(labelText(request.tag, request.size, ink)).addChild(box);
  return tableLabel(position, content, 0.75, backing);
}
