/**
 * Where a map string leaves the players' home systems out: its "0" positions
 * that touch three or more systems (the padding zeros round the map's edge
 * touch fewer), numbered as seats in the map string's order; and the home
 * system tile of a faction.
 */
import { factionFamily, hexFromSpiral, hexKey, neighbours, parseMapString, tileFace } from "../core/all";
import type { Galaxy, Hex, TileRegistry } from "../core/all";

export interface HomePosition {
  readonly hex: Hex;
  /** 1 for the first home position in the map string, and so on. */
  readonly seat: number;
}

export function homePositions(galaxy: Galaxy, map: string | undefined): HomePosition[] {
  if (map === undefined) return [];
  const out: HomePosition[] = [];
  for (const entry of parseMapString(map).entries) {
    if (entry.kind !== "empty" || entry.text !== "0") continue;
    const at = hexFromSpiral(entry.position);
    if (galaxy.systems.has(hexKey(at))) continue; // a system placed there since
    let touching = 0;
    for (const n of neighbours(at)) if (galaxy.systems.has(hexKey(n))) touching++;
    if (touching >= 3) out.push({ hex: at, seat: out.length + 1 });
  }
  return out;
}

/** The tile of a faction's home system, face up (undefined for a faction without one in the registry). */
export function homeTileOf(registry: TileRegistry, faction: string | undefined): number | undefined {
  if (faction === undefined || faction.trim() === "") return undefined;
  const family = factionFamily(faction);
  for (const info of registry.all()) if (tileFace(info, false).home === family) return info.tile;
  return undefined;
}
