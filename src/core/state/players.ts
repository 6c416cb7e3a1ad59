/** A player's entry in the table state, looked up by own entries only ("constructor" is just an unknown player). */
import { ownValue } from "../own";
import type { PlayerState, TableState } from "./table-state";

export function playerState(state: TableState, player: string): PlayerState | undefined {
  return ownValue(state.players, player);
}

/** The owner of neutral units, which sit at no seat. */
export const NEUTRAL = "neutral";

/** Whether a player has a seat: without a list of players every name does; neutral units need none. */
export function isSeated(state: TableState, player: string): boolean {
  return state.players === undefined || player === NEUTRAL || playerState(state, player) !== undefined;
}
