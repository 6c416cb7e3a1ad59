/**
 * Texts of the picture as items that know the room they take: drawn as SVG
 * text, and given to the label placement (core/present/label-placement) as
 * boxes on the table plane that labels must not cover.
 */
import type { PlaneBox } from "../core/all";
import { esc, f } from "./svg-geometry";

export interface TextItem {
  /** The text's anchor: centred on x unless `start`; y is its baseline. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly text: string;
  readonly cls: string;
  readonly fill?: string;
  readonly bold?: boolean;
  readonly start?: boolean;
}

/** The picture's font: Arial's metrics, which Liberation Sans and Helvetica share (so text measures alike everywhere). */
export const FONT_FAMILY = "'Liberation Sans',Arial,Helvetica,sans-serif";

/** Advance widths of the printable ASCII letters (space to tilde) in thousandths of an em, regular and bold. */
const REGULAR = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
const BOLD = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584];
/** Other letters (Greek wormhole names, symbols): a wide letter's width. */
const OTHER = 780;
/** A little more than the sum, for rounding and kerning. */
const MARGIN = 1.04;

/** The room a text takes in the picture's pixels, from the font's letter widths. */
export function textWidth(text: string, size: number, bold: boolean): number {
  const widths = bold ? BOLD : REGULAR;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) continue; // the second half of a surrogate pair
    total += code >= 32 && code <= 126 ? (widths[code - 32] as number) : OTHER;
  }
  return (total / 1000) * size * MARGIN;
}

/** The font's line box: 0.905 em above the baseline, 0.212 em below (Arial's and Liberation Sans's ascent and descent). */
export const ASCENT = 0.905;
export const DESCENT = 0.212;

/** The box a text item takes, on the table plane (north is up: the picture's y turned round). */
export function itemBox(item: TextItem): PlaneBox {
  const width = textWidth(item.text, item.size, item.bold === true);
  const west = item.start === true ? item.x : item.x - width / 2;
  return { west, east: west + width, south: -(item.y + DESCENT * item.size), north: -(item.y - ASCENT * item.size) };
}

export function drawText(item: TextItem, attributes = ""): string {
  const fill = item.fill === undefined ? "" : ` fill="${item.fill}"`;
  return `<text x="${f(item.x)}" y="${f(item.y)}" class="${item.cls}"${fill}${attributes}>${esc(item.text)}</text>`;
}
