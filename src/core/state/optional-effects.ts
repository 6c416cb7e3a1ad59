/**
 * The optional effects a scenario or a table may name (cards and technologies a
 * player holds and may use during movement), as canonical ids.
 */

/** Effects that change move values. */
export const MOVE_BONUS_EFFECTS: readonly string[] = [
  "gravity-drive",
  "flank-speed",
  "aetherstream",
  "captain-mendosa",
  "ionian-fuel-refinery", // Tempesta's legendary planet ability: +1 to one ship
  "imperator", // Winnu breakthrough: +1 to one ship when the active system holds a legendary planet
  "cosmic-phenomenae", // the event: another +1 for any ship moving out of a gravity rift (removed on 5 or lower)
];

/**
 * Twilight's Fall action cards that change this movement, played after the activation (`active.effects`;
 * AsyncTI4's ids, `tf-command1` and `tf-command2` being one card): Command (+1 to each of your ships, and
 * into and through asteroid fields), Vault (ignore the effects of anomalies), Cloak (through systems with
 * other players' ships; no SPACE CANNON against your ships), Entangle (alpha, beta and gamma systems and
 * gravity rifts all adjacent). Read when played; held, offered as what would let a ship reach (PATH_EFFECTS).
 */
export const TF_ACTION_CARDS: readonly string[] = ["tf-command", "tf-vault", "tf-cloak", "tf-entangle"];

/** Effects that change paths: passage, adjacency or rift rolls. */
export const PATH_EFFECTS: readonly string[] = [
  "nav-suite",
  "lost-star-chart",
  "emissary-taivra",
  "spatial-conduit-cylinder",
  "in-the-silence-of-space",
  "crucible",
  "aetherpassage",
  "myru-vos", // Firmament agent: ships that transport nothing may pass other players' ships
  "incursion", // Crimson Rebellion: the active system's inactive breach flipped active
  ...TF_ACTION_CARDS, // held: offered as what would let a ship reach
];

/** Path effects that also add to every ship's move: Command (Twilight's Fall action card), +1. */
export const PATH_EFFECT_BONUS: { readonly [id: string]: number } = { "tf-command": 1 };

/** Effects that act on one ship or one system: always offered, never assumed (the report says which ship needs one). */
export const SINGLE_TARGET: readonly string[] = [
  "gravity-drive",
  "captain-mendosa",
  "in-the-silence-of-space",
  "ionian-fuel-refinery",
  "imperator",
  "rescue", // action card: 1 of your ships into the active system from any system without your command token
  "cosmic-phenomenae", // chosen ship by ship, for the risk of its roll
];

/**
 * Technologies used by exhausting them: lying exhausted (face down on the
 * tables) they are spent for the round and offer nothing. Spatial Conduit
 * Cylinder: "You may exhaust this card after you activate a system ...".
 */
export const EXHAUST_TO_USE: readonly string[] = ["spatial-conduit-cylinder"];

/** Cards and technologies that count as available while held and unused. */
export const OPTIONAL_EFFECTS: readonly string[] = [...MOVE_BONUS_EFFECTS, ...PATH_EFFECTS, "dominus-orb", "rescue", "twilight-directive"];

/**
 * Twilight's Fall paradigms that change this movement (`active.effects` once in play; held, Twilight Directive is
 * offered to a locked ship as Dominus Orb is): Twilight Directive (ACTION: remove all your command tokens from the
 * board), Time Warp (this round your flagship and what it carries move out of systems with your command tokens),
 * Void Transference (this round the fleet pool limits none of your ships). Their texts are the base heroes'
 * (TWILIGHTS-FALL.md section 4.2, open item 8). Limit Genome (a tactical action that places no command token) is
 * known and changes nothing in the movement it starts.
 */
export const TF_PARADIGMS: readonly string[] = ["twilight-directive", "time-warp", "void-transference", "limit-genome"];
