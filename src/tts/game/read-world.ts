/**
 * Reads the TTS table into recognised pieces and player facts: tiles known to
 * the mod's system helper (or marked "tile:<n>" in their GM notes), plastic,
 * tokens and counters, command tokens, the fleet pool on each command sheet,
 * the technology, planet and relic cards in each seat's area, the laws in play and
 * the cards played for the tactical action (cards-in-play.ts); in a Franken
 * game, the units each seat drafted (franken.ts).
 * Every object is read once, in its own guard: an object that cannot be read
 * (destroyed, a name or position that throws) becomes a diagnostic and the
 * rest of the table is read as usual.
 */
import { MOVEMENT_LAWS, MOVEMENT_RELICS, TTS_LAYOUT, canonicalId, effectsInPlay, endsWith, factionFamily, hexKey, planeToHex, playedCard, startsWith, errorMessage, assimilatedTechnologies } from "../../core/all";
import type { Diagnostic, GameMode, PlanePoint, PlayerState, SeatTechnologyCard, TableObject, TableOptions, TableSources, TileRegistry, UnitType } from "../../core/all";
import { inFleetArea } from "../fleet-area";
import { recognize } from "../recognize";
import type { Seating } from "../recognize";
import { COMMAND_SHEET_PREFIX, COMMAND_TOKEN_SUFFIX } from "../tts-names";
import { cardOwners } from "./card-owners";
import type { CardPlace } from "./card-owners";
import { CARDS_MAT } from "./discard";
import { AGENDA_PHASE_MAT, cardsInPlay } from "./cards-in-play";
import type { CardFaceUp } from "./cards-in-play";
import { findHelpers, seatingFrom, tileNumbers } from "./mod-helpers";
import type { FrankenSeat, ModHelpers } from "./mod-helpers";
import { frankenUnit, withDraftedUnits } from "./franken";
import type { UnitOverrides } from "./franken";
import { countsFaceDown, isTwilightsFallCard, planetCardIds, technologyCardId } from "./player-cards";

export interface WorldReading {
  readonly objects: TableObject[];
  readonly players: { [color: string]: PlayerState };
  /** Laws that change movement or the fleet pool, from face-up agenda cards in play. */
  readonly laws: string[];
  /** Cards played for the tactical action under way (a face-up Lost Star Chart, an active Emissary Taivra). */
  readonly effects: string[];
  /** Twilight's Fall when a card only that mode prints lies on the table (player-cards.ts isTwilightsFallCard), else the base game. */
  readonly mode: GameMode | undefined;
  readonly diagnostics: Diagnostic[];
  /** Tile objects by GUID, for activations the mod reports by system. */
  readonly tileGuids: { [guid: string]: TtsObject };
}

/** Face-up tiles lie with rotation y 180 in the TI4 TTS mod. */
const UPRIGHT_YAW = 180;

/** A card as read: its name, side and place, read once; for a card with an active/idle toggle, whether it is active. */
interface CardSeen extends CardPlace {
  readonly name: string;
  readonly faceDown: boolean;
  readonly active: boolean;
}

/** The label the mod's toggle button shows on an active card (TI4-TTS TI4_UnitHelper.ttslua TOGGLE_ACTIVE_STATE). */
const ACTIVE_LABEL = "Active";

/** Whether a card's toggle says active: its first button's label, as _isToggleActiveCardActive reads it. */
function toggledActive(o: TtsObject): boolean {
  const buttons: unknown = o.getButtons();
  const first: unknown = typeof buttons === "object" && buttons !== null ? (buttons as unknown[])[0] : undefined;
  return typeof first === "object" && first !== null && (first as { label?: unknown }).label === ACTIVE_LABEL;
}

interface SheetSeen {
  readonly color: string;
  readonly sheet: TtsObject;
  readonly at: PlanePoint;
}

interface Found {
  readonly objects: TableObject[];
  readonly tileGuids: { [guid: string]: TtsObject };
  readonly sheets: SheetSeen[];
  readonly cards: CardSeen[];
  /** Franken tiles and cards naming faction units, face up (only in a Franken game). */
  readonly drafted: (CardPlace & { readonly unit: UnitType })[] | undefined;
  readonly commandTokens: { at: TtsVector }[];
  /** Valefar Assimilator X and Y tokens, where they lie. */
  readonly assimilatorXY: PlanePoint[];
  cardsMat: TtsObject | undefined;
  agendaPhaseMat: TtsObject | undefined;
}

