/**
 * Reads the TTS table into recognised pieces and player facts: tiles known to
 * the mod's system helper (or marked "tile:<n>" in their GM notes), plastic,
 * tokens and counters, command tokens, the fleet pool on each command sheet
 * and the technology cards nearest each sheet. A strange object becomes a
 * diagnostic; nothing here lets an error out.
 */
import { MOVEMENT_LAWS, MOVEMENT_TECHNOLOGIES, canonicalId, createUnitCatalogue, endsWith, factionFamily, startsWith, errorMessage } from "../../core";
import type { Diagnostic, PlayerState, TableObject } from "../../core";
import { inFleetArea } from "../fleet-area";
import { recognize } from "../recognize";
import type { Seating } from "../recognize";
import { COMMAND_SHEET_PREFIX, COMMAND_TOKEN_SUFFIX, FACTION_TOKEN_NAMES } from "../tts-names";

export interface WorldReading {
  readonly objects: TableObject[];
  readonly players: { [color: string]: PlayerState };
  /** Laws that change movement or the fleet pool, from face-up agenda cards on the table. */
  readonly laws: string[];
  readonly diagnostics: Diagnostic[];
  /** Tile objects by GUID, for activations the mod reports by system. */
  readonly tileGuids: { [guid: string]: TtsObject };
}

/** Codex technologies carry a trailing omega. */
const OMEGA = " Ω";

/** Face-up tiles lie with rotation y 180 in the TI4 TTS mod. */
const UPRIGHT_YAW = 180;

/** The TI4 TTS mod's helper objects ti4-reach asks (the last of each name, when there are several). */
export interface ModHelpers {
  readonly system: TtsObject | undefined;
  readonly faction: TtsObject | undefined;
}

/** Finds the mod's helpers in one pass over the table. */
export function findHelpers(): ModHelpers {
  let system: TtsObject | undefined;
  let faction: TtsObject | undefined;
  for (const o of getObjects()) {
    const name = o.getName();
    if (name === "TI4_SYSTEM_HELPER") system = o;
    else if (name === "TI4_FACTION_HELPER") faction = o;
  }
  return { system, faction };
}

/** The mod's helper answer, or undefined when the helper is missing or fails. */
function ask(helperObject: TtsObject | undefined, fn: string): unknown {
  if (helperObject === undefined) return undefined;
  try {
    return helperObject.call(fn, {});
  } catch (e) {
    return undefined;
  }
}

function seatingFrom(factionHelper: TtsObject | undefined): { seating: Seating; factions: { [color: string]: string } } {
  const factions: { [color: string]: string } = {};
  const all = ask(factionHelper, "allFactions") as { [color: string]: { tokenName?: string } } | undefined;
  if (all !== undefined && typeof all === "object") {
    for (const color of Object.keys(all)) {
      const tokenName = all[color]?.tokenName;
      const faction = tokenName === undefined ? undefined : FACTION_TOKEN_NAMES[tokenName];
      if (faction !== undefined) factions[color.toLowerCase()] = faction;
    }
  }
  const flagships: { [name: string]: string } = {};
  for (const u of createUnitCatalogue().all()) {
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
  };
  return { seating, factions };
}

function tileNumbers(systemHelper: TtsObject | undefined): { [guid: string]: number } {
  const out: { [guid: string]: number } = {};
  const systems = ask(systemHelper, "systems") as { [guid: string]: { tile?: number } } | undefined;
  if (systems !== undefined && typeof systems === "object") {
    for (const guid of Object.keys(systems)) {
      const tile = systems[guid]?.tile;
      if (typeof tile === "number") out[guid] = tile;
    }
  }
  return out;
}

interface Found {
  readonly objects: TableObject[];
  readonly tileGuids: { [guid: string]: TtsObject };
  readonly sheets: { color: string; sheet: TtsObject }[];
  readonly cards: TtsObject[];
  readonly commandTokens: TtsObject[];
}

