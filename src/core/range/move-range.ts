/**
 * Move range: where can the ships in one system go? A system is in a group's
 * range exactly when, were the player to activate it now, the activation
 * report would say the group reaches it: the report's own decision
 * (decideReach) on paths from one forward search. Systems holding the
 * player's own command token cannot be activated [5.2] and are left out
 * (Thunder's Edge Warfare, `te-warfare`, lets a player activate them). The
 * group's own system is not listed.
 */
import type { Galaxy } from "../galaxy/galaxy-types";
import { resolveSystemRef, systemRefOf } from "../galaxy/system-ref";
import { spiralFromHex } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import { canonicalId } from "../ids";
import { prepareAction } from "../movement/action-setup";
import type { ActionSetup } from "../movement/action-setup";
import { availableEffects } from "../movement/available-effects";
import { loadedBonusOf, moveValue, potentialMove } from "../movement/move-values";
import { compareText } from "../text";
import { decideReach, pathEffects } from "../movement/reach-ships";
import { actionReach } from "../movement/action-reach";
import { settledReach } from "../transport/settled-transport";
import type { ReachPath } from "../movement/reverse-search";
import { shipGroups } from "../movement/ship-groups";
import type { ShipGroup } from "../movement/ship-groups";
import type { ReportOptions } from "../report/activation-report";
import { readPosition, thrownFailure } from "../report/read-position";
import { destroysArrivals } from "../report/sundered-warning";
import type { SystemRef, TableState } from "../state/table-state";
import { ForwardPaths, activating } from "../movement/forward-paths";
import { profileOf } from "../movement/ship-profile";
import type { GroupRange, RangeResult, RangeSystem, RangeWithEffects } from "./range-types";
import { contains } from "../lists";
import { activatableBy } from "./may-activate";

/** One group's answer for one system: the path, or the effects it would need. */
interface Answer {
  readonly target: HexKey;
  readonly path?: ReachPath;
  readonly requires?: readonly string[];
}

/**
 * The move range of `player`'s ships in `system` (of one unit, if named). Like
 * the report, whatever it is given it answers with a value and never throws.
 */
export function moveRange(input: TableState, player: string, system: SystemRef, unit?: string, options: ReportOptions = {}): RangeResult {
  try {
    return range(input, player, system, unit, typeof options === "object" && options !== null ? options : {});
  } catch (e) {
    return thrownFailure("the move range", e);
  }
}

function range(input: TableState, player: string, system: SystemRef, unit: string | undefined, options: ReportOptions): RangeResult {
  const read = readPosition(input, options);
  if (!read.ok) return read;
  const { state, galaxy, facts, diagnostics } = read.position;
  const where = resolveSystemRef(galaxy, system, "range");
  if ("problem" in where) return { ok: false, problem: where.problem, diagnostics: [...diagnostics, where.problem] };
  const start = where.key;
  const startHex = (galaxy.systems.get(start) as { hex: { q: number; r: number } }).hex;

  // The player's effects in use count when they are the scenario's active player; its active system does not.
  const active = state.active;
  const effects = active !== undefined && active.player === player ? active.effects : undefined;
  const activation = effects === undefined ? { player, system: [startHex.q, startHex.r] as const } : { player, system: [startHex.q, startHex.r] as const, effects };
  const base: TableState = { ...state, active: activation };
  const rules = options.rules ?? [];
  const setup = prepareAction(base, galaxy, facts, { switches: options.switches ?? {}, rules });
  if ("kind" in setup) return { ok: false, problem: setup, diagnostics: [...diagnostics, setup] };

  const wanted = unit === undefined ? undefined : canonicalId(unit);
  const everyGroup = shipGroups(facts, player);
  const groups = everyGroup.filter((g) => g.start === start && (wanted === undefined || g.id === wanted || g.type.id === wanted));
  groups.sort((a, b) => {
    const byId = compareText(a.id, b.id);
    return byId !== 0 ? byId : compareText(a.type.id, b.type.id);
  });
  const available = availableEffects(base, facts.seats);
  const search = new ForwardPaths(setup, budgetFor(setup, groups, available));
  const answers: Answer[][] = groups.map(() => []);

  const everySystem = asksEverySystem(setup, groups, everyGroup, available);
  // Crucible's +1 under the official rift reading could reward a walk that leaves a rift and comes back into it;
  // the report never passes through the active system, so rifts are asked the report's way.
  const riftCare = setup.rules.switches.riftBonusOncePerMove !== true && (setup.rules.crucible || contains(available, "crucible"));
  const mayActivate = activatableBy(setup.state, galaxy, setup.facts, player);
  for (const target of everySystem ? allSystems(galaxy) : candidates(search, groups, available)) {
    if (target === start || !mayActivate(target)) continue;
    if (everySystem || (riftCare && setup.passage.isRift(target))) {
      const stateAt = activating(base, galaxy, target);
      const at = prepareAction(stateAt, galaxy, facts, setup.options);
      if ("kind" in at) continue;
      const moved = actionReach(at, galaxy, groups, available, true, everyGroup);
      settledReach(moved.setup, moved.reach).reach.groups.forEach((r, i) => (answers[i] as Answer[]).push({ target, path: r.path, requires: r.requires }));
      for (const d of at.ruleDiagnostics) if (!diagnostics.some((x) => x.message === d.message)) diagnostics.push(d);
      continue;
    }
    const at = search.setupAt(undefined, target) as ActionSetup;
    groups.forEach((group, i) => {
      const decision = decideReach(at, available, group, moveValue(at, group), search.lookupAt(group, target));
      (answers[i] as Answer[]).push("path" in decision ? { target, path: decision.path } : { target, requires: decision.requires });
    });
  }

  return {
    ok: true,
    range: {
      player,
      from: systemRefOf(galaxy, start),
      hex: [startHex.q, startHex.r],
      groups: groups.map((group, i) => groupRange(setup, group, answers[i] as Answer[])),
      diagnostics,
    },
  };
}

