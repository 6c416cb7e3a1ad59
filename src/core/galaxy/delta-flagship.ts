/**
 * Whose flagship carries a delta wormhole: the Creuss flagship, Hil Colish
 * ("This ship's system contains a delta wormhole"), and a flagship that has
 * its abilities through Valefar Assimilator Z (Nekro).
 */
import { factionFamily } from "../ids";
import type { PlayerState } from "../state/table-state";

export function flagshipCarriesDelta(player: PlayerState | undefined): boolean {
  if (player === undefined || player === null || typeof player !== "object") return false;
  const { faction, assimilatedFlagship } = player;
  return (typeof faction === "string" && factionFamily(faction) === "creuss") || (typeof assimilatedFlagship === "string" && factionFamily(assimilatedFlagship) === "creuss");
}
