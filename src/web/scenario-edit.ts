/**
 * Edits of a scenario (the JSON the command line reads), each giving a new
 * scenario and leaving the old one untouched, so undo is a list of scenarios.
 */
import { MAX_STACK_COUNT, resolveSystemRef, sameRef } from "../core/all";
import type { Galaxy, PlayerState, SystemRef } from "../core/all";
import type { Scenario } from "../scenario/scenario-schema";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type UnitStack = NonNullable<Scenario["units"]>[number];
export type Token = NonNullable<Scenario["tokens"]>[number];
type Ref = [number, number] | number;

const refOf = (ref: SystemRef): Ref => (typeof ref === "number" ? ref : [ref[0], ref[1]]);

/** Far more fleet tokens than a game has (16 of a player's own, and the Mahact keep others'). */
const MAX_FLEET_TOKENS = 100;

/** A fleet-token count as typed: a whole number from 0 to MAX_FLEET_TOKENS, or none (empty or not a number: not counted). */
export function fleetTokensFrom(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? Math.min(MAX_FLEET_TOKENS, Math.max(0, Math.floor(n))) : undefined;
}

/** Adds units; a stack of the same player, unit, system and planet grows instead (up to MAX_STACK_COUNT). */
export function addUnits(s: Scenario, add: { player: string; unit: string; system: SystemRef; planet?: string; count: number }): Scenario {
  const units = [...(s.units ?? [])];
  const at = units.findIndex((u) => u.player === add.player && u.unit === add.unit && sameRef(u.system, add.system) && u.planet === add.planet);
  if (at >= 0) {
    const old = units[at]!;
    units[at] = { ...old, count: Math.min(MAX_STACK_COUNT, (old.count ?? 1) + add.count) };
  } else {
    const stack: Mutable<UnitStack> = { player: add.player, unit: add.unit, system: refOf(add.system) };
    if (add.planet !== undefined) stack.planet = add.planet;
    if (add.count !== 1) stack.count = add.count;
    units.push(stack);
  }
  return { ...s, units };
}

/** Changes a stack's count (at most MAX_STACK_COUNT); a stack down to 0 is taken away. */
export function setUnitCount(s: Scenario, index: number, wanted: number): Scenario {
  const count = Math.min(MAX_STACK_COUNT, wanted);
  const units = [...(s.units ?? [])];
  const old = units[index];
  if (old === undefined) return s;
  if (count <= 0) units.splice(index, 1);
  else {
    const stack: Mutable<UnitStack> = { ...old, count };
    if (count === 1) delete stack.count;
    units[index] = stack;
  }
  return { ...s, units };
}

export function addToken(s: Scenario, token: { token: string; system: SystemRef; player?: string; faceDown?: boolean }): Scenario {
  const t: Mutable<Token> = { token: token.token, system: refOf(token.system) };
  if (token.player !== undefined) t.player = token.player;
  if (token.faceDown === true) t.faceDown = true;
  return { ...s, tokens: [...(s.tokens ?? []), t] };
}

/** The system a token points at (Void Tether: the system across the border). */
export function setTokenToward(s: Scenario, index: number, toward: SystemRef): Scenario {
  const tokens = [...(s.tokens ?? [])];
  const old = tokens[index];
  if (old === undefined) return s;
  tokens[index] = { ...old, toward: refOf(toward) };
  return { ...s, tokens };
}

export function removeToken(s: Scenario, index: number): Scenario {
  const tokens = [...(s.tokens ?? [])];
  tokens.splice(index, 1);
  return { ...s, tokens };
}

export function flipToken(s: Scenario, index: number): Scenario {
  const tokens = [...(s.tokens ?? [])];
  const old = tokens[index];
  if (old === undefined) return s;
  const t: Mutable<Token> = { ...old };
  if (old.faceDown === true) delete t.faceDown;
  else t.faceDown = true;
  tokens[index] = t;
  return { ...s, tokens };
}

export function setPlayer(s: Scenario, player: string, state: PlayerState): Scenario {
  const clean: Mutable<PlayerState> = {};
  if (state.faction !== undefined && state.faction !== "") clean.faction = state.faction;
  if (state.technologies !== undefined && state.technologies.length > 0) clean.technologies = [...state.technologies];
  if (state.fleetTokens !== undefined) clean.fleetTokens = state.fleetTokens;
  if (state.cards !== undefined && state.cards.length > 0) clean.cards = [...state.cards];
  if (state.planets !== undefined && state.planets.length > 0) clean.planets = [...state.planets];
  if (state.assimilatedFlagship !== undefined && state.assimilatedFlagship !== "") clean.assimilatedFlagship = state.assimilatedFlagship; // kept from a loaded scenario
  return { ...s, players: { ...(s.players ?? {}), [player]: clean as NonNullable<Scenario["players"]>[string] } };
}

