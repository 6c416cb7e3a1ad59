/**
 * "Who can reach here?" on TTS: an entry in the context menu of every system
 * tile ti4-reach has read (a menu entry, nothing of the game). Chosen, it draws
 * the enemy ships that could move into that system this round: each
 * attacker's paths in their colour and dash pattern, a 3D text label with
 * their tag at each system their ships come from, the system's outline; the
 * asking player gets the panel (who, how many ships, what they could bring,
 * their own space cannon there) as a notice and in the chat. The asking
 * player is the defender. The next question or two minutes take it away.
 */
import { threatChatText, threatsOnTable } from "../../core/all";
import type { PlaneBox, PlanePoint, TableObject, TableSources, ThreatOverlayModel } from "../../core/all";
import { addHostLines, dashedPathLines, isThreatLine, removeHostLines, THICKNESS, world } from "./draw-host";
import { guarded, sayLine, ttsColorOf } from "./guard";
import { plane, readWorld, tableOptionsOf } from "./read-world";
import { destroyLabel, spawnLabels, THREAT_LABEL_MEMO } from "./text-labels";

export interface ThreatMenuContext extends TableSources {
  /** Whether this copy of ti4-reach answers (only one does on a table). */
  readonly answering: (this: void) => boolean;
}

export const WHO_CAN_REACH = "Who can reach here?";
const SHOWN_SECONDS = 120;
const WHITE = { r: 1, g: 1, b: 1 };

/** System tiles already given the entry, by GUID. */
const offered: { [guid: string]: boolean } = {};
let shownLabels: TtsObject[] = [];
let clearWait: number | undefined;

/** Takes the threat view away: its lines and its labels. */
export function clearThreats(): void {
  if (clearWait !== undefined) Wait.stop(clearWait);
  clearWait = undefined;
  removeHostLines(isThreatLine);
  for (const label of shownLabels) destroyLabel(label);
  shownLabels = [];
}

function draw(model: ThreatOverlayModel): void {
  const lines: TtsVectorLine[] = [{ points: model.outline.map((p: PlanePoint) => world(p)), color: WHITE, thickness: THICKNESS.threatOutline, loop: true, square: true }];
  for (const a of model.attackers) for (const line of dashedPathLines(a.paths, a.style, { path: THICKNESS.threatPath, jump: THICKNESS.threatJump })) lines.push(line);
  const taken: PlaneBox[] = []; // each attacker's labels keep clear of those placed before
  for (const a of model.attackers) {
    const labels = spawnLabels(a.labels, a.style, THREAT_LABEL_MEMO, { backing: THICKNESS.threatBacking, leader: THICKNESS.threatLeader }, taken);
    for (const line of labels.lines) lines.push(line);
    for (const label of labels.objects) shownLabels.push(label);
  }
  addHostLines(lines);
}

/** The threats to the system of tile `guid`, for `color`: drawn, and told to that player. */
function show(context: ThreatMenuContext, color: string, guid: string): void {
  clearThreats();
  const tile = getObjectFromGUID(guid);
  if (tile === undefined) return;
  const world = readWorld(context.tiles);
  const found = threatsOnTable(world.objects, plane(tile.getPosition()), color.toLowerCase(), tableOptionsOf(context, world));
  if (found === undefined) {
    sayLine(color, "ti4-reach: that tile is not a system of the map");
    return;
  }
  draw(found.model);
  broadcastToColor(`ti4-reach: ${found.model.panel.lines[0] ?? ""}`, color, WHITE);
  printToColor(threatChatText(found.model), color, WHITE);
  clearWait = Wait.time(() => guarded(undefined, () => clearThreats()), SHOWN_SECONDS);
}

/** Gives every system tile among the objects read the entry, once. */
export function offerThreatMenu(context: ThreatMenuContext, objects: readonly TableObject[]): void {
  for (const o of objects) {
    if (o.piece.kind !== "tile" || offered[o.id] === true || context.tiles.get(o.piece.tile)?.hyperlane === true) continue;
    const tile = getObjectFromGUID(o.id);
    if (tile === undefined) continue;
    const guid = o.id;
    tile.addContextMenuItem(WHO_CAN_REACH, (color) =>
      guarded(color, () => {
        const player = ttsColorOf(color);
        if (player !== undefined && context.answering()) show(context, player, guid);
      }),
    );
    offered[guid] = true;
  }
}
