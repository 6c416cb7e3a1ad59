/**
 * Whose flagship carries a delta wormhole: the Creuss flagship, Hil Colish
 * ("This ship's system contains a delta wormhole"), and a flagship that has
 * its abilities through Valefar Assimilator Z (Nekro). Each kind is its own
 * wormhole source, so that each flagship leaves out only its own delta.
 */
import { factionFamily } from "../ids";
import type { WormholeSource } from "./galaxy-types";

/** From a seat's faction and the flagship it copies (see assimilatedOf: only the Nekro's counts). */
export function flagshipDeltaSource(seat: { readonly faction?: string; readonly assimilated?: string }): WormholeSource | undefined {
  if (typeof seat.faction === "string" && factionFamily(seat.faction) === "creuss") return "creuss-flagship";
  if (seat.assimilated !== undefined && factionFamily(seat.assimilated) === "creuss") return "assimilated-flagship";
  return undefined;
}

/** A unit name that means a delta-carrying flagship: "flagship" as the tables name it, or its own name. */
export function isFlagshipName(id: string): boolean {
  return id === "flagship" || id === "hil-colish" || id === "the-alastor";
}
