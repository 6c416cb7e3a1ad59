/**
 * What the page says at once about a map string it has used: tiles it does not
 * know, tiles laid more than once, and numbers read as empty positions that
 * are not the usual blanks (0 and -1).
 */
import { parseMapString } from "../core/all";
import type { Galaxy } from "../core/all";

/** The diagnostics of a map's galaxy that a player should hear as soon as the map is used. */
const SAID_AT_ONCE: readonly string[] = ["unknown-tile", "duplicate-tile", "stacked-tiles"];

export function mapNotes(galaxy: Galaxy | undefined, map: string): string[] {
  const notes: string[] = [];
  for (const d of galaxy?.ownDiagnostics ?? []) if (SAID_AT_ONCE.includes(d.kind) && !notes.includes(d.message)) notes.push(d.message);
  for (const entry of parseMapString(map).entries) {
    if (entry.kind === "empty" && entry.text.startsWith("-") && entry.text !== "-1") notes.push(`map string position ${entry.position} "${entry.text}" is read as an empty position`);
  }
  return notes;
}

/** The message after a map string is used: how many systems, and the notes. */
export function mapUsedMessage(galaxy: Galaxy | undefined, map: string): string {
  const systems = galaxy === undefined ? 0 : galaxy.systems.size;
  const notes = mapNotes(galaxy, map);
  return `Map string used: ${systems} systems; everything placed is kept${notes.length === 0 ? "" : `. Note: ${notes.join("; ")}`}`;
}
