/**
 * Hil Colish (Creuss flagship): "This ship's system contains a delta wormhole.
 * During movement, this ship may move before or after your other ships." When
 * it moves first, its delta is in the active system while the others move.
 */
import type { HexKey } from "../hex/hex";
import { withWormholes } from "./build-galaxy";
import type { Galaxy, GalaxySystem, WormholeAt } from "./galaxy-types";

/** Whether a wormhole is one a flagship carries (Hil Colish, or a flagship with its abilities). */
function carried(w: WormholeAt): boolean {
  return w.source === "creuss-flagship" || w.source === "assimilated-flagship";
}

/** The galaxy with the flagship's delta moved from `from` to `to`; undefined when `from` holds none. */
export function withDeltaMoved(galaxy: Galaxy, from: HexKey, to: HexKey): Galaxy | undefined {
  const start = galaxy.systems.get(from);
  const moving = start === undefined ? [] : start.wormholes.filter((w) => carried(w));
  if (start === undefined || moving.length === 0 || from === to) return undefined;
  const left = new Map<HexKey, GalaxySystem>();
  galaxy.systems.forEach((system, key) => left.set(key, key === from ? { ...system, wormholes: system.wormholes.filter((w) => !carried(w)) } : system));
  const extra = new Map<HexKey, readonly WormholeAt[]>();
  extra.set(to, moving);
  const { systems, wormholeIndex } = withWormholes(left, extra);
  return { ...galaxy, systems, wormholeIndex };
}
