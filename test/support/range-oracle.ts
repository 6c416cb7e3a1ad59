/**
 * The move range's definition, as a test oracle: activate every other system
 * in turn and read the activation report for each of the player's groups in
 * the start system. A system with the player's own command token is left out
 * (it cannot be activated), unless they hold Thunder's Edge Warfare; so is a
 * system whose report refuses the activation (another player's Nomadic).
 */
import { buildGalaxy, createTileRegistry, keyOfRef, reportActivation, systemRefOf } from "../../src/core/all";
import type { CustomRule, Galaxy, MoveRange, RuleSwitches, SystemRef, TableState } from "../../src/core/all";

export interface OracleEntry {
  readonly system: SystemRef;
  readonly entered?: number;
  readonly rolls?: number;
  /** The systems of the path, start first (the same path, not only as safe). */
  readonly path?: readonly SystemRef[];
  readonly requires?: readonly string[];
}

/** Per unit id: the systems the reports say it reaches, and those it would reach with held effects. */
export type Oracle = Map<string, { systems: OracleEntry[]; withEffects: OracleEntry[] }>;

export function rangeByReports(
  state: TableState,
  player: string,
  from: SystemRef,
  options: { switches?: RuleSwitches; rules?: CustomRule[]; warfare?: boolean } = {},
): Oracle {
  const galaxy: Galaxy = buildGalaxy(state, createTileRegistry());
  const start = keyOfRef(galaxy, from);
  const ownTokens = (state.tokens ?? [])
    .filter((t) => t.token === "command" && t.player === player)
    .map((t) => keyOfRef(galaxy, t.system));
  const effects = state.active?.player === player ? state.active.effects : undefined;
  const oracle: Oracle = new Map();
  galaxy.systems.forEach((system, key) => {
    if (key === start || (!options.warfare && ownTokens.includes(key))) return;
    const ref = systemRefOf(galaxy, key);
    const result = reportActivation(
      { ...state, active: { player, system: [system.hex.q, system.hex.r], ...(effects === undefined ? {} : { effects }) } },
      { galaxy, switches: options.switches, rules: options.rules },
    );
    if (!result.ok && result.problem.kind === "cannot-activate") return; // not allowed to activate it (Twilight's Fall Nomadic)
    if (!result.ok) throw new Error(result.problem.message);
    for (const ship of result.report.ships) {
      if (keyOfRef(galaxy, ship.from) !== start) continue;
      const entry = oracle.get(ship.unit) ?? { systems: [], withEffects: [] };
      oracle.set(ship.unit, entry);
      if (ship.reachable) entry.systems.push({ system: ref, entered: ship.entered, rolls: ship.rolls, path: ship.path });
      else if (ship.requires !== undefined) entry.withEffects.push({ system: ref, requires: ship.requires });
    }
  });
  return oracle;
}

const byRef = (a: OracleEntry, b: OracleEntry) => (JSON.stringify(a.system) < JSON.stringify(b.system) ? -1 : 1);

/** The range's groups in the oracle's form, to compare with toEqual. */
export function rangeAsOracle(range: MoveRange): Oracle {
  const out: Oracle = new Map();
  for (const g of range.groups) {
    out.set(g.unit, {
      systems: g.systems.map((s) => ({ system: s.system, entered: s.entered, rolls: s.rolls, path: s.path })).sort(byRef),
      withEffects: g.withEffects.map((s) => ({ system: s.system, requires: s.requires })).sort(byRef),
    });
  }
  return out;
}

/** Every unit either side lists, so a group missing from one side shows. */
export function unitsOf(range: MoveRange, oracle: Oracle): string[] {
  const units = range.groups.map((g) => g.unit);
  oracle.forEach((_, unit) => {
    if (!units.includes(unit)) units.push(unit);
  });
  return units;
}

export function sortedOracle(oracle: Oracle, units: readonly string[]): Oracle {
  const out: Oracle = new Map();
  for (const unit of units) {
    const e = oracle.get(unit) ?? { systems: [], withEffects: [] };
    out.set(unit, { systems: [...e.systems].sort(byRef), withEffects: [...e.withEffects].sort(byRef) });
  }
  return out;
}

/** Every path starts in the group's system, ends in the listed one and enters one system per step. */
export function pathsAreWhole(range: MoveRange): boolean {
  return range.groups.every((g) =>
    g.systems.every(
      (s) =>
        s.path.length === s.entered + 1 &&
        JSON.stringify(s.path[0]) === JSON.stringify(range.from) &&
        JSON.stringify(s.path[s.path.length - 1]) === JSON.stringify(s.system),
    ),
  );
}