/** The Nekro's Valefar Assimilator X and Y tokens (TI4_UnitHelper.ttslua, FrankenBox.ttslua). */
const ASSIMILATOR_X = "Valefar Assimilator X Token";
const ASSIMILATOR_Y = "Valefar Assimilator Y Token";

/** How far from a card's centre a token laid on it may lie. */
const ON_CARD = 1.5;

/** No TTS table reaches this far from the world origin (the TI4 mod's seats end within 64 units). */
const OFF_THE_TABLE = 1000;

/** A position as a point on the table plane; throws for a position that is not on any table. */
export function plane(p: TtsVector): PlanePoint {
  if (typeof p !== "object" || typeof p.x !== "number" || typeof p.z !== "number" || p.x !== p.x || p.z !== p.z) throw new Error("no usable position");
  if (Math.abs(p.x) > OFF_THE_TABLE || Math.abs(p.z) > OFF_THE_TABLE) throw new Error("it lies off the table");
  return { north: p.z, east: p.x };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function readObject(o: TtsObject, tiles: { [guid: string]: number }, seating: Seating, found: Found, keep: string | undefined): void {
  const guid = o.getGUID();
  if (typeof guid !== "string") throw new Error("no GUID");
  if (o.held_by_color !== undefined && guid !== keep) return;
  const name = text(o.getName());
  if (name === CARDS_MAT) found.cardsMat = o;
  if (name === ASSIMILATOR_X || name === ASSIMILATOR_Y) found.assimilatorXY.push(plane(o.getPosition()));
  if (name === AGENDA_PHASE_MAT) found.agendaPhaseMat = o;
  if (startsWith(name, COMMAND_SHEET_PREFIX)) {
    const color = name.substring(COMMAND_SHEET_PREFIX.length, name.length - 1).toLowerCase();
    found.sheets.push({ color, sheet: o, at: plane(o.getPosition()) });
    return;
  }
  const type = text(o.type);
  const faceDown = o.is_face_down === true;
  if (found.drafted !== undefined && (type === "Card" || type === "Tile") && !faceDown) {
    const unit = frankenUnit(name);
    if (unit !== undefined) {
      const position = o.getPosition();
      found.drafted.push({ guid, position, at: plane(position), unit });
    }
  }
  if (type === "Card") {
    const position = o.getPosition();
    const played = faceDown ? undefined : playedCard(canonicalId(name));
    found.cards.push({ guid, name, faceDown, position, at: plane(position), active: played !== undefined && played.toggled && toggledActive(o) });
  }
  const isCounter = name === "Fighter Counter" || name === "Infantry Counter";
  const piece = recognize(
    { name, type, gmNotes: text(o.getGMNotes()), faceDown, tileNumber: tiles[guid], unitCount: isCounter ? o.getVar("_unitCount") : undefined },
    seating,
  );
  // Every faction's command tokens count in a fleet pool: the Mahact keep others' there (Edict).
  if (endsWith(name, COMMAND_TOKEN_SUFFIX)) {
    const p = o.getPosition();
    found.commandTokens.push({ at: { x: p.x, y: p.y, z: p.z } });
  }
  if (piece === undefined) return;
  const position = o.getPosition();
  const at = plane(position);
  if (piece.kind === "tile") {
    const rotation = o.getRotation();
    const yaw = typeof rotation.y === "number" ? rotation.y - UPRIGHT_YAW : 0;
    found.tileGuids[guid] = o;
    // A tile laid over a locked one (the Muaat supernova) lies higher: TI4_SystemHelper.ttslua systemFromPosition reads the top one.
    found.objects.push({ id: guid, piece, at, yaw, height: typeof position.y === "number" ? position.y : undefined });
    return;
  }
  found.objects.push({ id: guid, piece, at, yaw: 0 });
}

/**
 * Owner Tokens name the owner of cardboard only in a system without owned plastic: the mod gives a colourless
 * token to the nearest coloured unit (TI4_UnitHelper.ttslua fillUnitColors), never to a control token.
 */
function ownerTokensAsLastResort(objects: TableObject[]): TableObject[] {
  if (!objects.some((o) => o.piece.kind === "control-token")) return objects;
  const withPlastic = new Set<string>();
  for (const o of objects) if (o.piece.kind === "unit" && o.piece.player !== undefined) withPlastic.add(hexKey(planeToHex(o.at, TTS_LAYOUT).hex));
  return objects.filter((o) => o.piece.kind !== "control-token" || !withPlastic.has(hexKey(planeToHex(o.at, TTS_LAYOUT).hex)));
}

function fleetTokensOn(sheet: TtsObject, tokens: readonly { at: TtsVector }[], diagnostics: Diagnostic[]): number {
  let fleet = 0;
  for (const token of tokens) {
    try {
      const local = sheet.positionToLocal(token.at);
      if (inFleetArea({ x: local.x, z: local.z })) fleet++;
    } catch (e) {
      diagnostics.push({ kind: "unknown-id", message: `a command token could not be placed on a command sheet (${errorMessage(e)})` });
    }
  }
  return fleet;
}

function nothingFound(franken: boolean): Found {
  return { objects: [], tileGuids: {}, sheets: [], cards: [], drafted: franken ? [] : undefined, commandTokens: [], assimilatorXY: [], cardsMat: undefined, agendaPhaseMat: undefined };
}

/** What these objects alone are (a tile just spawned), read as readWorld reads them; one that cannot be read is left for the next reading. */
export function readObjects(objects: readonly TtsObject[], tiles: TileRegistry, helpers: ModHelpers = findHelpers()): TableObject[] {
  const { seating } = seatingFrom(helpers.faction);
  const tileNumber = tileNumbers(helpers.system, tiles);
  const found = nothingFound(false);
  for (const o of objects) {
    try {
      readObject(o, tileNumber, seating, found, undefined);
    } catch (e) {
      // read with the whole table at the next activation, where it becomes a diagnostic
    }
  }
  return found.objects;
}

/**
 * Reads the table; `keep` names an object read even if TTS still counts it as
 * held (the token being dropped); `helpers` saves looking for them again.
 */
export function readWorld(tiles: TileRegistry, keep?: string, helpers: ModHelpers = findHelpers()): WorldReading {
  const diagnostics: Diagnostic[] = [];
  const { seating, factions, franken } = seatingFrom(helpers.faction);
  const tileNumber = tileNumbers(helpers.system, tiles, diagnostics);
  const found = nothingFound(franken !== undefined);
  for (const o of getObjects()) {
    // A function per object: `continue` inside try does not survive the trip to Lua.
    try {
      readObject(o, tileNumber, seating, found, keep);
    } catch (e) {
      diagnostics.push({ kind: "unknown-id", message: `an object could not be read (${errorMessage(e)}); ignoring it` });
    }
  }

  const players: { [color: string]: PlayerState } = {};
  for (const color of Object.keys(factions)) players[color] = { faction: factions[color] };
  const technologies: { [color: string]: string[] } = {};
  const planets: { [color: string]: string[] } = {};
  for (const { color } of found.sheets) {
    technologies[color] = [];
    planets[color] = [];
  }
  const planetIds = planetCardIds(tiles);
  // Exhausted technologies and planets lie face down and still count (TI4_GameDataHelper, TI4_SystemHelper
  // getColorToResInfCards); unit upgrades count only face up (TI4_UnitHelper).
  const owned: { card: CardSeen; planet?: string; technology?: string; relic?: string }[] = [];
  const faceUp: CardFaceUp[] = [];
  const twilightsFall = found.cards.some((card) => isTwilightsFallCard(card.name));
  for (const card of found.cards) {
    const id = canonicalId(card.name);
    const planet = planetIds[id];
    const named = technologyCardId(card.name, twilightsFall);
    const technology = named !== undefined && (!card.faceDown || countsFaceDown(named)) ? named : undefined;
    const relic = MOVEMENT_RELICS.indexOf(id) >= 0 ? id : undefined; // by its name in the Relics deck (TI4_DeckHelper.ttslua)
    if (planet !== undefined || technology !== undefined || relic !== undefined) owned.push({ card, planet, technology, relic });
    const played = playedCard(id);
    // Laws; Lost Star Chart face up; Emissary Taivra face up and toggled active (TI4_SystemHelper wormholes()).
    if (!card.faceDown && (MOVEMENT_LAWS.indexOf(id) >= 0 || (played !== undefined && (!played.toggled || card.active)))) faceUp.push({ id, guid: card.guid, at: card.at });
  }
  const inPlay = cardsInPlay(faceUp, { cardsMat: found.cardsMat, agendaPhaseMat: found.agendaPhaseMat, deckHelper: helpers.deck });
  const laws = inPlay.filter((id) => MOVEMENT_LAWS.indexOf(id) >= 0);
  const effects = effectsInPlay(inPlay);
  const owners = cardOwners(owned.map((o) => o.card), found.sheets, helpers.zone);
  const held: { [color: string]: string[] } = {};
  const technologyCards: SeatTechnologyCard<string>[] = [];
  for (const { card, planet, technology, relic } of owned) {
    const owner = owners[card.guid];
    if (owner === undefined || planets[owner] === undefined) continue; // in no seat's area, or a zone whose sheet was not read
    if (planet !== undefined) planets[owner]!.push(planet);
    if (technology !== undefined) {
      technologies[owner]!.push(technology);
      technologyCards.push({ technology, at: card.at, seat: owner });
    }
    if (relic !== undefined) (held[owner] ?? (held[owner] = [])).push(relic);
  }
  // Valefar Assimilator X or Y on another seat's technology card: the Nekro hold that technology.
  const nekro = Object.keys(factions).filter((color) => factionFamily(factions[color] as string) === "nekro")[0];
  const nekroHeld = nekro === undefined ? undefined : technologies[nekro];
  if (nekro !== undefined && nekroHeld !== undefined) {
    for (const technology of assimilatedTechnologies(found.assimilatorXY, technologyCards, nekro, ON_CARD, nekroHeld)) nekroHeld.push(technology);
  }
  for (const { color, sheet } of found.sheets) {
    const drafted = franken === undefined ? undefined : franken[color];
    players[color] = {
      ...(players[color] ?? {}),
      fleetTokens: fleetTokensOn(sheet, found.commandTokens, diagnostics),
      technologies: drafted === undefined ? technologies[color]! : [...technologies[color]!, ...drafted.abilities],
      planets: planets[color]!,
      ...(held[color] !== undefined ? { cards: held[color] } : {}),
    };
  }
  const objects = franken === undefined ? found.objects : withDraftedUnits(found.objects, draftedUnits(found.drafted ?? [], franken, found.sheets, helpers));
  const mode: GameMode | undefined = twilightsFall ? "twilights-fall" : undefined;
  return { objects: ownerTokensAsLastResort(objects), players, laws, effects, mode, diagnostics, tileGuids: found.tileGuids };
}

/** Each Franken seat's units: its flagship, and the faction units on the tiles and cards in its area. */
function draftedUnits(
  drafted: readonly (CardPlace & { readonly unit: UnitType })[],
  franken: { [color: string]: FrankenSeat },
  sheets: readonly SheetSeen[],
  helpers: ModHelpers,
): { [color: string]: UnitOverrides } {
  const out: { [color: string]: UnitOverrides } = {};
  for (const color of Object.keys(franken)) {
    const flagship = franken[color]!.flagship;
    out[color] = flagship === undefined ? {} : { flagship };
  }
  const owners = cardOwners(drafted, sheets, helpers.zone);
  for (const d of drafted) {
    const owner = owners[d.guid];
    const seat = owner === undefined ? undefined : out[owner];
    if (seat !== undefined) seat[d.unit.replaces as string] = d.unit.id;
  }
  return out;
}

/**
 * What every question asked of the table passes to the core: the adapter's registries, rules and kept galaxy,
 * and from a reading who sits, the laws in play and the game's mode. Each question adds what is its own.
 */
export function tableOptionsOf(sources: TableSources, reading: WorldReading): TableOptions & TableSources {
  return { layout: TTS_LAYOUT, tiles: sources.tiles, units: sources.units, rules: sources.rules, galaxies: sources.galaxies, players: reading.players, laws: reading.laws, mode: reading.mode };
}
