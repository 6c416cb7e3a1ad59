/**
 * Reads a TTPG table set up by a TI4 TTPG mod into recognised pieces and
 * player facts: system tiles, plastic, fighter and infantry tokens, command
 * tokens, system tokens; per player the faction (from their command tokens),
 * the fleet pool (tokens in the command sheet's fleet area), technologies and
 * breakthroughs (cards nearest their command sheet); laws and events in play. An object that
 * cannot be read (destroyed meanwhile, strange metadata) becomes a diagnostic.
 */
import { Card, world } from "@tabletop-playground/api";
import type { GameObject } from "@tabletop-playground/api";
import { MOVEMENT_LAWS, startsWith, errorMessage } from "../../core";
import type { Diagnostic, PlayerState, TableObject } from "../../core";
import { lawOrEventId, ownedCardId, parseNsid, pieceOf } from "../nsid";
import { factionsBySlot, slotColors } from "./players";

export interface WorldReading {
  readonly objects: TableObject[];
  readonly players: { [player: string]: PlayerState };
  readonly laws: string[];
  readonly diagnostics: Diagnostic[];
  /** Player id (colour name) by slot. */
  readonly playerOf: (slot: number) => string;
}

const COMMAND_SHEET = "sheet:base/command";

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

/** In the sheet's local space, fleet tokens lie between 30 and 90 degrees (the TS mod's areas). */
export function inFleetArea(local: { x: number; y: number }): boolean {
  const y = local.y - 0.96;
  if (local.x * local.x + y * y > 200) return false;
  const degrees = (Math.atan2(y, local.x) * 180) / Math.PI;
  return degrees > 30 && degrees <= 90;
}

export function readWorld(): WorldReading {
  const diagnostics: Diagnostic[] = [];
  const colorOf = slotColors();
  const playerOf = (slot: number): string => colorOf(slot);
  const all = world.getAllObjects(true);
  const commandTokens: { object: GameObject; nsid: string; slot: number }[] = [];
  const sheets: GameObject[] = [];
  const cards: Card[] = [];
  const objects: TableObject[] = [];
  for (const o of all) {
    try {
      if (!o.isValid() || o.isHeld()) continue;
      const nsid = nsidOf(o);
      const slot = o.getOwningPlayerSlot();
      if (startsWith(nsid, "token.command:")) commandTokens.push({ object: o, nsid, slot });
      if (nsid === COMMAND_SHEET) sheets.push(o);
      if (o instanceof Card) cards.push(o);
      const piece = pieceOf({ nsid, slot, faceDown: isFaceDown(o) }, playerOf);
      if (piece === undefined) continue;
      const p = o.getPosition();
      objects.push({ id: o.getId(), piece, at: { north: p.x, east: p.y }, yaw: o.getRotation().yaw });
    } catch (e) {
      diagnostics.push({ kind: "unknown-id", message: `an object could not be read (${errorMessage(e)}); ignoring it` });
    }
  }

  const players: { [player: string]: PlayerState } = {};
  factionsBySlot(commandTokens).forEach((faction, slot) => {
    players[playerOf(slot)] = { faction };
  });
  for (const sheet of sheets) {
    try {
      const slot = sheet.getOwningPlayerSlot();
      if (slot < 0) continue;
      let fleet = 0;
      for (const t of commandTokens) {
        // Every faction's tokens count: the Mahact keep others' tokens in their fleet pool (Edict).
        if (inFleetArea(sheet.worldPositionToLocal(t.object.getPosition()))) fleet++;
      }
      const player = playerOf(slot);
      players[player] = { ...(players[player] ?? {}), fleetTokens: fleet, technologies: technologiesNear(sheet, sheets, cards) };
    } catch (e) {
      diagnostics.push({ kind: "unknown-id", message: `a command sheet could not be read (${errorMessage(e)})` });
    }
  }
  const laws: string[] = [];
  for (const card of cards) {
    const id = card.isFaceUp() ? lawOrEventId(nsidOf(card)) : undefined;
    if (id !== undefined && MOVEMENT_LAWS.indexOf(id) >= 0 && laws.indexOf(id) < 0) laws.push(id);
  }
  return { objects, players, laws, diagnostics, playerOf };
}

/** Technology and breakthrough cards whose nearest command sheet is this one (see ownedCardId). */
function technologiesNear(sheet: GameObject, sheets: readonly GameObject[], cards: readonly Card[]): string[] {
  const out: string[] = [];
  const at = sheet.getPosition();
  for (const card of cards) {
    const id = ownedCardId(nsidOf(card), card.isFaceUp());
    if (id === undefined) continue;
    const p = card.getPosition();
    const d = p.distance(at);
    if (sheets.every((other) => other === sheet || p.distance(other.getPosition()) >= d)) out.push(id);
  }
  return out;
}
