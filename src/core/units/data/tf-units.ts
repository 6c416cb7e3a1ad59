/**
 * Twilight's Fall unit upgrade cards: in that mode any player may splice one,
 * and then their units of that type are the card's while they hold it
 * (`unlockedBy`, no faction). Move and capacity as AsyncTI4's unit data prints
 * them (TI4-TTPG-TS names the cards, `card.tf-unit-upgrade:twilights-fall/<name>`,
 * but stores no values); ids and card ids are AsyncTI4's (`tf-exile`).
 * The kings' flagships are in tf-flagships; Echo of Ascension (kept beside the
 * flagship) in seat-units. Ahk Syl Fier's Creuss wormhole token is read where
 * it lies on the table, as every wormhole token is.
 */
import type { UnitType } from "../unit-types";

/** AsyncTI4's id of Twilight's Fall's generic war sun (`tf_warsun`; TI4-TTPG-TS: `tf-warsun`). */
export const TF_WAR_SUN = "tf-warsun";

/** A ship unit upgrade card: the unit `replaces` becomes this one for whoever holds card `id`. */
function tfShip(id: string, name: string, replaces: string, move: number, capacity: number, extra: Partial<UnitType> = {}): UnitType {
  return { id, name, kind: "ship", replaces, unlockedBy: id, stats: { move, capacity }, ...extra };
}

/** A fighter card: "may move without being transported"; fighters beyond capacity weigh `fleetWeight` in the fleet pool. */
function tfFighter(id: string, name: string, fleetWeight: number): UnitType {
  return { id, name, kind: "fighter", replaces: "fighter", unlockedBy: id, stats: { move: 2, capacity: 0 }, fleetWeight };
}

/** A space dock card: Helios Entity and Production Biomes keep 3 fighters in their system out of the capacity count. */
function tfDock(id: string, name: string): UnitType {
  return { id, name, kind: "structure", replaces: "space-dock", unlockedBy: id, stats: { move: 0, capacity: 0 }, hangar: { base: 3, upgraded: 3 } };
}

export const TF_UNITS: readonly UnitType[] = [
  tfShip("tf-advancedcarrier", "Advanced Carrier", "carrier", 2, 8),
  tfShip("tf-ambassador", "Ambassador", "carrier", 2, 6),
  tfShip("tf-vortexer", "Vortexer", "carrier", 2, 6),
  // Corsair: "if the active system contains another player's non-fighter ships, it may move through systems with other players' ships".
  tfShip("tf-corsair", "Corsair", "cruiser", 3, 2, { passesShipsIntoCombat: true }),
  tfShip("tf-ahksylfier", "Ahk Syl Fier", "cruiser", 3, 1),
  tfShip("tf-saggitaria", "Saggitaria", "cruiser", 3, 1),
  // Exile: "can move through systems that contain other players' ships".
  tfShip("tf-exile", "Exile", "destroyer", 4, 0, { passesShips: true }),
  tfShip("tf-linkship", "Linkship", "destroyer", 2, 0),
  tfShip("tf-swa", "Strike Wing Alpha", "destroyer", 2, 1),
  tfShip("tf-dawncrusher", "Dawncrusher", "dreadnought", 2, 1),
  tfShip("tf-exotrireme", "Exotrireme", "dreadnought", 2, 1),
  tfShip("tf-superdread", "Super-Dreadnought", "dreadnought", 2, 2),
  tfShip("tf-dragonfreed", "The Dragon, Freed", "war-sun", 2, 6),
  // Prototype War Sun: "it and other units moving at the same time can move into and through supernovas".
  tfShip("tf-pws", "Prototype War Sun", "war-sun", 2, 6, { passesSupernovas: true }),
  tfShip("tf-universitywarsun", "University War Sun", "war-sun", 3, 6),
  tfFighter("tf-hcf", "Hybrid Crystal Fighter", 0.5),
  tfFighter("tf-morphwing", "Morphwing", 1),
  tfFighter("tf-triune", "Triune", 1),
  // Floating Factories: "moves and retreats as if it were a ship"; a structure, so not in the fleet pool.
  { id: "tf-floatingfactory", name: "Floating Factories", kind: "structure", replaces: "space-dock", unlockedBy: "tf-floatingfactory", movesAsShip: true, stats: { move: 2, capacity: 5 } },
  tfDock("tf-heliosentity", "Helios Entity"),
  tfDock("tf-productionbiomes", "Production Biomes"),
  // The mode's generic war sun, for a player with no war sun card (listed last: a card comes first). AsyncTI4's
  // data gives it move 0 (TWILIGHTS-FALL.md open item 1); the switch twilightsFallWarSunMoves gives it the
  // base war sun's 2.
  { id: TF_WAR_SUN, name: "War Sun", kind: "ship", replaces: "war-sun", unlockedBy: "twilights-fall", stats: { move: 0, capacity: 6 } },
];

/** The cards above, known as cards a player may hold (the mode's own units come with the mode, not a card). */
export const TF_UNIT_UPGRADE_CARDS: readonly string[] = [...TF_UNITS.filter((u) => u.id !== TF_WAR_SUN).map((u) => u.unlockedBy as string), "tf-echoofascension"];
