/**
 * Drawing a report on the TTS table: vector lines in the player's colour,
 * highlights on the ships that reach, a broadcast to the player. Lines go on
 * the object that carries this script, so players' own drawings and other
 * scripts' lines stay; as the Global script it keeps the other global lines.
 */
import { chatText, dashedPieces, playerRgb, TTS_LAYOUT } from "../../core";
import type { ActivationReport, OverlayModel, PlanePoint } from "../../core";
import type { Visibility } from "../settings";
import { ttsColorOf } from "./guard";

/** Height of the lines above the table: just over the tiles. */
const LINE_Y = 1.3;
const HIGHLIGHT_SECONDS = 30;

/**
 * The thickness of each kind of line ti4-reach draws, values no one else's
 * lines have: TTS keeps nothing else on a line, and lines are saved with the
 * table, so after a reload or a rewind (which forget what was drawn) its own
 * lines on Global are still told apart and taken away.
 */
export const THICKNESS = { outline: 0.1503, path: 0.1003, jump: 0.0503, range: 0.1203, rangeDim: 0.0507 } as const;
const ACTIVATION_LINES: readonly number[] = [THICKNESS.outline, THICKNESS.path, THICKNESS.jump];
const RANGE_LINES: readonly number[] = [THICKNESS.range, THICKNESS.rangeDim];

function drawnAs(line: TtsVectorLine, thicknesses: readonly number[]): boolean {
  const t = line.thickness;
  return typeof t === "number" && thicknesses.some((m) => Math.abs(t - m) < 1e-5);
}

/** Whether a line on the host is one of ti4-reach's move range outlines. */
export function isRangeLine(line: TtsVectorLine): boolean {
  return drawnAs(line, RANGE_LINES);
}

/** TTS colour names are capitalised: "red" -> "Red". */
export function ttsColor(player: string): string {
  return ttsColorOf(player) ?? player;
}

/**
 * What draws a report on the table; mod authors may replace it
 * (TI4Reach.setRenderer). The default draws lines, highlights and messages.
 */
export interface TtsRenderer {
  readonly draw: (this: void, model: OverlayModel, report: ActivationReport, player: string) => void;
  readonly clear: (this: void) => void;
}

/** The default renderer; `visibility` says who gets the screen notice and the chat report. */
export function defaultRenderer(visibility: (this: void) => Visibility): TtsRenderer {
  let drawn: Drawn | undefined;
  return {
    draw: (model) => {
      clear(drawn);
      drawn = undefined;
      drawn = drawOverlay(model);
      tell(model, visibility());
    },
    clear: () => {
      const was = drawn;
      drawn = undefined;
      clear(was);
    },
  };
}

export interface Drawn {
  readonly lines: TtsVectorLine[];
  readonly highlighted: string[];
  readonly color: string;
}

/** The object the script runs on, whose vector lines ti4-reach draws (Global as the Global script, which may have no `self`). */
export function host(): TtsObject {
  return self !== undefined ? self : Global;
}

/** A table-plane point as a position for the host's lines, just above the tiles. */
export function world(p: PlanePoint): TtsVector {
  const v = { x: p.east, y: LINE_Y, z: p.north };
  const h = host();
  return h === Global ? v : h.positionToLocal(v);
}

/**
 * Lines on the host to keep when the report's lines go. On ti4-reach's own
 * object every line is its own (also those saved with the table before a
 * reload): only a move range shown meanwhile stays; on Global, every line
 * but those of the report's thicknesses.
 */
function othersLines(): TtsVectorLine[] {
  const lines = host().getVectorLines() ?? [];
  return host() !== Global ? lines.filter((line) => isRangeLine(line)) : lines.filter((line) => !drawnAs(line, ACTIVATION_LINES));
}

function highlight(guid: string, color: string): boolean {
  try {
    const o = getObjectFromGUID(guid);
    return o !== undefined && o.highlightOn(color, HIGHLIGHT_SECONDS) !== false;
  } catch (e) {
    return false; // destroyed meanwhile
  }
}

function unhighlight(guid: string, color: string): void {
  try {
    const o = getObjectFromGUID(guid);
    if (o !== undefined) o.highlightOff(color);
  } catch (e) {
    // destroyed meanwhile
  }
}

/** Lines and highlights: seen by every seat (TTS has no per-player lines or highlights). */
export function drawOverlay(model: OverlayModel): Drawn {
  const color = ttsColor(model.player);
  const rgb = playerRgb(model.player);
  const lines: TtsVectorLine[] = [];
  lines.push({ points: model.activeOutline.map((p) => world(p)), color: rgb, thickness: THICKNESS.outline, loop: true, square: true });
  // The player's dash pattern tells their paths apart without the colour: each dash a line of its own.
  for (const path of model.paths) {
    for (const segment of path) {
      for (const piece of dashedPieces(segment.points, model.style.dash, TTS_LAYOUT.cornerRadius)) {
        lines.push({ points: piece.map((p) => world(p)), color: rgb, thickness: segment.jump ? THICKNESS.jump : THICKNESS.path });
      }
    }
  }
  host().setVectorLines([...othersLines(), ...lines]);
  const highlighted: string[] = [];
  for (const guid of model.highlight) if (highlight(guid, color)) highlighted.push(guid);
  return { lines, highlighted, color };
}

/** One line on screen and the whole report in the chat: for the active player only, or for everyone. */
export function tell(model: OverlayModel, visibility: Visibility): void {
  const color = ttsColor(model.player);
  const rgb = playerRgb(model.player);
  const notice = `ti4-reach: ${model.panel.lines[0] ?? ""}`;
  if (visibility === "everyone") {
    broadcastToAll(notice, rgb);
    printToAll(chatText(model), rgb);
  } else {
    broadcastToColor(notice, color, rgb);
    printToColor(chatText(model), color, rgb);
  }
}

/** Takes the report's lines away (also those a reload left, when nothing is known to be drawn) and its highlights. */
export function clear(drawn: Drawn | undefined): void {
  if (drawn !== undefined) for (const guid of drawn.highlighted) unhighlight(guid, drawn.color);
  host().setVectorLines(othersLines());
}
