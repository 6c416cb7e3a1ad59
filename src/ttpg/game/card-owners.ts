/**
 * Which cards lie in a player's area, as the TI4 TTPG mods decide it: a loose
 * card (one card, not held, not in a holder or container; ttpg-darrell
 * src/lib/card-util/card-util.ts, CardUtil.isLooseCard) belongs to the owner of
 * the nearest owned card holder (ttpg-darrell src/lib/find/find.ts,
 * Find.closestOwnedCardHolderOwner), as TI4-TTPG-TS assigns technology and
 * planet cards (src/lib/game-data-lib/updators/updator-player-tech/updator-player-tech.ts,
 * updator-player-planet-totals/updator-player-planet-totals.ts). Tables without
 * owned card holders fall back to the nearest owned command sheet.
 */
import { Card, CardHolder } from "@tabletop-playground/api";
import type { GameObject, Vector } from "@tabletop-playground/api";

export function isLooseCard(o: GameObject, allowFaceDown: boolean, rejectSnapPointTags: readonly string[] = []): o is Card {
  if (!(o instanceof Card)) return false;
  if (rejectSnapPointTags.length > 0) {
    const point = o.getSnappedToPoint();
    if (point !== undefined && point.getTags().some((tag) => rejectSnapPointTags.indexOf(tag) >= 0)) return false;
  }
  return (allowFaceDown || o.isFaceUp()) && o.getStackSize() === 1 && o.getContainer() === undefined && !o.isHeld() && !o.isInHolder() && o.isValid();
}

/** The owning slot of the area a position lies in, or -1 for none. */
export type AreaOwner = (position: Vector) => number;

export function areaOwners(objects: readonly GameObject[], sheets: readonly GameObject[]): { readonly ownerAt: AreaOwner; readonly byHolders: boolean } {
  const anchors: { at: Vector; slot: number }[] = [];
  for (const o of objects) {
    if (!(o instanceof CardHolder)) continue;
    const slot = o.getOwningPlayerSlot();
    if (slot >= 0) anchors.push({ at: o.getPosition(), slot });
  }
  const byHolders = anchors.length > 0;
  if (!byHolders) {
    for (const sheet of sheets) {
      const slot = sheet.getOwningPlayerSlot();
      if (slot >= 0) anchors.push({ at: sheet.getPosition(), slot });
    }
  }
  const ownerAt: AreaOwner = (position) => {
    let best = -1;
    let bestD = Number.MAX_VALUE;
    for (const a of anchors) {
      const d = a.at.subtract(position).magnitudeSquared();
      if (d < bestD) {
        bestD = d;
        best = a.slot;
      }
    }
    return best;
  };
  return { ownerAt, byHolders };
}
