/**
 * Whose flagship carries a delta wormhole: the Creuss flagship, Hil Colish
 * ("This ship's system contains a delta wormhole"), and a flagship that has
 * its abilities through Valefar Assimilator Z (Nekro). Each kind is its own
 * wormhole source, so that each flagship leaves out only its own delta.
 */
import { factionFamily } from "../ids";
import type { Seat } from "../state/player-seats";
import type { WormholeSource } from "./galaxy-types";

export function flagshipDeltaSource(seat: Seat): WormholeSource | undefined {
  if (seat.faction !== undefined && factionFamily(seat.faction) === "creuss") return "creuss-flagship";
  // The seat names a copied flagship only for the Nekro (Valefar Assimilator Z is theirs).
  if (seat.assimilated !== undefined && factionFamily(seat.assimilated) === "creuss") return "assimilated-flagship";
  return undefined;
}

/** A unit name that means a delta-carrying flagship: "flagship" as the tables name it, or its own name. */
export function isFlagshipName(id: string): boolean {
  return id === "flagship" || id === "hil-colish" || id === "the-alastor";
}
