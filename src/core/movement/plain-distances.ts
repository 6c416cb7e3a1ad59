/**
 * Rules-free distances to the active system: the systems entered on the
 * shortest path, ignoring anomalies, ships and move values. They depend only
 * on the galaxy's adjacency and the active system, so the rings worked out
 * for the last pair asked about are kept: a table reported again as ships
 * move, or activated again, asks the same.
 */
import type { NumberedAdjacency, NumberedGroup } from "../galaxy/adjacency-numbers";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "./action-setup";
import { walkNeighbours } from "./neighbours";

/** The rings walked last: the distance of every system within `depth`, by system number. */
let kept: { readonly numbered: NumberedAdjacency; readonly active: number; readonly depth: number; readonly distance: readonly number[] } | undefined;

/** For the wanted systems (the ships' systems) within `depth`, and the active system: their distance. */
export function plainDistances(setup: ActionSetup, depth: number, wanted: readonly HexKey[]): Map<HexKey, number> {
  const numbered = setup.adjacency.numbered;
  const numberOf = setup.adjacency.galaxy.numbers.numberOf;
  const active = numberOf.get(setup.activeKey) as number;
  if (kept === undefined || kept.numbered !== numbered || kept.active !== active || kept.depth < depth) {
    kept = { numbered, active, depth, distance: ringsAround(numbered, active, depth) };
  }
  const distance = kept.distance;
  const found = new Map<HexKey, number>();
  found.set(setup.activeKey, 0);
  for (const key of wanted) {
    const n = numberOf.get(key);
    const d = n === undefined ? undefined : distance[n];
    if (d !== undefined && d <= depth) found.set(key, d);
  }
  return found;
}

/** Breadth first from the active system, ring by ring: a system met once has its distance. */
function ringsAround(numbered: NumberedAdjacency, active: number, depth: number): number[] {
  const distance: number[] = [];
  distance[active] = 0;
  // A group walked once has given every member its distance: later it gives nothing new.
  const walked: boolean[] = [];
  const skipWalked = (group: NumberedGroup): readonly number[] | undefined => (walked[group.index] === true ? NOTHING : undefined);
  const whole: number[] = [];
  let frontier: number[] = [active];
  for (let d = 1; d <= depth && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const n of frontier) {
      for (const to of walkNeighbours(numbered, n, false, skipWalked, whole)) {
        if (distance[to] !== undefined) continue;
        distance[to] = d;
        next.push(to);
      }
      while (whole.length > 0) walked[whole.pop() as number] = true;
    }
    frontier = next;
  }
  return distance;
}

const NOTHING: readonly number[] = [];
