/**
 * [5.2] A player cannot activate a system that holds their own command token,
 * unless they hold or use Thunder's Edge Warfare (`te-warfare`). The move range
 * and the threats both ask it.
 */
import type { HexKey } from "../hex/hex";
import { contains } from "../lists";
import { holdsWarfare } from "../state/warfare";
import type { TableFacts } from "../movement/table-facts";
import { nomadicHolderAt } from "../movement/nomadic";
import type { Galaxy } from "../galaxy/galaxy-types";
import type { TableState } from "../state/table-state";


/**
 * Which systems `player` may activate on this table (their effects in use count when they are its active
 * player): the cards are read once, for a question asked of many systems.
 */
export function activatableBy(state: TableState, galaxy: Galaxy, facts: TableFacts, player: string): (key: HexKey) => boolean {
  const tokens = holdsWarfare(state, facts.seats.seat(player), player) ? [] : facts.commandTokens.get(player) ?? [];
  // Nomadic (Twilight's Fall): not an asteroid field holding the ships of another player who holds it.
  return (key) => !contains(tokens, key) && nomadicHolderAt(galaxy, facts, player, key) === undefined;
}

/** Whether `player` may activate `key` on this table. */
export function mayActivate(state: TableState, galaxy: Galaxy, facts: TableFacts, player: string, key: HexKey): boolean {
  return activatableBy(state, galaxy, facts, player)(key);
}
