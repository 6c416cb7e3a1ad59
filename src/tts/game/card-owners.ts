/**
 * Whose area a card lies in. The TI4 TTS mod gives a technology or planet
 * card to the seat whose zone holds it (TI4-TTS TI4/Helpers/TI4_ZoneHelper.ttslua,
 * `zonesFromPositions(guidToPosition)`: one call for many cards, answering
 * each GUID with the colour of the command sheet in that zone, or nothing for
 * a card in no zone: the middle of the table, a hand, a zone without a sheet).
 * Without the helper, or when it fails, a card goes to the nearest command sheet.
 */
import type { PlanePoint } from "../../core/all";
import { isTable } from "../lua-values";
import { ask } from "./mod-helpers";

/** A card to place: its GUID and where it lies. */
export interface CardPlace {
  readonly guid: string;
  readonly position: TtsVector;
  readonly at: PlanePoint;
}

/** A command sheet: its colour (lower case, as players are keyed) and where it lies. */
export interface SheetPlace {
  readonly color: string;
  readonly at: PlanePoint;
}

/** The command sheet nearest a point. */
function nearestSheet(at: PlanePoint, sheets: readonly SheetPlace[]): string | undefined {
  let best: string | undefined;
  let bestD = 0;
  for (const s of sheets) {
    const d = (s.at.north - at.north) * (s.at.north - at.north) + (s.at.east - at.east) * (s.at.east - at.east);
    if (best === undefined || d < bestD) {
      best = s.color;
      bestD = d;
    }
  }
  return best;
}

/** The seat colour (lower case) each card belongs to, by GUID; a card in no seat's area is left out. */
export function cardOwners(cards: readonly CardPlace[], sheets: readonly SheetPlace[], zoneHelper: TtsObject | undefined): { [guid: string]: string } {
  const owners: { [guid: string]: string } = {};
  if (cards.length === 0) return owners;
  const positions: { [guid: string]: TtsVector } = {};
  for (const card of cards) positions[card.guid] = card.position;
  const zones = ask(zoneHelper, "zonesFromPositions", positions);
  if (isTable(zones)) {
    for (const card of cards) {
      const color = zones[card.guid];
      if (typeof color === "string") owners[card.guid] = color.toLowerCase();
    }
    return owners;
  }
  for (const card of cards) {
    const color = nearestSheet(card.at, sheets);
    if (color !== undefined) owners[card.guid] = color;
  }
  return owners;
}
