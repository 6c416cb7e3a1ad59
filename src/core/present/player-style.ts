/**
 * How a player's drawing is told apart without relying on colour alone, the
 * same on every table: a short tag (the faction's short name, else the
 * colour's own letters), a dash pattern per colour for paths, and label ink
 * (text and backing) that reads at 4.5:1 or better whatever tile lies below.
 */
import { factionFamily } from "../ids";
import { ownValue, sortedKeys } from "../own";
import { playerState } from "../state/players";
import type { TableState } from "../state/table-state";
import { playerRgb } from "./player-colors";
import type { Rgb } from "./player-colors";

/** Short faction names as players say them, by faction family (homebrew factions: their id, capitalised). */
const FACTION_TAG: { readonly [family: string]: string } = {
  arborec: "Arborec",
  letnev: "Letnev",
  saar: "Saar",
  muaat: "Muaat",
  hacan: "Hacan",
  sol: "Sol",
  creuss: "Creuss",
  l1z1x: "L1Z1X",
  mentak: "Mentak",
  naalu: "Naalu",
  nekro: "Nekro",
  norr: "N'orr",
  jolnar: "Jol-Nar",
  winnu: "Winnu",
  xxcha: "Xxcha",
  yin: "Yin",
  yssaril: "Yssaril",
  argent: "Argent",
  empyrean: "Empyrean",
  mahact: "Mahact",
  naazrokha: "Naaz-Rokha",
  nomad: "Nomad",
  ul: "Titans",
  vuilraith: "Cabal",
  keleres: "Keleres",
  crimson: "Crimson",
  bastion: "Bastion",
  ralnel: "Ral Nel",
  deepwrought: "Deepwrought",
  firmament: "Firmament",
  obsidian: "Obsidian",
};

/** A colour's own short letters: one letter where no other table colour starts with it. */
const COLOUR_TAG: { readonly [colour: string]: string } = {
  white: "W",
  brown: "Br",
  red: "R",
  orange: "O",
  yellow: "Y",
  green: "G",
  teal: "T",
  blue: "Bl",
  purple: "Pu",
  pink: "Pk",
  grey: "Gy",
  black: "Bk",
};

/**
 * Dash patterns of paths, as on and off lengths in hex radii (empty: solid): one per seat, in the order of
 * the players' names, so that no two of up to eight players draw their paths alike.
 */
const DASHES: readonly (readonly number[])[] = [
  [],
  [0.3, 0.15],
  [0.06, 0.12],
  [0.3, 0.1, 0.06, 0.1],
  [0.6, 0.15],
  [0.3, 0.1, 0.06, 0.1, 0.06, 0.1],
  [0.15, 0.15],
  [0.6, 0.1, 0.15, 0.1],
];

/** Label text on its backing: both in RGB (0-1). */
export interface LabelInk {
  readonly text: Rgb;
  readonly backing: Rgb;
}

/**
 * How a player is shown: a short tag, a colour and dash pattern for paths, and label ink that reads on
 * every system tile.
 */
export interface PlayerStyle {
  /** Shown on every label and beside every path of the player: "Hacan", else "R" for red. */
  readonly tag: string;
  /** The player's colour, for lines and outlines. */
  readonly colour: Rgb;
  /** On and off lengths of the path's dashes, in hex radii; empty for a solid line. */
  readonly dash: readonly number[];
  readonly ink: LabelInk;
}

/** The player's colour at half strength: outlines and leader lines of what only a held effect would reach. */
export function dimmed(c: Rgb): Rgb {
  return { r: c.r * 0.5, g: c.g * 0.5, b: c.b * 0.5 };
}

/** The backings a label may have: the dark of the tables' backdrops, or near white. */
export const DARK_BACKING: Rgb = { r: 0.04, g: 0.06, b: 0.1 };
export const LIGHT_BACKING: Rgb = { r: 0.96, g: 0.97, b: 0.98 };

/** The contrast labels reach at least (WCAG 2 AA for text). */
export const LABEL_CONTRAST = 4.5;

function channel(v: number): number {
  return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

/** Relative luminance (WCAG 2). */
export function luminance(c: Rgb): number {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

/** The contrast ratio of two colours (WCAG 2), from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/**
 * The player's colour on the backing it reads best on; where even that falls short of 4.5:1, the colour moved
 * toward the far end (lighter on the dark backing, darker on the light one) until it reads.
 */
export function labelInk(colour: Rgb): LabelInk {
  const onDark = contrastRatio(colour, DARK_BACKING);
  const onLight = contrastRatio(colour, LIGHT_BACKING);
  const backing = onDark >= onLight ? DARK_BACKING : LIGHT_BACKING;
  const far: Rgb = backing === DARK_BACKING ? { r: 1, g: 1, b: 1 } : { r: 0, g: 0, b: 0 };
  let text = colour;
  for (let step = 1; step <= 20 && contrastRatio(text, backing) < LABEL_CONTRAST; step++) text = mix(colour, far, step / 20);
  return { text, backing };
}

/** The short tag of a player: their faction's short name, else their colour's letters, else the name itself. */
export function playerTag(player: string, faction: string | undefined): string {
  if (faction !== undefined && faction !== "") {
    const family = factionFamily(faction) as string;
    const known = ownValue(FACTION_TAG, family);
    return known !== undefined ? known : family.substring(0, 1).toUpperCase() + family.substring(1, 10);
  }
  const colour = typeof player === "string" ? player.toLowerCase() : "";
  const letters = ownValue(COLOUR_TAG, colour);
  return letters !== undefined ? letters : colour.substring(0, 1).toUpperCase() + colour.substring(1, 3);
}

/** How the player's drawing looks on every table. */
export function playerStyle(state: TableState, player: string): PlayerStyle {
  const held = playerState(state, player);
  const faction = held === undefined || typeof held.faction !== "string" ? undefined : held.faction;
  const colour = playerRgb(player);
  const names = typeof state.players === "object" && state.players !== null ? sortedKeys(state.players) : [];
  const seat = names.indexOf(player);
  const dash = DASHES[(seat < 0 ? 0 : seat) % DASHES.length] as readonly number[];
  return { tag: playerTag(player, faction), colour, dash, ink: labelInk(colour) };
}
