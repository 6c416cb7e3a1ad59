/**
 * Rift odds [41]: each time a ship moves out of a gravity rift (and the rift's
 * +1 is given with a roll), its owner rolls a die; on a 1-3 the ship is
 * removed, with every unit it transports. So a ship survives one roll 7 times
 * in 10, and a path of `rolls` rolls with (7/10)^rolls. Effects that remove
 * the roll (Nav Suite, Circlet of the Void, Crucible, a Dimensional Tear, the
 * Vuil'raith's rift) already leave it out of `rolls`. Cosmic Phenomenae's
 * harsher roll (removed on 5 or lower) comes with its +1, which the report
 * never assumes: a ship that needs it is listed as not reaching.
 */
import type { HexKey } from "../hex/hex";

/** The chance a ship survives `rolls` gravity-rift rolls: 7^rolls / 10^rolls, exact to the last bit for few rolls. */
export function survivalOf(rolls: number): number {
  return rolls <= 0 ? 1 : Math.pow(7, rolls) / Math.pow(10, rolls);
}

/**
 * [95.1a] a unit picked up stays with its ship until the ship stops; [95.1b] it
 * is lost with a ship a gravity rift removes. So:
 * The rolls a unit picked up in `pickup` still meets on the ship's walk
 * `path` (those made moving out of that system or later ones): cargo is only
 * lost with its ship after it is aboard. `rollsOut` says whether moving out of
 * a system costs a roll. When the walk's own count differs from `total` (an
 * ability that spares one ship), every unit aboard is counted as meeting all
 * of them, which never overstates the odds.
 */
export function rollsAfterPickup(path: readonly HexKey[], pickup: HexKey, total: number, rollsOut: (key: HexKey) => boolean): number {
  let counted = 0;
  let after = 0;
  let aboard = false;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as HexKey;
    if (key === pickup) aboard = true;
    if (rollsOut(key)) {
      counted++;
      if (aboard) after++;
    }
  }
  return counted === total && aboard ? after : total;
}

/** A chance as a whole percentage for people ("70%", "34%"); never "100%" or "0%" for a chance strictly between. */
export function percentText(chance: number): string {
  const p = Math.round(chance * 100);
  const shown = chance > 0 && chance < 1 ? Math.min(99, Math.max(1, p)) : p;
  return `${shown}%`;
}
