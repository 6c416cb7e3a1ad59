/**
 * Reads a TTPG table set up by a TI4 TTPG mod into recognised pieces and
 * player facts: system tiles, plastic, cardboard units, command tokens, system
 * tokens; per player the faction (from their faction sheet, else their command
 * tokens), the fleet pool
 * (tokens in the fleet area of their command sheet, each mod's own areas),
 * technologies, Thunder's Edge breakthroughs, planets and relics that change
 * movement (loose cards in their area); laws and Thunder's Edge galactic events in play (loose agenda cards
 * off the agenda discard, event cards); cards played for the tactical action
 * (played-cards.ts). An object that cannot be read (destroyed meanwhile,
 * strange metadata) becomes a diagnostic.
 */
import { Card, CardHolder, world } from "@tabletop-playground/api";
import type { GameObject } from "@tabletop-playground/api";
import { EXHAUST_TO_USE, MOVEMENT_LAWS, TTPG_LAYOUT, builtInTiles, effectsInPlay, errorMessage, factionFamily, hexKey, planeToHex, assimilatedTechnologies, TWILIGHTS_FALL } from "../../core/all";
import type { Diagnostic, GameMode, PlanePoint, PlayedCard, PlayerState, SeatTechnologyCard, TableObject } from "../../core/all";
import { COMMAND_SHEET, isTwilightsFallObject, meaningOf, pieceFrom, unitSideBreakthrough } from "../nsid";
import type { CardMeaning } from "../nsid";
import { areaOwners, liesLoose } from "./card-owners";
import { fleetTokensOn, runningMod, sheetAreasOf } from "./command-sheet";
import type { FleetToken } from "./command-sheet";
import { factionsBySlot, slotColors } from "./players";

export { inFleetArea } from "./command-sheet";

export interface WorldReading {
  readonly objects: TableObject[];
  readonly players: { [player: string]: PlayerState };
  readonly laws: string[];
  /** Twilight's Fall when any of its objects lies on the table (TI4-TTPG-TS's source "twilights-fall"). */
  readonly mode: GameMode | undefined;
  /** Cards in play for the tactical action under way (a face-up Lost Star Chart, an active Emissary Taivra). */
  readonly effects: string[];
  readonly diagnostics: Diagnostic[];
  /** Player id (colour name) by slot. */
  readonly playerOf: (slot: number) => string;
}

/** The API's classes, looked up once (each object on the table is tested against them). */
const CARD = Card;
const CARD_HOLDER = CardHolder;

/** Each seat's secret-objective holder in the scoring area: no player's area (TI4-TTPG-TS Find.ignoreOwnedCardHolderNsid). */
const SCORING_HOLDER = "card-holder:base/player-scoring";

/** A player's facts as the reading gathers them. */
interface Seat {
  faction?: string;
  fleetTokens?: number;
  technologies?: string[];
  planets?: string[];
  cards?: string[];
  assimilatedFlagship?: string;
}

/** Agenda cards on these snap points are not laws (TI4-TTPG-TS src/lib/game-data-lib/updators/updator-laws/updator-laws.ts). */
const NOT_LAWS = ["discard-agenda", "active-agenda"];

/** Where a played card lies discarded, not in play (TI4-TTPG-TS system-adjacency-wormhole.ts _applyCards). */
const DISCARDS = ["discard-agenda", "discard-action"];

/**
 * A played card in effect: loose and face up off the discards, and a leader toggled active too (TI4-TTPG-TS
 * UnitModifierActiveIdle: saved data "isActive" is "true").
 */
function isInPlay(card: Card, played: PlayedCard): boolean {
  return liesLoose(card, false, DISCARDS) && !onJsDiscard(card, JS_ACTION_DISCARD) && (!played.toggled || card.getSavedData(ACTIVE_KEY) === "true");
}

const ACTIVE_KEY = "isActive";

/** TI4-TTPG's discards: snap points of "mat:base/decks" (src/lib/card/deal-discard.js: actions 0, agendas 1). */
const JS_ACTION_DISCARD = 0;
const JS_AGENDA_DISCARD = 1;

function onJsDiscard(card: Card, index: number): boolean {
  const point = card.getSnappedToPoint();
  if (point === undefined || point.getIndex() !== index) return false;
  const parent = point.getParentObject();
  return parent !== undefined && parent.getTemplateMetadata() === "mat:base/decks";
}

/** A system of the Fracture (900-906): not in play face down. */
function isFractureTile(tile: number): boolean {
  const info = builtInTiles().get(tile);
  return info !== undefined && info.fracture === true;
}

/** Metadata of an object: a single card keeps its NSID in its card details. */
export function nsidOf(o: GameObject): string {
  if (o instanceof Card && o.getStackSize() === 1) return singleCardNsid(o);
  return o.getTemplateMetadata();
}

