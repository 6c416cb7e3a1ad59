/**
 * Ids the core knows besides units and tiles: every technology of the base
 * game, Prophecy of Kings and Codex (as the TI4 TTPG mods name their cards,
 * TI4-TTPG-TS src/lib/tech-lib/data/tech.data.ts), the cards and one-off
 * effects that change movement, and the laws that do. An id outside these
 * lists gets a diagnostic, so that a misspelling never vanishes silently.
 */
import { OPTIONAL_EFFECTS } from "./optional-effects";
import { MOVEMENT_LAWS } from "./movement-laws";
import { ABILITIES_AS_TECHNOLOGIES, MOVEMENT_TECHNOLOGIES } from "./movement-technologies";
import { TF_UNIT_UPGRADE_CARDS } from "../units/data/tf-units";
import { TF_ACTION_CARDS, TF_PARADIGMS } from "./optional-effects";

/** Technologies that do not change movement, known so that they pass without a word. */
const OTHER_TECHNOLOGIES: readonly string[] = [
  "assault-cannon", "bioplasmosis", "chaos-mapping", "dacxive-animators", "destroyer-ii", "dimensional-splicer",
  "duranium-armor", "e-res-siphons", "fleet-logistics", "graviton-laser-system", "hegemonic-trade-policy",
  "hyper-metabolism", "impulse-core", "infantry-ii", "inheritance-systems", "instinct-training", "integrated-economy",
  "l4-disruptors", "letani-warrior-ii", "magen-defense-grid", "mageon-implants", "mirror-computing", "neural-motivator",
  "neuroglaive", "noneuclidean-shielding", "nullification-field", "pds-ii", "plasma-scoring", "production-biomes",
  "quantum-datahub-node", "salvage-operations", "sarween-tools", "space-dock-ii", "spec-ops-ii", "transit-diodes",
  "transparasteel-plating", "valefar-assimilator-x", "valefar-assimilator-y", "valkyrie-particle-weave", "war-sun",
  "valefar-assimilator-z", // Thunder's Edge: what it copies is the player's assimilatedFlagship
  "wormhole-generator", "x89-bacterial-weapon", "yin-spinner",
  // Prophecy of Kings
  "ai-development-algorithm", "biostims", "crimson-legionnaire-ii", "dark-energy-tap",
  "genetic-recombination", "hel-titan-ii", "pre-fab-arcologies", "predictive-intelligence", "psychoarchaeology",
  "scanlink-drone-network", "self-assembly-routines", "sling-relay", "strike-wing-alpha-ii", "supercharge",
  "temporal-command-suite", "voidwatch", "vortex",
  // Codex
  "agency-supply-network", "iihq-modernization",
];

/**
 * Twilight's Fall abilities (AsyncTI4's ids, TWILIGHTS-FALL.md section 3) that change nothing in the active
 * player's Move Ships: moves made off the active player's turn or outside Move Ships (Survival Instinct, Foresight,
 * Courier Transport's structures, Valkyrie Vanguard's ground forces, Bioplasmosis, Antimatter's retreats), a second
 * action (Fleet Logistics), unit abilities lost (Smothering Presence: move and capacity are no abilities).
 */
const TF_OTHER_ABILITIES: readonly string[] = [
  "tf-survivalinstinct", "tf-foresight", "tf-couriertransport", "tf-valkyrie", "tf-bio", "tf-fl", "tf-smotheringpresence", "antimatter",
];

/** Twilight's Fall unit upgrade cards with no move, capacity or passage text (section 2.2): PDS, infantry, mech cards. */
const TF_OTHER_UNIT_UPGRADES: readonly string[] = [
  "tf-heltitan", "tf-justicerrail", "tf-keepermatrix", "tf-lataniwarrior", "tf-yinclone", "tf-yssarilinfantry",
  "tf-eidolonlandwaster", "tf-eidolonterminus", "tf-valefarprime",
];

/**
 * Twilight's Fall cards played or held that change no reach (sections 4 and 5), known so they pass without a word:
 * action cards of combat, placement or ability moves (Magnificence, Rise, Timestop, ...; Flux and Ignis act through
 * the command token they place, read where it lies), and the genomes and paradigms of the mode's own ids.
 */
const TF_OTHER_PLAYED: readonly string[] = [
  "tf-magnificence", "tf-flux", "tf-ignis", "tf-feint", "tf-meteor", "tf-rise", "tf-unravel", "tf-timestop", "tf-stasis",
  "tf-trine", "tf-converge", "tf-spark", "tf-lash", "tf-atomize", "tf-starflare", "tf-locust", "tf-pax", "tf-divinity",
  "tf-hardlight", "tf-meddle", "tf-meld",
  "experimentalagent", "hyperagent", "researchagent", "valiantagent",
  "brilliancehero", "devourhero", "sanctionhero", "voicehero", "witchinghero", "forgehero", "poisonhero", "eternityhero",
  "lawshero", "eventhero",
];

export const KNOWN_TECHNOLOGIES: readonly string[] = [...MOVEMENT_TECHNOLOGIES, ...OTHER_TECHNOLOGIES, ...ABILITIES_AS_TECHNOLOGIES, ...TF_OTHER_ABILITIES];

/** One-off effects a player may use for a tactical action (`active.effects`). */
export const KNOWN_EFFECTS: readonly string[] = [
  ...OPTIONAL_EFFECTS,
  "circlet-of-the-void",
  "ceasefire",
  "heavens-eye",
  "te-warfare", // Thunder's Edge Warfare: activate a system holding your own command token (range/move-range)
  ...TF_ACTION_CARDS,
  ...TF_PARADIGMS,
  ...TF_OTHER_PLAYED,
];

/**
 * Cards a player may hold (`players.<p>.cards`): those that change movement,
 * and technologies and breakthroughs, which tables may list among cards.
 */
export const KNOWN_CARDS: readonly string[] = [...KNOWN_EFFECTS, ...KNOWN_TECHNOLOGIES, ...TF_UNIT_UPGRADE_CARDS, ...TF_OTHER_UNIT_UPGRADES];

export const KNOWN_LAWS: readonly string[] = MOVEMENT_LAWS;

/** Relics that change movement: the tables read them in a player's area, among their cards. */
export const MOVEMENT_RELICS: readonly string[] = ["dominus-orb", "circlet-of-the-void"];
