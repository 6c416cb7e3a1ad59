/** Colours of the picture: players by their table colour, systems by what they are. */
import { playerRgb } from "../core/all";
import type { Rgb } from "../core/all";

/** A colour (0-1 channels) as a CSS hex colour. */
export function rgbCss({ r, g, b }: Rgb): string {
  const hex = (v: number): string => Math.round(v * 255).toString(16).padStart(2, "0");
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** A player's colour as a CSS hex colour, from the tables' shared palette. */
export function playerColour(player: string): string {
  return rgbCss(playerRgb(player));
}

export const SYSTEM_FILL = {
  plain: "#16233a",
  home: "#24324d",
  "gravity-rift": "#4a1f5c",
  nebula: "#5c2a45",
  supernova: "#7a3b12",
  "asteroid-field": "#4a4238",
  "entropic-scar": "#3d2b52",
  fracture: "#2a1420",
  hyperlane: "#0d1524",
  offMap: "#101a2c",
} as const;

export const WORMHOLE_SYMBOL: Record<string, string> = { alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ε" };
