/**
 * The switches that decide how the active player's ships move during this
 * tactical action, read from their technologies, faction, cards, the laws in
 * play and the effects they use. Each names the rule or card it implements.
 */
import type { TableState } from "../state/table-state";
import { playerSeats } from "../state/player-seats";
import type { PlayerSeats } from "../state/player-seats";
import { canonicalList, factionFamily } from "../ids";
import { contains } from "../lists";
import type { RuleSwitches } from "../state/rule-switches";
import type { UnitType } from "../units/unit-types";

export interface MovementRules {
  readonly player: string;
  readonly faction: string | undefined;
  readonly technologies: readonly string[];
  /** Antimass Deflectors: move into and through asteroid fields. */
  readonly antimass: boolean;
  /** Gashlai Physiology (Muaat): move through supernovas. */
  readonly gashlai: boolean;
  /** Magmus Reactor (Muaat): move into supernovas. */
  readonly magmus: boolean;
  /** Voidborn (Empyrean): nebulae do not affect movement. */
  readonly voidborn: boolean;
  /** Shared Research (law): every player's units can move through nebulae. */
  readonly sharedResearch: boolean;
  /** Nav Suite: ignore the effect of anomalies (no rift bonus, no roll). */
  readonly navSuite: boolean;
  /** Circlet of the Void: no rift rolls; other anomalies do not affect movement. */
  readonly circlet: boolean;
  /** Crucible: no rift rolls; +1 more for a ship that moves out of or through a rift. */
  readonly crucible: boolean;
  /** Light/Wave Deflector: move through systems with other players' ships. */
  readonly lightWave: boolean;
  /** Aetherpassage (Empyrean, granted): move through systems with Empyrean ships. */
  readonly aetherpassage: boolean;
  /** Players with Aerie Hololattice: others cannot move through systems with their structures. */
  readonly hololatticeOwners: readonly string[];
  /** Ceasefire: the active player cannot move units into the active system. */
  readonly ceasefire: boolean;
  /**
   * Dominus Orb: move and transport units out of systems with the player's command tokens. Twilight Directive
   * (Twilight's Fall paradigm), played before this action: every one of their command tokens left the board.
   */
  readonly dominusOrb: boolean;
  /** Time Warp (Twilight's Fall paradigm) in play this round: the flagship and what it carries move out of systems with their command tokens. */
  readonly timeWarp: boolean;
  /** Void Transference (Twilight's Fall paradigm) in play this round: the fleet pool limits none of their ships. */
  readonly voidTransference: boolean;
  /** Flank Speed: +1 to every ship. */
  readonly flankSpeed: boolean;
  /** Wild, Wild Galaxy (event): Flank Speed gives +2 instead of +1. */
  readonly wildWildGalaxy: boolean;
  /** Aetherstream (Empyrean, granted): +1 to every ship if the active system is adjacent to an anomaly. */
  readonly aetherstream: boolean;
  /** Slipstream (Creuss): +1 to ships starting in the home system or an alpha or beta system. */
  readonly slipstream: boolean;
  /** Cloak (Twilight's Fall action card) played: no SPACE CANNON against the active player's ships. */
  readonly cloak: boolean;
  /** Command (Twilight's Fall action card) played: +1 to each of the active player's ships. */
  readonly command: boolean;
  /** Slipstream as Twilight's Fall prints it: ships starting in a system with any wormhole, not the home system. */
  readonly slipstreamAnyWormhole: boolean;
  /** Players holding Twilight's Fall's Dimensional Tear: systems with their space docks are gravity rifts. */
  readonly tearOwners: readonly string[];
  /** Resonance Generator (Crimson breakthrough): +1 to ships starting in the home system or a system with an active breach. */
  readonly resonanceGenerator: boolean;
  /** Al'Raith Ix Ianovar (Vuil'raith breakthrough): +1 to ships starting in the Fracture. */
  readonly alRaith: boolean;
  /** Call of the Void (event): +1 to every ship when the active system is in the Fracture. */
  readonly callOfTheVoid: boolean;
  /** Gravleash Maneuvers (Letnev breakthrough): non-fighter ships move as the fastest ship moving from their system. */
  readonly gravleash: boolean;
  /** Heaven's Eye's condition holds this action (effect "heavens-eye"): the flagship gets +1. */
  readonly heavensEye: boolean;
  /** Myru Vos (Firmament agent): ships that transport nothing may move through other players' ships. */
  readonly myruVos: boolean;
  /** Miniaturization (Ral Nel): any ship transports structures, which use no capacity. */
  readonly miniaturization: boolean;
  /** Age of Fighters (event): fighters counted against the fleet pool have capacity 1 (for ground forces). */
  readonly ageOfFighters: boolean;
  readonly switches: RuleSwitches;
}

export { MOVEMENT_TECHNOLOGIES } from "../state/movement-technologies";

/** Optional effects the active player holds but has not used: candidates for `requires`. */
export interface AvailableEffects {
  readonly ids: readonly string[];
}


