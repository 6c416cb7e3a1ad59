/**
 * "Who can reach here?" on TTPG: an entry in every system tile's context
 * menu. Chosen, it draws the enemy ships that could move into that system
 * this round, each attacker's paths in their colour and dash pattern with a
 * label (their tag) at each system their ships come from, and a panel at the
 * system: who, with how many ships, what they could bring, and the asking
 * player's space cannon there; the chat gets the same. The asking player is
 * the defender. The next question, two minutes, or ti4-reach stopping take it
 * away. No handler lets an exception out.
 */
import { globalEvents, world } from "@tabletop-playground/api";
import type { GameObject, Player } from "@tabletop-playground/api";
import { threatChatText, threatsOnTable } from "../../core";
import type { PlanePoint, ThreatOverlayModel } from "../../core";
import { tableOptionsOf } from "./feature-context";
import type { FeatureContext } from "./feature-context";
import { addMenuEntry } from "./menu-entry";
import { ObjectListeners, hookEachReadable } from "./object-listeners";
import { nsidOf, readWorld } from "./read-world";
import { LABEL_SIZE, PANEL_SIZE } from "./table-label";
import { colourOf, drawLabelsAround, drawPlayerPaths, tableDrawing } from "./table-drawing";
import { audienceOf, onlySlotFor } from "./visibility";

export const THREATS_TAG = "ti4-reach:threats";
export const WHO_CAN_REACH = "ti4-reach:who-can-reach";
const ABOVE_TILES = 0.5;
const SHOWN_SECONDS = 120;

export type ThreatViewContext = FeatureContext;

/** Whether an object is a system tile (TI4-TTPG-TS: "tile.system:base/26"). */
function isSystemTile(o: GameObject): boolean {
  return nsidOf(o).indexOf("tile.system:") === 0;
}

export function installThreatView(context: ThreatViewContext): void {
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

  const tiles = new ObjectListeners();
  const hook = (o: GameObject): void => {
    if (!isSystemTile(o)) return;
    tiles.hook(o, (listen, onUndo) => {
      addMenuEntry(o, "Who can reach here?", "Enemy ships that could move into this system this round, and your space cannon there", WHO_CAN_REACH);
      onUndo(() => o.removeCustomAction(WHO_CAN_REACH));
      listen(o.onCustomAction, (tile: GameObject, player: Player, id: string) =>
        context.guarded(player, () => {
          if (id === WHO_CAN_REACH) show(tile, player);
        }),
      );
    });
  };
  clear(); // a threat drawing saved with the game from an earlier session
  const hookReadable = hookEachReadable(hook);
  for (const o of world.getAllObjects(false)) hookReadable(o);
  context.listen(globalEvents.onObjectCreated, (o: GameObject) => hookReadable(o));
  context.listen(globalEvents.onObjectDestroyed, (o: GameObject) => context.guarded(undefined, () => tiles.forget(o)));
  context.onStop(() => {
    tiles.removeAll();
    clear();
  });
}
