/**
 * Drawing a report on the TTS table: vector lines in the player's colour (in
 * the player's dash pattern), a label with the player's tag for each group
 * the label policy names (core/present/label-policy), highlights on the ships
 * that reach, a broadcast to the player. Lines go on
 * the object that carries this script, so players' own drawings and other
 * scripts' lines stay; as the Global script it keeps the other global lines.
 */
import { chatText, playerRgb } from "../../core/all";
import type { ActivationReport, OverlayModel } from "../../core/all";
import type { Visibility } from "../settings";
import { dashedPathLines, host, isActivationLine, isRangeLine, isThreatLine, THICKNESS, world } from "./draw-host";
import { ttsColorOf } from "./guard";
import { destroyLabel, REPORT_LABEL_MEMO, spawnLabels } from "./text-labels";

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
  readonly labels: TtsObject[];
  readonly highlighted: string[];
  readonly color: string;
}

/**
 * Lines on the host to keep when the report's lines go. On ti4-reach's own
 * object every line is its own (also those saved with the table before a
 * reload): only a move range or threat view shown meanwhile stays; on Global, every line
 * but those of the report's thicknesses.
 */
function othersLines(): TtsVectorLine[] {
  const lines = host().getVectorLines() ?? [];
  return host() !== Global ? lines.filter((line) => isRangeLine(line) || isThreatLine(line)) : lines.filter((line) => !isActivationLine(line));
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

/** Lines, labels and highlights: seen by every seat (TTS has no per-player lines, objects or highlights). */
export function drawOverlay(model: OverlayModel): Drawn {
  const color = ttsColor(model.player);
  const rgb = playerRgb(model.player);
  const lines: TtsVectorLine[] = [];
  lines.push({ points: model.activeOutline.map((p) => world(p)), color: rgb, thickness: THICKNESS.outline, loop: true, square: true });
  for (const line of dashedPathLines(model.paths, model.style, { path: THICKNESS.path, jump: THICKNESS.jump })) lines.push(line);
  const labels = spawnLabels(model.labels, model.style, REPORT_LABEL_MEMO, { backing: THICKNESS.labelBacking, leader: THICKNESS.leader });
  for (const line of labels.lines) lines.push(line);
  host().setVectorLines([...othersLines(), ...lines]);
  const highlighted: string[] = [];
  for (const guid of model.highlight) if (highlight(guid, color)) highlighted.push(guid);
  return { lines, labels: labels.objects, highlighted, color };
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

/** Takes the report's lines away (also those a reload left, when nothing is known to be drawn), its labels and its highlights. */
export function clear(drawn: Drawn | undefined): void {
  if (drawn !== undefined) {
    for (const guid of drawn.highlighted) unhighlight(guid, drawn.color);
    for (const label of drawn.labels) destroyLabel(label);
  }
  host().setVectorLines(othersLines());
}