function readObject(o: TtsObject, tiles: { [guid: string]: number }, seating: Seating, found: Found, keep: string | undefined): void {
  const guid = o.getGUID();
  if (o.held_by_color !== undefined && guid !== keep) return;
  const name = o.getName();
  if (startsWith(name, COMMAND_SHEET_PREFIX)) {
    found.sheets.push({ color: name.substring(COMMAND_SHEET_PREFIX.length, name.length - 1).toLowerCase(), sheet: o });
    return;
  }
  if (o.type === "Card") found.cards.push(o);
  if (endsWith(name, COMMAND_TOKEN_SUFFIX)) found.commandTokens.push(o);
  const isCounter = name === "Fighter Counter" || name === "Infantry Counter";
  const piece = recognize(
    {
      name,
      type: o.type,
      gmNotes: o.getGMNotes(),
      faceDown: o.is_face_down === true,
      tileNumber: tiles[guid],
      unitCount: isCounter ? o.getVar("_unitCount") : undefined,
    },
    seating,
  );
  if (piece === undefined) return;
  const p = o.getPosition();
  const yaw = piece.kind === "tile" ? o.getRotation().y - UPRIGHT_YAW : 0;
  if (piece.kind === "tile") found.tileGuids[guid] = o;
  found.objects.push({ id: guid, piece, at: { north: p.z, east: p.x }, yaw });
}

/**
 * Reads the table; `keep` names an object read even if TTS still counts it as
 * held (the token being dropped); `helpers` saves looking for them again.
 */
export function readWorld(keep?: string, helpers: ModHelpers = findHelpers()): WorldReading {
  const diagnostics: Diagnostic[] = [];
  const { seating, factions } = seatingFrom(helpers.faction);
  const tiles = tileNumbers(helpers.system);
  const objects: TableObject[] = [];
  const tileGuids: { [guid: string]: TtsObject } = {};
  const sheets: { color: string; sheet: TtsObject }[] = [];
  const cards: TtsObject[] = [];
  const commandTokens: TtsObject[] = [];

  const found: Found = { objects, tileGuids, sheets, cards, commandTokens };
  for (const o of getObjects()) {
    // A function per object: `continue` inside try does not survive the trip to Lua.
    try {
      readObject(o, tiles, seating, found, keep);
    } catch (e) {
      diagnostics.push({ kind: "unknown-id", message: `an object could not be read (${errorMessage(e)}); ignoring it` });
    }
  }

  const players: { [color: string]: PlayerState } = {};
  for (const color of Object.keys(factions)) players[color] = { faction: factions[color] };
  for (const { color, sheet } of sheets) {
    let fleet = 0;
    for (const token of commandTokens) {
      try {
        const local = sheet.positionToLocal(token.getPosition());
        // Every faction's tokens count: the Mahact keep others' tokens in their fleet pool (Edict).
        if (inFleetArea({ x: local.x, z: local.z })) fleet++;
      } catch (e) {
        diagnostics.push({ kind: "unknown-id", message: `a command token could not be placed (${errorMessage(e)})` });
      }
    }
    players[color] = { ...(players[color] ?? {}), fleetTokens: fleet, technologies: technologiesNear(sheet, sheets, cards) };
  }
  const laws: string[] = [];
  for (const card of cards) {
    const id = canonicalId(card.getName());
    if (card.is_face_down !== true && MOVEMENT_LAWS.indexOf(id) >= 0 && laws.indexOf(id) < 0) laws.push(id);
  }
  return { objects, players, laws, diagnostics, tileGuids };
}

/** Technology cards (face up) whose nearest command sheet is this one, as ids ("Carrier II" -> "carrier-ii"). */
function technologiesNear(sheet: TtsObject, sheets: readonly { sheet: TtsObject }[], cards: readonly TtsObject[]): string[] {
  const out: string[] = [];
  const at = sheet.getPosition();
  for (const card of cards) {
    if (card.is_face_down === true) continue;
    const p = card.getPosition();
    const d = (p.x - at.x) * (p.x - at.x) + (p.z - at.z) * (p.z - at.z);
    let nearest = true;
    for (const other of sheets) {
      const q = other.sheet.getPosition();
      if ((p.x - q.x) * (p.x - q.x) + (p.z - q.z) * (p.z - q.z) < d) nearest = false;
    }
    if (!nearest) continue;
    let name = card.getName();
    if (endsWith(name, OMEGA)) name = name.substring(0, name.length - OMEGA.length);
    const id = canonicalId(name);
    // Only technologies that matter for movement: planet, objective and action cards lie about too.
    if (MOVEMENT_TECHNOLOGIES.indexOf(id) >= 0) out.push(id);
  }
  return out;
}