/**
 * Rules the forward search does not model, answered by the report itself for
 * every system: mod authors' rules (they may depend on the active system in
 * any way); the Corsair (passes ships only when the active system holds other
 * players' non-fighter ships) and the D.W.S. Luminous (+1 for each system with
 * its owner's units it passes); Imperator (+1 when the active system holds a
 * legendary planet); Myru Vos (passing ships only when carrying nothing);
 * Rescue (one ship from any system without your command token); the Tizona
 * (+1 only when it can be given 4 units to carry on its way); and, wherever
 * they are, the player's Prototype War Sun (supernovas open to all when it
 * reaches too) and Hil Colish (its delta in the active system when it moves first).
 */
function asksEverySystem(setup: ActionSetup, groups: readonly ShipGroup[], everyGroup: readonly ShipGroup[], available: readonly string[]): boolean {
  if (setup.options.rules.length > 0 || setup.rules.myruVos) return true;
  if (contains(available, "imperator") || contains(available, "rescue") || contains(available, "myru-vos")) return true;
  // Tizona: its +1 depends on what it can pick up on its way to each system (the report's transport plan).
  const askedOfTheReport = (g: ShipGroup): boolean => g.type.passesShipsIntoCombat === true || g.type.passesOwnSystems === true || g.type.loadedBonus !== undefined;
  if (groups.some((g) => askedOfTheReport(g))) return true;
  // A Prototype War Sun or Hil Colish moving changes the others' paths, wherever it is.
  return everyGroup.some((g) => g.type.passesSupernovas === true || g.type.carriesDelta === true);
}

/** The largest budget any lookup may ask: the move with every bonus that could apply. */
function budgetFor(setup: ActionSetup, groups: readonly ShipGroup[], available: readonly string[]): number {
  let most = 0;
  for (const group of groups) {
    // Aetherstream's +1 depends on the active system: count it wherever it could apply.
    const move = moveValue(setup, group) + (setup.rules.aetherstream || contains(available, "aetherstream") ? 1 : 0);
    let potential = potentialMove(setup, available, move, group.start) + loadedBonusOf(group);
    if (contains(available, "aetherstream")) potential += 1;
    if (potential > most) most = potential;
  }
  return most;
}

/** Systems some lookup could reach: what the searches step into, and the systems with links of their own when active. */
function candidates(search: ForwardPaths, groups: readonly ShipGroup[], available: readonly string[]): HexKey[] {
  const out: HexKey[] = [];
  const seen = new Map<HexKey, boolean>();
  const add = (keys: readonly HexKey[] | undefined): void => {
    for (const k of keys ?? []) {
      if (seen.has(k)) continue;
      seen.set(k, true);
      out.push(k);
    }
  };
  const ways = [{ passShips: false, effect: undefined as string | undefined }, ...pathEffects(available)];
  for (const group of groups) {
    if (group.stats.move === 0) continue;
    for (const way of ways) {
      add(search.search(group.start, profileOf(search.base, group, way.passShips), way.effect)?.frontier);
      add(search.linkSystems(way.effect));
    }
  }
  return out;
}

function allSystems(galaxy: Galaxy): HexKey[] {
  const out: HexKey[] = [];
  galaxy.systems.forEach((_, key) => out.push(key));
  return out;
}

function groupRange(setup: ActionSetup, group: ShipGroup, answers: readonly Answer[]): GroupRange {
  const galaxy = setup.galaxy;
  const hexOf = (key: HexKey): [number, number] => {
    const h = (galaxy.systems.get(key) as { hex: { q: number; r: number } }).hex;
    return [h.q, h.r];
  };
  const spiral = (key: HexKey): number => spiralFromHex((galaxy.systems.get(key) as { hex: { q: number; r: number } }).hex);
  const reached = answers.filter((a) => a.path !== undefined);
  reached.sort((a, b) => {
    const pa = a.path as ReachPath;
    const pb = b.path as ReachPath;
    if (pa.entered !== pb.entered) return pa.entered - pb.entered;
    if (pa.rolls !== pb.rolls) return pa.rolls - pb.rolls;
    return spiral(a.target) - spiral(b.target);
  });
  const needing = answers.filter((a) => a.path === undefined && a.requires !== undefined && a.requires.length > 0);
  needing.sort((a, b) => spiral(a.target) - spiral(b.target));
  // Sundered: where another player's units that move in are destroyed, the range says so.
  const marked = <T extends object>(key: HexKey, entry: T): T | (T & { destroyed: true }) =>
    destroysArrivals(galaxy, key, setup.rules.faction) ? { ...entry, destroyed: true } : entry;
  const systems: RangeSystem[] = reached.map((a) => {
    const p = a.path as ReachPath;
    return marked(a.target, { system: systemRefOf(galaxy, a.target), hex: hexOf(a.target), path: p.systems.map((k) => systemRefOf(galaxy, k)), entered: p.entered, rolls: p.rolls });
  });
  const withEffects: RangeWithEffects[] = needing.map((a) => marked(a.target, { system: systemRefOf(galaxy, a.target), hex: hexOf(a.target), requires: a.requires as readonly string[] }));
  // The move shown leaves out Aetherstream, whose +1 depends on the active system.
  const move = moveValue({ ...setup, rules: { ...setup.rules, aetherstream: false } }, group);
  return { unit: group.id, name: group.type.name, count: group.count, move, systems, withEffects };
}
