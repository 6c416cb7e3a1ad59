/**
 * Rules-free distances to the active system: the systems entered on the
 * shortest path, ignoring anomalies, ships and move values. They depend only
 * on the galaxy's adjacency and the active system, so the rings walked for
 * the last pair asked about are kept and walked further when a report needs
 * more: a table reported again as ships move asks the same.
 */
import type { NumberedAdjacency, NumberedGroup } from "../galaxy/adjacency-numbers";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "./action-setup";
import { walkNeighbours } from "./neighbours";

/** Rings walked out from one system: the distance of each system met, by system number, and the last ring. */
interface Rings {
  readonly numbered: NumberedAdjacency;
  readonly active: number;
  readonly distance: number[];
  /** Groups walked once (every member then has its distance). */
  readonly walked: boolean[];
  /** The systems of the last ring walked, and its distance. */
  frontier: number[];
  depth: number;
}

let kept: Rings | undefined;

/**
 * For the wanted systems (the ships' systems) within `depth`, and the active
 * system: their distance. Rings are walked until every wanted system is met.
 */
export function plainDistances(setup: ActionSetup, depth: number, wanted: readonly HexKey[]): Map<HexKey, number> {
  const numbered = setup.adjacency.numbered;
  const numberOf = setup.adjacency.galaxy.numbers.numberOf;
  const active = numberOf.get(setup.activeKey) as number;
  if (kept === undefined || kept.numbered !== numbered || kept.active !== active) {
    const distance: number[] = [];
    distance[active] = 0;
    kept = { numbered, active, distance, walked: [], frontier: [active], depth: 0 };
  }
  const rings = kept;
  const distance = rings.distance;
  const numbers: number[] = [];
  for (const key of wanted) {
    const n = numberOf.get(key);
    if (n !== undefined) numbers.push(n);
  }
  while (rings.depth < depth && rings.frontier.length > 0 && numbers.some((n) => distance[n] === undefined)) walkRing(rings);
  const found = new Map<HexKey, number>();
  found.set(setup.activeKey, 0);
  for (const key of wanted) {
    const n = numberOf.get(key);
    const d = n === undefined ? undefined : distance[n];
    if (d !== undefined && d <= depth) found.set(key, d);
  }
  return found;
}

/** The next ring: every system first met one step beyond the last. */
function walkRing(rings: Rings): void {
  const { numbered, distance, walked } = rings;
  const d = rings.depth + 1;
  // A shared group walked once has given every member its distance: later it gives nothing new.
  const skipWalked = (group: NumberedGroup): readonly number[] | undefined => (group.shared && walked[group.index] === true ? NOTHING : undefined);
  const whole: number[] = [];
  const next: number[] = [];
  for (const n of rings.frontier) {
    for (const to of walkNeighbours(numbered, n, false, skipWalked, whole)) {
      if (distance[to] !== undefined) continue;
      distance[to] = d;
      next.push(to);
    }
    while (whole.length > 0) walked[whole.pop() as number] = true;
  }
  rings.frontier = next;
  rings.depth = d;
}

const NOTHING: readonly number[] = [];
