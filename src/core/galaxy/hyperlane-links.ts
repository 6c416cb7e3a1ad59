/**
 * Hyperlanes [44]: a lane joins two sides of its tile; chains of hyperlane
 * tiles pass through; a system next to a hyperlane tile reaches only what the
 * lanes touching its side lead to. Lanes that meet only at a corner do not
 * connect, and a lane leading back to where it started gives nothing.
 */
import { DIRECTION_COUNT, hexKey, mod, neighbour, oppositeDirection } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { Lane } from "../tiles/tile-types";
import type { GalaxySystem, HyperlaneLink, HyperlaneTile } from "./galaxy-types";

/** Lanes of a tile turned `rotation` steps clockwise. */
export function rotateLanes(lanes: readonly Lane[], rotation: number): Lane[] {
  const out: Lane[] = [];
  for (const [a, b] of lanes) out.push([mod(a + rotation, DIRECTION_COUNT), mod(b + rotation, DIRECTION_COUNT)]);
  return out;
}

/** For every system next to a hyperlane tile, the systems its lanes lead to. */
export function findHyperlaneLinks(
  systems: ReadonlyMap<HexKey, GalaxySystem>,
  hyperlanes: ReadonlyMap<HexKey, HyperlaneTile>,
): Map<HexKey, HyperlaneLink[]> {
  const links = new Map<HexKey, HyperlaneLink[]>();
  if (hyperlanes.size === 0) return links;
  systems.forEach((system) => {
    if (system.offMap || system.fracture) return; // the Fracture touches no hyperlane
    const found: HyperlaneLink[] = [];
    for (let d = 0; d < DIRECTION_COUNT; d++) {
      const lane = hyperlanes.get(hexKey(neighbour(system.hex, d)));
      if (lane !== undefined) followLanes(lane, oppositeDirection(d), [], new Map(), systems, hyperlanes, system.key, found);
    }
    if (found.length > 0) links.set(system.key, found);
  });
  return links;
}

function followLanes(
  tile: HyperlaneTile,
  entrySide: number,
  via: HexKey[],
  visited: Map<string, boolean>,
  systems: ReadonlyMap<HexKey, GalaxySystem>,
  hyperlanes: ReadonlyMap<HexKey, HyperlaneTile>,
  from: HexKey,
  found: HyperlaneLink[],
): void {
  const visitKey = `${tile.key}/${entrySide}`;
  if (visited.has(visitKey)) return;
  visited.set(visitKey, true);
  const path = [...via, tile.key];
  for (const [a, b] of tile.lanes) {
    let exit: number;
    if (a === entrySide) exit = b;
    else if (b === entrySide) exit = a;
    else continue;
    const nextKey = hexKey(neighbour(tile.hex, exit));
    const nextLane = hyperlanes.get(nextKey);
    if (nextLane !== undefined) {
      followLanes(nextLane, oppositeDirection(exit), path, visited, systems, hyperlanes, from, found);
      continue;
    }
    const target = systems.get(nextKey);
    if (target === undefined || target.offMap || target.fracture || nextKey === from) continue;
    if (!found.some((l) => l.to === nextKey)) found.push({ to: nextKey, via: path });
  }
}
