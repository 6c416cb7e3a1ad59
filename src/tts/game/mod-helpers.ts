/**
 * The TI4 TTS mod's helper objects, asked the way the mod's own scripts ask
 * them (TI4-TTS TI4/Helpers/TI4_FactionHelper.ttslua, TI4_SystemHelper.ttslua,
 * TI4_DeckHelper.ttslua, TI4_ZoneHelper.ttslua): `helper.call(functionName, parameter)` with the one
 * parameter each function asserts. A missing or failing helper answers
 * undefined; nothing here lets an error out.
 */
import { MAX_TILE_NUMBER, builtInCatalogue, factionFamily, sortedKeys } from "../../core/all";
import type { Diagnostic, PlanetInfo, TileInfo, TileRegistry } from "../../core/all";
import { modTile } from "../mod-tiles";
import { frankenAbilities, frankenUnit } from "./franken";
import type { Seating } from "../recognize";
import { FACTION_TOKEN_NAMES } from "../tts-names";
import { isTable } from "../lua-values";

/** The helpers ti4-reach asks (the last of each name, when there are several). */
export interface ModHelpers {
  readonly system: TtsObject | undefined;
  readonly faction: TtsObject | undefined;
  readonly deck: TtsObject | undefined;
  /** The seats' zones: which player's area a card lies in. */
  readonly zone: TtsObject | undefined;
  /** A homebrew tile ("tile:<n>" in its GM notes, unknown to the system helper) lies under the point looked at. */
  readonly notesTileNear: boolean;
}

/** A tile's corner radius on the mod's grid: a point this close to a tile's centre may be on it. */
const TILE_RADIUS = 3.5;

function notesTileAt(o: TtsObject, near: TtsVector): boolean {
  try {
    const notes = o.getGMNotes();
    if (typeof notes !== "string" || notes.indexOf("tile:") < 0) return false;
    const p = o.getPosition();
    return (p.x - near.x) * (p.x - near.x) + (p.z - near.z) * (p.z - near.z) < TILE_RADIUS * TILE_RADIUS;
  } catch (e) {
    return false;
  }
}

function nameOf(o: TtsObject): string | undefined {
  try {
    const name = o.getName();
    return typeof name === "string" ? name : undefined;
  } catch (e) {
    return undefined;
  }
}

/**
 * Finds the mod's helpers in one pass over the table (an unreadable object is
 * skipped), and whether a homebrew tile lies under `near`.
 */
export function findHelpers(near?: TtsVector): ModHelpers {
  let system: TtsObject | undefined;
  let faction: TtsObject | undefined;
  let deck: TtsObject | undefined;
  let zone: TtsObject | undefined;
  let notesTileNear = false;
  for (const o of getObjects()) {
    const name = nameOf(o);
    if (name === "TI4_SYSTEM_HELPER") system = o;
    else if (name === "TI4_FACTION_HELPER") faction = o;
    else if (name === "TI4_DECK_HELPER") deck = o;
    else if (name === "TI4_ZONE_HELPER") zone = o;
    else if (near !== undefined && !notesTileNear) notesTileNear = notesTileAt(o, near);
  }
  return { system, faction, deck, zone, notesTileNear };
}

/**
 * Calls a helper function; `parameter` is the single value it takes (none
 * for `allFactions()` and `systems()`). Undefined when the helper is missing or fails.
 */
export function ask(helper: TtsObject | undefined, fn: string, parameter?: unknown): unknown {
  if (helper === undefined) return undefined;
  try {
    return parameter === undefined ? helper.call(fn) : helper.call(fn, parameter);
  } catch (e) {
    return undefined;
  }
}

/**
 * Seating from the faction helper: `allFactions()` (its only parameter,
 * includeFactionsNotAtTable, must be a boolean or absent) maps a command
 * sheet's colour ("Red") to that seat's faction attributes, whose
 * `tokenName` names its command tokens ("Federation of Sol").
 */
export function seatingFrom(factionHelper: TtsObject | undefined): { seating: Seating; factions: { [color: string]: string }; franken?: { [color: string]: FrankenSeat } } {
  const factions: { [color: string]: string } = {};
  // Franken: a seat's faction sheet names its command tokens only (see franken.ts).
  const franken: { [color: string]: FrankenSeat } | undefined = ask(factionHelper, "isFrankenEnabled") === true ? {} : undefined;
  // Every seated faction's token name, homebrew ones too (the mod names their command tokens the same way).
  const tokenColors: { [tokenName: string]: string } = {};
  // Each seat's flagship as the mod names its plastic (SetupFaction.renameFlagship: the faction's `flagship`).
  const flagshipColors: { [name: string]: string } = {};
  const all = ask(factionHelper, "allFactions");
  if (isTable(all)) {
    for (const color of Object.keys(all)) {
      const entry = all[color];
      const tokenName = isTable(entry) ? entry.tokenName : undefined;
      if (typeof color !== "string" || typeof tokenName !== "string") continue;
      tokenColors[tokenName] = color.toLowerCase();
      const flagship = isTable(entry) ? entry.flagship : undefined;
      // ("?": a Franken seat without a flagship tile yet.)
      if (typeof flagship === "string" && flagship !== "" && flagship !== "?") flagshipColors[flagship] = color.toLowerCase();
      if (franken !== undefined) {
        const drafted = typeof flagship === "string" ? frankenUnit(flagship) : undefined;
        franken[color.toLowerCase()] = { abilities: frankenAbilities(isTable(entry) ? entry.abilities : undefined), flagship: drafted?.id };
        continue;
      }
      const faction = FACTION_TOKEN_NAMES[tokenName];
      if (faction !== undefined) factions[color.toLowerCase()] = faction;
    }
  }
  const flagships: { [name: string]: string } = {};
  for (const u of builtInCatalogue().all()) {
    if (u.replaces === "flagship" && u.faction !== undefined) flagships[u.name] = u.faction;
  }
  flagships["Memoria I"] = "nomad";
  flagships["Memoria II"] = "nomad";
  const seating: Seating = {
    colorOfFaction: (faction) => {
      for (const color of Object.keys(factions)) {
        if (factions[color] === faction || factionFamily(factions[color]) === factionFamily(faction)) return color;
      }
      return undefined;
    },
    factionOfFlagship: (name) => flagships[name],
    colorOfTokenName: (tokenName) => tokenColors[tokenName],
    colorOfFlagship: (name) => flagshipColors[name],
  };
  return { seating, factions, franken };
}

