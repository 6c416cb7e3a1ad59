/** `ti4-reach graph`: the system graph as JSON, every adjacency with its reasons. */
import { adjacencyRulesFor, createAdjacency } from "../../core";
import type { LinkReason } from "../../core";
import type { LoadedTable } from "../../scenario/loaded-table";
import { bySpiral, pairOf } from "../format/system-order";

export interface GraphJson {
  readonly systems: readonly {
    readonly tile: number;
    readonly hex: [number, number];
    readonly adjacent: [number, number][];
    readonly links: { readonly hex: [number, number]; readonly tile: number; readonly via: unknown[] }[];
  }[];
  readonly diagnostics: readonly unknown[];
}

export function graphJson(table: LoadedTable): GraphJson {
  const { galaxy, state } = table;
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const keys = [...galaxy.systems.keys()].sort(bySpiral);
  const systems = keys.map((key) => {
    const system = galaxy.systems.get(key)!;
    const links = [...adjacency.links(key)].sort((a, b) => bySpiral(a.to, b.to));
    return {
      tile: system.tile,
      hex: pairOf(key),
      adjacent: links.map((l) => pairOf(l.to)),
      links: links.map((l) => ({ hex: pairOf(l.to), tile: galaxy.systems.get(l.to)!.tile, via: l.reasons.map(reasonJson) })),
    };
  });
  return { systems, diagnostics: galaxy.diagnostics };
}

function reasonJson(reason: LinkReason): unknown {
  return reason.kind === "hyperlane" ? { kind: "hyperlane", via: reason.via.map(pairOf) } : reason;
}

/** JSON with one system per line: easy to read and to diff. */
export function formatGraphJson(graph: GraphJson): string {
  const systems = graph.systems.map((s) => `  ${JSON.stringify(s)}`).join(",\n");
  const diagnostics = graph.diagnostics.map((d) => `  ${JSON.stringify(d)}`).join(",\n");
  return `{"systems": [\n${systems}\n],\n"diagnostics": [${diagnostics === "" ? "" : `\n${diagnostics}\n`}]}`;
}
