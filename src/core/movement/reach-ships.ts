/**
 * For every ship group of the active player: can it move into the active
 * system, along which path, and if not, why and what would change that.
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "./action-setup";
import { prepareAction } from "./action-setup";
import { MOVE_BONUS_EFFECTS } from "./available-effects";
import { moveValue, optionalBonuses } from "./move-values";
import { forEachNeighbour } from "./neighbours";
import { searchReach } from "./reverse-search";
import type { ReachPath, ReachTable } from "./reverse-search";
import type { ShipGroup } from "./ship-groups";
import type { PassageProfile } from "./system-passage";
import type { UnreachableReason } from "../report/report-types";

export interface GroupReach {
  readonly group: ShipGroup;
  readonly move: number;
  readonly path?: ReachPath;
  readonly reason?: UnreachableReason;
  readonly detail?: string;
  readonly requires?: readonly string[];
}

/** Passage profile of a group: Light/Wave Deflector and the Yssaril flagship pass ships; the Creuss flagship loses its own delta. */
export function profileOf(setup: ActionSetup, group: ShipGroup, passShips = false): PassageProfile {
  return {
    passShips: passShips || setup.rules.lightWave || group.type.passesShips === true,
    withoutOwnDelta: group.type.carriesDelta === true,
  };
}

/** Searches per profile and per extra effect, made on first use. */
class ReachTables {
  private readonly tables = new Map<string, ReachTable>();
  private readonly setups = new Map<string, ActionSetup | undefined>();
  constructor(
    private readonly base: ActionSetup,
    private readonly maxBudget: number,
  ) {}

  setupWith(effect: string | undefined): ActionSetup | undefined {
    if (effect === undefined) return this.base;
    if (!this.setups.has(effect)) {
      const b = this.base;
      const prepared = prepareAction(b.state, b.galaxy, b.facts, b.options, [effect]);
      this.setups.set(effect, "kind" in prepared ? undefined : prepared);
    }
    return this.setups.get(effect);
  }

  table(profile: PassageProfile, effect: string | undefined): ReachTable | undefined {
    const key = `${profile.passShips ? 1 : 0}${profile.withoutOwnDelta ? 1 : 0}|${effect ?? ""}`;
    let table = this.tables.get(key);
    if (table === undefined) {
      const setup = this.setupWith(effect);
      if (setup === undefined) return undefined;
      table = searchReach({
        adjacency: setup.adjacency,
        passage: setup.passage,
        rules: setup.rules,
        activeKey: setup.activeKey,
        profile,
        maxBudget: this.maxBudget,
      });
      this.tables.set(key, table);
    }
    return table;
  }
}

/** Distances to the active system are counted this far at least. */
export const DISTANCE_HORIZON = 6;

export interface ShipsReach {
  readonly groups: readonly GroupReach[];
  /** The search used for a group (its passage profile, no extra effects). */
  readonly tableFor: (this: void, group: ShipGroup) => ReachTable;
  /** Systems entered on the shortest path to the active system, ignoring the rules (at least DISTANCE_HORIZON deep). */
  readonly distances: ReadonlyMap<HexKey, number>;
}

export function reachShips(setup: ActionSetup, groups: readonly ShipGroup[], available: readonly string[]): ShipsReach {
  const moves = groups.map((g) => moveValue(setup, g));
  let maxBudget = 0;
  groups.forEach((g, i) => {
    let potential = moves[i] as number;
    for (const [, bonus] of optionalBonuses(setup, g, available, potential)) potential += bonus;
    if (potential > maxBudget) maxBudget = potential;
  });
  const tables = new ReachTables(setup, maxBudget);
  const distances = plainDistances(setup, Math.max(maxBudget, DISTANCE_HORIZON));
  return {
    groups: groups.map((group, i) => reachGroup(setup, tables, distances, available, group, moves[i] as number)),
    distances,
    tableFor: (group) => tables.table(profileOf(setup, group), undefined) as ReachTable,
  };
}