/** A single card's NSID: its card details', or its template's when those are empty (as the mods' NSID helper reads it). */
function singleCardNsid(card: Card): string {
  const own = card.getCardDetails()?.metadata ?? "";
  return own !== "" ? own : card.getTemplateMetadata();
}

/** Face down when the tile's up side points down (roll near 180 degrees). */
export function isFaceDown(o: GameObject): boolean {
  if (o instanceof Card) return !o.isFaceUp();
  return rollIsDown(o.getRotation().roll);
}

function rollIsDown(degrees: number): boolean {
  const roll = ((degrees % 360) + 360) % 360;
  return roll > 90 && roll < 270;
}

/**
 * Reads the table. Each object is asked for its NSID first (one API call, two
 * for a card) and most (trade goods, control tokens, action cards, decks) are
 * left there; the rest are asked only what their kind needs, once each: every
 * API call is a native call in TTPG.
 */
export function readWorld(): WorldReading {
  const diagnostics: Diagnostic[] = [];
  // Every slot's colour, worked out once per reading (it may ask the mod's desks).
  const playerOf = slotColors();
  const unreadable = (what: string, e: unknown): void => {
    diagnostics.push({ kind: "unknown-id", message: `${what} could not be read (${errorMessage(e)}); ignoring it` });
  };
  const all = world.getAllObjects(true);
  const holders: GameObject[] = [];
  const commandTokens: (FleetToken & { readonly faction: string | undefined; readonly slot: number })[] = [];
  const sheets: GameObject[] = [];
  const factionSheets: { readonly sheet: GameObject; readonly faction: string }[] = [];
  const assimilatorTokens: GameObject[] = [];
  const assimilatorXY: GameObject[] = [];
  const cards: { card: Card; meaning: CardMeaning }[] = [];
  const played: string[] = [];
  const objects: TableObject[] = [];
  const controlTokens: GameObject[] = [];
  const systemHexes = new Set<string>();
  let mode: GameMode | undefined;
  for (let i = 0; i < all.length; i++) {
    const o = all[i] as GameObject;
    try {
      // Card holders decide whose area a card lies in, whatever their NSID but the scoring area's.
      const card = o instanceof CARD ? o : undefined;
      const stacked = card !== undefined && card.getStackSize() !== 1;
      const nsid = card !== undefined && !stacked ? singleCardNsid(card) : o.getTemplateMetadata();
      if (card === undefined && o instanceof CARD_HOLDER && nsid !== SCORING_HOLDER && o.isValid() && !o.isHeld()) holders.push(o);
      if (mode === undefined && isTwilightsFallObject(nsid)) mode = TWILIGHTS_FALL;
      const meaning = meaningOf(nsid);
      if (meaning.kind === "control-token") {
        controlTokens.push(o); // asked more only where cardboard without owner lies (see below)
        continue;
      }
      if (meaning.kind === "none" || !o.isValid() || o.isHeld()) continue;
      switch (meaning.kind) {
        case "command-sheet":
          sheets.push(o);
          continue;
        case "faction-sheet":
          factionSheets.push({ sheet: o, faction: meaning.faction });
          continue;
        case "assimilator-z":
          assimilatorTokens.push(o);
          continue;
        case "assimilator-xy":
          assimilatorXY.push(o);
          continue;
        case "card":
          // A stack is never a loose card.
          if (card !== undefined && !stacked) cards.push({ card, meaning });
          continue;
        case "played-card":
          if (card !== undefined && !stacked && isInPlay(card, meaning.card)) played.push(meaning.card.effect);
          continue;
        case "tile":
        case "system-token": {
          const rotation = o.getRotation();
          const faceDown = card !== undefined ? !card.isFaceUp() : rollIsDown(rotation.roll);
          // TI4-TTPG-TS lays the Fracture face down until "*Deploy fracture" turns it up (right-click-fracture.ts).
          if (meaning.kind === "tile" && faceDown && isFractureTile(meaning.tile)) continue;
          const piece = pieceFrom(meaning, -1, faceDown, playerOf);
          const p = o.getPosition();
          const at = { north: p.x, east: p.y };
          if (meaning.kind === "tile" && meaning.tile > 0) systemHexes.add(hexKey(planeToHex(at, TTPG_LAYOUT).hex));
          if (piece !== undefined) objects.push({ id: o.getId(), piece, at, yaw: rotation.yaw, height: p.z });
          continue;
        }
        default: {
          // Units and command tokens: only tiles' turns are read.
          const slot = o.getOwningPlayerSlot();
          const p = o.getPosition();
          if (meaning.kind === "command-token") commandTokens.push({ position: p, faction: meaning.faction, slot });
          const piece = pieceFrom(meaning, slot, false, playerOf);
          if (piece !== undefined) objects.push({ id: o.getId(), piece, at: { north: p.x, east: p.y }, yaw: 0 });
        }
      }
    } catch (e) {
      unreadable("an object", e);
    }
  }
  readControlTokens(controlTokens, objects, playerOf, unreadable);

  // By colour in a Map: a colour may be any name ("constructor" too).
  const seats = new Map<string, Seat>();
  const seatOf = (slot: number): Seat => {
    const player = playerOf(slot);
    let seat = seats.get(player);
    if (seat === undefined) {
      seat = {};
      seats.set(player, seat);
    }
    return seat;
  };
  factionsBySlot(commandTokens).forEach((faction, slot) => {
    seatOf(slot).faction = faction;
  });
  const owners = areaOwners(holders, sheets, unreadable);
  // A faction sheet names its seat's faction, as TI4-TTPG-TS FactionRegistry.getPlayerSlotToFaction reads it
  // (nearest card holder's owner): after "*Swap Obsidian/Firmament" the sheet changes, the command tokens do not.
  for (const { sheet, faction } of factionSheets) {
    try {
      const slot = areaSlot(sheet, owners);
      if (slot >= 0) seatOf(slot).faction = faction;
    } catch (e) {
      unreadable("a faction sheet", e);
    }
  }
  readAssimilatorZ(assimilatorTokens, owners, seats, (slot) => seats.get(playerOf(slot)), unreadable);
  const mod = runningMod();
  for (const sheet of sheets) {
    try {
      const slot = areaSlot(sheet, owners);
      if (slot < 0) continue;
      // Every faction's tokens count: the Mahact keep others' tokens in their fleet pool (Edict).
      const fleet = fleetTokensOn(sheet, sheetAreasOf(sheet.getTemplateId(), mod), commandTokens);
      const seat = seatOf(slot);
      seat.fleetTokens = fleet;
      if (seat.technologies === undefined) seat.technologies = [];
    } catch (e) {
      unreadable("a command sheet", e);
    }
  }

  const laws: string[] = [];
  const technologyCards: SeatTechnologyCard<Seat>[] = [];
  for (const { card, meaning } of cards) {
    try {
      readCard(card, meaning, owners, systemHexes, laws, seatOf, technologyCards);
    } catch (e) {
      unreadable("a card", e);
    }
  }
  readAssimilatorXY(assimilatorXY, technologyCards, seats, unreadable);
  const players: { [player: string]: PlayerState } = {};
  seats.forEach((seat, player) => {
    players[player] = seat;
  });
  return { objects, players, laws, mode, effects: effectsInPlay(played), diagnostics, playerOf };
}

