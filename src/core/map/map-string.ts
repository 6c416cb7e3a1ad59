/**
 * The community map-string format: tile numbers along the spiral of
 * hexFromSpiral, separated by spaces or commas. The centre (index 0) is
 * Mecatol Rex (18) unless the string starts with "{N}" or with Mecatol Rex
 * itself ("18 ...", as TI4-TTPG reads it). "0", "-1" and other negative numbers
 * are hexes without a system (home-system slots, gaps). Hyperlanes read "83A2":
 * tile 83, side A up, rotated 2 x 60 degrees clockwise; AsyncTI4 writes the
 * turn in degrees ("83A120").
 */
import { hexFromSpiral, parseIntStrict } from "../hex/hex";
import { MAX_RING, MAX_SPIRAL_INDEX, MAX_TILE_NUMBER } from "../limits";
import { isMecatolRex, MECATOL_REX } from "../tiles/mecatol";
import type { TilePlacement } from "./tile-placement";

/** One spiral position of a map string. */
export type MapEntry =
  | { readonly kind: "tile"; readonly position: number; readonly placement: TilePlacement; readonly text: string }
  | { readonly kind: "empty"; readonly position: number; readonly text: string };

/** A part of a map string that could not be used, with its position and why. */
export interface MapStringProblem {
  readonly position: number;
  readonly text: string;
  readonly message: string;
}

/** A map string read into tile placements in spiral order, with the problems found. */
export interface ParsedMapString {
  /** Every position that was written, in spiral order (the centre first). */
  readonly entries: readonly MapEntry[];
  /** True when the string named its centre (`{N}`, or Mecatol Rex first). */
  readonly centreGiven: boolean;
  readonly problems: readonly MapStringProblem[];
}

/** The tiles of a parsed map string (empty positions left out). */
export function mapPlacements(parsed: ParsedMapString): TilePlacement[] {
  const out: TilePlacement[] = [];
  for (const entry of parsed.entries) if (entry.kind === "tile") out.push(entry.placement);
  return out;
}

/** Far more than the longest map of MAX_RING rings needs (every position a tile token like "83A2" or "999999"). */
const MAX_MAP_STRING_LENGTH = 20 * (MAX_SPIRAL_INDEX + 1);

/**
 * Reads a community map string (TTPG and TTS formats: tile numbers, hyperlanes with rotation, `{N}`
 * centres). Never throws; what cannot be read is in `problems`.
 */
export function parseMapString(text: string): ParsedMapString {
  if (typeof text !== "string") {
    // A mod author's code may hand over anything: an answer, not an exception.
    return { entries: [], centreGiven: false, problems: [{ position: 0, text: "", message: `a map string is text, not ${text === null ? "null" : typeof text}` }] };
  }
  if (text.length > MAX_MAP_STRING_LENGTH) {
    // Refused before it is split: tens of megabytes would take seconds and gigabytes.
    const message = `the map string is ${text.length} characters long; a map of ${MAX_RING} rings needs at most ${MAX_MAP_STRING_LENGTH}`;
    return { entries: [], centreGiven: false, problems: [{ position: 0, text: text.substring(0, 20), message }] };
  }
  const tokens = splitTokens(text);
  const entries: MapEntry[] = [];
  const problems: MapStringProblem[] = [];
  let centreGiven = false;
  let first = 0;
  const firstToken = tokens[0];
  if (firstToken !== undefined && firstToken.charAt(0) === "{") {
    centreGiven = true;
    first = 1;
    if (firstToken.charAt(firstToken.length - 1) !== "}") {
      problems.push({ position: 0, text: firstToken, message: 'the centre must be written "{N}"' });
    } else {
      addEntry(0, firstToken.substring(1, firstToken.length - 1), entries, problems);
    }
  } else if (firstToken !== undefined && isMecatolRexToken(firstToken)) {
    // Mecatol Rex written first is the centre, never position 1 (TI4-TTPG's map-string-parser.js).
    centreGiven = true;
    first = 1;
    addEntry(0, firstToken, entries, problems);
  } else {
    const placement: TilePlacement = { tile: MECATOL_REX, hex: hexFromSpiral(0) };
    entries.push({ kind: "tile", position: 0, placement, text: `${MECATOL_REX}` });
  }
  for (let i = first; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const position = i - first + 1;
    if (position > MAX_SPIRAL_INDEX) {
      problems.push({ position, text: token, message: `the map ends at position ${MAX_SPIRAL_INDEX} (ring ${MAX_RING})` });
      break;
    }
    addEntry(position, token, entries, problems);
  }
  return { entries, centreGiven, problems };
}

