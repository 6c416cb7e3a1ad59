/**
 * What every TTPG table test does around ti4-reach: players' hands on objects
 * (ttpg-mock's grab and release, which fire the objects' onGrab/onReleased and
 * the global events as TTPG does) and ending ti4-reach after a test.
 */
import { world } from "@tabletop-playground/api";
import type { MockGameObject, MockPlayer } from "ttpg-mock";
import type { TI4ReachApi } from "../../../src/ttpg/game/api";

type Hands = {
  _grabAsPlayer: (player: MockPlayer) => void;
  _releaseAsPlayer: (player: MockPlayer, thrown: boolean) => void;
};

export function grab(object: MockGameObject, player: MockPlayer): void {
  (object as unknown as Hands)._grabAsPlayer(player);
}

export function release(object: MockGameObject, player: MockPlayer): void {
  (object as unknown as Hands)._releaseAsPlayer(player, false);
}

/**
 * A player resets the object they hold: TTPG puts it back where it was picked
 * up and calls its onReset ("Called when the object is reset to its position
 * before being picked up"), not onReleased ("released (but not reset)").
 */
export function resetHeld(object: MockGameObject, player: MockPlayer): void {
  const held = object as unknown as { _isHeld: boolean; onReset: { _trigger: (o: MockGameObject, p: MockPlayer) => void } };
  held._isHeld = false;
  held.onReset._trigger(object, player);
}

/** Stops ti4-reach and forgets what it and a TI4 mod left on the globals. */
export function endTi4Reach(): void {
  const g = globalThis as { TI4Reach?: TI4ReachApi; TI4?: unknown; TI4ReachHolders?: unknown };
  g.TI4Reach?.stop();
  delete g.TI4Reach;
  delete g.TI4;
  delete g.TI4ReachHolders;
  delete (world as unknown as { TI4?: unknown }).TI4;
}

/** Every text shown in a widget, walking its boxes (a label is the player's tag beside a box of lines). */
type Shown = { getText?: () => string; getAllChildren?: () => Shown[]; getChild?: () => Shown | undefined };
export const textsIn = (w: Shown | undefined): string[] =>
  w === undefined ? [] : w.getText !== undefined ? [w.getText()] : w.getAllChildren !== undefined ? w.getAllChildren().flatMap(textsIn) : w.getChild !== undefined ? textsIn(w.getChild()) : [];
/** Every text of every widget on the table. */
export const shownTexts = (): string[] => world.getUIs().flatMap((ui) => textsIn(ui.widget as unknown as Shown));
