/** Colours of the picture: players by their table colour, systems by what they are. */
const PLAYER_COLOURS: Record<string, string> = {
  red: "#e53935",
  blue: "#1e88e5",
  green: "#43a047",
  yellow: "#fdd835",
  purple: "#8e24aa",
  orange: "#fb8c00",
  pink: "#ec407a",
  white: "#eeeeee",
  black: "#212121",
  brown: "#795548",
};

export function playerColour(player: string): string {
  return PLAYER_COLOURS[player.toLowerCase()] ?? "#00bcd4";
}

export const SYSTEM_FILL = {
  plain: "#16233a",
  home: "#24324d",
  "gravity-rift": "#4a1f5c",
  nebula: "#5c2a45",
  supernova: "#7a3b12",
  "asteroid-field": "#4a4238",
  hyperlane: "#0d1524",
  offMap: "#101a2c",
} as const;

export const WORMHOLE_SYMBOL: Record<string, string> = { alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ε" };
