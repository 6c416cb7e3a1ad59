/**
 * Drawing a report on the TTPG table: lines along the paths (in the player's
 * dash pattern) and round the active system in the player's colour, a label
 * with the player's tag for each group the label policy names, placed so
 * that no two cover each other (a leader line back to a label moved off its
 * system), a panel at the active system, and a chat message to the player.
 * Everything is tagged as ti4-reach's and removed by `clear`. The saved
 * setting decides whether every player sees the drawing or only the active
 * player. Mod authors may replace or wrap it.
 */
import type { Player } from "@tabletop-playground/api";
import { chatText } from "../../core/all";
import type { ActivationReport, OverlayModel, PlanePoint } from "../../core/all";
import { audienceOf, onlySlotFor } from "./visibility";
import { LABEL_SIZE, PANEL_SIZE } from "./table-label";
import { colourOf, drawLabelsAround, drawPlayerPaths, tableDrawing } from "./table-drawing";

export const TAG = "ti4-reach";

/**
 * Draws a report on the table and clears it: the default one draws paths, labels and a panel; a mod
 * may replace or wrap it with `setRenderer`.
 */
export interface ReachRenderer {
  readonly draw: (model: OverlayModel, report: ActivationReport, player: Player | undefined) => void;
  readonly clear: () => void;
}

/** Lines and widgets float just above the system tiles. */
const ABOVE_TILES = 0.4;

export function defaultRenderer(): ReachRenderer {
  /** Who sees what is drawn now: undefined for everyone. */
  let onlySlot: number | undefined;
  const drawing = tableDrawing(TAG, ABOVE_TILES, () => audienceOf(onlySlot));
  const clear = drawing.clear;

  return {
    draw: (model, _report, player) => {
      clear();
      onlySlot = onlySlotFor(player);
      const { style } = model;
      const color = colourOf(style.colour);
      drawing.line([...model.activeOutline, model.activeOutline[0] as PlanePoint], color, 0.6);
      drawPlayerPaths(drawing, model.paths, style);
      drawLabelsAround(
        drawing,
        { at: model.panel.at, lines: model.panel.lines, size: PANEL_SIZE },
        model.labels.map((l) => ({ request: { at: l.at, lines: l.lines, size: LABEL_SIZE, tag: style.tag }, style })),
      );
      if (player !== undefined) player.sendChatMessage(chatText(model), color);
    },
    clear,
  };
}
