/**
 * What a table draws for "Who can reach here?", in table-plane coordinates,
 * the same for every renderer: the system's outline, and for each attacker
 * their paths in their own style (colour, dashes, tag) with a label at each
 * of their systems that sends ships (every threatening group reaches, so the
 * label policy labels each), and a panel: who can reach and with how many
 * ships, what they could bring, and the defender's space cannon there.
 */
import { createAdjacency } from "../galaxy/adjacency";
import { adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import { keyOfRef, refText } from "../galaxy/system-ref";
import type { HexLayout, PlanePoint } from "../hex/world";
import type { Threat, ThreatenedSystem, Threats } from "../range/threats";
import type { TableState } from "../state/table-state";
import { bySystem, centreOf, hexOutline, pathSegments } from "./overlay-model";
import type { OverlaySegment } from "./overlay-model";
import { playerStyle } from "./player-style";
import type { PlayerStyle } from "./player-style";
import { cannonText, walkText } from "./report-text";

export interface ThreatLabel {
  readonly at: PlanePoint;
  readonly lines: readonly string[];
}

/** One attacker's part of the drawing. */
export interface AttackerDrawing {
  readonly player: string;
  readonly style: PlayerStyle;
  readonly paths: readonly (readonly OverlaySegment[])[];
  readonly labels: readonly ThreatLabel[];
}

export interface ThreatOverlayModel {
  /** The player who asked: their own ships are not threats. */
  readonly defender?: string;
  readonly outline: readonly PlanePoint[];
  readonly attackers: readonly AttackerDrawing[];
  readonly panel: { readonly at: PlanePoint; readonly lines: readonly string[] };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A threatening group's label line: "2 Cruiser: 1 system", "1 Destroyer: 3 systems, 1 rift roll (70% each)". */
export function threatLabel(t: Threat): string {
  return `${t.count} ${t.name}: ${walkText(t.entered, t.rolls, t.survival)}`;
}

/** The panel: who can reach the system and with what, then the defender's space cannon there. */
export function threatLines(t: Threats): string[] {
  const when = t.round === "next" ? "next round" : "this round";
  const who = t.byPlayer.length === 0 ? "nobody" : t.byPlayer.map((p) => `${p.player} ${plural(p.ships, "ship", "ships")}`).join(", ");
  const lines = [`Who can reach ${refText(t.system)} ${when}: ${who}`];
  for (const p of t.byPlayer) {
    const bring = p.canBring.fighters + p.canBring.groundForces;
    if (bring > 0) lines.push(`  ${p.player} could bring ${plural(p.canBring.fighters, "fighter", "fighters")} and ${plural(p.canBring.groundForces, "ground force", "ground forces")}`);
  }
  if (t.spaceCannon.length > 0) {
    const whose = t.defender !== undefined ? `Your space cannon here` : "Space cannon here";
    lines.push(`${whose}: ${cannonText(t.spaceCannon)} at each fleet that arrives`);
  }
  return lines;
}

export function threatOverlayModel(t: Threats, galaxy: Galaxy, state: TableState, layout: HexLayout): ThreatOverlayModel {
  // Drawn as links of no one's action: a link missing there is drawn as a jump.
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor({ ...state, active: undefined }, galaxy));
  const target = centreOf(galaxy, keyOfRef(galaxy, t.system), layout);
  const attackers: AttackerDrawing[] = t.byPlayer.map((p) => {
    const mine = t.threats.filter((x) => x.player === p.player);
    return {
      player: p.player,
      style: playerStyle(state, p.player),
      paths: mine.map((x) => pathSegments(galaxy, adjacency, x.path, layout)),
      labels: bySystem(galaxy, mine).map(({ key, items }) => ({ at: centreOf(galaxy, key, layout), lines: items.map((x) => threatLabel(x)) })),
    };
  });
  const model = { outline: hexOutline(target, layout.cornerRadius * 0.92), attackers, panel: { at: target, lines: threatLines(t) } };
  return t.defender === undefined ? model : { defender: t.defender, ...model };
}

/** Ships per player as people say it: "blue 3, red 1", or "none". */
export function shipsText(list: readonly { readonly player: string; readonly ships: number }[]): string {
  return list.length === 0 ? "none" : list.map((p) => `${p.player} ${p.ships}`).join(", ");
}

/** The whole-table view in lines: a title, then per system "63 (home): now blue 1; next round blue 2". */
export function threatMapLines(defender: string, systems: readonly ThreatenedSystem[]): string[] {
  const lines = [`Enemy ships that could move into ${defender}'s systems`];
  for (const s of systems) lines.push(`${refText(s.system)}${s.holds === "units" ? "" : " (home)"}: now ${shipsText(s.thisRound)}; next round ${shipsText(s.nextRound)}`);
  return lines;
}

/** The chat message: the panel, then each attacker's labels. */
export function threatChatText(model: ThreatOverlayModel): string {
  const lines: string[] = [...model.panel.lines];
  for (const a of model.attackers) for (const label of a.labels) for (const line of label.lines) lines.push(`  ${a.player}: ${line}`);
  return lines.join("\n");
}
