/**
 * Franken on the TI4 TTS mod (TI4_FactionHelper.ttslua `isFrankenEnabled()`): a seat keeps the command
 * tokens of the faction sheet it sits at, but its faction units, flagship and abilities are what it drafted.
 * The helper's updateFactions then gives each seat `units = {}`, its Franken flagship tile's name as
 * `flagship` ('?' without one) and its ability tiles' names as `abilities`; TI4_UnitHelper.ttslua
 * getColorToUnitOverrides takes each seat's unit overrides from the face-up cards and tiles in its zone
 * named as faction units ("Advanced Carrier I", "Aerie Sentinel").
 */
import { ABILITIES_AS_TECHNOLOGIES, builtInCatalogue, canonicalId, endsWith } from "../../core/all";
import type { TableObject, UnitType } from "../../core/all";

/** A seat's drafted units: the unit id for each generic unit it replaces ("carrier" -> "advanced-carrier"). */
export type UnitOverrides = { [replaces: string]: string };

let factionUnits: { [id: string]: UnitType } | undefined;

/** The faction unit a Franken tile or card names, by its id or printed name, with or without the " I" of its first side. */
export function frankenUnit(name: string): UnitType | undefined {
  if (factionUnits === undefined) {
    const found: { [id: string]: UnitType } = {};
    for (const u of builtInCatalogue().all()) {
      // Units a card unlocks (the Corsair, the Eidolon Maximum) are no Franken tiles.
      if (u.faction === undefined || u.replaces === undefined || u.unlockedBy !== undefined) continue;
      found[u.id] = u;
      found[canonicalId(u.name)] = u;
    }
    factionUnits = found;
  }
  const base = endsWith(name, " I") ? name.substring(0, name.length - 2) : name;
  return factionUnits[canonicalId(base)];
}

/** The abilities a Franken seat drafted that change movement, as the ids the core reads among technologies. */
export function frankenAbilities(names: unknown): string[] {
  const out: string[] = [];
  if (typeof names !== "object" || names === null) return out;
  for (const name of names as unknown[]) {
    if (typeof name !== "string") continue;
    const id = canonicalId(name);
    if (ABILITIES_AS_TECHNOLOGIES.indexOf(id) >= 0 && out.indexOf(id) < 0) out.push(id);
  }
  return out;
}

/** Each Franken seat's plastic as the units it drafted: a carrier of a seat with "Advanced Carrier I" is an Advanced Carrier. */
export function withDraftedUnits(objects: readonly TableObject[], overrides: { [color: string]: UnitOverrides }): TableObject[] {
  const out: TableObject[] = [];
  for (const o of objects) {
    const piece = o.piece;
    const drafted = piece.kind === "unit" && piece.player !== undefined ? overrides[piece.player] : undefined;
    const id = drafted === undefined || piece.kind !== "unit" ? undefined : drafted[piece.unit];
    out.push(id === undefined || piece.kind !== "unit" ? o : { ...o, piece: { ...piece, unit: id } });
  }
  return out;
}
