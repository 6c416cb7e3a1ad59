/**
 * Whether picking up a ship shows its move range: on unless switched off,
 * saved with the game (its own saved-data key), switched from the table's
 * context menu.
 */
import { world } from "@tabletop-playground/api";

export const RANGE_SETTINGS_KEY = "ti4-reach/range";
export const TOGGLE_RANGE = "ti4-reach:range";

export function rangeHighlightsOn(): boolean {
  try {
    const text = world.getSavedData(RANGE_SETTINGS_KEY);
    if (text === "") return true;
    const saved = JSON.parse(text) as { highlights?: unknown };
    return saved.highlights !== false;
  } catch (e) {
    return true;
  }
}

export function setRangeHighlights(on: boolean): void {
  world.setSavedData(JSON.stringify({ highlights: on }), RANGE_SETTINGS_KEY);
}
