/**
 * What a table draws for a report, in table-plane coordinates, the same for
 * every renderer (TTPG lines and widgets, TTS vector lines and highlights,
 * the SVG picture): the active system's outline, each reaching group's path
 * (through hyperlane tiles, wormhole jumps marked), labels at the ships'
 * systems, the objects to highlight and the panel text.
 */
import { createAdjacency } from "../galaxy/adjacency";
import { adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import { hex } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import { hexToPlane } from "../hex/world";
import type { HexLayout, PlanePoint } from "../hex/world";
import type { ActivationReport } from "../report/report-types";
import type { SystemRef, TableState } from "../state/table-state";
import { stackKey } from "../table/read-table";
import { keyOfRef } from "../galaxy/system-ref";
import { reportLines, shipLabel } from "./report-text";

export interface OverlaySegment {
  readonly points: readonly PlanePoint[];
  /** A wormhole (or effect) jump rather than a walk across neighbouring tiles. */
  readonly jump: boolean;
}

export interface OverlayModel {
  readonly player: string;
  readonly activeOutline: readonly PlanePoint[];
  readonly paths: readonly (readonly OverlaySegment[])[];
  /** Labels per system: one line per ship group there. */
  readonly labels: readonly { readonly at: PlanePoint; readonly lines: readonly string[] }[];
  /** Object ids of the ships that reach. */
  readonly highlight: readonly string[];
  readonly panel: { readonly at: PlanePoint; readonly lines: readonly string[] };
}

export interface OverlayOptions {
  readonly layout: HexLayout;
  /** Unreachable groups further than this (systems entered) get no label. */
  readonly nearby?: number;
  readonly objectsByStack?: ReadonlyMap<string, readonly string[]>;
}

function centreOf(galaxy: Galaxy, key: HexKey, layout: HexLayout): PlanePoint {
  const system = galaxy.systems.get(key);
  const hyperlane = galaxy.hyperlanes.get(key);
  const h = system !== undefined ? system.hex : hyperlane !== undefined ? hyperlane.hex : hex(0, 0);
  return hexToPlane(h, layout);
}

export function hexOutline(centre: PlanePoint, radius: number): PlanePoint[] {
  const out: PlanePoint[] = [];
  for (let i = 0; i < 6; i++) {
    // Flat-topped: corners east, then every 60 degrees.
    const a = (Math.PI / 3) * i;
    out.push({ north: centre.north + radius * Math.sin(a), east: centre.east + radius * Math.cos(a) });
  }
  return out;
}

export function overlayModel(report: ActivationReport, galaxy: Galaxy, state: TableState, options: OverlayOptions): OverlayModel {
  const { layout } = options;
  const nearby = options.nearby ?? 3;
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const activeKey = keyOfRef(galaxy, report.active.system);
  const activeCentre = centreOf(galaxy, activeKey, layout);

  const paths: OverlaySegment[][] = [];
  const labelLines = new Map<HexKey, string[]>();
  const order: HexKey[] = [];
  const highlight: string[] = [];
  for (const ship of report.ships) {
    const from = keyOfRef(galaxy, ship.from);
    if (!ship.reachable && ship.distance > nearby) continue;
    if (!labelLines.has(from)) {
      order.push(from);
      labelLines.set(from, []);
    }
    (labelLines.get(from) as string[]).push(shipLabel(ship));
    if (!ship.reachable || ship.path === undefined) continue;
    for (const id of options.objectsByStack?.get(stackKey(report.player, ship.unit, from)) ?? []) highlight.push(id);
    if (ship.path.length < 2) continue;
    const segments: OverlaySegment[] = [];
    for (let i = 0; i + 1 < ship.path.length; i++) {
      const a = keyOfRef(galaxy, ship.path[i] as SystemRef);
      const b = keyOfRef(galaxy, ship.path[i + 1] as SystemRef);
      const link = adjacency.links(a).find((l) => l.to === b);
      const reasons = link === undefined ? [] : link.reasons;
      const p = centreOf(galaxy, a, layout);
      const q = centreOf(galaxy, b, layout);
      if (reasons.some((r) => r.kind === "edge")) {
        segments.push({ points: [p, q], jump: false });
        continue;
      }
      const lane = reasons.find((r) => r.kind === "hyperlane");
      if (lane !== undefined && lane.kind === "hyperlane") {
        segments.push({ points: [p, ...lane.via.map((k) => centreOf(galaxy, k, layout)), q], jump: false });
        continue;
      }
      segments.push({ points: [p, q], jump: true });
    }
    paths.push(segments);
  }

  return {
    player: report.player,
    activeOutline: hexOutline(activeCentre, layout.cornerRadius * 0.92),
    paths,
    labels: order.map((key) => ({ at: centreOf(galaxy, key, layout), lines: labelLines.get(key) as string[] })),
    highlight,
    panel: { at: activeCentre, lines: reportLines(report) },
  };
}

/** The chat message to the active player: the panel, then every label, indented. */
export function chatText(model: OverlayModel): string {
  const lines: string[] = [...model.panel.lines];
  for (const label of model.labels) for (const line of label.lines) lines.push(`  ${line}`);
  return lines.join("\n");
}
