/**
 * Drawing a report on the TTPG table: lines along the paths and round the
 * active system in the player's colour, a label at each origin, a panel at the
 * active system, and a chat message to the player. Everything is tagged as
 * ti4-reach's and removed by `clear`. The saved setting decides whether every
 * player sees the drawing or only the active player. Mod authors may replace
 * or wrap it.
 */
import { Color, DrawingLine, UIElement, Vector, VerticalBox, world } from "@tabletop-playground/api";
import type { Player, PlayerPermission } from "@tabletop-playground/api";
import { chatText, playerRgb } from "../../core";
import type { ActivationReport, OverlayModel, PlanePoint } from "../../core";
import { audienceOf, onlySlotFor } from "./visibility";
import { labelText, tableLabel } from "./table-label";

export const TAG = "ti4-reach";

export interface ReachRenderer {
  readonly draw: (model: OverlayModel, report: ActivationReport, player: Player | undefined) => void;
  readonly clear: () => void;
}

/** Lines and widgets float just above the system tiles. */
const ABOVE_TILES = 0.4;

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

  const label = (where: PlanePoint, texts: readonly string[], color: Color, size: number): void => {
    const box = new VerticalBox();
    for (const t of texts) box.addChild(labelText(t, size, color));
    const ui = tableLabel(at(where, 0.2), box, 0.75);
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
      const rgb = playerRgb(model.player);
      const color = new Color(rgb.r, rgb.g, rgb.b, 1);
      line([...model.activeOutline, model.activeOutline[0] as PlanePoint], color, 0.6);
      for (const path of model.paths) for (const segment of path) line(segment.points, color, segment.jump ? 0.25 : 0.45);
      for (const l of model.labels) label(l.at, l.lines, color, 10);
      label(model.panel.at, model.panel.lines, new Color(1, 1, 1, 1), 12);
      if (player !== undefined) player.sendChatMessage(chatText(model), color);
    },
    clear,
  };
}