/** What a Franken seat drafted: its abilities that change movement (as technology ids) and its flagship's unit id. */
export interface FrankenSeat {
  readonly abilities: readonly string[];
  readonly flagship?: string;
}

/** Tile numbers whose helper record could not be made a tile: asked once (a registration rebuilds the kept galaxy). */
const undescribed: { [tile: number]: boolean } = {};

/**
 * Homebrew systems the helper numbers 0 ("tile: number (0 for homebrew)"):
 * each tile GUID gets a number of its own, the first free one of the last
 * ten thousand tile numbers, kept while the script runs.
 */
const ownNumbers: { [guid: string]: number } = {};
let nextOwnNumber = MAX_TILE_NUMBER - 9999;

function ownNumber(guid: string, tiles: TileRegistry): number {
  const kept = ownNumbers[guid];
  if (kept !== undefined) return kept;
  while (tiles.get(nextOwnNumber) !== undefined) nextOwnNumber++; // a number a homebrew tile has already
  ownNumbers[guid] = nextOwnNumber;
  return nextOwnNumber++;
}

/**
 * Tile numbers by tile GUID from the system helper's `systems()` (GUID ->
 * system with `tile`). A number the registry does not know is registered as
 * the helper describes that tile (the Keleres homes, homebrew tiles), once;
 * a homebrew system numbered 0 gets a number of its own, and so does a tile
 * whose number another tile's record, with other planets, registered first.
 */
export function tileNumbers(systemHelper: TtsObject | undefined, tiles: TileRegistry, diagnostics: Diagnostic[] = []): { [guid: string]: number } {
  const out: { [guid: string]: number } = {};
  const systems = ask(systemHelper, "systems");
  if (isTable(systems)) {
    // In GUID order, not the table's: which of two homes numbered alike keeps the number must not depend on
    // the order pairs walks (MoonSharp walks keys as they were put in, C Lua in hash order).
    for (const guid of sortedKeys(systems)) {
      const system = systems[guid];
      const numbered = isTable(system) ? system.tile : undefined;
      if (typeof guid !== "string" || typeof numbered !== "number") continue;
      // A number that is no tile number (NaN, an infinity, a fraction, below 0) from a broken helper: that tile is left out.
      if (!isTileNumber(numbered)) {
        diagnostics.push({ kind: "unknown-id", message: `the system helper numbers tile ${guid} ${String(numbered)}, which is no tile number; leaving that tile out` });
        continue;
      }
      let tile = numbered === 0 ? ownNumber(guid, tiles) : numbered;
      // A number registered from another tile's record, which this record describes otherwise: a number of its own.
      const first = describedBy[tile];
      if (first !== undefined && first !== guid && !samePlanets(modTile(tile, system, tiles), tiles.get(tile))) tile = ownNumber(guid, tiles);
      out[guid] = tile;
      if (tile < 0 || undescribed[tile] === true || tiles.get(tile) !== undefined) continue;
      const info = modTile(tile, system, tiles);
      if (info === undefined || tiles.register(info).length > 0) undescribed[tile] = true;
      else describedBy[tile] = guid;
    }
  }
  return out;
}

/** A whole tile number the registry can hold (0 is the helper's mark for a homebrew system). */
function isTileNumber(n: number): boolean {
  return n === n && n >= 0 && n <= MAX_TILE_NUMBER && Math.floor(n) === n;
}

/**
 * The GUID whose helper record each number was registered from: Discordant Stars (DS_Master) numbers two
 * homes 3204, L'Tokk Khrask's and the Kortali Tribunal's, and the helper lists both, boxed or not.
 */
const describedBy: { [tile: number]: string } = {};

function samePlanets(a: TileInfo | undefined, b: TileInfo | undefined): boolean {
  const pa = a?.planets ?? [];
  const pb = b?.planets ?? [];
  if (pa.length !== pb.length) return false;
  for (let i = 0; i < pa.length; i++) if ((pa[i] as PlanetInfo).id !== (pb[i] as PlanetInfo).id) return false;
  return true;
}
