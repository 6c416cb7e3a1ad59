/**
 * Twilight's Fall cards by their printed names (in the canonical form: "Magmus
 * Reactor" -> "magmus-reactor", as TI4-TTPG-TS's NSIDs also spell them), by
 * the core's ids (AsyncTI4's). Every table that reads a card by its name uses
 * these: TTPG through the NSID's name, TTS through the card's name.
 */
import { ownValue } from "../own";

/**
 * Abilities: the Prophecy of Kings card's id where the rule is the same
 * (Quantum Entanglement: "You treat all systems with alpha and beta wormholes
 * as adjacent", TI4-TTPG-TS system-adjacency-wormhole.ts), AsyncTI4's `tf-`
 * id where Twilight's Fall prints another text (Slipstream: any wormhole;
 * Crucible: always; Magmus Reactor: through supernovas too; Dimensional Tear:
 * the holder's docks; Lazax Gate Folding: every legendary planet the holder
 * does not control).
 */
export const TF_ABILITY_NAMES: { readonly [name: string]: string } = {
  aetherstream: "aetherstream",
  slipstream: "tf-slipstream",
  voidborn: "voidborn",
  "quantum-entanglement": "quantum-entanglement",
  "spatial-conduit-cylinder": "spatial-conduit-cylinder",
  crucible: "tf-crucible",
  armada: "armada",
  "magmus-reactor": "tf-mr",
  "dimensional-tear": "tf-dimensionaltear",
  "aerie-hololattice": "aerie-hololattice",
  "lazax-gate-folding": "tf-lazaxgatefolding",
};

/**
 * Unit upgrade cards (TI4-TTPG-TS unit-attrs.data.ts of "twilights-fall").
 * Those that change no move, capacity or passage (Guild Agents, Hel-Titan,
 * Keeper Matrix, ...) are not read. No base, Prophecy of Kings or Thunder's
 * Edge card bears any of these names (theirs end in "II"), so one of them on
 * a table that does not say its mode tells a Twilight's Fall game.
 */
export const TF_UNIT_UPGRADE_NAMES: { readonly [name: string]: string } = {
  "advanced-carrier": "tf-advancedcarrier",
  ambassador: "tf-ambassador",
  vortexer: "tf-vortexer",
  corsair: "tf-corsair",
  "ahk-syl-fier": "tf-ahksylfier",
  saggitaria: "tf-saggitaria",
  exile: "tf-exile",
  linkship: "tf-linkship",
  "strike-wing-alpha": "tf-swa",
  dawncrusher: "tf-dawncrusher",
  exotrireme: "tf-exotrireme",
  "super-dreadnought": "tf-superdread",
  "the-dragon-freed": "tf-dragonfreed",
  "university-war-sun": "tf-universitywarsun",
  "prototype-war-sun": "tf-pws",
  "echo-of-ascension": "tf-echoofascension", // TI4-TTPG-TS names it only as a modifier's trigger
  "hybrid-crystal-fighter": "tf-hcf",
  morphwing: "tf-morphwing",
  triune: "tf-triune",
};

/** The id of a Twilight's Fall ability card by its canonical name ("magmus-reactor" -> "tf-mr"), else undefined. */
export function twilightsFallAbilityId(name: string): string | undefined {
  return ownValue(TF_ABILITY_NAMES, name);
}

/** The id of a Twilight's Fall unit upgrade card by its canonical name ("exile" -> "tf-exile"), else undefined. */
export function twilightsFallUpgradeId(name: string): string | undefined {
  return ownValue(TF_UNIT_UPGRADE_NAMES, name);
}

/**
 * Action cards that change this movement, played after the activation (TI4-TTPG-TS's `card.tf-action`
 * cards, by name): read while they lie face up, as Lost Star Chart is (played-cards.ts).
 */
export const TF_ACTION_NAMES: { readonly [name: string]: string } = {
  command: "tf-command",
  vault: "tf-vault",
  cloak: "tf-cloak",
  entangle: "tf-entangle",
};

/** Paradigms read in a player's area (held): Twilight Directive is offered to a locked ship; the others wait to be played. */
export const TF_PARADIGM_NAMES: { readonly [name: string]: string } = {
  "twilight-directive": "twilight-directive",
  "time-warp": "time-warp",
  "void-transference": "void-transference",
};

/** The id of a Twilight's Fall action card by its canonical name ("entangle" -> "tf-entangle"), else undefined. */
export function twilightsFallActionId(name: string): string | undefined {
  return ownValue(TF_ACTION_NAMES, name);
}

/** The id of a Twilight's Fall paradigm card by its canonical name, else undefined. */
export function twilightsFallParadigmId(name: string): string | undefined {
  return ownValue(TF_PARADIGM_NAMES, name);
}

/** The printed name (canonical form) of a Twilight's Fall card by its id ("tf-mr" -> "magmus-reactor"), else undefined. */
export function twilightsFallCardName(id: string): string | undefined {
  for (const table of [TF_ABILITY_NAMES, TF_UNIT_UPGRADE_NAMES, TF_ACTION_NAMES]) {
    for (const name of Object.keys(table)) if (table[name] === id) return name;
  }
  return undefined;
}
