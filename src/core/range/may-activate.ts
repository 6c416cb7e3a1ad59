/**
 * [5.2] A player cannot activate a system that holds their own command token,
 * unless they hold or use Thunder's Edge Warfare (`te-warfare`). The move range
 * and the threats both ask it.
 */
import type { HexKey } from "../hex/hex";
import { contains } from "../lists";
import { holdsWarfare } from "../state/warfare";
import type { TableFacts } from "../movement/table-facts";
import type { TableState } from "../state/table-state";


/**
 * Which systems `player` may activate on this table (their effects in use count when they are its active
 * player): the cards are read once, for a question asked of many systems.
 */
export function activatableBy(state: TableState, facts: TableFacts, player: string): (key: HexKey) => boolean {
  if (holdsWarfare(state, facts.seats.seat(player), player)) return () => true;
  const tokens = facts.commandTokens.get(player) ?? [];
  return (key) => !contains(tokens, key);
}

/** Whether `player` may activate `key` on this table. */
export function mayActivate(state: TableState, facts: TableFacts, player: string, key: HexKey): boolean {
  return activatableBy(state, facts, player)(key);
}
