/**
 * Labels lying on the table: text on a dark backdrop, facing up. The text is
 * drawn at four times its size and the label shown at a quarter, as
 * TI4-TTPG-TS draws its table text (its activated-system highlight, its
 * combat roll results): sharp when a player zooms in.
 */
import { Border, Color, Text, UIElement } from "@tabletop-playground/api";
import type { Vector, Widget } from "@tabletop-playground/api";

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
