import { ownValue } from "../own";

/** Player colours as the tables name them, in RGB (0-1), for every renderer. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const PLAYER_RGB: { readonly [color: string]: Rgb } = {
  white: { r: 1, g: 1, b: 1 },
  brown: { r: 0.44, g: 0.23, b: 0.09 },
  red: { r: 0.86, g: 0.1, b: 0.09 },
  orange: { r: 0.96, g: 0.39, b: 0.11 },
  yellow: { r: 0.9, g: 0.9, b: 0.17 },
  green: { r: 0.19, g: 0.7, b: 0.17 },
  teal: { r: 0.13, g: 0.69, b: 0.61 },
  blue: { r: 0.12, g: 0.53, b: 1 },
  purple: { r: 0.63, g: 0.12, b: 0.94 },
  pink: { r: 0.96, g: 0.44, b: 0.81 },
  grey: { r: 0.5, g: 0.5, b: 0.5 },
  black: { r: 0.25, g: 0.25, b: 0.25 },
};

/** A player's colour, cyan for names no table uses. */
export function playerRgb(player: string): Rgb {
  return ownValue(PLAYER_RGB, typeof player === "string" ? player.toLowerCase() : "") ?? { r: 0, g: 0.74, b: 0.83 };
}
