/** What the page shows for a scenario: its galaxy, and the report when a system is active. */
import { createGalaxyCache, createTileRegistry, hexKey, isFatal, neighbours, systemRefOf, threatMap, threats } from "../core/all";
import type { ActivationReport, Galaxy, GalaxyCache, Hex, MoveRange, RuleSwitches, TableState, ThreatenedSystem, Threats, TileRegistry } from "../core/all";
import { rangeOf } from "../scenario/table-answers";
import { activationReport } from "../scenario/table-answers";
import { InputError } from "../scenario/input-error";
import { switchesOf, toTableState } from "../scenario/scenario-schema";
import type { Scenario } from "../scenario/scenario-schema";

export interface TableView {
  readonly state: TableState;
  readonly registry: TileRegistry;
  /** The scenario's disputed readings. */
  readonly switches?: RuleSwitches;
  /** Absent until the scenario has a map or systems. */
  readonly galaxy?: Galaxy;
  readonly report?: ActivationReport;
  /** Why there is no report although a system is active, or what is wrong with the table. */
  readonly problem?: string;
}

/**
 * The empty hexes beside the galaxy's systems, where a system tile may go: home-system positions a community
 * map string leaves empty ("0"), gaps, the ring around the map.
 */
export function emptyHexesBeside(galaxy: Galaxy): Hex[] {
  const out: Hex[] = [];
  const seen = new Set<string>();
  galaxy.systems.forEach((system) => {
    if (system.offMap) return; // nothing lies beside the Creuss home or Mallice
    for (const at of neighbours(system.hex)) {
      const key = hexKey(at);
      if (seen.has(key) || galaxy.systems.has(key) || galaxy.hyperlanes.has(key)) continue;
      seen.add(key);
      out.push(at);
    }
  });
  return out;
}

/**
 * What the page shows for a scenario. With a galaxy cache (the page keeps one), a change that leaves the map,
 * the system tiles and the system tokens alone (an activation, a unit placed) keeps the galaxy: the page then
 * redraws only what changed.
 */
export function viewOf(scenario: Scenario, galaxies: GalaxyCache = createGalaxyCache(createTileRegistry())): TableView {
  const registry = galaxies.tiles;
  const state = toTableState(scenario);
  const switches = switchesOf(scenario);
  if (state.map === undefined && (state.systems === undefined || state.systems.length === 0)) return { state, registry, switches };
  const galaxy = galaxies.galaxyFor(state);
  if (state.active === undefined) {
    const fatal = galaxy.diagnostics.find(isFatal);
    return fatal === undefined ? { state, registry, galaxy, switches } : { state, registry, galaxy, switches, problem: fatal.message };
  }
  try {
    return { state, registry, galaxy, switches, report: activationReport({ state, registry, galaxy, switches }) };
  } catch (e) {
    const message = e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`;
    return { state, registry, galaxy, switches, problem: message };
  }
}

/** Where a player's ships in one system (one unit, or all) could move: `ti4-reach range`. */
export function rangeIn(view: TableView, player: string, key: string, unit: string | undefined): { range: MoveRange } | { problem: string } {
  const galaxy = view.galaxy;
  if (galaxy === undefined || !galaxy.systems.has(key)) return { problem: `no system on hex [${key}]` };
  try {
    return { range: rangeOf({ state: view.state, registry: view.registry, galaxy, switches: view.switches }, systemRefOf(galaxy, key), player, unit) };
  } catch (e) {
    return { problem: e instanceof InputError ? e.message : `internal error: ${(e as Error).message}` };
  }
}

/** Who can reach a system, for a defender (their ships left out, their space cannon counted): `ti4-reach threats`. */
export function threatsIn(view: TableView, key: string, defender: string | undefined): { threats: Threats } | { problem: string } {
  const galaxy = view.galaxy;
  if (galaxy === undefined || !galaxy.systems.has(key)) return { problem: `no system on hex [${key}]` };
  const result = threats(view.state, systemRefOf(galaxy, key), { galaxy, tiles: view.registry, switches: view.switches, defender });
  return result.ok ? { threats: result.threats } : { problem: result.problem.message };
}

/** The defender's systems with the enemy ships that could move in, this round and next: the heat map. */
export function threatMapIn(view: TableView, defender: string): { systems: readonly ThreatenedSystem[] } | { problem: string } {
  if (view.galaxy === undefined) return { problem: "no map yet" };
  const result = threatMap(view.state, defender, { galaxy: view.galaxy, tiles: view.registry, switches: view.switches });
  return result.ok ? { systems: result.systems } : { problem: result.problem.message };
}
