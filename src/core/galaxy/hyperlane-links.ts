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
      if (lane !== undefined) followLanes(lane, oppositeDirection(d), systems, hyperlanes, system.key, found);
    }
    if (found.length > 0) links.set(system.key, found);
  });
  return links;
}

/** A hyperlane tile on the walk: entered by which side, the tiles before it, and the next lane to try. */
interface LaneFrame {
  readonly tile: HyperlaneTile;
  readonly entrySide: number;
  readonly path: readonly HexKey[];
  nextLane: number;
}

/**
 * Follows the lanes from one side of a hyperlane tile, depth first on an
 * explicit stack (a chain of any length needs no recursion), adding each system
 * reached to `found` in the order the recursive walk would find it.
 */
function followLanes(
  first: HyperlaneTile,
  firstSide: number,
  systems: ReadonlyMap<HexKey, GalaxySystem>,
  hyperlanes: ReadonlyMap<HexKey, HyperlaneTile>,
  from: HexKey,
  found: HyperlaneLink[],
): void {
  const visited = new Map<string, boolean>();
  const frames: LaneFrame[] = [];
  const enter = (tile: HyperlaneTile, entrySide: number, via: readonly HexKey[]): void => {
    const visitKey = `${tile.key}/${entrySide}`;
    if (visited.has(visitKey)) return;
    visited.set(visitKey, true);
    frames.push({ tile, entrySide, path: [...via, tile.key], nextLane: 0 });
  };
  enter(first, firstSide, []);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as LaneFrame;
    if (frame.nextLane >= frame.tile.lanes.length) {
      frames.pop();
      continue;
    }
    const [a, b] = frame.tile.lanes[frame.nextLane] as Lane;
    frame.nextLane++;
    let exit: number;
    if (a === frame.entrySide) exit = b;
    else if (b === frame.entrySide) exit = a;
    else continue;
    const nextKey = hexKey(neighbour(frame.tile.hex, exit));
    const nextLane = hyperlanes.get(nextKey);
    if (nextLane !== undefined) {
      enter(nextLane, oppositeDirection(exit), frame.path);
      continue;
    }
    const target = systems.get(nextKey);
    if (target === undefined || target.offMap || target.fracture || nextKey === from) continue;
    if (!found.some((l) => l.to === nextKey)) found.push({ to: nextKey, via: frame.path });
  }
}
