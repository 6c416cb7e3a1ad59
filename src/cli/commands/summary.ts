/**
 * A readable summary of a galaxy: what is where, and every adjacency that is
 * not a shared edge. Systems joined all to all (the same wormhole, an
 * alpha-beta effect) are named once per group, not pair by pair.
 */
import { adjacencyRulesFor, createAdjacency, galaxyListing } from "../../core/all";
import type { LoadedTable } from "../../scenario/loaded-table";
import { reasonText, systemName } from "../format/describe";
import { bySpiral } from "../format/system-order";

export function galaxySummary(table: LoadedTable, title: string): string {
  const { galaxy, state } = table;
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const keys = [...galaxy.systems.keys()].sort(bySpiral);
  const lines: string[] = [title, ""];
  lines.push(`${galaxy.systems.size} systems, ${galaxy.hyperlanes.size} hyperlane tiles`);

  const wormholes: string[] = [];
  galaxy.wormholeIndex.forEach((where, kind) => {
    wormholes.push(`  ${kind}: ${[...where].sort(bySpiral).map((k) => systemName(galaxy, k)).join(", ")}`);
  });
  section(lines, "Wormholes:", wormholes);

  const anomalies = keys
    .filter((k) => galaxy.systems.get(k)!.anomalies.length > 0)
    .map((k) => `  ${systemName(galaxy, k)}: ${galaxy.systems.get(k)!.anomalies.join(" + ")}`);
  section(lines, "Anomalies:", anomalies);

  const { listings, hubs } = galaxyListing(adjacency, keys);
  const joined = hubs.map((hub) => {
    const members = [...hub.members].sort(bySpiral);
    return `  ${reasonText(hub.reason(members[0]!, members[1]!))}: ${members.map((k) => systemName(galaxy, k)).join(", ")}`;
  });
  section(lines, "Adjacent all to all (each system to every other of its line):", joined);

  const far: string[] = [];
  keys.forEach((key, i) => {
    for (const link of listings[i]!.links) {
      if (bySpiral(key, link.to) > 0 || link.reasons.every((r) => r.kind === "edge")) continue;
      const why = link.reasons.filter((r) => r.kind !== "edge").map(reasonText).join(", ");
      far.push(`  ${systemName(galaxy, key)} <-> ${systemName(galaxy, link.to)}: ${why}`);
    }
  });
  section(lines, "Adjacent without sharing an edge:", far);
  section(lines, "Diagnostics:", galaxy.diagnostics.map((d) => `  ${d.message}`));
  return lines.join("\n");
}

/** Appends a titled section (without spreading: a huge galaxy has more lines than a call takes arguments). */
function section(lines: string[], title: string, entries: readonly string[]): void {
  lines.push("", title);
  if (entries.length === 0) lines.push("  none");
  for (const entry of entries) lines.push(entry);
}
