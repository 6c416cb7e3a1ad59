/**
 * Event handlers never let an error out: an internal error becomes one chat
 * line, and the guard itself cannot fail (a colour that is not a string or
 * not seated, printToColor or print failing, an error value that is not an
 * Error).
 */
import { errorMessage } from "../../core/all";

/** A TTS colour name ("Red") from a player id or colour; undefined for anything that is not a non-empty string. */
export function ttsColorOf(color: unknown): string | undefined {
  if (typeof color !== "string" || color === "") return undefined;
  return color.substring(0, 1).toUpperCase() + color.substring(1).toLowerCase();
}

export function safeMessage(e: unknown): string {
  try {
    return errorMessage(e);
  } catch (inner) {
    return "unknown error";
  }
}

/** Says a line to one player, or in the host's chat when that fails or there is no player; never throws. */
export function sayLine(color: unknown, line: string): void {
  const c = ttsColorOf(color);
  if (c !== undefined) {
    try {
      printToColor(line, c);
      return;
    } catch (e) {
      // not seated, or printToColor broke: fall through to print
    }
  }
  try {
    print(line);
  } catch (e) {
    // nowhere left to say it
  }
}

/** Runs an event handler's work so that no error escapes: an internal error becomes one chat line. */
export function guarded(color: unknown, work: () => void): void {
  try {
    work();
  } catch (e) {
    sayLine(color, `ti4-reach: internal error: ${safeMessage(e)}`);
  }
}
