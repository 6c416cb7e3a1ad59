/**
 * Whether a card lies on its deck's discard pile, as the TI4 TTS mod's deck
 * helper decides it (TI4-TTS TI4/Helpers/TI4_DeckHelper.ttslua,
 * `isDiscard(cardGuid)`): the card is within 1 unit (on the table plane) of
 * its deck's discard point on the "Cards Mat": the Agenda deck's at
 * (0, 0.26, 2.53), the Actions deck's at (-2.81, 0.26, 2.53). A discarded law
 * or action card is not in play.
 */
import type { PlanePoint } from "../../core/all";

export const CARDS_MAT = "Cards Mat";
const DISCARDS_ON_MAT: readonly TtsVector[] = [
  { x: 0, y: 0.26, z: 2.53 }, // Agenda
  { x: -2.81, y: 0.26, z: 2.53 }, // Actions
];
const ON_PILE = 1;

/** The discard points on the table, from the Cards Mat; none without a readable mat. */
export function discardPoints(cardsMat: TtsObject | undefined): PlanePoint[] {
  const out: PlanePoint[] = [];
  if (cardsMat === undefined) return out;
  try {
    for (const local of DISCARDS_ON_MAT) {
      const p = cardsMat.positionToWorld(local);
      if (typeof p.x === "number" && typeof p.z === "number") out.push({ north: p.z, east: p.x });
    }
  } catch (e) {
    return [];
  }
  return out;
}

/**
 * Asks the deck helper when there is one (its answer: true, or false/nil for
 * "not discarded"); without it, or when it fails, measures against the discard points.
 */
export function inDiscard(guid: string, at: PlanePoint, deckHelper: TtsObject | undefined, points: readonly PlanePoint[]): boolean {
  if (deckHelper !== undefined) {
    try {
      return deckHelper.call("isDiscard", guid) === true;
    } catch (e) {
      // the helper failed: fall back to the same measure
    }
  }
  for (const point of points) {
    const dn = at.north - point.north;
    const de = at.east - point.east;
    if (Math.sqrt(dn * dn + de * de) < ON_PILE) return true;
  }
  return false;
}