/**
 * Valefar Assimilator Z: a Z token in another seat's area gives the Nekro
 * flagship that seat's flagship abilities (TI4-TTPG-TS reads it for the Creuss
 * delta wormhole, system-adjacency-wormhole.ts _isNekroZTokenInCreussArea).
 */
function readAssimilatorZ(
  tokens: readonly GameObject[],
  owners: ReturnType<typeof areaOwners>,
  seats: ReadonlyMap<string, Seat>,
  seatAt: (slot: number) => Seat | undefined,
  unreadable: (what: string, e: unknown) => void,
): void {
  if (tokens.length === 0) return;
  const nekro = nekroSeat(seats);
  if (nekro === undefined) return;
  for (const token of tokens) {
    try {
      const slot = owners.ownerAt(token.getPosition());
      const faction = slot >= 0 ? seatAt(slot)?.faction : undefined;
      if (faction !== undefined && factionFamily(faction) !== "nekro") nekro.assimilatedFlagship = faction;
    } catch (e) {
      unreadable("a Valefar Assimilator Z token", e);
    }
  }
}

function nekroSeat(seats: ReadonlyMap<string, Seat>): Seat | undefined {
  let nekro: Seat | undefined;
  seats.forEach((seat) => {
    if (seat.faction !== undefined && factionFamily(seat.faction) === "nekro") nekro = seat;
  });
  return nekro;
}

/** How far from a card's centre a token laid on it may lie. */
const ON_CARD = 3.5;

/** Valefar Assimilator X and Y ("token:base/nekro-x", "token:base/nekro-y") on another player's technology card. */
function readAssimilatorXY(tokens: readonly GameObject[], cards: readonly SeatTechnologyCard<Seat>[], seats: ReadonlyMap<string, Seat>, unreadable: (what: string, e: unknown) => void): void {
  if (tokens.length === 0) return;
  const nekro = nekroSeat(seats);
  if (nekro === undefined) return;
  const at: PlanePoint[] = [];
  for (const token of tokens) {
    try {
      const p = token.getPosition();
      at.push({ north: p.x, east: p.y });
    } catch (e) {
      unreadable("a Valefar Assimilator X or Y token", e);
    }
  }
  const technologies = nekro.technologies ?? (nekro.technologies = []);
  for (const technology of assimilatedTechnologies(at, cards, nekro, ON_CARD, technologies)) technologies.push(technology);
}

