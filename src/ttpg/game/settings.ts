/**
 * ti4-reach's settings, saved with the game: how long the drawing stays, and
 * technologies per player for tables where no technology cards lie out.
 */
import { world } from "@tabletop-playground/api";

export interface ReachSettings {
  /** Seconds before the drawing clears by itself; 0 keeps it until the next activation or turn. */
  readonly clearAfterSeconds: number;
  /** Extra technology ids per player (colour name). */
  readonly technologies: { readonly [player: string]: readonly string[] };
}

export const SETTINGS_KEY = "ti4-reach/settings";
const DEFAULTS: ReachSettings = { clearAfterSeconds: 120, technologies: {} };

export function loadSettings(): ReachSettings {
  try {
    const text = world.getSavedData(SETTINGS_KEY);
    if (text === "") return DEFAULTS;
    const saved = JSON.parse(text) as Partial<ReachSettings>;
    return {
      clearAfterSeconds: typeof saved.clearAfterSeconds === "number" ? saved.clearAfterSeconds : DEFAULTS.clearAfterSeconds,
      technologies: typeof saved.technologies === "object" && saved.technologies !== null ? saved.technologies : {},
    };
  } catch (e) {
    return DEFAULTS;
  }
}

export function saveSettings(settings: ReachSettings): void {
  world.setSavedData(JSON.stringify(settings), SETTINGS_KEY);
}