function reachGroup(
  setup: ActionSetup,
  tables: ReachTables,
  distances: ReadonlyMap<HexKey, number>,
  available: readonly string[],
  group: ShipGroup,
  move: number,
): GroupReach {
  if (group.start === setup.activeKey) {
    return { group, move, path: { systems: [group.start], entered: 0, rolls: 0, needs: 0 } };
  }
  const locked = isLocked(setup, group.start);
  const profile = profileOf(setup, group);
  const table = tables.table(profile, undefined) as ReachTable;
  if (move === 0) return { group, move, reason: "no-move", detail: "move value 0" };
  if (locked) {
    // [58.4c] a ship cannot move out of another system holding its own command token.
    const orb = available.indexOf("dominus-orb") >= 0 && table.best(group.start, move) !== undefined;
    return { group, move, reason: "locked", detail: "its system holds your command token [58.4c]", requires: orb ? ["dominus-orb"] : undefined };
  }
  const path = table.best(group.start, move);
  if (path !== undefined) return { group, move, path };

  const barrier = setup.passage.activeBarrier !== undefined;
  const inRange = barrier || (distances.get(group.start) ?? Number.MAX_SAFE_INTEGER) <= move;
  const reason: UnreachableReason = inRange ? "blocked" : "out-of-range";
  const requires = whatWouldHelp(setup, tables, available, group, move, table);
  return { group, move, reason, detail: inRange ? blockedDetail(setup, tables, group, move) : undefined, requires };
}

/** [58.4c] ships in a system with their own command token, other than the active system, are locked (Dominus Orb frees them). */
function isLocked(setup: ActionSetup, start: HexKey): boolean {
  if (setup.rules.dominusOrb) return false;
  const tokens = setup.facts.commandTokens.get(setup.rules.player);
  return tokens !== undefined && tokens.indexOf(start) >= 0;
}

/** The smallest set of held, unused effects that lets the group reach: one bonus, two bonuses, or one path effect. */
function whatWouldHelp(
  setup: ActionSetup,
  tables: ReachTables,
  available: readonly string[],
  group: ShipGroup,
  move: number,
  table: ReachTable,
): string[] | undefined {
  const bonuses = optionalBonuses(setup, group, available, move);
  for (const [id, bonus] of bonuses) if (table.best(group.start, move + bonus) !== undefined) return [id];
  for (let a = 0; a < bonuses.length; a++) {
    for (let b = a + 1; b < bonuses.length; b++) {
      const [idA, bonusA] = bonuses[a] as [string, number];
      const [idB, bonusB] = bonuses[b] as [string, number];
      if (idA === "captain-mendosa" || idB === "captain-mendosa") continue;
      if (table.best(group.start, move + bonusA + bonusB) !== undefined) return [idA, idB];
    }
  }
  for (const effect of available) {
    if (MOVE_BONUS_EFFECTS.indexOf(effect) >= 0 || effect === "dominus-orb") continue;
    const silence = effect === "in-the-silence-of-space";
    const alt = tables.table(profileOf(setup, group, silence), silence ? undefined : effect);
    if (alt !== undefined && alt.best(group.start, move) !== undefined) return [effect];
  }
  return undefined;
}

function blockedDetail(setup: ActionSetup, tables: ReachTables, group: ShipGroup, move: number): string {
  if (setup.passage.activeBarrier !== undefined) return setup.passage.activeBarrier;
  const passing = tables.table(profileOf(setup, group, true), undefined) as ReachTable;
  if (passing.best(group.start, move) !== undefined) return "other players' ships are in the way [58.4b]";
  return "anomalies or the lack of adjacency close every path";
}

/** Systems entered on the shortest path to the active system, ignoring every rule, up to a depth. */
export function plainDistances(setup: ActionSetup, depth: number): Map<HexKey, number> {
  const dist = new Map<HexKey, number>();
  dist.set(setup.activeKey, 0);
  // A group walked once has given every member its distance: later it gives nothing new.
  const walked = new Map<string, boolean>();
  const anyProfile: PassageProfile = { passShips: true, withoutOwnDelta: false };
  let frontier: HexKey[] = [setup.activeKey];
  for (let d = 1; d <= depth && frontier.length > 0; d++) {
    const next: HexKey[] = [];
    const visit = (to: HexKey): void => {
      if (dist.has(to)) return;
      dist.set(to, d);
      next.push(to);
    };
    for (const key of frontier) {
      forEachNeighbour(
        setup.adjacency,
        key,
        anyProfile,
        visit,
        (group) => (walked.has(group.id) ? [] : undefined),
        (group) => walked.set(group.id, true),
      );
    }
    frontier = next;
  }
  return dist;
}
