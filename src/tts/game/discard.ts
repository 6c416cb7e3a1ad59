/**
 * Whether an agenda card lies on the agenda discard pile, as the TI4 TTS
 * mod's deck helper decides it (TI4-TTS TI4/Helpers/TI4_DeckHelper.ttslua,
 * `isDiscard(cardGuid)`): the card is within 1 unit (on the table plane) of
 * the Agenda deck's discard point, which lies at (0, 0.26, 2.53) on the
 * "Cards Mat". A discarded law is not in play.
 */
import type { PlanePoint } from "../../core";

export const CARDS_MAT = "Cards Mat";
const AGENDA_DISCARD_ON_MAT: TtsVector = { x: 0, y: 0.26, z: 2.53 };
const ON_PILE = 1;

/** The agenda discard point on the table, from the Cards Mat; undefined without a readable mat. */
export function agendaDiscardPoint(cardsMat: TtsObject | undefined): PlanePoint | undefined {
  if (cardsMat === undefined) return undefined;
  try {
    const p = cardsMat.positionToWorld(AGENDA_DISCARD_ON_MAT);
    return typeof p.x === "number" && typeof p.z === "number" ? { north: p.z, east: p.x } : undefined;
  } catch (e) {
    return undefined;
  }
}

/**
 * Asks the deck helper when there is one (its answer: true, or false/nil for
 * "not discarded"); without it, or when it fails, measures against the discard point.
 */
export function inDiscard(guid: string, at: PlanePoint, deckHelper: TtsObject | undefined, discardPoint: PlanePoint | undefined): boolean {
  if (deckHelper !== undefined) {
    try {
      return deckHelper.call("isDiscard", guid) === true;
    } catch (e) {
      // the helper failed: fall back to the same measure
    }
  }
  if (discardPoint === undefined) return false;
  const dn = at.north - discardPoint.north;
  const de = at.east - discardPoint.east;
  return Math.sqrt(dn * dn + de * de) < ON_PILE;
}
