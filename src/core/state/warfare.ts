/**
 * Thunder's Edge Warfare (`te-warfare`): its holder may activate a system that
 * holds their own command token [5.2]. Twilight's Fall has no Warfare strategy
 * card, so in that mode it is named (a diagnostic) and has no effect.
 */
import { canonicalList } from "../ids";
import { contains } from "../lists";
import { ownValue, sortedKeys } from "../own";
import type { Seat } from "./player-seats";
import type { TableState } from "./table-state";
import { TWILIGHTS_FALL } from "./table-state";

export const WARFARE_EFFECT = "te-warfare";

/** Whether `player` may activate systems holding their own command tokens on this table. */
export function holdsWarfare(state: TableState, seat: Seat, player: string): boolean {
  if (state.mode === TWILIGHTS_FALL) return false;
  const active = state.active;
  const used = active !== undefined && active.player === player ? canonicalList(active.effects) : [];
  return contains(used, WARFARE_EFFECT) || contains(seat.holdings, WARFARE_EFFECT);
}

/** Whether any player holds or uses Warfare on this table (for the Twilight's Fall diagnostic). */
export function warfareNamed(state: TableState): boolean {
  if (state.active !== undefined && contains(canonicalList(state.active.effects), WARFARE_EFFECT)) return true;
  const players = state.players ?? {};
  for (const name of sortedKeys(players)) {
    const p = ownValue(players, name);
    if (p !== undefined && (contains(canonicalList(p.cards), WARFARE_EFFECT) || contains(canonicalList(p.technologies), WARFARE_EFFECT))) return true;
  }
  return false;
}
