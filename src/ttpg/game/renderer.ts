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
import { Color, DrawingLine, UIElement, Vector, world } from "@tabletop-playground/api";
import type { Player, PlayerPermission } from "@tabletop-playground/api";
import { chatText, dashedPieces, TTPG_LAYOUT } from "../../core";
import type { ActivationReport, OverlayModel, PlanePoint, Rgb } from "../../core";
import { audienceOf, onlySlotFor } from "./visibility";
import { LABEL_SIZE, PANEL_SIZE, placeTableLabels, taggedLabel } from "./table-label";
import type { LabelRequest } from "./table-label";

export const TAG = "ti4-reach";

export interface ReachRenderer {
  readonly draw: (model: OverlayModel, report: ActivationReport, player: Player | undefined) => void;
  readonly clear: () => void;
}

/** Lines and widgets float just above the system tiles. */
const ABOVE_TILES = 0.4;

const colourOf = (c: Rgb, alpha = 1): Color => new Color(c.r, c.g, c.b, alpha);

export function defaultRenderer(): ReachRenderer {
  let uis: UIElement[] = [];
  /** Who sees what is drawn now: undefined for everyone. */
  let onlySlot: number | undefined;
  const audience = (): PlayerPermission => audienceOf(onlySlot);
  const z = (): number => world.getTableHeight() + ABOVE_TILES;
  const at = (p: PlanePoint, lift = 0): Vector => new Vector(p.north, p.east, z() + lift);

  const line = (points: readonly PlanePoint[], color: Color, thickness: number): void => {
    const l = new DrawingLine();
    l.points = points.map((p) => at(p));
    l.color = color;
    l.thickness = thickness;
    l.rounded = true;
    l.tag = TAG;
    l.players = audience();
    world.addDrawingLine(l);
  };

  const label = (where: PlanePoint, request: LabelRequest, ink: Color, backing?: Color): void => {
    const ui = taggedLabel(at(where, 0.2), request, ink, backing);
    ui.players = audience();
    world.addUI(ui);
    uis.push(ui);
  };

  const clear = (): void => {
    // Lines are saved with the game: sweep every line with our tag, also those drawn before a reload.
    for (const l of world.getDrawingLines()) if (l.tag === TAG) world.removeDrawingLineObject(l);
    for (const ui of uis) world.removeUIElement(ui);
    uis = [];
  };

  return {
    draw: (model, _report, player) => {
      clear();
      onlySlot = onlySlotFor(player);
      const { style } = model;
      const color = colourOf(style.colour);
      const radius = TTPG_LAYOUT.cornerRadius;
      line([...model.activeOutline, model.activeOutline[0] as PlanePoint], color, 0.6);
      // The player's dash pattern tells their paths apart without the colour.
      for (const path of model.paths) {
        for (const segment of path) for (const piece of dashedPieces(segment.points, style.dash, radius)) line(piece, color, segment.jump ? 0.25 : 0.45);
      }
      // The panel first, at the active system; then each label where it covers neither the panel nor another label.
      const panelRequest: LabelRequest = { at: model.panel.at, lines: model.panel.lines, size: PANEL_SIZE };
      const requests = model.labels.map((l): LabelRequest => ({ at: l.at, lines: l.lines, size: LABEL_SIZE, tag: style.tag }));
      const [panel, ...spots] = placeTableLabels([panelRequest, ...requests]);
      const ink = colourOf(style.ink.text);
      const backing = colourOf(style.ink.backing, 0.9);
      requests.forEach((request, i) => {
        const spot = spots[i]!;
        if (spot.leader !== undefined) line([spot.leader[0], spot.leader[1]], color, 0.12);
        label(spot.centre, request, ink, backing);
      });
      if (panel!.leader !== undefined) line([panel!.leader[0], panel!.leader[1]], new Color(1, 1, 1, 1), 0.12);
      label(panel!.centre, panelRequest, new Color(1, 1, 1, 1));
      if (player !== undefined) player.sendChatMessage(chatText(model), color);
    },
    clear,
  };
}
