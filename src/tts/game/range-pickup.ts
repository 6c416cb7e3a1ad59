/**
 * Move range on TTS: when a player picks up one of their own ships
 * (onObjectPickUp) outside an activation, every system it could move into is
 * outlined in their colour (dimmer where a held effect is needed) with a small
 * 3D text label carrying their tag, placed so that none covers another; dropping it (onObjectDrop) or deleting it takes that away. Switched off and
 * on with TI4Reach.setRangeHighlights, kept in ti4-reach's saved settings.
 */
import { dimmed, rangeOnPickup } from "../../core/all";
import type { RangeOverlayModel, TableSources } from "../../core/all";
import { THICKNESS, addHostLines, isRangeLine, removeHostLines, world } from "./draw-host";
import { destroyLabel, RANGE_LABEL_MEMO, spawnLabels } from "./text-labels";
import { readWorld, tableOptionsOf } from "./read-world";

/** Object types that are never plastic ships: picking them up does not read the table (cards are picked up all the time). */
const NOT_SHIPS: readonly string[] = ["Card", "Deck", "Tile", "Bag", "Infinite", "Board", "Dice", "Chip", "3D Text", "Notecard"];

export interface RangeContext extends TableSources {
  /** An activation is being shown: ships picked up now are moving, not asking. */
  readonly activationShown: (this: void) => boolean;
  /** The range on pick-up is switched on (a saved setting). */
  readonly highlightsOn: (this: void) => boolean;
  /** The colour whose turn it is, when the table keeps turns. */
  readonly turnColor: (this: void) => string | undefined;
}

interface RangeDrawn {
  readonly guid: string;
  readonly labels: TtsObject[];
}

let shown: RangeDrawn | undefined;

/** Takes the move range away: its outlines, and its labels (each on its own: a player may have deleted one). */
export function clearRange(): void {
  const drawn = shown;
  shown = undefined;
  removeHostLines(isRangeLine);
  if (drawn !== undefined) for (const label of drawn.labels) destroyLabel(label);
}

function draw(model: RangeOverlayModel, guid: string): RangeDrawn {
  const rgb = model.style.colour;
  const dim = dimmed(rgb);
  const lines: TtsVectorLine[] = [];
  for (const o of model.outlines) lines.push({ points: o.points.map((p) => world(p)), color: o.dim ? dim : rgb, thickness: o.dim ? THICKNESS.rangeDim : THICKNESS.range, loop: true });
  // One label per system, with the player's tag, placed so that none covers another (the activation's routine).
  const labels = spawnLabels(
    model.outlines.map((o) => ({ at: o.label.at, lines: o.label.lines, dim: o.dim })),
    model.style,
    RANGE_LABEL_MEMO,
    { backing: THICKNESS.rangeBacking, leader: THICKNESS.rangeLeader },
  );
  for (const line of labels.lines) lines.push(line);
  addHostLines(lines);
  return { guid, labels: labels.objects };
}

/** onObjectPickUp: the range of the player's own ship. */
export function onShipPickedUp(context: RangeContext, color: string, object: TtsObject): void {
  if (!context.highlightsOn() || context.activationShown() || NOT_SHIPS.indexOf(object.type) >= 0) return;
  const guid = object.getGUID();
  const reading = readWorld(context.tiles, guid); // the ship counts where it was picked up, though held
  const picked = reading.objects.find((o) => o.id === guid);
  if (picked === undefined || picked.piece.kind !== "unit" || picked.piece.player !== color.toLowerCase()) return;
  const found = rangeOnPickup(reading.objects, picked, { ...tableOptionsOf(context, reading), effects: reading.effects, turn: context.turnColor() });
  // A unit without a range of its own (infantry, a fighter picked up with its carrier) leaves the range shown.
  if (found === undefined) return;
  clearRange();
  shown = draw(found.model, guid);
}

/** onObjectDrop, onObjectDestroy: the range of the ship being dropped (or deleted) goes. */
export function onShipDropped(object: TtsObject): void {
  if (shown !== undefined && shown.guid === object.getGUID()) clearRange();
}
