/**
 * Threats: who can reach a system. A ship group of player P threatens the
 * system exactly when P's own activation report of that system, on the same
 * table, says it reaches (every movement rule, lock, blocker and effect counts
 * as it does for P), by the same path, entered systems and rolls. P must be
 * able to activate the system: not with P's own command token there [5.2]
 * (Thunder's Edge Warfare aside). `round: "next"` first lifts every command
 * token from the board, as the status phase returns them [Status Phase, step
 * 6: "Remove command tokens"]. Like the report, it answers with a value and
 * never throws.
 */
import type { Diagnostic } from "../diagnostics";
import type { Galaxy } from "../galaxy/galaxy-types";
import { namedHexOf, resolveSystemRef, systemRefOf } from "../galaxy/system-ref";
import { spiralFromHex } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import { canonicalId, factionFamily } from "../ids";
import { contains } from "../lists";
import { inReportOrder } from "../report/activation-report";
import { survivalOf } from "../report/rift-odds";
import { planTransport } from "../transport/transport-plan";
import { settledReach } from "../transport/settled-transport";
import type { TransportPlan } from "../transport/transport-plan";
import type { ReportOptions } from "../report/activation-report";
import { readPosition, thrownFailure } from "../report/read-position";
import type { Position } from "../report/read-position";
import { prepareAction } from "../movement/action-setup";
import type { ActionSetup } from "../movement/action-setup";
import { actionReach } from "../movement/action-reach";
import type { ShipsReach } from "../movement/reach-ships";
import { shipGroups } from "../movement/ship-groups";
import type { ShipGroup } from "../movement/ship-groups";
import { usableRules } from "../rules/custom-rule";
import type { CustomRule } from "../rules/custom-rule";
import type { SystemRef, TableState } from "../state/table-state";
import { mayActivate } from "./may-activate";
import { spaceCannonAt } from "../arrival/space-cannon";
import type { SpaceCannonShot } from "../arrival/space-cannon";
import { adjacencyRulesFor } from "../galaxy/adjacency-rules";

/** Options of `threats`: the defender, and the report's own options. */
export interface ThreatOptions extends ReportOptions {
  /** The player whose system it is: their own groups are not listed. Without one, every player's groups are. */
  readonly defender?: string;
  /** This round, or the next one (every command token lifted first). */
  readonly round?: "this" | "next";
}

/** One ship group that could move into the system. */
export interface Threat {
  readonly player: string;
  readonly unit: string;
  readonly name: string;
  readonly from: SystemRef;
  readonly count: number;
  readonly move: number;
  readonly path: readonly SystemRef[];
  readonly entered: number;
  readonly rolls: number;
  /** The chance one ship of the group comes through the path's gravity-rift rolls [41]. */
  readonly survival: number;
}

/** What one player could bring in. */
export interface PlayerThreat {
  readonly player: string;
  /** Ships that could move in. */
  readonly ships: number;
  /** What those ships could transport in, by that player's transport plan. */
  readonly canBring: { readonly fighters: number; readonly groundForces: number };
}

/**
 * Who can reach a system this round and next, by which path, and what space cannon fires at ships
 * arriving there.
 */
export interface Threats {
  readonly system: SystemRef;
  readonly hex: readonly [number, number];
  readonly defender?: string;
  readonly round: "this" | "next";
  readonly threats: readonly Threat[];
  readonly byPlayer: readonly PlayerThreat[];
  /** The defender's units (every player's without one) that could fire SPACE CANNON at ships arriving [77]. */
  readonly spaceCannon: readonly SpaceCannonShot[];
  readonly diagnostics: readonly Diagnostic[];
}

/** The answer of `threats`: the threats, or the problem that stopped them, with diagnostics either way. */
export type ThreatsResult = { readonly ok: true; readonly threats: Threats } | { readonly ok: false; readonly problem: Diagnostic; readonly diagnostics: readonly Diagnostic[] };

/** Threats list only the groups that reach: the effects a player holds but has not used are not asked about. */
const NO_HELD_EFFECTS: readonly string[] = [];

/** Who could move ships into `system`, this round or next. */
export function threats(input: TableState, system: SystemRef, options: ThreatOptions = {}): ThreatsResult {
  try {
    return threatsOf(input, system, typeof options === "object" && options !== null ? options : {});
  } catch (e) {
    return thrownFailure("the threats", e);
  }
}

