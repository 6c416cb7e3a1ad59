/**
 * Cards that belong to a player in front of them: technology cards
 * ("Carrier II", "Lazax Gate Folding", codex versions with a trailing
 * omega) and planet cards, named as the TI4 TTS mod names them
 * (TI4-TTS TI4/Helpers/TI4_TechnologyHelper.ttslua, TI4_SystemHelper.ttslua).
 */
import { EXHAUST_TO_USE, MOVEMENT_TECHNOLOGIES, builtInCatalogue, canonicalId, endsWith, twilightsFallAbilityId, twilightsFallUpgradeId } from "../../core/all";
import type { TileRegistry } from "../../core/all";

/** Codex technologies carry a trailing omega. */
const OMEGA = " Ω";

/**
 * The technology id of a card that matters for movement ("Carrier II" -> "carrier-ii"), else undefined. In a
 * Twilight's Fall game an ability or unit upgrade card by its printed name ("Slipstream" -> "tf-slipstream",
 * "Exile" -> "tf-exile"), as TI4-TTPG-TS's NSIDs name them: the TTS mod has no Twilight's Fall cards of its own.
 */
export function technologyCardId(cardName: string, twilightsFall = false): string | undefined {
  const name = endsWith(cardName, OMEGA) ? cardName.substring(0, cardName.length - OMEGA.length) : cardName;
  const id = canonicalId(name);
  if (twilightsFall) {
    const card = twilightsFallAbilityId(id) ?? twilightsFallUpgradeId(id);
    if (card !== undefined) return card;
  }
  // Only technologies that matter for movement: objective and action cards lie about too.
  return MOVEMENT_TECHNOLOGIES.indexOf(id) >= 0 ? id : undefined;
}

/** Whether a card's name is one only Twilight's Fall prints (its unit upgrades: "Exile", "Dawncrusher"): the table plays that mode. */
export function isTwilightsFallCard(cardName: string): boolean {
  return twilightsFallUpgradeId(canonicalId(cardName)) !== undefined;
}

/** Unit upgrade technologies ("carrier-ii"), read once from the built-in units. */
let unitUpgrades: string[] | undefined;

/**
 * Whether a technology still counts lying face down (exhausted): every one
 * does (TI4_GameDataHelper.ttslua lists them face down too) but the unit
 * upgrades, which the mod reads only face up (TI4-TTS TI4_UnitHelper.ttslua
 * getColorToUnitOverrides), and those used by exhausting them, spent then.
 */
export function countsFaceDown(technology: string): boolean {
  if (unitUpgrades === undefined) {
    const found: string[] = [];
    for (const u of builtInCatalogue().all()) {
      if (u.upgrade !== undefined) found.push(u.upgrade.technology);
      if (u.unlockedBy !== undefined) found.push(u.unlockedBy); // Twilight's Fall's unit upgrade cards
    }
    unitUpgrades = found;
  }
  return unitUpgrades.indexOf(technology) < 0 && EXHAUST_TO_USE.indexOf(technology) < 0;
}

/** Planet ids by the canonical form of their card name ("mecatol-rex" for "Mecatol Rex"), for every known tile. */
export function planetCardIds(tiles: TileRegistry): { [cardId: string]: string } {
  const out: { [cardId: string]: string } = {};
  for (const tile of tiles.all()) {
    for (const planet of tile.planets ?? []) {
      if (typeof planet.id !== "string") continue; // homebrew data is checked elsewhere; skip what cannot be named
      out[planet.id] = planet.id;
      if (typeof planet.name === "string") out[canonicalId(planet.name)] = planet.id;
    }
  }
  return out;
}
