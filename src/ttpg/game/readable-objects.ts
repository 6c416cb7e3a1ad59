/**
 * What a TTPG handler is given, read under its own guard: a player that may be
 * missing, an object that may be destroyed or throw, a system a mod's event
 * names. Anything that cannot be read is treated as absent, never as an error.
 */
import type { GameObject, Player } from "@tabletop-playground/api";

/** A player a handler was given (a script may move objects with none). */
export function isPlayer(player: Player | undefined): player is Player {
  return typeof player === "object" && player !== null;
}

/** An object still on the table: a destroyed one answers isValid() false, and throws for anything else. */
export function isLiveObject(o: GameObject | undefined): o is GameObject {
  try {
    return typeof o === "object" && o !== null && o.isValid();
  } catch (e) {
    return false;
  }
}

/** The tile of a system TI4-TTPG-TS's activation event names (System.getObj); none when it has none or cannot say. */
export function tileOfSystem(system: { getObj?: () => GameObject } | null | undefined): GameObject | undefined {
  try {
    const tile = typeof system === "object" && system !== null && typeof system.getObj === "function" ? system.getObj() : undefined;
    return isLiveObject(tile) ? tile : undefined;
  } catch (e) {
    return undefined;
  }
}
