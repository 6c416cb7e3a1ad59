/**
 * Which face-up cards are in play (laws; cards played for the tactical action,
 * played-cards.ts), as the TI4 TTS mod decides it (TI4-TTS
 * TI4/Helpers/TI4_GameDataHelper.ttslua, Laws.getLawCards; TI4_SystemHelper
 * wormholes(), for Lost Star Chart): not a card in a player's hand
 * (TI4_ZoneHelper.ttslua inHand: every seated player's hand objects), not the
 * agenda being voted on (inside the bounds of the "Agenda Phase Mat"), and not
 * one on its deck's discard pile (discard.ts). The hands and the mat are
 * looked at only when such a card lies face up.
 */
import type { PlanePoint } from "../../core/all";
import { discardPoints, inDiscard } from "./discard";

export const AGENDA_PHASE_MAT = "Agenda Phase Mat";

/** A face-up card as read: a law's id, or a played card's effect. */
export interface CardFaceUp {
  readonly id: string;
  readonly guid: string;
  readonly at: PlanePoint;
}

/** Where cards in play are told apart: the mats read from the table and the deck helper. */
export interface CardPlaces {
  readonly cardsMat: TtsObject | undefined;
  readonly agendaPhaseMat: TtsObject | undefined;
  readonly deckHelper: TtsObject | undefined;
}

/** The GUIDs of every object in a seated player's hands; none when the players cannot be asked. */
function handGuids(): { [guid: string]: boolean } {
  const out: { [guid: string]: boolean } = {};
  try {
    if (Player === undefined) return out;
    for (const player of Player.getPlayers()) {
      const hands = player.getHandCount();
      for (let i = 1; i <= hands; i++) {
        for (const o of player.getHandObjects(i)) out[o.getGUID()] = true;
      }
    }
  } catch (e) {
    // a player who left mid-read: the cards read as lying on the table
  }
  return out;
}

/** The mat's extent on the table plane; undefined when it cannot be read. */
function extentOf(mat: TtsObject | undefined): { min: PlanePoint; max: PlanePoint } | undefined {
  if (mat === undefined) return undefined;
  try {
    const b = mat.getBounds();
    const halfEast = b.size.x / 2;
    const halfNorth = b.size.z / 2;
    if (!(halfEast >= 0) || !(halfNorth >= 0)) return undefined;
    return { min: { north: b.center.z - halfNorth, east: b.center.x - halfEast }, max: { north: b.center.z + halfNorth, east: b.center.x + halfEast } };
  } catch (e) {
    return undefined;
  }
}

function inside(at: PlanePoint, extent: { min: PlanePoint; max: PlanePoint }): boolean {
  return at.east > extent.min.east && at.east < extent.max.east && at.north > extent.min.north && at.north < extent.max.north;
}

/** The ids of the face-up cards in play, each once. */
export function cardsInPlay(cards: readonly CardFaceUp[], places: CardPlaces): string[] {
  const ids: string[] = [];
  if (cards.length === 0) return ids;
  const inHand = handGuids();
  const beingVoted = extentOf(places.agendaPhaseMat);
  const discards = discardPoints(places.cardsMat);
  for (const card of cards) {
    if (ids.indexOf(card.id) >= 0 || inHand[card.guid] === true) continue;
    if (beingVoted !== undefined && inside(card.at, beingVoted)) continue;
    if (!inDiscard(card.guid, card.at, places.deckHelper, discards)) ids.push(card.id);
  }
  return ids;
}
