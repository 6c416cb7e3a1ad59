/**
 * The flagships of Twilight's Fall's eight kings (TI4-TTPG-TS factions
 * `tf-<colour>`, AsyncTI4 `<colour>tf`): move and capacity as AsyncTI4's unit
 * data prints them (TI4-TTPG-TS names them, `enigma`, `tizona`, but stores no
 * values). A king's "flagship" is theirs; any player may name one by its id.
 */
import type { UnitType } from "../unit-types";
import { flagship } from "./flagships";

function kingFlagship(colour: string, id: string, name: string, move: number, capacity: number, extra: Partial<UnitType> = {}): UnitType {
  return flagship(`tf-${colour}`, id, name, move, capacity, extra);
}

export const TF_FLAGSHIPS: readonly UnitType[] = [
  // Enigma: "ignores the effects of all anomalies"; "its move value is reduced by 1 for each unit it would transport".
  kingFlagship("purple", "enigma", "Enigma", 7, 7, { ignoresAnomalies: true, slowedByCargo: true }),
  // Tizona: "+1 move value if it would transport 4 units" (exactly 4: TWILIGHTS-FALL.md open item 4, literal reading).
  kingFlagship("blue", "tizona", "Tizona", 2, 4, { loadedBonus: { units: 4, move: 1 } }),
  // A Strangled Whisper: "can transport any number of infantry and fighters; they do not count against its capacity".
  kingFlagship("black", "a-strangled-whisper", "A Strangled Whisper", 1, 1, { freeInfantryAndFighters: true }),
  kingFlagship("red", "the-scarlet-knife", "The Scarlet Knife", 2, 3),
  kingFlagship("green", "nightbloom", "Nightbloom", 1, 6),
  kingFlagship("orange", "airo-shir-rex", "Airo Shir Rex", 1, 6),
  // The Faces of Janovet: "gains the unit and text abilities of your destroyer, cruiser and dreadnought unit upgrades".
  kingFlagship("pink", "the-faces-of-janovet", "The Faces of Janovet", 1, 3, { gainsUpgradeTexts: true }),
  kingFlagship("yellow", "scintillia", "Scintillia", 1, 3),
];
