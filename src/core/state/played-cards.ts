/**
 * Cards that take effect while they lie face up on the table, played for the
 * tactical action under way, as the mods read them for their own wormhole
 * adjacency: Lost Star Chart as all three do (TI4-TTPG-TS
 * system-adjacency-wormhole.ts _applyCards, TI4-TTPG adjacency-wormhole.js,
 * TI4-TTS TI4_SystemHelper.ttslua wormholes()), Emissary Taivra as the two
 * with an active/idle toggle do (TI4-TTPG-TS, TI4-TTS; TI4-TTPG has none and
 * counts the agent whenever it is readied, which is not read). The tables pass
 * them as the activating player's effects.
 */
import { TF_ACTION_CARDS } from "./optional-effects";

export interface PlayedCard {
  /** The effect's id, as `active.effects` names it. */
  readonly effect: string;
  /** Counts only while its active/idle toggle says active (a leader used for this action), not merely face up. */
  readonly toggled: boolean;
}

export const PLAYED_CARDS: readonly PlayedCard[] = [
  { effect: "lost-star-chart", toggled: false }, // action card: alpha and beta wormholes adjacent this tactical action
  { effect: "emissary-taivra", toggled: true }, // Creuss agent (Twilight's Fall: Enigmatic Genome): the active wormhole system adjacent to every wormhole system
  // Twilight's Fall action cards played after the activation, read face up as Lost Star Chart is.
  ...TF_ACTION_CARDS.map((effect) => ({ effect, toggled: false })),
];

/** The played card an id names ("lost-star-chart"), or undefined. */
export function playedCard(id: string): PlayedCard | undefined {
  for (const card of PLAYED_CARDS) if (card.effect === id) return card;
  return undefined;
}

/** The effects of the played cards found, each once, in the order found. */
export function effectsInPlay(found: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of found) if (out.indexOf(id) < 0 && playedCard(id) !== undefined) out.push(id);
  return out;
}
