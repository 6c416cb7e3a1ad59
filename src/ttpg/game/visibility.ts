/**
 * Who sees ti4-reach's overlays: the one place that decides it. For now every
 * player sees them (the default of TTPG's lines and widgets).
 */
import type { Player, PlayerPermission } from "@tabletop-playground/api";

/** Applies the overlay visibility for an overlay shown to `player` to a line or widget. */
export function applyVisibility(target: { players: PlayerPermission }, player: Player | undefined): void {
  void target;
  void player; // everyone sees it
}
