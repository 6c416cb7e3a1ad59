/**
 * Naming a TTS object as a table piece, from what the TI4 TTS mod calls it.
 * Pure: the world reader hands in the object's name and what it knows.
 */
import { endsWith, parseIntStrict } from "../core/all";
import type { TablePiece } from "../core/all";
import { COLORS, COMMAND_TOKEN_SUFFIX, FACTION_TOKEN_NAMES, OWNER_TOKEN_SUFFIX, SYSTEM_TOKENS, UNIT_COUNTERS, UNIT_TOKENS, UNIT_TYPES } from "./tts-names";

export interface ObjectFacts {
  readonly name: string;
  readonly type: string;
  readonly gmNotes: string;
  readonly faceDown: boolean;
  /** Tile number the TI4 system helper knows for this GUID. */
  readonly tileNumber?: number;
  /** The value of the object's _unitCount (counters). */
  readonly unitCount?: unknown;
}

export interface Seating {
  /** Player colour ("red") by faction id. */
  readonly colorOfFaction: (this: void, faction: string) => string | undefined;
  /** Faction id by flagship name ("Hil Colish" -> "creuss"). */
  readonly factionOfFlagship: (this: void, name: string) => string | undefined;
  /** Player colour by the token name of a seated faction, known to ti4-reach or not (a homebrew faction's). */
  readonly colorOfTokenName?: (this: void, tokenName: string) => string | undefined;
  /** Player colour by the flagship name the mod gives a seat (`flagship` of its faction: a homebrew faction's own). */
  readonly colorOfFlagship?: (this: void, name: string) => string | undefined;
}

/** Homebrew tiles may say which tile they are in their GM notes: "tile:4253". */
export function tileFromNotes(notes: string): number | undefined {
  const at = notes.indexOf("tile:");
  if (at < 0) return undefined;
  const end = digitsEnd(notes, at + 5);
  // "tile:1e9" or "tile:12x" is no tile number: after the digits only a face letter or the end of the word.
  if (!wordEnds(notes, end) && !(isFaceLetter(notes.charAt(end)) && wordEnds(notes, end + 1))) return undefined;
  return parseIntStrict(notes.substring(at + 5, end));
}

function isFaceLetter(c: string): boolean {
  return c === "a" || c === "A" || c === "b" || c === "B";
}

/** The notes end here, or a space, line break, comma or semicolon follows. */
function wordEnds(text: string, at: number): boolean {
  if (at >= text.length) return true;
  const c = text.charAt(at);
  return c === " " || c === "\n" || c === "\r" || c === "\t" || c === "," || c === ";";
}

/**
 * The face a tile's GM notes name after the number, as map strings write the
 * two faces of Thunder's Edge tile 96 ("tile:96a" Firmament, "tile:96b"
 * Obsidian): true for side B, false for side A, undefined when not named.
 */
export function sideBFromNotes(notes: string): boolean | undefined {
  const at = notes.indexOf("tile:");
  if (at < 0) return undefined;
  if (tileFromNotes(notes) === undefined) return undefined;
  const letter = notes.charAt(digitsEnd(notes, at + 5));
  if (letter === "a" || letter === "A") return false;
  if (letter === "b" || letter === "B") return true;
  return undefined;
}

function digitsEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end;
}

function colorId(name: string): string | undefined {
  for (const c of COLORS) if (c === name) return c.toLowerCase();
  return undefined;
}

/** The seat a faction token name belongs to ("Federation of Sol", or a colour for generic tokens). */
function playerOfTokenName(owner: string, seating: Seating): string | undefined {
  const faction = FACTION_TOKEN_NAMES[owner];
  const seated = seating.colorOfTokenName === undefined ? undefined : seating.colorOfTokenName(owner);
  return seated ?? (faction !== undefined ? seating.colorOfFaction(faction) : colorId(owner));
}

export function recognize(o: ObjectFacts, seating: Seating): TablePiece | undefined {
  if (o.type === "Bag" || o.type === "Infinite" || o.type === "Deck") return undefined; // supplies share the units' names
  const tile = o.tileNumber ?? tileFromNotes(o.gmNotes);
  if (tile !== undefined) {
    // A side named in the notes is the face the object shows lying face up; flipped, it shows the other.
    const sideB = o.tileNumber === undefined ? sideBFromNotes(o.gmNotes) : undefined;
    return { kind: "tile", tile, faceDown: sideB === undefined ? o.faceDown : sideB !== o.faceDown };
  }

  const token = UNIT_TOKENS[o.name];
  if (token !== undefined) return { kind: "unit", unit: token.unit, count: token.count };
  const counter = UNIT_COUNTERS[o.name];
  if (counter !== undefined) {
    const n = typeof o.unitCount === "number" ? o.unitCount : 0;
    return n > 0 ? { kind: "unit", unit: counter, count: n } : undefined;
  }
  const systemToken = SYSTEM_TOKENS[o.name];
  if (systemToken !== undefined) return { kind: "system-token", token: systemToken, faceDown: o.faceDown };

  if (endsWith(o.name, COMMAND_TOKEN_SUFFIX)) {
    const player = playerOfTokenName(o.name.substring(0, o.name.length - COMMAND_TOKEN_SUFFIX.length), seating);
    return player === undefined ? undefined : { kind: "command-token", player };
  }
  // A control token ("<token name> Owner Token", TI4_FactionHelper tintTokens) names the owner of cardboard beside it.
  if (endsWith(o.name, OWNER_TOKEN_SUFFIX)) {
    const player = playerOfTokenName(o.name.substring(0, o.name.length - OWNER_TOKEN_SUFFIX.length), seating);
    return player === undefined ? undefined : { kind: "control-token", player };
  }

  const space = o.name.indexOf(" ");
  if (space > 0) {
    const player = colorId(o.name.substring(0, space));
    const unit = UNIT_TYPES[o.name.substring(space + 1)];
    if (player !== undefined && unit !== undefined) return { kind: "unit", unit, player, count: 1 };
  }
  // A seat's own flagship name first (TI4_UnitHelper.ttslua reads every faction's `flagship`), then the built-in ones.
  const seatOfFlagship = seating.colorOfFlagship === undefined ? undefined : seating.colorOfFlagship(o.name);
  if (seatOfFlagship !== undefined) return { kind: "unit", unit: "flagship", player: seatOfFlagship, count: 1 };
  const flagshipFaction = seating.factionOfFlagship(o.name);
  if (flagshipFaction !== undefined) {
    const player = seating.colorOfFaction(flagshipFaction);
    if (player !== undefined) return { kind: "unit", unit: "flagship", player, count: 1 };
  }
  return undefined;
}
