/**
 * Move range on TTPG: picking up one of your own ships outside an activation
 * outlines every system it could move into (in your colour, dimmer where it
 * needs a held effect) with a small label carrying your tag, placed so that
 * none covers another; releasing it (or resetting or
 * deleting it while held) takes that away.
 * Picking up another player's ship shows nothing. A table context-menu entry
 * switches it off and on (saved with the game). No handler lets an exception out.
 */
import { globalEvents, world } from "@tabletop-playground/api";
import type { GameObject, Player } from "@tabletop-playground/api";
import { dimmed, rangeOnPickup, startsWith } from "../../core/all";
import type { PlanePoint, RangeOverlayModel, TableObject } from "../../core/all";
import { tableOptionsOf } from "./feature-context";
import type { FeatureContext } from "./feature-context";
import { pieceOf } from "../nsid";
import { isFaceDown, nsidOf, readWorld } from "./read-world";
import { addMenuEntry } from "./menu-entry";
import { TOGGLE_RANGE, rangeHighlightsOn, setRangeHighlights } from "./range-settings";
import { audienceOf, onlySlotFor } from "./visibility";
import { colourOf, drawLabelsAround, tableDrawing } from "./table-drawing";
import { ObjectListeners, hookEachReadable } from "./object-listeners";
import { currentTurnSlot } from "./players";

/** Range lines carry their own tag: an activation's drawing and the range's come and go apart. */
export const RANGE_TAG = "ti4-reach:range";
const ABOVE_TILES = 0.45;
/** The range's labels are smaller than an activation's: there is one in every system in range. */
const RANGE_LABEL_SIZE = 8;

export interface RangeHighlightContext extends FeatureContext {
  /** An activation is being shown: ships picked up now are moving, not asking. */
  readonly activationShown: () => boolean;
}


export function installRangeHighlights(context: RangeHighlightContext): void {
  let shownFor: GameObject | undefined;
  /** The player the range is shown to (who sees it follows the visibility setting). */
  let shownTo: Player | undefined;
  const drawing = tableDrawing(RANGE_TAG, ABOVE_TILES, () => audienceOf(onlySlotFor(shownTo)));

  const clear = (): void => {
    drawing.clear();
    shownFor = undefined;
  };

  const draw = (model: RangeOverlayModel, player: Player): void => {
    shownTo = player;
    const { style } = model;
    const bright = colourOf(style.colour);
    const dim = colourOf(dimmed(style.colour), 0.6);
    for (const o of model.outlines) drawing.line([...o.points, o.points[0] as PlanePoint], o.dim ? dim : bright, o.dim ? 0.2 : 0.45);
    // One label per system, with the player's tag, placed so that none covers another (the activation's routine).
    drawLabelsAround(
      drawing,
      undefined,
      model.outlines.map((o) => ({ request: { at: o.label.at, lines: o.label.lines, size: RANGE_LABEL_SIZE, tag: style.tag }, style, faint: o.dim })),
    );
  };

  const turnOf = (playerOf: (slot: number) => string): string | undefined => {
    const slot = currentTurnSlot();
    return slot === undefined ? undefined : playerOf(slot);
  };

  const show = (ship: GameObject, player: Player): void => {
    if (!rangeHighlightsOn() || context.activationShown()) return;
    const slot = player.getSlot();
    if (ship.getOwningPlayerSlot() !== slot) return; // only your own ships
    const reading = readWorld(); // held objects are skipped: the ship counts where it was picked up
    const piece = pieceOf({ nsid: nsidOf(ship), slot: ship.getOwningPlayerSlot(), faceDown: isFaceDown(ship) }, reading.playerOf);
    if (piece === undefined || piece.kind !== "unit") return;
    const p = ship.getPosition();
    const picked: TableObject = { id: ship.getId(), piece, at: { north: p.x, east: p.y }, yaw: ship.getRotation().yaw };
    const found = rangeOnPickup(reading.objects, picked, { ...tableOptionsOf(context, reading), effects: reading.effects, turn: turnOf(reading.playerOf) });
    // A unit without a range of its own (infantry, a fighter picked up with its carrier) leaves the range shown.
    if (found === undefined) return;
    clear();
    draw(found.model, player);
    shownFor = ship;
  };

  const ships = new ObjectListeners();
  const hook = (o: GameObject): void => {
    if (!startsWith(nsidOf(o), "unit")) return;
    ships.hook(o, (listen) => {
      listen(o.onGrab, (ship: GameObject, player: Player) => context.guarded(player, () => show(ship, player)));
      // Put down, or put back by a reset (TTPG calls onReset, not onReleased, for a reset held object).
      const putDown = (ship: GameObject, player: Player): void =>
        context.guarded(player, () => {
          if (ship === shownFor) clear();
        });
      listen(o.onReleased, putDown);
      listen(o.onReset, putDown);
    });
  };

  clear(); // a range drawing saved with the game from an earlier session
  const hookReadable = hookEachReadable(hook);
  for (const o of world.getAllObjects(false)) hookReadable(o); // contained too, as the controller
  context.listen(globalEvents.onObjectCreated, (o: GameObject) => hookReadable(o));
  context.listen(globalEvents.onObjectDestroyed, (o: GameObject) =>
    context.guarded(undefined, () => {
      ships.forget(o);
      if (o === shownFor) clear(); // deleted while held
    }),
  );
  context.onStop(() => ships.removeAll());
  addMenuEntry(world, "TI4 Reach: range on pick-up on/off", "Picking up a ship shows where it can move", TOGGLE_RANGE);
  context.onStop(() => {
    world.removeCustomAction(TOGGLE_RANGE);
    clear();
  });
  context.listen(globalEvents.onCustomAction, (player: Player, id: string) =>
    context.guarded(player, () => {
      if (id !== TOGGLE_RANGE) return;
      const on = !rangeHighlightsOn();
      setRangeHighlights(on);
      if (!on) clear();
      player.sendChatMessage(`ti4-reach: move range on pick-up ${on ? "on" : "off"}`, player.getPlayerColor());
    }),
  );
}
