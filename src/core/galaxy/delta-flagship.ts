/**
 * Whose flagship carries a delta wormhole: the Creuss flagship, Hil Colish
 * ("This ship's system contains a delta wormhole"), and a flagship that has
 * its abilities through Valefar Assimilator Z (Nekro). Each kind is its own
 * wormhole source, so that each flagship leaves out only its own delta.
 */
import { canonicalId, factionFamily } from "../ids";
import { hasUnits } from "../state/check-state";
import type { UnitStack } from "../state/table-state";
import type { WormholeSource } from "./galaxy-types";

/**
 * From a seat's faction and the flagship it copies (see assimilatedOf: only the Nekro's counts), or from
 * the flagship's own name (canonical), asked for a player of no faction: Hil Colish drafted (Franken).
 */
export function flagshipDeltaSource(seat: { readonly faction?: string; readonly assimilated?: string }, unit?: string): WormholeSource | undefined {
  if (typeof seat.faction === "string" && factionFamily(seat.faction) === "creuss") return "creuss-flagship";
  if (seat.assimilated !== undefined && factionFamily(seat.assimilated) === "creuss") return "assimilated-flagship";
  return unit === HIL_COLISH ? "creuss-flagship" : undefined;
}

const HIL_COLISH = "hil-colish";

/** A player of no faction (a Franken seat) fielding Hil Colish by name: the delta it carries is theirs. */
export function draftedDeltaSource(units: readonly UnitStack[] | undefined, player: string): WormholeSource | undefined {
  if (units !== undefined) {
    for (const u of units) {
      const source = u.player === player && hasUnits(u) ? flagshipDeltaSource({}, canonicalId(u.unit)) : undefined;
      if (source !== undefined) return source;
    }
  }
  return undefined;
}

/** A unit name that means a delta-carrying flagship: "flagship" as the tables name it, or its own name. */
export function isFlagshipName(id: string): boolean {
  return id === "flagship" || id === "hil-colish" || id === "the-alastor";
}