function threatsOf(input: TableState, system: SystemRef, options: ThreatOptions): ThreatsResult {
  const round = options.round === "next" ? "next" : "this";
  const read = readPosition(input, options);
  if (!read.ok) return read;
  const { galaxy, diagnostics } = read.position;
  const where = resolveSystemRef(galaxy, system, "threats");
  if ("problem" in where) return { ok: false, problem: where.problem, diagnostics: [...diagnostics, where.problem] };
  const key = where.key;
  const position = positionOf(read.position, round, options);
  if (position === undefined) return { ok: true, threats: answerFor(galaxy, key, options.defender, round, [], [], [], diagnostics) };
  const base = position.state;
  // [77] The space cannon that would meet any ships arriving: no arriving player's cards count.
  const cannonRules = adjacencyRulesFor({ ...base, active: undefined }, galaxy, { switches: options.switches });
  const cannon = spaceCannonAt({ galaxy, facts: position.facts, activeKey: key, only: options.defender, rules: cannonRules, switches: options.switches }).spaceCannon;

  // Each attacker's own report, as far as threats need it: the table read once, then per player the report's
  // own steps (its action setup, its reach search, its transport plan when ships reach), so each threat is
  // what that report says.
  const { rules } = usableRules(options.rules);
  const found: Threat[] = [];
  const byPlayer: PlayerThreat[] = [];
  for (const player of attackers(position, key, options.defender)) {
    const attack = attackerReach(position, player, key, options, rules, shipGroups(position.facts, player));
    if (attack === undefined) continue;
    const { setup } = attack;
    const { reach, plan } = settledReach(setup, attack.reach);
    let ships = 0;
    for (const r of inReportOrder(galaxy, reach.groups)) {
      if (r.path === undefined || r.path.entered === 0) continue;
      const rolls = r.path.rolls;
      const path = r.path.systems.map((k) => systemRefOf(galaxy, k));
      found.push({ player, unit: r.group.id, name: r.group.type.name, from: systemRefOf(galaxy, r.group.start), count: r.group.count, move: r.move, path, entered: r.path.entered, rolls, survival: survivalOf(rolls) });
      ships += r.group.count;
    }
    if (ships > 0) byPlayer.push({ player, ships, canBring: carried(plan ?? planTransport(setup, reach)) });
  }
  return { ok: true, threats: answerFor(galaxy, key, options.defender, round, found, byPlayer, cannon, diagnostics) };
}

/**
 * `player`'s own report of `key` as far as threats need it: its action setup and its reach search, without
 * explanations of the groups that do not reach; undefined when the action has no meaning.
 */
function attackerReach(
  position: Position,
  player: string,
  key: HexKey,
  options: ReportOptions,
  rules: readonly CustomRule[],
  groups: readonly ShipGroup[],
): { setup: ActionSetup; reach: ShipsReach } | undefined {
  const hex = namedHexOf(position.galaxy, key);
  const setup = prepareAction(playerActivating(position.state, player, [hex.q, hex.r]), position.galaxy, position.facts, { switches: options.switches ?? {}, rules });
  if ("kind" in setup) return undefined;
  return actionReach(setup, position.galaxy, groups, NO_HELD_EFFECTS, false);
}

function answerFor(
  galaxy: Galaxy,
  key: HexKey,
  defender: string | undefined,
  round: "this" | "next",
  found: Threat[],
  byPlayer: PlayerThreat[],
  spaceCannon: readonly SpaceCannonShot[],
  diagnostics: readonly Diagnostic[],
): Threats {
  const hex = namedHexOf(galaxy, key);
  const place = { system: systemRefOf(galaxy, key), hex: [hex.q, hex.r] as const };
  const whose = defender === undefined ? place : { ...place, defender };
  return { ...whose, round, threats: found, byPlayer, spaceCannon, diagnostics };
}

/**
 * The table as it stands in `round`: this round as read, or the next with every command token lifted
 * ([Status phase] they return to their owners); the galaxy is the same.
 */
function positionOf(read: Position, round: "this" | "next", options: ReportOptions): Position | undefined {
  if (round === "this") return read;
  const next = readPosition(withoutCommandTokens(read.state), { ...options, galaxy: read.galaxy });
  return next.ok ? next.position : undefined;
}

/**
 * The players other than the defender who may activate `key` [5.2], in the order the table first names them
 * (`players`: the table's players, when already read).
 */
function attackers(position: Position, key: HexKey, defender: string | undefined, players: readonly string[] = playersOf(position.state)): string[] {
  return players.filter((player) => player !== defender && mayActivate(position.state, position.galaxy, position.facts, player, key));
}

/** Every player the table seats or whose units it holds, in the order first named. */
function playersOf(state: TableState): string[] {
  const out: string[] = [];
  for (const p of Object.keys(state.players ?? {})) if (!contains(out, p)) out.push(p);
  for (const u of state.units ?? []) if (typeof u.player === "string" && !contains(out, u.player)) out.push(u.player);
  return out;
}

/** The table with `player` activating `system`: their effects in use count when they are the table's active player. */
function playerActivating(state: TableState, player: string, system: [number, number]): TableState {
  const active = state.active;
  const effects = active !== undefined && active.player === player ? active.effects : undefined;
  return { ...state, active: effects === undefined ? { player, system } : { player, system, effects } };
}

/** [Status phase] every command token on the board goes back to its owner. */
function withoutCommandTokens(state: TableState): TableState {
  const tokens = state.tokens;
  if (tokens === undefined) return state;
  return { ...state, tokens: tokens.filter((t) => canonicalId(t.token) !== "command") };
}

