/**
 * The facts about units and tokens that movement needs, read once from the
 * table state: whose units are where, and where command tokens lie; with
 * them, the stacks that name a player without a seat or a planet their
 * system lacks, which checkIds names.
 */
import { isSeated } from "../state/players";
import { playerSeats } from "../state/player-seats";
import type { PlayerSeats } from "../state/player-seats";
import type { Diagnostic } from "../diagnostics";
import type { Galaxy } from "../galaxy/galaxy-types";
import { resolveSystemRef, systemNumberOf } from "../galaxy/system-ref";
import type { ResolvedSystem } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import { canonicalId } from "../ids";
import { isStackCount, MAX_STACK_COUNT } from "../limits";
import type { TableState, UnitStack } from "../state/table-state";
import type { UnitCatalogue } from "../units/unit-catalogue";
import { seatUnits } from "../state/seat-units";
import type { SeatUnit } from "../state/seat-units";
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

export interface OffPlanet {
  readonly stack: UnitStack;
  /** The tile of the system the stack is in. */
  readonly tile: number;
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
  /** The state's players, each read once: their names in order, their factions and holdings. */
  readonly seats: PlayerSeats;
  /** Stacks, in input order, whose player has no seat in the state's players (when it lists them). */
  readonly unseated: readonly UnitStack[];
  /** Stacks on a planet their system does not hold (read as in space), in input order. */
  readonly offPlanet: readonly OffPlanet[];
  readonly diagnostics: readonly Diagnostic[];
}

/** A player as the stacks name them: whether they have a seat, and what they mean by each unit name (asked when first needed). */
interface StackPlayer {
  readonly seated: boolean;
  seat?: (this: void, unit: string) => SeatUnit;
}

/** Each player named by the stacks, read once per table. */
function stackPlayers(state: TableState): (player: string) => StackPlayer {
  const byPlayer = new Map<string, StackPlayer>();
  return (player) => {
    let known = byPlayer.get(player);
    if (known === undefined) {
      known = { seated: isSeated(state, player) };
      byPlayer.set(player, known);
    }
    return known;
  };
}

export function readTableFacts(state: TableState, galaxy: Galaxy, catalogue: UnitCatalogue): TableFacts {
  const diagnostics: Diagnostic[] = [];
  const units: PlacedUnits[] = [];
  const unseated: UnitStack[] = [];
  const offPlanet: OffPlanet[] = [];
  const numbers = galaxy.numbers;
  // The stacks per system number, and the systems in the order first met.
  const byNumber: PlacedUnits[][] = [];
  const systems: SystemUnits[] = [];
  const playerOf = stackPlayers(state);
  const seats = playerSeats(state);
  for (const stack of state.units === undefined ? [] : state.units) {
    // Each field read once: tables hold hundreds of stacks, often of several shapes.
    const { player, unit, system: ref, planet: onPlanet, count: given } = stack;
    const who = playerOf(player);
    if (!who.seated) unseated.push(stack);
    let n = systemNumberOf(numbers, ref);
    let where: ResolvedSystem | undefined;
    if (n === undefined) {
      where = resolveSystemRef(galaxy, ref, `${player} ${unit}`);
      if ("key" in where) n = numbers.numberOf.get(where.key) as number;
    }
    // The planet the stack stands on, when its system has it; else the units are in space.
    let planet: string | undefined;
    if (onPlanet !== undefined && n !== undefined) {
      const id = canonicalId(onPlanet);
      const system = galaxy.systems.get(numbers.keys[n] as HexKey);
      if (system !== undefined && system.planets.some((p) => p.id === id)) planet = id;
      else if (system !== undefined) offPlanet.push({ stack, tile: system.tile });
    }
    const count = given === undefined ? 1 : given;
    if (!isStackCount(count)) {
      diagnostics.push({
        kind: "bad-unit-data",
        message: `${player} ${unit}: a count is a whole number from 0 to ${MAX_STACK_COUNT}, not ${count}; ignoring it`,
        text: unit,
      });
      continue;
    }
    if (count === 0) continue;
    if (n === undefined) {
      if (where !== undefined && "problem" in where) diagnostics.push(where.problem);
      continue;
    }
    const key = numbers.keys[n] as HexKey;
    if (who.seat === undefined) who.seat = seatUnits(catalogue, seats.seat(player));
    const { type, stats, id } = who.seat(unit);
    if (type === undefined || stats === undefined || id === undefined) {
      diagnostics.push({
        kind: "unknown-unit",
        message: `${player} ${unit}: unknown unit; ignoring it`,
        text: unit,
      });
      continue;
    }
    const placed: PlacedUnits = { player, type, stats, id, system: key, planet, count };
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
  for (const token of state.tokens === undefined ? [] : state.tokens) {
    // Command tokens move every turn: placed here; the other system tokens are the galaxy's (build-galaxy).
    if (canonicalId(token.token) !== "command") continue;
    const where = resolveSystemRef(galaxy, token.system, `token ${token.token}`);
    if ("problem" in where) {
      diagnostics.push(where.problem);
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
  return { units, unitsIn, systems, commandTokens, riftTokens: galaxy.markers.rifts, seats, unseated, offPlanet, diagnostics };
}

const NO_UNITS: readonly PlacedUnits[] = [];
