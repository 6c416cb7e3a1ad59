/**
 * ti4-reach's settings, saved with the game: how long the drawing stays, who
 * sees it, and technologies per player for tables where no technology cards
 * lie out. Anything unreadable in the saved data falls back to the defaults.
 */
import { world } from "@tabletop-playground/api";
import { ownValue } from "../../core/all";
import type { PlayerState } from "../../core/all";

/** Who sees the lines and labels: every player, or only the player whose activation it is. */
export type OverlayVisibility = "everyone" | "active-player";

/**
 * The settings a table keeps for ti4-reach (who sees the drawing, all labels or the policy's, ...),
 * saved with the table.
 */
export interface ReachSettings {
  /** Seconds before the drawing clears by itself; 0 keeps it until the next activation or turn. */
  readonly clearAfterSeconds: number;
  readonly overlayVisibility: OverlayVisibility;
  /** A label for every ship group, not only those that reach or that a held effect would bring. */
  readonly allLabels: boolean;
  /** Extra technology ids per player (colour name). */
  readonly technologies: { readonly [player: string]: readonly string[] };
}

/** Saved data holds at most 1023 characters per key: the general settings and each player's technologies get a key each. */
export const SETTINGS_KEY = "ti4-reach/settings";
const TECHNOLOGIES_KEY = "ti4-reach/technologies/";
const DEFAULT_CLEAR_AFTER = 120;
/** A day: longer would overflow a timer and means "keep it" anyway. */
const MAX_CLEAR_AFTER = 86400;
const VISIBILITIES: readonly string[] = ["everyone", "active-player"];

export const DEFAULT_SETTINGS: ReachSettings = { clearAfterSeconds: DEFAULT_CLEAR_AFTER, overlayVisibility: "everyone", allLabels: false, technologies: {} };

function parse(key: string): unknown {
  try {
    const text = world.getSavedData(key);
    return typeof text !== "string" || text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch (e) {
    return undefined;
  }
}

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string" && t !== "") : [];
}

/** Stores `value` as the dictionary's own entry, whatever the key ("__proto__" too: a player may choose any colour name). */
function setOwn<T>(dict: { [key: string]: T }, key: string, value: T): void {
  Object.defineProperty(dict, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Settings from anything (saved data, a mod author's call): each field checked, defaults for the rest. */
export function normaliseSettings(raw: unknown, base: ReachSettings = DEFAULT_SETTINGS): ReachSettings {
  const r = isRecord(raw) ? raw : {};
  const seconds = r.clearAfterSeconds;
  const clearAfterSeconds = typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_CLEAR_AFTER) : base.clearAfterSeconds;
  const visibility = r.overlayVisibility;
  const overlayVisibility = typeof visibility === "string" && VISIBILITIES.indexOf(visibility) >= 0 ? (visibility as OverlayVisibility) : base.overlayVisibility;
  const allLabels = typeof r.allLabels === "boolean" ? r.allLabels : base.allLabels;
  const technologies: { [player: string]: readonly string[] } = { ...base.technologies };
  if (isRecord(r.technologies)) {
    for (const player of Object.keys(r.technologies)) {
      if (player !== "") setOwn(technologies, player, strings(ownValue(r.technologies, player)));
    }
  }
  return { clearAfterSeconds, overlayVisibility, allLabels, technologies };
}

export function loadSettings(): ReachSettings {
  const general = parse(SETTINGS_KEY);
  const g = isRecord(general) ? general : {};
  const technologies: { [player: string]: readonly string[] } = {};
  for (const player of strings(g.players)) {
    const list = parse(TECHNOLOGIES_KEY + player);
    if (Array.isArray(list)) setOwn(technologies, player, strings(list));
  }
  return normaliseSettings({ clearAfterSeconds: g.clearAfterSeconds, overlayVisibility: g.overlayVisibility, allLabels: g.allLabels, technologies });
}

/** The technologies ticked for one player: own entries only, so a player named "constructor" has none until ticked. */
export function technologiesOf(settings: ReachSettings, player: string): readonly string[] {
  return ownValue(settings.technologies, player) ?? [];
}

export function saveSettings(settings: ReachSettings): void {
  const clean = normaliseSettings(settings);
  const players = Object.keys(clean.technologies).sort();
  world.setSavedData(JSON.stringify({ clearAfterSeconds: clean.clearAfterSeconds, overlayVisibility: clean.overlayVisibility, allLabels: clean.allLabels, players }), SETTINGS_KEY);
  for (const player of players) world.setSavedData(JSON.stringify(technologiesOf(clean, player)), TECHNOLOGIES_KEY + player);
}

/** The players as read from the table, with the technologies ticked in the settings panel counted as on their command sheets. */
export function withSettingsTechnologies(players: { readonly [player: string]: PlayerState }, settings: ReachSettings): { [player: string]: PlayerState } {
  const out = { ...players };
  for (const name of Object.keys(settings.technologies)) {
    const seat = ownValue(out, name);
    setOwn(out, name, { ...(seat ?? {}), technologies: [...(seat?.technologies ?? []), ...technologiesOf(settings, name)] });
  }
  return out;
}
