/**
 * Valefar Assimilator X and Y (Nekro): "When you would gain another player's technology using one of your
 * faction abilities, you may place this token on a non-unit upgrade faction technology owned by that player
 * instead. While this token is on a card, you gain that card's text." The tables lay the token on the card.
 */
import { planeDistance } from "../hex/world";
import type { PlanePoint } from "../hex/world";

/** A technology card in a seat's area, where it lies. */
export interface SeatTechnologyCard<Seat> {
  readonly technology: string;
  readonly at: PlanePoint;
  readonly seat: Seat;
}

/**
 * The technologies the Nekro gain from tokens laid on other seats' cards (each token on the nearest card within
 * `reach` of it), leaving out those already `held`.
 */
export function assimilatedTechnologies<Seat>(tokens: readonly PlanePoint[], cards: readonly SeatTechnologyCard<Seat>[], nekro: Seat, reach: number, held: readonly string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const technology = technologyUnderToken(token, cards, nekro, reach);
    if (technology !== undefined && held.indexOf(technology) < 0 && out.indexOf(technology) < 0) out.push(technology);
  }
  return out;
}

/** The technology on the card a token lies on (the nearest card within `reach` of it) that another seat than `nekro` holds. */
function technologyUnderToken<Seat>(token: PlanePoint, cards: readonly SeatTechnologyCard<Seat>[], nekro: Seat, reach: number): string | undefined {
  let best: SeatTechnologyCard<Seat> | undefined;
  let bestDistance = reach;
  for (const card of cards) {
    const d = planeDistance(card.at, token);
    if (d <= bestDistance && card.seat !== nekro) {
      best = card;
      bestDistance = d;
    }
  }
  return best === undefined ? undefined : best.technology;
}
