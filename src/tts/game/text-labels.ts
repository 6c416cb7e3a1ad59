/**
 * Labels on the TTS table: 3D Text objects lying face up, the player's tag
 * before the first line, each line on a backing bar (a thick vector line in
 * the label's backing colour: TTS's 3D text has no backdrop of its own) so the
 * text reads on every tile. They are placed by the core's routine
 * (core/present/label-placement), none covering another, with a leader line
 * back to a system a label had to leave. Each label carries a memo, so those a
 * save kept are found and taken away on load, and the tag TI4-TTS's "TI4
 * Deleted Items" bag skips.
 */
import { placeLabels, TTS_LAYOUT } from "../../core/all";
import type { PlaneBox, PlanePoint, PlayerStyle, Rgb } from "../../core/all";
import { world } from "./draw-host";

/** The memos of ti4-reach's labels: an activation's, a move range's and a threat view's. */
export const REPORT_LABEL_MEMO = "ti4-reach report label";
export const RANGE_LABEL_MEMO = "ti4-reach move range";
export const THREAT_LABEL_MEMO = "ti4-reach threat label";
const MEMOS: readonly string[] = [REPORT_LABEL_MEMO, RANGE_LABEL_MEMO, THREAT_LABEL_MEMO];

/** The tag TI4-TTS's "TI4 Deleted Items" bag skips: without it, the bag keeps a copy of every label taken away. */
const NOT_KEPT_WHEN_DELETED = "DELETED_ITEMS_IGNORE";

/** 3D text size, and the room a letter and a line take at that size in table units (an estimate: TTS does not report a text's extent). */
export const LABEL_FONT = 24;
const LETTER = 0.22;
const LINE = 0.4;
/** Labels float over the lines, which lie just over the tiles. */
const LABEL_Y = 1.4;

export interface TtsLabel {
  readonly at: PlanePoint;
  readonly lines: readonly string[];
  /** Fainter: a system reachable only with a held effect. */
  readonly dim?: boolean;
}

/** The thicknesses of a kind of label's backing bars and leader lines: ti4-reach tells its lines apart by them. */
export interface LabelLines {
  readonly backing: number;
  readonly leader: number;
}

export interface SpawnedLabels {
  readonly objects: TtsObject[];
  readonly lines: TtsVectorLine[];
}

/** The label's text: the player's tag before its first line. */
function textOf(label: TtsLabel, tag: string): string[] {
  return label.lines.map((line, i) => (i === 0 ? `${tag}  ${line}` : line));
}

function longest(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) n = Math.max(n, line.length);
  return n;
}

function scaled(c: Rgb, by: number): Rgb {
  return { r: c.r * by, g: c.g * by, b: c.b * by };
}

/**
 * Spawns the labels, placed apart; returns them and their backing bars and leader lines (for the caller to set on
 * the host). `taken`: the boxes of labels spawned before in the same drawing (another player's), kept clear of;
 * this call's boxes are added to it.
 */
export function spawnLabels(labels: readonly TtsLabel[], style: PlayerStyle, memo: string, kind: LabelLines, taken: PlaneBox[] = []): SpawnedLabels {
  const texts = labels.map((l) => textOf(l, style.tag));
  const placed = placeLabels(
    labels.map((l, i) => ({ anchor: l.at, width: longest(texts[i]!) * LETTER + LETTER, height: texts[i]!.length * LINE })),
    taken,
    TTS_LAYOUT.cornerRadius,
  );
  for (const spot of placed) taken.push(spot.box);
  const objects: TtsObject[] = [];
  const lines: TtsVectorLine[] = [];
  labels.forEach((label, i) => {
    const spot = placed[i]!;
    const text = texts[i]!;
    const fade = label.dim === true ? 0.6 : 1;
    if (spot.leader !== undefined) lines.push({ points: [world(spot.leader[0]), world(spot.leader[1])], color: scaled(style.colour, fade), thickness: kind.leader });
    // One bar per line of text, as tall as the line: together the label's backdrop.
    text.forEach((_line, j) => {
      const north = spot.box.north - LINE * (j + 0.5);
      lines.push({ points: [world({ east: spot.box.west, north }), world({ east: spot.box.east, north })], color: style.ink.backing, thickness: kind.backing, square: true });
    });
    // Silently: TTS plays a spawn sound unless told not to (the mod spawns its labels with sound = false too).
    const object = spawnObject({ type: "3DText", position: { x: spot.centre.east, y: LABEL_Y, z: spot.centre.north }, rotation: { x: 90, y: 0, z: 0 }, sound: false });
    object.memo = memo;
    object.addTag(NOT_KEPT_WHEN_DELETED); // also when a player deletes it
    const tool = object.TextTool;
    if (tool !== undefined) {
      tool.setValue(text.join("\n"));
      tool.setFontSize(LABEL_FONT);
      tool.setFontColor(style.ink.text);
    }
    objects.push(object);
  });
  return { objects, lines };
}

/** Takes a label away (a player may have deleted it already). */
export function destroyLabel(label: TtsObject): void {
  try {
    label.addTag(NOT_KEPT_WHEN_DELETED); // a label saved before labels were tagged
    label.destruct();
  } catch (e) {
    // deleted meanwhile
  }
}

/** On load: the labels a save kept, of every kind. */
export function removeSavedLabels(): void {
  for (const o of getObjects()) {
    try {
      if (typeof o.memo === "string" && MEMOS.indexOf(o.memo) >= 0) destroyLabel(o);
    } catch (e) {
      // an object that cannot be read is not one of ours
    }
  }
}
