/**
 * Who sees ti4-reach's overlays: the one place that decides it, for the reach
 * drawing and the move-range highlights alike. The saved setting says every
 * player, or only the player the overlay is for.
 */
import { PlayerPermission } from "@tabletop-playground/api";
import type { Player } from "@tabletop-playground/api";
import { loadSettings } from "./settings";

/** The slot that alone sees an overlay shown to `player`, or undefined when everyone sees it. */
export function onlySlotFor(player: Player | undefined): number | undefined {
  return player !== undefined && loadSettings().overlayVisibility === "active-player" ? player.getSlot() : undefined;
}

/** The permission for an overlay only `onlySlot` sees (everyone when undefined). */
export function audienceOf(onlySlot: number | undefined): PlayerPermission {
  return onlySlot === undefined ? new PlayerPermission() : new PlayerPermission().setPlayerSlots([onlySlot]);
}

/** Applies the overlay visibility for an overlay shown to `player` to a line or widget. */
export function applyVisibility(target: { players: PlayerPermission }, player: Player | undefined): void {
  target.players = audienceOf(onlySlotFor(player));
}
