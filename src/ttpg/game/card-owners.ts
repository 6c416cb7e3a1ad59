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

/** Whether a single card, already known to be valid and not held, lies loose (CardUtil.isLooseCard's other checks). */
export function liesLoose(card: Card, allowFaceDown: boolean, rejectSnapPointTags: readonly string[] = []): boolean {
  if (rejectSnapPointTags.length > 0) {
    const point = card.getSnappedToPoint();
    if (point !== undefined && point.getTags().some((tag) => rejectSnapPointTags.indexOf(tag) >= 0)) return false;
  }
  return (allowFaceDown || card.isFaceUp()) && card.getContainer() === undefined && !card.isInHolder();
}

/** The owning slot of the area a position lies in, or -1 for none. */
export type AreaOwner = (position: Vector) => number;

export function areaOwners(
  objects: readonly GameObject[],
  sheets: readonly GameObject[],
  unreadable: (what: string, e: unknown) => void = () => undefined,
): { readonly ownerAt: AreaOwner; readonly byHolders: boolean } {
  // Each anchor's position read once, as numbers: the nearest is found by arithmetic.
  const anchors: { x: number; y: number; z: number; slot: number }[] = [];
  // Each under its own guard: a holder or sheet that cannot be read is left out, the others still mark their areas.
  const anchor = (o: GameObject): void => {
    try {
      const slot = o.getOwningPlayerSlot();
      if (slot < 0) return;
      const at = o.getPosition();
      if (!Number.isFinite(at.x) || !Number.isFinite(at.y) || !Number.isFinite(at.z)) return;
      anchors.push({ x: at.x, y: at.y, z: at.z, slot });
    } catch (e) {
      unreadable(o instanceof CardHolder ? "a card holder" : "a command sheet", e);
    }
  };
  for (const o of objects) if (o instanceof CardHolder) anchor(o);
  const byHolders = anchors.length > 0;
  if (!byHolders) for (const sheet of sheets) anchor(sheet);
  const ownerAt: AreaOwner = (position) => {
    let best = -1;
    let bestD = Number.MAX_VALUE;
    for (const a of anchors) {
      const dx = a.x - position.x;
      const dy = a.y - position.y;
      const dz = a.z - position.z;
      const d = dx * dx + dy * dy + dz * dz;
      if (d < bestD) {
        bestD = d;
        best = a.slot;
      }
    }
    return best;
  };
  return { ownerAt, byHolders };
}
