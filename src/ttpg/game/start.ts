/**
 * Starts ti4-reach once per game, however many helper objects or scripts call
 * this (object scripts re-run on creation, reload and state load), and stops
 * it when the last helper holding it leaves the table. Every script bundle has
 * its own copy of this module, so the one running ti4-reach and the helpers
 * holding it live on globalThis, beside the API.
 */
import { errorMessage } from "../../core/all";
import { createApi } from "./api";
import type { TI4ReachApi } from "./api";
import { createController } from "./controller";

interface ReachGlobal {
  TI4Reach?: TI4ReachApi;
  /** Who holds ti4-reach running: helper object ids, or "script" for a global script or an importing package. */
  TI4ReachHolders?: string[];
}

/** The holder for scripts: they never leave the table. */
export const SCRIPT_HOLDER = "script";

function holders(g: ReachGlobal): string[] {
  if (!Array.isArray(g.TI4ReachHolders)) g.TI4ReachHolders = [];
  return g.TI4ReachHolders;
}

/** Starts ti4-reach (or returns the running one) and records who holds it. */
export function startTi4Reach(holder: string = SCRIPT_HOLDER): TI4ReachApi {
  const g = globalThis as ReachGlobal;
  const held = holders(g);
  if (held.indexOf(holder) < 0) held.push(holder);
  if (g.TI4Reach !== undefined) return g.TI4Reach;
  const controller = createController();
  controller.install();
  const api = createApi(controller, () => {
    g.TI4ReachHolders = [];
  });
  g.TI4Reach = api;
  return api;
}

/** A helper leaves the table: ti4-reach stops when nobody holds it any more. */
export function releaseTi4Reach(holder: string): void {
  try {
    const g = globalThis as ReachGlobal;
    const held = holders(g).filter((h) => h !== holder);
    g.TI4ReachHolders = held;
    if (held.length === 0 && g.TI4Reach !== undefined) g.TI4Reach.stop();
  } catch (e) {
    // called from the game's onDestroyed: nothing may escape
  }
}

/** For the entry scripts: start, and never let an error out of the game's script loader. */
export function startSafely(holder: string): TI4ReachApi | undefined {
  try {
    return startTi4Reach(holder);
  } catch (e) {
    try {
      console.log(`ti4-reach: could not start: ${errorMessage(e)}`);
    } catch (e2) {
      // no console
    }
    return undefined;
  }
}