/** What the transport plan brings in, fighters and ground forces apart (each of `count` identical ships carries its own). */
function carried(plan: TransportPlan): { fighters: number; groundForces: number } {
  let fighters = 0;
  let groundForces = 0;
  for (const p of plan.ships) {
    if (p.own) continue;
    for (const c of p.carries) {
      if (canonicalId(c.units.id) === "fighter") fighters += c.count * p.count;
      else groundForces += c.count * p.count;
    }
  }
  return { fighters, groundForces };
}

/** One system of the defender's: how many enemy ships of each player could move in, this round and next. */
export interface ThreatenedSystem {
  readonly system: SystemRef;
  readonly hex: readonly [number, number];
  /** Why it is listed: the defender's units are there, or it is their home system. */
  readonly holds: "units" | "home" | "units-and-home";
  readonly thisRound: readonly { readonly player: string; readonly ships: number }[];
  readonly nextRound: readonly { readonly player: string; readonly ships: number }[];
}

/**
 * The answer of `threatMap`: every system of the defender with who can reach it, or the problem that
 * stopped it.
 */
export type ThreatMapResult =
  | { readonly ok: true; readonly defender: string; readonly systems: readonly ThreatenedSystem[]; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly problem: Diagnostic; readonly diagnostics: readonly Diagnostic[] };

/**
 * The whole table at a glance for `defender`: each system holding their units,
 * and their home system, with the enemy ships that could move in this round
 * and next round (the threats above, counted per player).
 */
export function threatMap(input: TableState, defender: string, options: ReportOptions = {}): ThreatMapResult {
  try {
    const read = readPosition(input, typeof options === "object" && options !== null ? options : {});
    if (!read.ok) return read;
    const { galaxy, facts, diagnostics } = read.position;
    const seat = facts.seats.seat(defender);
    const held: HexKey[] = [];
    for (const u of facts.units) if (u.player === defender && !contains(held, u.system)) held.push(u.system);
    const family = seat.faction === undefined ? undefined : factionFamily(seat.faction);
    const homes: HexKey[] = [];
    if (family !== undefined) galaxy.systems.forEach((s, key) => {
      if (s.home !== undefined && factionFamily(s.home) === family) homes.push(key);
    });
    const keys = [...held];
    for (const h of homes) if (!contains(keys, h)) keys.push(h);
    // In map-string order: the centre, then ring by ring.
    const spiral = (key: HexKey): number => spiralFromHex(namedHexOf(galaxy, key));
    keys.sort((a, b) => spiral(a) - spiral(b));
    // Counting ships needs only each player's reach decision (the report's own: reachShips), not their transport
    // plan: the table is read once per round, then one search per player and system.
    const { rules } = usableRules(options.rules);
    const positions = { this: read.position, next: positionOf(read.position, "next", options) };
    // Each player's ship groups, once per round.
    const groupsOf = new Map<string, readonly ShipGroup[]>();
    const groups = (round: "this" | "next", position: Position, player: string): readonly ShipGroup[] => {
      const id = `${round} ${player}`;
      let found = groupsOf.get(id);
      if (found === undefined) {
        found = shipGroups(position.facts, player);
        groupsOf.set(id, found);
      }
      return found;
    };
    // Ships of one player that could move into one system in one round.
    const shipsOf = (key: HexKey, round: "this" | "next", position: Position, player: string): number => {
      const found = attackerReach(position, player, key, options, rules, groups(round, position, player));
      let ships = 0;
      // A ship that reaches only with a load it cannot be given (Tizona) is settled as the report settles it.
      const settled = found === undefined ? [] : settledReach(found.setup, found.reach).reach.groups;
      for (const r of settled) if (r.path !== undefined && r.path.entered > 0) ships += r.group.count;
      return ships;
    };
    const thisRound = new Map<string, number>();
    const players = playersOf(read.position.state); // the same players both rounds: only command tokens go
    const counted = (key: HexKey, round: "this" | "next"): { player: string; ships: number }[] => {
      const position = positions[round];
      if (position === undefined) return [];
      const out: { player: string; ships: number }[] = [];
      for (const player of attackers(position, key, defender, players)) {
        // A player with no command token on the board this round moves next round as now: the status phase
        // lifts only command tokens, and only a player's own tokens change their moves (locks [58.4c]). Mod
        // authors' rules may read any token: with them, every round is searched.
        const same = round === "next" && rules.length === 0 && (read.position.facts.commandTokens.get(player) ?? []).length === 0;
        const known = same ? thisRound.get(`${key} ${player}`) : undefined;
        const ships = known !== undefined ? known : shipsOf(key, round, position, player);
        if (round === "this") thisRound.set(`${key} ${player}`, ships);
        if (ships > 0) out.push({ player, ships });
      }
      return out;
    };
    const systems = keys.map((key): ThreatenedSystem => {
      const hex = namedHexOf(galaxy, key);
      const isHome = contains(homes, key);
      const holds = contains(held, key) ? (isHome ? "units-and-home" : "units") : "home";
      return { system: systemRefOf(galaxy, key), hex: [hex.q, hex.r], holds, thisRound: counted(key, "this"), nextRound: counted(key, "next") };
    });
    return { ok: true, defender, systems, diagnostics };
  } catch (e) {
    return thrownFailure("the threat map", e);
  }
}
