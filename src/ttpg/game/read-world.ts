/**
 * Reads a TTPG table set up by a TI4 TTPG mod into recognised pieces and
 * player facts: system tiles, plastic, cardboard units, command tokens, system
 * tokens; per player the faction (from their command tokens), the fleet pool
 * (tokens in the fleet area of their command sheet, each mod's own areas),
 * technologies, Thunder's Edge breakthroughs and planets (loose cards in their
 * area); laws and Thunder's Edge galactic events in play (loose agenda cards
 * off the agenda discard, event cards). An object that cannot be read
 * (destroyed meanwhile, strange metadata) becomes a diagnostic.
 */
import { Card, world } from "@tabletop-playground/api";
import type { GameObject } from "@tabletop-playground/api";
import { MOVEMENT_LAWS, TTPG_LAYOUT, errorMessage, hexKey, planeToHex, startsWith } from "../../core";
import type { Diagnostic, PlayerState, TableObject } from "../../core";
import { cardId, lawOrEventId, ownedCardId, unitSideBreakthrough, pieceOf } from "../nsid";
import { areaOwners, isLooseCard } from "./card-owners";
import { inFleetArea, runningMod, sheetAreasOf } from "./command-sheet";
import { factionsBySlot, slotColors } from "./players";

export { inFleetArea } from "./command-sheet";

export interface WorldReading {
  readonly objects: TableObject[];
  readonly players: { [player: string]: PlayerState };
  readonly laws: string[];
  readonly diagnostics: Diagnostic[];
  /** Player id (colour name) by slot. */
  readonly playerOf: (slot: number) => string;
}

const COMMAND_SHEET = "sheet:base/command";
/** Agenda cards on these snap points are not laws (TI4-TTPG-TS src/lib/game-data-lib/updators/updator-laws/updator-laws.ts). */
const NOT_LAWS = ["discard-agenda", "active-agenda"];

/** TI4-TTPG's agenda discard: snap point 1 of "mat:base/decks" (src/lib/card/deal-discard.js). */
function onJsAgendaDiscard(card: Card): boolean {
  const point = card.getSnappedToPoint();
  if (point === undefined || point.getIndex() !== 1) return false;
  const parent = point.getParentObject();
  return parent !== undefined && parent.getTemplateMetadata() === "mat:base/decks";
}

/** Metadata of an object: a single card keeps its NSID in its card details. */
export function nsidOf(o: GameObject): string {
  if (o instanceof Card && o.getStackSize() === 1) return o.getCardDetails()?.metadata ?? "";
  return o.getTemplateMetadata();
}

/** Face down when the tile's up side points down (roll near 180 degrees). */
export function isFaceDown(o: GameObject): boolean {
  if (o instanceof Card) return !o.isFaceUp();
  const roll = ((o.getRotation().roll % 360) + 360) % 360;
  return roll > 90 && roll < 270;
}