/** The seat a sheet belongs to: the TS mod gives a sheet to the nearest card holder's owner; the JS mod (and ours, without holders) to its owner. */
function areaSlot(sheet: GameObject, owners: ReturnType<typeof areaOwners>): number {
  const own = sheet.getOwningPlayerSlot();
  return own >= 0 || !owners.byHolders ? own : owners.ownerAt(sheet.getPosition());
}

/** A loose card (a single card, valid and not held: so read): a law or event in play, or a technology, breakthrough or planet in a player's area. */
function readCard(
  card: Card,
  meaning: CardMeaning,
  owners: ReturnType<typeof areaOwners>,
  systemHexes: ReadonlySet<string>,
  laws: string[],
  seatOf: (slot: number) => Seat,
  technologyCards: SeatTechnologyCard<Seat>[],
): void {
  const law = meaning.law;
  if (law !== undefined) {
    if (MOVEMENT_LAWS.indexOf(law) >= 0 && laws.indexOf(law) < 0 && liesLoose(card, false, NOT_LAWS) && !onJsDiscard(card, JS_AGENDA_DISCARD)) laws.push(law);
    return;
  }
  // Exhausted (face-down) cards still count where holders decide ownership, as the TS mod counts them, but
  // for a technology used by exhausting it (then spent); a breakthrough's unit side (The Table's Grace,
  // Absolute Synergy) is up when the card lies face down.
  const faceUp = card.isFaceUp();
  const turned = meaning.ownedFaceUp === meaning.ownedFaceDown ? meaning.ownedFaceUp : faceUp ? meaning.ownedFaceUp : meaning.ownedFaceDown;
  const technology = turned !== undefined && !faceUp && EXHAUST_TO_USE.indexOf(turned) >= 0 ? undefined : turned;
  const planet = technology === undefined ? meaning.planet : undefined;
  // A relic counts in a player's area as technologies do (exhausted too, where holders decide ownership).
  const relic = technology === undefined && planet === undefined ? meaning.held : undefined;
  if (technology === undefined && planet === undefined && relic === undefined) return;
  if (!liesLoose(card, owners.byHolders || (technology !== undefined && unitSideBreakthrough(technology)))) return;
  const p = card.getPosition();
  // Planet cards on a system tile are not in anyone's area (updator-player-planet-totals.ts); nor is a relic
  // there (TI4-TTPG-TS's "*Fetch relic" lays one face down on the Fracture tile).
  if (technology === undefined && systemHexes.has(hexKey(planeToHex({ north: p.x, east: p.y }, TTPG_LAYOUT).hex))) return;
  const slot = owners.ownerAt(p);
  if (slot < 0) return;
  const seat = seatOf(slot);
  if (technology !== undefined) {
    (seat.technologies ?? (seat.technologies = [])).push(technology);
    technologyCards.push({ technology, at: { north: p.x, east: p.y }, seat });
  }
  if (planet !== undefined) (seat.planets ?? (seat.planets = [])).push(planet);
  if (relic !== undefined) (seat.cards ?? (seat.cards = [])).push(relic);
}

/**
 * Control tokens name the owner of cardboard without one in their system
 * (TI4-TTPG-TS UnitPlastic.assignOwners): a table holds many, so they are
 * asked where they lie only when such cardboard is on the table, and read
 * only in its systems.
 */
function readControlTokens(
  controlTokens: readonly GameObject[],
  objects: TableObject[],
  playerOf: (this: void, slot: number) => string | undefined,
  unreadable: (what: string, e: unknown) => void,
): void {
  const ownerless = new Set<string>();
  for (const o of objects) {
    if (o.piece.kind === "unit" && o.piece.player === undefined && o.piece.plastic !== true) ownerless.add(hexKey(planeToHex(o.at, TTPG_LAYOUT).hex));
  }
  if (ownerless.size === 0) return;
  for (const o of controlTokens) {
    try {
      if (!o.isValid() || o.isHeld()) continue;
      const p = o.getPosition();
      const at = { north: p.x, east: p.y };
      if (!ownerless.has(hexKey(planeToHex(at, TTPG_LAYOUT).hex))) continue;
      const piece = pieceFrom({ kind: "control-token" }, o.getOwningPlayerSlot(), false, playerOf);
      if (piece !== undefined) objects.push({ id: o.getId(), piece, at, yaw: 0 });
    } catch (e) {
      unreadable("a control token", e);
    }
  }
}
