/**
 * ti4-reach's settings on a TTS table, saved with the game as the script
 * state (onSave / onLoad): a short text "ti4-reach 1 visibility=active".
 * Anything else in the saved state (another script's state, garbage, an
 * unknown value) falls back to the defaults.
 */

/** Who sees the screen notice and the chat report: every seat, or only the player who activated. */
export type Visibility = "everyone" | "active";

export interface TtsSettings {
  readonly visibility: Visibility;
}

export const DEFAULT_SETTINGS: TtsSettings = { visibility: "active" };

const PREFIX = "ti4-reach 1 ";

export function isVisibility(value: unknown): value is Visibility {
  return value === "everyone" || value === "active";
}

export function saveSettings(settings: TtsSettings): string {
  return `${PREFIX}visibility=${settings.visibility}`;
}

export function loadSettings(saved: unknown): TtsSettings {
  if (typeof saved !== "string" || saved.indexOf(PREFIX) !== 0) return DEFAULT_SETTINGS;
  let visibility: Visibility = DEFAULT_SETTINGS.visibility;
  for (const field of saved.substring(PREFIX.length).split(" ")) {
    const eq = field.indexOf("=");
    if (eq <= 0) continue;
    const value = field.substring(eq + 1);
    if (field.substring(0, eq) === "visibility" && isVisibility(value)) visibility = value;
  }
  return { visibility };
}
