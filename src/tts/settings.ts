/**
 * ti4-reach's settings on a TTS table, saved with the game as the script
 * state (onSave / onLoad): a short text "ti4-reach 1 visibility=active range=on".
 * Anything else in the saved state (another script's state, garbage, an
 * unknown value) falls back to the defaults, field by field.
 */

/** Who sees the screen notice and the chat report: every seat, or only the player who activated. */
export type Visibility = "everyone" | "active";

export interface TtsSettings {
  readonly visibility: Visibility;
  /** Picking up one of your ships shows where it can move. */
  readonly rangeHighlights: boolean;
}

export const DEFAULT_SETTINGS: TtsSettings = { visibility: "active", rangeHighlights: true };

const PREFIX = "ti4-reach 1 ";

export function isVisibility(value: unknown): value is Visibility {
  return value === "everyone" || value === "active";
}

export function saveSettings(settings: TtsSettings): string {
  return `${PREFIX}visibility=${settings.visibility} range=${settings.rangeHighlights ? "on" : "off"}`;
}

export function loadSettings(saved: unknown): TtsSettings {
  if (typeof saved !== "string" || saved.indexOf(PREFIX) !== 0) return DEFAULT_SETTINGS;
  let visibility: Visibility = DEFAULT_SETTINGS.visibility;
  let rangeHighlights = DEFAULT_SETTINGS.rangeHighlights;
  for (const field of saved.substring(PREFIX.length).split(" ")) {
    const eq = field.indexOf("=");
    if (eq <= 0) continue;
    const name = field.substring(0, eq);
    const value = field.substring(eq + 1);
    if (name === "visibility" && isVisibility(value)) visibility = value;
    if (name === "range" && (value === "on" || value === "off")) rangeHighlights = value === "on";
  }
  return { visibility, rangeHighlights };
}
