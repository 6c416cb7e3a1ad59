/**
 * What a table draws for a report, in table-plane coordinates, the same for
 * every renderer (TTPG lines and widgets, TTS vector lines and highlights,
 * the SVG picture): the active system's outline, each reaching group's path
 * (through hyperlane tiles, wormhole jumps marked), labels at the ships'
 * systems for the groups the label policy names (the others counted in the
 * panel), the player's style (tag, dashes, label ink), the objects to
 * highlight and the panel text.
 */
import { createAdjacency } from "../galaxy/adjacency";
import type { Adjacency } from "../galaxy/adjacency";
import { adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import { hex } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import { hexToPlane } from "../hex/world";
import type { HexLayout, PlanePoint } from "../hex/world";
import type { ActivationReport, ShipReport } from "../report/report-types";
import type { SystemRef, TableState } from "../state/table-state";
import { stackKey } from "../table/read-table";
import { keyOfRef } from "../galaxy/system-ref";
import { reportLines, shipLabel } from "./report-text";
import { chooseLabels } from "./label-policy";
import type { LabelPolicy } from "./label-policy";
import { playerStyle } from "./player-style";
import type { PlayerStyle } from "./player-style";

/** A path drawn from one system to the next, as plane points. */
export interface OverlaySegment {
  readonly points: readonly PlanePoint[];
  /** A wormhole (or effect) jump rather than a walk across neighbouring tiles. */
  readonly jump: boolean;
}

/** The label at one system: one line per ship group there that the label policy names. */
export interface OverlayLabel {
  /** The system's centre. */
  readonly at: PlanePoint;
  readonly lines: readonly string[];
  /** The ship groups, one per line. */
  readonly ships: readonly ShipReport[];
}

/**
 * What every table draws for a report, in table-plane coordinates: the active system's outline, each
 * group's path, the labels placed apart, and the panel lines.
 */
export interface OverlayModel {
  readonly player: string;
  /** Tag, colour, dash pattern and label ink of the player. */
  readonly style: PlayerStyle;
  readonly activeOutline: readonly PlanePoint[];
  readonly paths: readonly (readonly OverlaySegment[])[];
  readonly labels: readonly OverlayLabel[];
  /** The groups counted in the panel instead of labelled on the map. */
  readonly leftOut: readonly ShipReport[];
  /** Object ids of the ships that reach. */
  readonly highlight: readonly string[];
  readonly panel: { readonly at: PlanePoint; readonly lines: readonly string[] };
}

/**
 * How to draw an overlay: the table's hex layout, the label policy, and the text boxes the labels must
 * keep clear of.
 */
export interface OverlayOptions extends LabelPolicy {
  readonly layout: HexLayout;
  readonly objectsByStack?: ReadonlyMap<string, readonly string[]>;
}

/** A path as drawn: a straight piece between neighbours, through the lanes of hyperlane tiles, a jump elsewhere (wormholes, effects). */
export function pathSegments(galaxy: Galaxy, adjacency: Adjacency, path: readonly SystemRef[], layout: HexLayout): OverlaySegment[] {
  const segments: OverlaySegment[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const a = keyOfRef(galaxy, path[i] as SystemRef);
    const b = keyOfRef(galaxy, path[i + 1] as SystemRef);
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
  return segments;
}

/** Groups (of ships, of threats) by the system they start from, in the order the systems are first met: one label each. */
export function bySystem<T extends { readonly from: SystemRef }>(galaxy: Galaxy, groups: readonly T[]): { key: HexKey; items: T[] }[] {
  const out: { key: HexKey; items: T[] }[] = [];
  const at = new Map<HexKey, T[]>();
  for (const g of groups) {
    const key = keyOfRef(galaxy, g.from);
    const here = at.get(key);
    if (here !== undefined) here.push(g);
    else {
      const items = [g];
      at.set(key, items);
      out.push({ key, items });
    }
  }
  return out;
}

export function centreOf(galaxy: Galaxy, key: HexKey, layout: HexLayout): PlanePoint {
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

/**
 * The overlay for a report on a table: the same model serves Tabletop Playground, Tabletop Simulator,
 * the picture and the web page.
 */
export function overlayModel(report: ActivationReport, galaxy: Galaxy, state: TableState, options: OverlayOptions): OverlayModel {
  const { layout } = options;
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const activeKey = keyOfRef(galaxy, report.active.system);
  const activeCentre = centreOf(galaxy, activeKey, layout);
  const choice = chooseLabels(report, { allLabels: options.allLabels, nearby: options.allLabels === true && options.nearby === undefined ? 3 : options.nearby });

  const paths: OverlaySegment[][] = [];
  const highlight: string[] = [];
  for (const ship of report.ships) {
    if (!ship.reachable || ship.path === undefined) continue;
    const from = keyOfRef(galaxy, ship.from);
    for (const id of options.objectsByStack?.get(stackKey(report.player, ship.unit, from)) ?? []) highlight.push(id);
    if (ship.path.length < 2) continue;
    paths.push(pathSegments(galaxy, adjacency, ship.path, layout));
  }
  const panelLines = reportLines(report);
  if (choice.leftOutLine !== undefined) panelLines.push(choice.leftOutLine);
  return {
    player: report.player,
    style: playerStyle(state, report.player),
    activeOutline: hexOutline(activeCentre, layout.cornerRadius * 0.92),
    paths,
    labels: bySystem(galaxy, choice.labelled).map(({ key, items }) => ({ at: centreOf(galaxy, key, layout), lines: items.map((s) => shipLabel(s)), ships: items })),
    leftOut: choice.leftOut,
    highlight,
    panel: { at: activeCentre, lines: panelLines },
  };
}

/** The chat message to the active player: the panel, then every label, then the groups left unlabelled, indented. */
export function chatText(model: OverlayModel): string {
  const lines: string[] = [...model.panel.lines];
  for (const label of model.labels) for (const line of label.lines) lines.push(`  ${line}`);
  // The chat draws over nothing: the groups the map leaves unlabelled are listed there too.
  for (const ship of model.leftOut) lines.push(`  ${shipLabel(ship)}`);
  return lines.join("\n");
}
