/**
 * Mecatol Rex's system, found by its planet rather than a tile number (tile 18
 * today; Thunder's Edge adds another Mecatol Rex tile).
 */
import type { HexKey } from "../hex/hex";
import type { Galaxy } from "./galaxy-types";

export const MECATOL_REX_PLANET = "mecatol-rex";

/** The systems holding the planet Mecatol Rex, in map order. */
export function mecatolRexSystems(galaxy: Pick<Galaxy, "systems">): HexKey[] {
  const out: HexKey[] = [];
  galaxy.systems.forEach((system, key) => {
    if (system.planets.some((p) => p.id === MECATOL_REX_PLANET)) out.push(key);
  });
  return out;
}