/** A player takes another colour: their units, tokens and the activation follow. */
export function renamePlayer(s: Scenario, from: string, to: string): Scenario {
  if (from === to || s.players?.[to] !== undefined) return s;
  const players: NonNullable<Scenario["players"]> = {};
  for (const [name, p] of Object.entries(s.players ?? {})) players[name === from ? to : name] = p;
  const out: Scenario = {
    ...s,
    players,
    units: s.units?.map((u) => (u.player === from ? { ...u, player: to } : u)),
    tokens: s.tokens?.map((t) => (t.player === from ? { ...t, player: to } : t)),
  };
  if (s.active !== undefined && s.active.player === from) out.active = { ...s.active, player: to };
  return out;
}

/** Unseats a player with everything they own on the table. */
export function removePlayer(s: Scenario, player: string): Scenario {
  const players = { ...(s.players ?? {}) };
  delete players[player];
  const out: Scenario = {
    ...s,
    players,
    units: s.units?.filter((u) => u.player !== player),
    tokens: s.tokens?.filter((t) => t.player !== player),
  };
  if (s.active?.player === player) delete out.active;
  return out;
}

/** Twilight's Fall, the Thunder's Edge box's other game mode, or the base game. */
export function setTwilightsFall(s: Scenario, on: boolean): Scenario {
  const { mode: _, ...rest } = s;
  return on ? { ...rest, mode: "twilights-fall" } : rest;
}

export function setLaws(s: Scenario, laws: readonly string[]): Scenario {
  return { ...s, laws: [...laws] };
}

export function setEffects(s: Scenario, effects: readonly string[]): Scenario {
  if (s.active === undefined) return s;
  const active: NonNullable<Scenario["active"]> = { player: s.active.player, system: s.active.system };
  if (effects.length > 0) active.effects = [...effects];
  return { ...s, active };
}

/** Activates a system for a player, keeping the effects chosen for the action. */
export function activate(s: Scenario, player: string, system: SystemRef): Scenario {
  if (s.active !== undefined && s.active.player === player && sameRef(s.active.system, system)) return s;
  const active: NonNullable<Scenario["active"]> = { player, system: refOf(system) };
  if (s.active?.effects !== undefined && s.active.effects.length > 0) active.effects = [...s.active.effects];
  return { ...s, active };
}

/**
 * Puts a system tile on a hex (a map string's home-system slot, or over the system there). Pieces that named
 * the tile it replaces by its number now name the hex, so they stay where they lie.
 */
export function placeSystem(s: Scenario, tile: number, at: readonly [number, number], replaced?: number): Scenario {
  const systems = (s.systems ?? []).filter((x) => !(x.hex[0] === at[0] && x.hex[1] === at[1]));
  const out: Scenario = { ...s, systems: [...systems, { tile, hex: [at[0], at[1]] }] };
  if (replaced === undefined) return out;
  const named = (ref: SystemRef | undefined): boolean => ref === replaced;
  const here = (ref: SystemRef): Ref => (named(ref) ? [at[0], at[1]] : refOf(ref));
  out.units = s.units?.map((u) => (named(u.system) ? { ...u, system: here(u.system) } : u));
  out.tokens = s.tokens?.map((t) => (named(t.system) || named(t.toward) ? { ...t, system: here(t.system), ...(t.toward === undefined ? {} : { toward: here(t.toward) }) } : t));
  if (s.active !== undefined && named(s.active.system)) out.active = { ...s.active, system: here(s.active.system) };
  return out;
}

export function setMap(s: Scenario, map: string): Scenario {
  return { ...s, map };
}

/** Whether a system named on the table is missing from the galaxy (a new map string left it out). */
function offTheMap(galaxy: Galaxy, ref: SystemRef | undefined): boolean {
  if (ref === undefined) return false;
  const found = resolveSystemRef(galaxy, ref, "");
  return "problem" in found && found.problem.kind === "unknown-system";
}

/** The units and tokens on systems that are not on the map. */
export function piecesOffTheMap(s: Scenario, galaxy: Galaxy): number {
  const units = (s.units ?? []).filter((u) => offTheMap(galaxy, u.system)).length;
  return units + (s.tokens ?? []).filter((t) => offTheMap(galaxy, t.system) || offTheMap(galaxy, t.toward)).length;
}

/** Takes the pieces on systems not on the map off the table, and an activation of such a system. */
export function withoutPiecesOffTheMap(s: Scenario, galaxy: Galaxy): Scenario {
  const out: Scenario = {
    ...s,
    units: s.units?.filter((u) => !offTheMap(galaxy, u.system)),
    tokens: s.tokens?.filter((t) => !offTheMap(galaxy, t.system) && !offTheMap(galaxy, t.toward)),
  };
  if (s.active !== undefined && offTheMap(galaxy, s.active.system)) delete out.active;
  return out;
}

const ORDER: readonly (keyof Scenario)[] = ["name", "description", "map", "systems", "players", "units", "tokens", "laws", "active", "switches"];

/** The scenario in the file order of the examples, empty lists and absent fields left out. */
export function tidyScenario(s: Scenario): Scenario {
  const out: Record<string, unknown> = {};
  for (const key of ORDER) {
    const value = s[key];
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === "players" && Object.keys(value as object).length === 0) continue;
    out[key] = value;
  }
  return out as Scenario;
}