/** Writes a parsed map string back in the common format (single spaces, upper-case sides). */
export function formatMapString(parsed: ParsedMapString): string {
  const parts: string[] = [];
  for (const entry of parsed.entries) {
    if (entry.position === 0 && !parsed.centreGiven) continue;
    const token = entry.kind === "tile" ? formatPlacementToken(entry.placement) : entry.text;
    parts.push(entry.position === 0 ? `{${token}}` : token);
  }
  return parts.join(" ");
}

/** "26", or "83A2" for a tile with a side or rotation. */
export function formatPlacementToken(p: TilePlacement): string {
  if (p.faceDown === undefined && (p.rotation === undefined || p.rotation === 0)) return `${p.tile}`;
  const side = p.faceDown === true ? "B" : "A";
  return `${p.tile}${side}${p.rotation === undefined ? 0 : p.rotation}`;
}

function addEntry(position: number, token: string, entries: MapEntry[], problems: MapStringProblem[]): void {
  const parsed = parseTileToken(token);
  if (typeof parsed === "string") {
    problems.push({ position, text: token, message: parsed });
    return;
  }
  if (parsed === undefined) {
    entries.push({ kind: "empty", position, text: token });
    return;
  }
  const hex = hexFromSpiral(position);
  const placement: TilePlacement =
    parsed.side === undefined
      ? { tile: parsed.tile, hex }
      : { tile: parsed.tile, hex, faceDown: parsed.side === "B", rotation: parsed.rotation };
  entries.push({ kind: "tile", position, placement, text: token });
}

interface TileToken {
  readonly tile: number;
  readonly side?: "A" | "B";
  readonly rotation: number;
}

/** "18" or "112" alone: a Mecatol Rex tile with no side or rotation. */
function isMecatolRexToken(token: string): boolean {
  const tile = parseIntStrict(token);
  return tile !== undefined && `${tile}` === token && isMecatolRex(tile);
}

/** A tile token, undefined for an empty position, or a message saying what is wrong. */
function parseTileToken(token: string): TileToken | undefined | string {
  // Blanks: "0", "-1" and any negative number (both TTPG mods lay no tile for them), and AsyncTI4's
  // placeholders, 0 and letters ("0g", "0gray", "0b", "0border").
  if (token === "0" || isNegativeNumber(token) || isZeroAndLetters(token)) return undefined;
  let digits = 0;
  while (digits < token.length && isDigit(token.charCodeAt(digits))) digits++;
  if (digits === 0) return "expected a tile number, 0 or -1";
  const tile = parseIntStrict(token.substring(0, digits)) as number;
  if (tile > MAX_TILE_NUMBER) return `tile numbers go up to ${MAX_TILE_NUMBER}`;
  if (digits === token.length) return tile === 0 ? undefined : { tile, rotation: 0 }; // "00" is a blank too
  const letter = token.charAt(digits).toUpperCase();
  if (letter !== "A" && letter !== "B") return "expected a side letter A or B after the tile number";
  if (tile === 0) return "tile 0 cannot carry a side or rotation";
  const rest = token.substring(digits + 1);
  if (rest === "") return { tile, side: letter, rotation: 0 };
  const rotation = rotationOf(rest);
  if (rotation === undefined) return "the rotation must be one digit 0-5 (or degrees: 60, 120, ... 300)";
  return { tile, side: letter, rotation };
}

/** Turns of 60 degrees: one digit 0-5, or AsyncTI4's degrees ("83a60" ... "83a300"). */
function rotationOf(text: string): number | undefined {
  const n = parseIntStrict(text);
  if (n === undefined || n < 0 || `${n}` !== text) return undefined;
  if (n <= 5) return n;
  return n % 60 === 0 && n <= 300 ? n / 60 : undefined;
}

function isZeroAndLetters(token: string): boolean {
  if (token.length < 2 || token.charAt(0) !== "0") return false;
  for (let i = 1; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return false;
  }
  return true;
}

function isNegativeNumber(token: string): boolean {
  if (token.length < 2 || token.charAt(0) !== "-") return false;
  for (let i = 1; i < token.length; i++) if (!isDigit(token.charCodeAt(i))) return false;
  return true;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Spaces that text copied from a web page or a chat may carry (no-break, narrow, figure, ideographic, zero-width). */
const OTHER_SPACES = ["\u00a0", "\u202f", "\u2007", "\u3000", "\u200b"];

function splitTokens(given: string): string[] {
  // Replaced whole (in Lua a character of these is several bytes, so they are not compared one by one).
  let text = given;
  for (const space of OTHER_SPACES) if (text.indexOf(space) >= 0) text = text.split(space).join(" ");
  const tokens: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === " " || c === "," || c === "\t" || c === "\n" || c === "\r") {
      if (current !== "") tokens.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  if (current !== "") tokens.push(current);
  return tokens;
}
