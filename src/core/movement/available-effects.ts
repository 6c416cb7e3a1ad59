/**
 * Optional effects the active player could still choose for this action:
 * held cards not yet played, exhaustible technologies not yet used, and the
 * effects that target one ship or one system (which a report never assumes).
 */
import { playerState } from "../state/players";
import { playerSeats } from "../state/player-seats";
import type { PlayerSeats } from "../state/player-seats";
import { canonicalId, canonicalList, factionFamily } from "../ids";
import { hasUnits } from "../state/check-state";
import { contains } from "../lists";
import type { TableState } from "../state/table-state";

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
];

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
export const OPTIONAL_EFFECTS: readonly string[] = [...MOVE_BONUS_EFFECTS, ...PATH_EFFECTS, "dominus-orb", "rescue"];

/** Each optional effect's place in OPTIONAL_EFFECTS, and whether it targets one ship or one system, by that place. */
const EFFECT_AT: ReadonlyMap<string, number> = new Map(OPTIONAL_EFFECTS.map((id, i): [string, number] => [id, i]));
const SINGLE_TARGET_AT: readonly boolean[] = OPTIONAL_EFFECTS.map((id) => contains(SINGLE_TARGET, id));

/**
 * `seats`: each player's technologies and cards as canonical ids, read once
 * per report (the report passes its table facts' seats).
 */
export function availableEffects(state: TableState, seats: PlayerSeats = playerSeats(state)): string[] {
  const active = state.active;
  if (active === undefined) return [];
  const held = markEffects(seats.seat(active.player).holdings);
  const used = markEffects(canonicalList(active.effects));
  // Tempesta's Ionian Fuel Refinery belongs to whoever controls Tempesta.
  if (controlsTempesta(state, active.player)) held[EFFECT_AT.get("ionian-fuel-refinery") as number] = true;
  // Cosmic Phenomenae (event in play): every player may take its extra +1 out of a gravity rift.
  if (contains(canonicalList(state.laws), "cosmic-phenomenae")) held[EFFECT_AT.get("cosmic-phenomenae") as number] = true;
  offeredByTheEmpyrean(state, seats, active.player, held);
  // Incursion: the Crimson Rebellion may flip a breach in the system it activates (where one lies face down).
  if (factionFamily(seats.seat(active.player).faction) === "crimson" && hasInactiveBreach(state)) held[EFFECT_AT.get("incursion") as number] = true;
  const out: string[] = [];
  for (let i = 0; i < OPTIONAL_EFFECTS.length; i++) {
    const isHeld = held[i] === true;
    const isUsed = used[i] === true;
    if (SINGLE_TARGET_AT[i] === true ? isHeld || isUsed : isHeld && !isUsed) out.push(OPTIONAL_EFFECTS[i] as string);
  }
  return out;
}

/**
 * What the Empyrean gives the player who activates. Aetherstream: "After you or one of your neighbors
 * activates a system that is adjacent to an anomaly, you may apply +1 ..." (its holder decides; whether they
 * are neighbours is the players' to say). Aetherpassage, the faction's ability: "After a player activates a
 * system, you may allow that player to move their ships through systems that contain your ships."
 */
function offeredByTheEmpyrean(state: TableState, seats: PlayerSeats, activePlayer: string, held: boolean[]): void {
  for (const name of seats.names) {
    const seat = seats.seat(name);
    if (contains(seat.technologies, "aetherstream")) held[EFFECT_AT.get("aetherstream") as number] = true;
    // Offered only while the Empyrean has units on the board: with none it opens nothing (and costs a search).
    if (name !== activePlayer && seat.faction !== undefined && factionFamily(seat.faction) === "empyrean" && hasUnitsOnTheBoard(state, name)) {
      held[EFFECT_AT.get("aetherpassage") as number] = true;
    }
  }
}

function hasInactiveBreach(state: TableState): boolean {
  const tokens = state.tokens;
  if (tokens !== undefined) for (const t of tokens) if (t.faceDown === true && canonicalId(t.token) === "breach") return true;
  return false;
}

function hasUnitsOnTheBoard(state: TableState, player: string): boolean {
  const units = state.units;
  if (units !== undefined) for (const stack of units) if (stack.player === player && hasUnits(stack)) return true;
  return false;
}

/** The optional effects among canonical ids, marked by their place in OPTIONAL_EFFECTS. */
function markEffects(ids: readonly string[]): boolean[] {
  const marks: boolean[] = [];
  for (const id of ids) {
    const at = EFFECT_AT.get(id);
    if (at !== undefined) marks[at] = true;
  }
  return marks;
}

function controlsTempesta(state: TableState, player: string): boolean {
  const planets = playerState(state, player)?.planets;
  if (planets !== undefined) for (const planet of planets) if (canonicalId(planet) === "tempesta") return true;
  return false;
}