export function readWorld(): WorldReading {
  const diagnostics: Diagnostic[] = [];
  const colorOf = slotColors();
  const playerOf = (slot: number): string => colorOf(slot);
  const unreadable = (what: string, e: unknown): void => {
    diagnostics.push({ kind: "unknown-id", message: `${what} could not be read (${errorMessage(e)}); ignoring it` });
  };
  const all = world.getAllObjects(true);
  const valid: GameObject[] = [];
  const commandTokens: { object: GameObject; nsid: string; slot: number }[] = [];
  const sheets: GameObject[] = [];
  const cards: { card: Card; nsid: string }[] = [];
  const objects: TableObject[] = [];
  const systemHexes = new Set<string>();
  for (const o of all) {
    try {
      if (!o.isValid() || o.isHeld()) continue;
      valid.push(o);
      const nsid = nsidOf(o);
      const slot = o.getOwningPlayerSlot();
      if (startsWith(nsid, "token.command:")) commandTokens.push({ object: o, nsid, slot });
      if (nsid === COMMAND_SHEET) sheets.push(o);
      if (o instanceof Card) cards.push({ card: o, nsid });
      const piece = pieceOf({ nsid, slot, faceDown: isFaceDown(o) }, playerOf);
      if (piece === undefined) continue;
      const p = o.getPosition();
      const at = { north: p.x, east: p.y };
      if (piece.kind === "tile" && piece.tile > 0) systemHexes.add(hexKey(planeToHex(at, TTPG_LAYOUT).hex));
      objects.push({ id: o.getId(), piece, at, yaw: o.getRotation().yaw });
    } catch (e) {
      unreadable("an object", e);
    }
  }

  const players: { [player: string]: PlayerState } = {};
  const update = (slot: number, change: (p: PlayerState) => PlayerState): void => {
    const player = playerOf(slot);
    players[player] = change(players[player] ?? {});
  };
  factionsBySlot(commandTokens).forEach((faction, slot) => update(slot, (p) => ({ ...p, faction })));
  const owners = areaOwners(valid, sheets);
  const mod = runningMod();
  for (const sheet of sheets) {
    try {
      // The TS mod gives a sheet to the nearest card holder's owner; the JS mod (and ours, without holders) to its owner.
      const own = sheet.getOwningPlayerSlot();
      const slot = own >= 0 || !owners.byHolders ? own : owners.ownerAt(sheet.getPosition());
      if (slot < 0) continue;
      const areas = sheetAreasOf(sheet.getTemplateId(), mod);
      let fleet = 0;
      for (const t of commandTokens) {
        // Every faction's tokens count: the Mahact keep others' tokens in their fleet pool (Edict).
        if (inFleetArea(sheet.worldPositionToLocal(t.object.getPosition()), areas)) fleet++;
      }
      update(slot, (p) => ({ ...p, fleetTokens: fleet, technologies: p.technologies ?? [] }));
    } catch (e) {
      unreadable("a command sheet", e);
    }
  }

  const laws: string[] = [];
  for (const { card, nsid } of cards) {
    try {
      readCard(card, nsid, owners, systemHexes, laws, update);
    } catch (e) {
      unreadable("a card", e);
    }
  }
  return { objects, players, laws, diagnostics, playerOf };
}

/** A loose card: a law or event in play, or a technology, breakthrough or planet in a player's area. */
function readCard(
  card: Card,
  nsid: string,
  owners: ReturnType<typeof areaOwners>,
  systemHexes: ReadonlySet<string>,
  laws: string[],
  update: (slot: number, change: (p: PlayerState) => PlayerState) => void,
): void {
  const law = lawOrEventId(nsid);
  if (law !== undefined) {
    if (MOVEMENT_LAWS.indexOf(law) >= 0 && laws.indexOf(law) < 0 && isLooseCard(card, false, NOT_LAWS) && !onJsAgendaDiscard(card)) laws.push(law);
    return;
  }
  // Exhausted (face-down) cards still count where holders decide ownership, as the TS mod counts them;
  // a breakthrough's unit side (The Table's Grace, Absolute Synergy) is up when the card lies face down.
  const technology = ownedCardId(nsid, card.isFaceUp());
  if (!isLooseCard(card, owners.byHolders || (technology !== undefined && unitSideBreakthrough(technology)))) return;
  const planet = technology === undefined ? cardId(nsid, "card.planet") : undefined;
  if (technology === undefined && planet === undefined) return;
  const p = card.getPosition();
  // Planet cards on a system tile are not in anyone's area (updator-player-planet-totals.ts).
  if (planet !== undefined && systemHexes.has(hexKey(planeToHex({ north: p.x, east: p.y }, TTPG_LAYOUT).hex))) return;
  const slot = owners.ownerAt(p);
  if (slot < 0) return;
  if (technology !== undefined) update(slot, (s) => ({ ...s, technologies: [...(s.technologies ?? []), technology] }));
  if (planet !== undefined) update(slot, (s) => ({ ...s, planets: [...(s.planets ?? []), planet] }));
}
