/** The most non-fighter ships a player may have in one system [37]. */
import { playerState } from "../state/players";
import { factionFamily } from "../ids";
import type { TableState } from "../state/table-state";
import { canonicalList } from "../ids";

/**
 * Fleet-pool tokens (for the Mahact, other players' tokens there count too:
 * Edict), at most 4 under Fleet Regulations, +2 for the Letnev (Armada).
 * Undefined when the table does not say how many tokens the pool holds.
 */
export function fleetLimit(state: TableState, player: string, neuroglaive = false): number | undefined {
  const p = playerState(state, player);
  if (p === undefined || p.fleetTokens === undefined) return undefined;
  // Neuroglaive (Twilight's Fall ability): activating a system with its holder's ships costs a fleet-pool token.
  let tokens = Math.max(0, p.fleetTokens - (neuroglaive ? 1 : 0));
  if (canonicalList(state.laws).indexOf("fleet-regulations") >= 0) tokens = Math.min(tokens, 4); // Fleet Regulations
  return tokens + (hasArmada(p.faction, p.technologies, p.cards) ? 2 : 0);
}

/** Armada: the Letnev's ability, or a copy of it listed among a player's technologies or cards (Franken). */
function hasArmada(faction: string | undefined, technologies: readonly string[] | undefined, cards: readonly string[] | undefined): boolean {
  return factionFamily(faction) === "letnev" || canonicalList(technologies).indexOf("armada") >= 0 || canonicalList(cards).indexOf("armada") >= 0;
}
