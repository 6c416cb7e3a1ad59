/**
 * The yardstick every benchmark figure is set beside: a plain breadth-first
 * search over the same galaxy (edge neighbours as integer lists, built once),
 * from the active system to every system, in the same run. Its time tracks the
 * machine, so "x plain search" reads the same on any computer.
 */
import { hexKey, neighbours, resolveSystemRef } from "../../src/core/all";
import type { Galaxy, TableState } from "../../src/core/all";

export interface PlainGraph {
  /** neighbours[i]: the systems next to system i (0-based). */
  readonly neighbours: readonly (readonly number[])[];
  readonly start: number;
}

export function plainGraph(galaxy: Galaxy, state: TableState): PlainGraph {
  const index = new Map<string, number>();
  const keys = [...galaxy.systems.keys()];
  keys.forEach((k, i) => index.set(k, i));
  const lists = keys.map((k) =>
    neighbours(galaxy.systems.get(k)!.hex)
      .map((h) => index.get(hexKey(h)))
      .filter((i): i is number => i !== undefined),
  );
  const where = resolveSystemRef(galaxy, state.active!.system, "bench");
  if (!("key" in where)) throw new Error("bench: active system not on the map");
  return { neighbours: lists, start: index.get(where.key)! };
}

/** Distances from the start to every system it connects to. */
export function plainSearch(graph: PlainGraph): number[] {
  const distance: number[] = new Array<number>(graph.neighbours.length).fill(-1);
  const queue: number[] = [graph.start];
  distance[graph.start] = 0;
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    for (const next of graph.neighbours[at]!) {
      if (distance[next] !== -1) continue;
      distance[next] = distance[at]! + 1;
      queue.push(next);
    }
  }
  return distance;
}

/** The same search in Lua source, reading NEIGHBOURS (1-based lists) and START. */
export const LUA_PLAIN_SEARCH = `
function PLAIN_SEARCH()
  local distance, queue, head = {}, {START}, 1
  distance[START] = 0
  while head <= #queue do
    local at = queue[head]
    head = head + 1
    for _, nxt in ipairs(NEIGHBOURS[at]) do
      if distance[nxt] == nil then
        distance[nxt] = distance[at] + 1
        queue[#queue + 1] = nxt
      end
    end
  end
  return distance
end`;

/** The graph as Lua source (1-based). */
export function luaGraph(graph: PlainGraph): string {
  return `NEIGHBOURS = {${graph.neighbours.map((l) => `{${l.map((i) => i + 1).join(",")}}`).join(",")}}\nSTART = ${graph.start + 1}`;
}
