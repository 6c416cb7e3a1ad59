/**
 * The adjacency of one action in system numbers (see system-numbers): each
 * system's pieces as one list of numbers, worked out on first use, so a
 * search step reads arrays instead of resolving hex keys and link reasons.
 */
import type { HexKey } from "../hex/hex";
import type { Galaxy, WormholeSource } from "./galaxy-types";
import type { Link, LinkGroup, LinkPart, LinkReason } from "./links";

/** A group of systems joined for one reason (all alpha wormholes, ...), in numbers. */
export interface NumberedGroup {
  /** Numbers the groups of one adjacency 0, 1, 2, ... */
  readonly index: number;
  /** Every member adjacent to every other (not one system joined to all). */
  readonly shared: boolean;
  readonly members: readonly number[];
  /** Where a member stands in `members`; undefined for a system outside the group. */
  readonly position: Readonly<Record<number, number>>;
}

/**
 * The adjacency of a galaxy in system numbers, as the searches walk it. Internal to the searches;
 * reachable through `Adjacency.numbered`.
 */
export interface NumberedAdjacency {
  /**
   * A system's pieces in the order of Adjacency.parts: a number n of 0 or more is a
   * single link to system n, a negative number -1 - g is the group g.
   */
  readonly parts: (this: void, node: number) => readonly number[];
  readonly group: (this: void, index: number) => NumberedGroup;
  /** Whether any of a system's pieces is a group (most systems have single links only). */
  readonly inGroup: (this: void, node: number) => boolean;
  /** The systems adjacent to `node` that a ship may use, in the order of Adjacency.links (the Creuss flagship cannot use its own delta). */
  readonly neighbours: (this: void, node: number, withoutOwnDelta: boolean) => readonly number[];
  /** Whether the Creuss flagship may move from `node` to its neighbour `to` (a link other than its own delta joins them). */
  readonly usableWithoutOwnDelta: (this: void, node: number, to: number) => boolean;
  /** Two systems that no piece may join (Void Tether); undefined when no such pair exists. */
  readonly apart: ((this: void, a: number, b: number) => boolean) | undefined;
}

/**
 * A link through the delta wormhole the moving flagship carries (`own`: the
 * active player's flagship delta, see AdjacencyRules.ownDelta): the flagship
 * itself cannot use it; another flagship's delta it may.
 */
export function isOwnDelta(reason: LinkReason, own: WormholeSource | undefined): boolean {
  return own !== undefined && reason.kind === "wormhole" && (reason.from === own || reason.to === own);
}

export interface AdjacencyPieces {
  readonly parts: (this: void, key: HexKey) => readonly LinkPart[];
  readonly links: (this: void, key: HexKey) => readonly Link[];
  readonly apart: ((this: void, a: HexKey, b: HexKey) => boolean) | undefined;
  /** The delta the active player's flagship carries. */
  readonly ownDelta: WormholeSource | undefined;
}

export function numberAdjacency(galaxy: Galaxy, pieces: AdjacencyPieces): NumberedAdjacency {
  const { keys, numberOf } = galaxy.numbers;
  const numberOfKey = (key: HexKey): number => numberOf.get(key) as number;
  const groupIndex = new Map<string, number>();
  const groups: NumberedGroup[] = [];
  const numberGroup = (group: LinkGroup): number => {
    let index = groupIndex.get(group.id);
    if (index === undefined) {
      index = groups.length;
      const members: number[] = [];
      const position: Record<number, number> = {};
      for (const key of group.members) {
        const n = numberOfKey(key);
        position[n] = members.length;
        members.push(n);
      }
      groupIndex.set(group.id, index);
      groups.push({ index, shared: group.shared, members, position });
    }
    return index;
  };

  const partLists: (readonly number[])[] = [];
  const grouped: boolean[] = [];
  const parts = (node: number): readonly number[] => {
    let found = partLists[node];
    if (found === undefined) {
      const list: number[] = [];
      let anyGroup = false;
      for (const part of pieces.parts(keys[node] as HexKey)) {
        if ("link" in part) {
          list.push(numberOfKey(part.link.to));
        } else {
          list.push(-1 - numberGroup(part.group));
          anyGroup = true;
        }
      }
      partLists[node] = list;
      grouped[node] = anyGroup;
      found = list;
    }
    return found;
  };

  // Per system, and per whether the Creuss flagship's own delta is left out: the usable neighbours in order.
  const neighbourLists: (readonly number[])[] = [];
  const usableLists: Record<number, Readonly<Record<number, boolean>>> = {};
  const neighbours = (node: number, withoutOwnDelta: boolean): readonly number[] => {
    const slot = node * 2 + (withoutOwnDelta ? 1 : 0);
    let found = neighbourLists[slot];
    if (found === undefined) {
      const list: number[] = [];
      for (const link of pieces.links(keys[node] as HexKey)) {
        if (!withoutOwnDelta || link.reasons.some((r) => !isOwnDelta(r, pieces.ownDelta))) list.push(numberOfKey(link.to));
      }
      neighbourLists[slot] = list;
      found = list;
    }
    return found;
  };
  const usableWithoutOwnDelta = (node: number, to: number): boolean => {
    let usable = usableLists[node];
    if (usable === undefined) {
      const set: Record<number, boolean> = {};
      for (const n of neighbours(node, true)) set[n] = true;
      usableLists[node] = set;
      usable = set;
    }
    return usable[to] === true;
  };
  const apartKeys = pieces.apart;
  return {
    parts,
    group: (index) => groups[index] as NumberedGroup,
    inGroup: (node) => {
      const known = grouped[node];
      if (known !== undefined) return known;
      parts(node);
      return grouped[node] as boolean;
    },
    neighbours,
    usableWithoutOwnDelta,
    apart: apartKeys === undefined ? undefined : (a, b) => apartKeys(keys[a] as HexKey, keys[b] as HexKey),
  };
}
