/**
 * "Who can reach here?" on TTPG: an entry in every system tile's context
 * menu (the controller offers it beside "Show reach"). Chosen, it draws the enemy ships that could move into that system
 * this round, each attacker's paths in their colour and dash pattern with a
 * label (their tag) at each system their ships come from, and a panel at the
 * system: who, with how many ships, what they could bring, and the asking
 * player's space cannon there; the chat gets the same. The asking player is
 * the defender. The next question, two minutes, or ti4-reach stopping take it
 * away. No handler lets an exception out.
 */
import type { GameObject, Player } from "@tabletop-playground/api";
import { threatChatText, threatsOnTable } from "../../core/all";
import type { PlanePoint, ThreatOverlayModel } from "../../core/all";
import { tableOptionsOf } from "./feature-context";
import type { FeatureContext } from "./feature-context";
import { readWorld } from "./read-world";
import { LABEL_SIZE, PANEL_SIZE } from "./table-label";
import { colourOf, drawLabelsAround, drawPlayerPaths, tableDrawing } from "./table-drawing";
import { audienceOf, onlySlotFor } from "./visibility";

export const THREATS_TAG = "ti4-reach:threats";
export const WHO_CAN_REACH = "ti4-reach:who-can-reach";
const ABOVE_TILES = 0.5;
const SHOWN_SECONDS = 120;

/** "Who can reach here?" answered on a tile: the controller offers the entry on every system tile it hooks. */
export interface ThreatView {
  readonly show: (tile: GameObject, player: Player) => void;
}

export function createThreatView(context: FeatureContext): ThreatView {
  let shownTo: Player | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drawing = tableDrawing(THREATS_TAG, ABOVE_TILES, () => audienceOf(onlySlotFor(shownTo)));
  const clear = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    drawing.clear();
  };

  const draw = (model: ThreatOverlayModel, player: Player): void => {
    shownTo = player;
    drawing.line([...model.outline, model.outline[0] as PlanePoint], colourOf({ r: 1, g: 1, b: 1 }), 0.6);
    for (const a of model.attackers) drawPlayerPaths(drawing, a.paths, a.style);
    drawLabelsAround(
      drawing,
      { at: model.panel.at, lines: model.panel.lines, size: PANEL_SIZE },
      model.attackers.flatMap((a) => a.labels.map((l) => ({ request: { at: l.at, lines: l.lines, size: LABEL_SIZE, tag: a.style.tag }, style: a.style }))),
    );
  };

  const show = (tile: GameObject, player: Player): void => {
    clear();
    const reading = readWorld();
    const p = tile.getPosition();
    const defender = reading.playerOf(player.getSlot());
    const found = threatsOnTable(reading.objects, { north: p.x, east: p.y }, defender === "" ? undefined : defender, tableOptionsOf(context, reading));
    if (found === undefined) {
      player.sendChatMessage("ti4-reach: that tile is not a system of the map", player.getPlayerColor());
      return;
    }
    draw(found.model, player);
    player.sendChatMessage(threatChatText(found.model), player.getPlayerColor());
    timer = setTimeout(() => context.guarded(undefined, clear), SHOWN_SECONDS * 1000);
  };

  clear(); // a threat drawing saved with the game from an earlier session
  context.onStop(clear);
  return { show };
}