function has(list: readonly string[], id: string): boolean {
  return contains(list, id);
}

/**
 * Whether a unit makes its system a gravity rift: the Vuil'raith Dimensional Tear (a space dock), or any
 * space dock of a holder of Twilight's Fall's Dimensional Tear ability.
 */
export function makesRift(u: { readonly player: string; readonly type: UnitType }, rules: MovementRules): boolean {
  if (u.type.makesRift === true) return true;
  return rules.tearOwners.length > 0 && (u.type.id === "space-dock" || u.type.replaces === "space-dock") && contains(rules.tearOwners, u.player);
}

/** `seats`: the state's players as the caller has read them (see TableFacts.seats). */
export function movementRulesFor(
  state: TableState,
  switches: RuleSwitches = {},
  extraEffects: readonly string[] = [],
  seats: PlayerSeats = playerSeats(state),
): MovementRules | undefined {
  const active = state.active;
  if (active === undefined) return undefined;
  const player = active.player;
  const { faction, technologies: techs, holdings } = seats.seat(player); // holdings: technologies and cards, where breakthroughs may be listed
  const family = factionFamily(faction);
  const effects = [...canonicalList(active.effects), ...canonicalList(extraEffects)];
  const laws = canonicalList(state.laws);
  const hololatticeOwners: string[] = [];
  for (const other of seats.names) if (other !== player && has(seats.seat(other).technologies, "aerie-hololattice")) hololatticeOwners.push(other);
  // Dimensional Tear (Twilight's Fall ability): systems with its holder's space docks are gravity rifts.
  const tearOwners: string[] = [];
  for (const name of seats.names) if (has(seats.seat(name).technologies, "tf-dimensionaltear")) tearOwners.push(name);
  return {
    player,
    faction,
    technologies: techs,
    // Into and through asteroid fields: Antimass Deflectors; Twilight's Fall's Wavelength, the Command card, and Nomadic
    // read with its older text (switch twilightsFallNomadicAsteroids).
    antimass:
      has(techs, "antimass-deflectors") || has(techs, "wavelength") || has(effects, "tf-command") || (has(techs, "tf-nomadic") && switches.twilightsFallNomadicAsteroids === true),
    // Magmus Reactor (TF): into and through supernovas; Prototype War Sun (TF) moving: the same for every ship moving with it.
    gashlai: family === "muaat" || has(techs, "gashlai-physiology") || has(techs, "tf-mr") || has(effects, "tf-pws-moves"),
    magmus: has(techs, "magmus-reactor") || has(techs, "tf-mr") || has(effects, "tf-pws-moves"),
    voidborn: family === "empyrean" || has(techs, "voidborn"),
    sharedResearch: has(laws, "shared-research"),
    navSuite: has(effects, "nav-suite"),
    // Circlet of the Void, a relic held among the cards; Vault (TF action card): "ignore the effects of anomalies" this movement.
    circlet: has(holdings, "circlet-of-the-void") || has(effects, "circlet-of-the-void") || has(effects, "tf-vault"),
    crucible: has(effects, "crucible") || has(techs, "tf-crucible"), // Crucible (TF ability): always, not played
    lightWave: has(techs, "light-wave-deflector") || has(effects, "tf-cloak"), // Cloak (TF action card): through other players' ships
    cloak: has(effects, "tf-cloak"),
    command: has(effects, "tf-command"),
    aetherpassage: has(effects, "aetherpassage"),
    hololatticeOwners,
    ceasefire: has(effects, "ceasefire"),
    dominusOrb: has(effects, "dominus-orb") || has(effects, "twilight-directive"),
    timeWarp: has(effects, "time-warp"),
    voidTransference: has(effects, "void-transference"),
    flankSpeed: has(effects, "flank-speed"),
    wildWildGalaxy: has(laws, "wild-wild-galaxy"),
    aetherstream: has(effects, "aetherstream"),
    slipstream: family === "creuss" || has(techs, "slipstream") || has(techs, "tf-slipstream"),
    // Slipstream (TF text): from a system with any wormhole, no home-system clause; the switch reads it as the Prophecy of Kings text.
    slipstreamAnyWormhole: has(techs, "tf-slipstream") && switches.twilightsFallSlipstreamAlphaBeta !== true && family !== "creuss" && !has(techs, "slipstream"),
    tearOwners,
    resonanceGenerator: has(holdings, "resonance-generator"),
    // Al'Raith Ix Ianovar; Planesplitter (Twilight's Fall ability) gives the same +1 from the Fracture.
    alRaith: has(holdings, "al-raith-ix-ianovar") || has(techs, "tf-planesplitter"),
    callOfTheVoid: has(laws, "call-of-the-void"),
    gravleash: has(holdings, "gravleash-maneuvers"),
    heavensEye: has(effects, "heavens-eye"),
    myruVos: has(effects, "myru-vos"),
    miniaturization: family === "ralnel" || has(holdings, "miniaturization"),
    ageOfFighters: has(laws, "age-of-fighters"),
    switches,
  };
}
