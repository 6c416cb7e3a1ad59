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
import { OPTIONAL_EFFECTS, SINGLE_TARGET } from "../state/optional-effects";
import { grantsPassage } from "./aetherpassage";

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
    if (name !== activePlayer && grantsPassage(seat) && hasUnitsOnTheBoard(state, name)) {
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
