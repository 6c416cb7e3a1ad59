/**
 * The facts about units and tokens that movement needs, read once from the
 * table state: whose units are where, and where command tokens lie.
 */
import { playerState } from "../state/players";
import type { Diagnostic } from "../diagnostics";
import type { Galaxy } from "../galaxy/galaxy-types";
import { resolveSystemRef, systemNumberOf } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import { canonicalId } from "../ids";
import { isStackCount, MAX_STACK_COUNT } from "../limits";
import type { TableState } from "../state/table-state";
import type { UnitCatalogue } from "../units/unit-catalogue";
import { seatUnits } from "../units/seat-units";
import type { SeatUnit } from "../units/seat-units";
import type { UnitStats, UnitType } from "../units/unit-types";

export interface PlacedUnits {
  readonly player: string;
  readonly type: UnitType;
  readonly stats: UnitStats;
  /** As written in the input (before resolving to the faction's unit). */
  readonly id: string;
  readonly system: HexKey;
  readonly planet?: string;
  readonly count: number;
}

export interface SystemUnits {
  readonly key: HexKey;
  /** The system's number in the galaxy (see system-numbers). */
  readonly node: number;
  readonly units: readonly PlacedUnits[];
}

export interface TableFacts {
  /** Every known unit stack, in input order. */
  readonly units: readonly PlacedUnits[];
  /** The unit stacks in a system (none when it holds no units or is not on the map). */
  readonly unitsIn: (this: void, key: HexKey) => readonly PlacedUnits[];
  /** The same as a list, in the order the systems were first met (walked without a map's iterator). */
  readonly systems: readonly SystemUnits[];
  /** Systems holding each player's command tokens. */
  readonly commandTokens: ReadonlyMap<string, readonly HexKey[]>;
  /** Systems with a Dimensional Tear token (a gravity rift). */
  readonly riftTokens: readonly HexKey[];
  readonly diagnostics: readonly Diagnostic[];
}

export function playerTechnologies(state: TableState, player: string): string[] {
  const p = playerState(state, player);
  const out: string[] = [];
  if (p !== undefined && p.technologies !== undefined) for (const t of p.technologies) out.push(canonicalId(t));
  return out;
}

/**
 * Technologies and cards a player holds: where Thunder's Edge breakthroughs
 * may be listed (either list works), besides relics, promissory notes, agents.
 */
export function playerHoldings(state: TableState, player: string): string[] {
  const out = playerTechnologies(state, player);
  const p = state.players === undefined ? undefined : state.players[player];
  if (p !== undefined && p.cards !== undefined) for (const c of p.cards) out.push(canonicalId(c));
  return out;
}

export function playerFaction(state: TableState, player: string): string | undefined {
  const p = playerState(state, player);
  return p === undefined || p.faction === undefined ? undefined : canonicalId(p.faction);
}

/** The planet a stack stands on, when its system has it (else the units are in space; checkIds says so). */
function planetIn(galaxy: Galaxy, key: HexKey, planet: string | undefined): string | undefined {
  if (planet === undefined) return undefined;
  const id = canonicalId(planet);
  const system = galaxy.systems.get(key);
  return system !== undefined && system.planets.some((p) => p.id === id) ? id : undefined;
}

/**
 * Each (player, unit name) resolved once: the player's faction, holdings and
 * technologies read once per table, each name's meaning remembered with them.
 */
function unitResolver(state: TableState, catalogue: UnitCatalogue): (player: string, unit: string) => SeatUnit {
  const byPlayer = new Map<string, (this: void, unit: string) => SeatUnit>();
  return (player, unit) => {
    let seat = byPlayer.get(player);
    if (seat === undefined) {
      seat = seatUnits(catalogue, { faction: playerFaction(state, player), holdings: playerHoldings(state, player), technologies: playerTechnologies(state, player) });
      byPlayer.set(player, seat);
    }
    return seat(unit);
  };
}

export function readTableFacts(state: TableState, galaxy: Galaxy, catalogue: UnitCatalogue): TableFacts {
  const diagnostics: Diagnostic[] = [];
  const units: PlacedUnits[] = [];
  const numbers = galaxy.numbers;
  // The stacks per system number, and the systems in the order first met.
  const byNumber: PlacedUnits[][] = [];
  const systems: SystemUnits[] = [];
  const resolveUnit = unitResolver(state, catalogue);
  for (const stack of state.units === undefined ? [] : state.units) {
    const count = stack.count === undefined ? 1 : stack.count;
    if (!isStackCount(count)) {
      diagnostics.push({
        kind: "bad-unit-data",
        message: `${stack.player} ${stack.unit}: a count is a whole number from 0 to ${MAX_STACK_COUNT}, not ${count}; ignoring it`,
        text: stack.unit,
      });
      continue;
    }
    if (count === 0) continue;
    let n = systemNumberOf(numbers, stack.system);
    if (n === undefined) {
      const where = resolveSystemRef(galaxy, stack.system, `${stack.player} ${stack.unit}`);
      if ("problem" in where) {
        diagnostics.push(where.problem);
        continue;
      }
      n = numbers.numberOf.get(where.key) as number;
    }
    const key = numbers.keys[n] as HexKey;
    const { type, stats, id } = resolveUnit(stack.player, stack.unit);
    if (type === undefined || stats === undefined || id === undefined) {
      diagnostics.push({
        kind: "unknown-unit",
        message: `${stack.player} ${stack.unit}: unknown unit; ignoring it`,
        text: stack.unit,
      });
      continue;
    }
    const placed: PlacedUnits = {
      player: stack.player,
      type,
      stats,
      id,
      system: key,
      planet: planetIn(galaxy, key, stack.planet),
      count,
    };
    units.push(placed);
    const list = byNumber[n];
    if (list === undefined) {
      const units = [placed];
      byNumber[n] = units;
      systems.push({ key, node: n, units });
    } else {
      list.push(placed);
    }
  }
  const commandTokens = new Map<string, HexKey[]>();
  const riftTokens: HexKey[] = [];
  for (const token of state.tokens === undefined ? [] : state.tokens) {
    const id = canonicalId(token.token);
    if (id !== "command" && id !== "dimensional-tear" && id !== "gravity-rift") continue;
    const where = resolveSystemRef(galaxy, token.system, `token ${token.token}`);
    if ("problem" in where) continue; // already reported while building the galaxy
    if (id !== "command") {
      riftTokens.push(where.key);
      continue;
    }
    if (token.player === undefined) {
      diagnostics.push({ kind: "unknown-player", message: `a command token in [${where.key}] has no player; ignoring it`, text: "command" });
      continue;
    }
    const list = commandTokens.get(token.player);
    if (list === undefined) commandTokens.set(token.player, [where.key]);
    else list.push(where.key);
  }
  const unitsIn = (key: HexKey): readonly PlacedUnits[] => {
    const n = numbers.numberOf.get(key);
    const here = n === undefined ? undefined : byNumber[n];
    return here === undefined ? NO_UNITS : here;
  };
  return { units, unitsIn, systems, commandTokens, riftTokens, diagnostics };
}

const NO_UNITS: readonly PlacedUnits[] = [];
