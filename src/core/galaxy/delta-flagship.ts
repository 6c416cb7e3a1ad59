/**
 * Whose flagship carries a delta wormhole: the Creuss flagship, Hil Colish
 * ("This ship's system contains a delta wormhole"), and a flagship that has
 * its abilities through Valefar Assimilator Z (Nekro). Each kind is its own
 * wormhole source, so that each flagship leaves out only its own delta.
 */
import { factionFamily } from "../ids";
import type { PlayerState } from "../state/table-state";
import type { WormholeSource } from "./galaxy-types";

export function flagshipDeltaSource(player: PlayerState | undefined): WormholeSource | undefined {
  if (player === undefined || player === null || typeof player !== "object") return undefined;
  const { faction, assimilatedFlagship } = player;
  if (typeof faction === "string" && factionFamily(faction) === "creuss") return "creuss-flagship";
  // Valefar Assimilator Z is the Nekro's.
  if (typeof faction === "string" && factionFamily(faction) === "nekro" && typeof assimilatedFlagship === "string" && factionFamily(assimilatedFlagship) === "creuss") {
    return "assimilated-flagship";
  }
  return undefined;
}

/** A unit name that means a delta-carrying flagship: "flagship" as the tables name it, or its own name. */
export function isFlagshipName(id: string): boolean {
  return id === "flagship" || id === "hil-colish" || id === "the-alastor";
}
