/**
 * Drawing a report on the TTS table: vector lines in the player's colour,
 * highlights on the ships that reach, a broadcast to the player. Lines go on
 * the object that carries this script, so players' own drawings and other
 * scripts' lines stay; as the Global script it keeps the other global lines.
 */
import { chatText, playerRgb } from "../../core";
import type { ActivationReport, OverlayModel, PlanePoint } from "../../core";
import type { Visibility } from "../settings";
import { ttsColorOf } from "./guard";

/** Height of the lines above the table: just over the tiles. */
const LINE_Y = 1.3;
const HIGHLIGHT_SECONDS = 30;

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

/** The object whose vector lines ti4-reach draws (Global when it runs as the Global script). */
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
 * Lines already on the host that are not ours. On ti4-reach's own object every
 * line is ours (also those saved with the table before a reload); on Global,
 * ours are the ones drawn last.
 */
function othersLines(previous: readonly TtsVectorLine[] | undefined): TtsVectorLine[] {
  if (host() !== Global) return [];
  const current = host().getVectorLines() ?? [];
  if (previous === undefined || previous.length === 0) return current;
  return current.filter((line) => !previous.some((ours) => sameLine(line, ours)));
}

export function sameLine(a: TtsVectorLine, b: TtsVectorLine): boolean {
  if (a.points.length !== b.points.length) return false;
  for (let i = 0; i < a.points.length; i++) {
    const p = a.points[i] as TtsVector;
    const q = b.points[i] as TtsVector;
    if (Math.abs(p.x - q.x) > 1e-3 || Math.abs(p.y - q.y) > 1e-3 || Math.abs(p.z - q.z) > 1e-3) return false;
  }
  return true;
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
  lines.push({ points: model.activeOutline.map((p) => world(p)), color: rgb, thickness: 0.15, loop: true, square: true });
  for (const path of model.paths) {
    for (const segment of path) {
      lines.push({ points: segment.points.map((p) => world(p)), color: rgb, thickness: segment.jump ? 0.05 : 0.1 });
    }
  }
  host().setVectorLines([...othersLines(undefined), ...lines]);
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

export function clear(drawn: Drawn | undefined): void {
  if (drawn === undefined) return;
  for (const guid of drawn.highlighted) unhighlight(guid, drawn.color);
  host().setVectorLines(othersLines(drawn.lines));
}
