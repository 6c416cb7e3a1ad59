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

/** Saved data holds at most 1023 characters per key: the general settings and each player's technologies get a key each. */
export const SETTINGS_KEY = "ti4-reach/settings";
const TECHNOLOGIES_KEY = "ti4-reach/technologies/";
const DEFAULT_CLEAR_AFTER = 120;

function parse<T>(key: string): T | undefined {
  try {
    const text = world.getSavedData(key);
    return text === "" ? undefined : (JSON.parse(text) as T);
  } catch (e) {
    return undefined;
  }
}

export function loadSettings(): ReachSettings {
  const general = parse<{ clearAfterSeconds?: unknown; players?: unknown }>(SETTINGS_KEY) ?? {};
  const players = Array.isArray(general.players) ? (general.players as unknown[]).filter((p): p is string => typeof p === "string") : [];
  const technologies: { [player: string]: readonly string[] } = {};
  for (const player of players) {
    const list = parse<unknown>(TECHNOLOGIES_KEY + player);
    if (Array.isArray(list)) technologies[player] = list.filter((t): t is string => typeof t === "string");
  }
  return {
    clearAfterSeconds: typeof general.clearAfterSeconds === "number" ? general.clearAfterSeconds : DEFAULT_CLEAR_AFTER,
    technologies,
  };
}

export function saveSettings(settings: ReachSettings): void {
  const players = Object.keys(settings.technologies).sort();
  world.setSavedData(JSON.stringify({ clearAfterSeconds: settings.clearAfterSeconds, players }), SETTINGS_KEY);
  for (const player of players) world.setSavedData(JSON.stringify(settings.technologies[player] ?? []), TECHNOLOGIES_KEY + player);
}
