/**
 * For every ship group of the active player: can it move into the active
 * system, along which path, and if not, why and what would change that.
 */
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "./action-setup";
import { prepareAction } from "./action-setup";
import { MOVE_BONUS_EFFECTS, PATH_EFFECT_BONUS } from "../state/optional-effects";
import { ownValue } from "../own";
import { loadedBonusOf, moveValue, optionalBonuses, potentialMove } from "./move-values";
import { plainDistances } from "./plain-distances";
import { searchReach } from "./reverse-search";
import type { ReachPath, ReachTable, SearchInput } from "./reverse-search";
import { leastNeeds } from "./least-needs";
import type { LeastNeeds } from "./least-needs";
import type { ShipGroup } from "./ship-groups";
import { profileCode } from "./passage-profile";
import { profileOf } from "./ship-profile";
import type { PathLookup } from "./path-lookup";
import { forwardPathInto } from "./forward-paths";
import type { PassageProfile } from "./passage-profile";
import { contains } from "../lists";
import { isFlagship } from "../units/unit-catalogue";
import { activeBarrierFor } from "./system-passage";

/** Why a group cannot move into the active system (the report's `reason`). */
export type UnreachableReason = "locked" | "out-of-range" | "blocked" | "no-move";

export interface GroupReach {
  readonly group: ShipGroup;
  readonly move: number;
  readonly path?: ReachPath;
  readonly reason?: UnreachableReason;
  readonly detail?: string;
  readonly requires?: readonly string[];
  /** Reaches only by passing other players' ships with Myru Vos, so it transports nothing. */
  readonly emptyHanded?: boolean;
  /** Reaches only when it carries this many units (Tizona's +1); `move` counts that +1. */
  readonly needsLoad?: number;
}

/** Searches per profile and per extra effect, made on first use. */
class ReachTables {
  /** Without extra effects: the full search per profile code, and the least move from each system within a budget. */
  private readonly plain: (ReachTable | undefined)[] = [];
  private readonly bounded: ({ readonly budget: number; readonly least: LeastNeeds } | undefined)[] = [];
  /** With an effect: by profile code and effect (made when an effect is first asked: most reports ask none). */
  private withEffect: Map<string, ReachTable> | undefined;
  private setups: Map<string, ActionSetup | undefined> | undefined;
  constructor(
    private readonly base: ActionSetup,
    private readonly maxBudget: number,
  ) {}

  setupWith(effect: string | undefined): ActionSetup | undefined {
    if (effect === undefined) return this.base;
    if (this.setups === undefined) this.setups = new Map<string, ActionSetup | undefined>();
    if (!this.setups.has(effect)) {
      const b = this.base;
      const prepared = prepareAction(b.state, b.galaxy, b.facts, b.options, [effect]);
      this.setups.set(effect, "kind" in prepared ? undefined : prepared);
    }
    return this.setups.get(effect);
  }

  /** The search for a profile and effect, to every budget any group may have. */
  table(profile: PassageProfile, effect: string | undefined): ReachTable | undefined {
    const code = profileCode(profile);
    if (effect !== undefined) {
      const key = `${code}|${effect}`;
      if (this.withEffect === undefined) this.withEffect = new Map<string, ReachTable>();
      const known = this.withEffect.get(key);
      if (known !== undefined) return known;
      const setup = this.setupWith(effect);
      if (setup === undefined) return undefined;
      const table = searchReach(this.input(setup, profile, this.maxBudget));
      this.withEffect.set(key, table);
      return table;
    }
    const full = this.plain[code];
    if (full !== undefined) return full;
    const table = searchReach(this.input(this.base, profile, this.maxBudget));
    this.plain[code] = table;
    return table;
  }

  /**
   * Whether a path within `move` from `start` exists for a profile with no extra effect, every path asked
   * needing at most `budget`: the full search answers when it is made, else a cheaper one that keeps only
   * the least move per system (not for a profile given move back for passing, D.W.S. Luminous).
   */
  pathWithin(profile: PassageProfile, start: HexKey, move: number, budget: number): boolean {
    const code = profileCode(profile);
    const full = this.plain[code];
    if (full !== undefined || profile.passOwnSystems) return (full ?? (this.table(profile, undefined) as ReachTable)).best(start, move) !== undefined;
    let bounded = this.bounded[code];
    if (bounded === undefined || bounded.budget !== budget) {
      bounded = { budget, least: leastNeeds(this.input(this.base, profile, budget)) };
      this.bounded[code] = bounded;
    }
    const n = this.base.adjacency.galaxy.numbers.numberOf.get(start);
    const needs = n === undefined ? undefined : bounded.least(n);
    return needs !== undefined && needs <= move;
  }

  private input(setup: ActionSetup, profile: PassageProfile, maxBudget: number): SearchInput {
    return { adjacency: setup.adjacency, passage: setup.passage, rules: setup.rules, activeKey: setup.activeKey, profile, maxBudget };
  }
}

/** Distances to the active system are counted this far at least. */
export const DISTANCE_HORIZON = 6;

export interface ShipsReach {
  readonly groups: readonly GroupReach[];
  /** The search used for a group (its passage profile, no extra effects). */
  readonly tableFor: (this: void, group: ShipGroup) => ReachTable;
  /** For the groups' systems: systems entered on the shortest path to the active system, ignoring the rules, up to `distanceDepth`. */
  readonly distances: ReadonlyMap<HexKey, number>;
  /** How far `distances` looked (DISTANCE_HORIZON at least): a group's system not among them is further. */
  readonly distanceDepth: number;
}

/**
 * Each group's reach of the active system. `explain: false` (the threat views, which list only the groups that
 * reach) leaves out why a blocked group is blocked; whether and how a group reaches is the same either way.
 */
export function reachShips(setup: ActionSetup, groups: readonly ShipGroup[], available: readonly string[], explain = true): ShipsReach {
  const moves = groups.map((g) => moveValue(setup, g));
  let maxBudget = 0;
  for (let i = 0; i < moves.length; i++) {
    const potential = potentialMove(setup, available, moves[i] as number, (groups[i] as ShipGroup).start) + loadedBonusOf(groups[i] as ShipGroup);
    if (potential > maxBudget) maxBudget = potential;
  }
  const tables = new ReachTables(setup, maxBudget);
  // Why a ship is blocked asks only whether some path within its own move exists: one search to the largest move serves all.
  let largestMove = 0;
  for (const m of moves) if (m > largestMove) largestMove = m;
  // The plain distances say out of range or blocked, and how far a ship is: unasked without explanations.
  const distanceDepth = explain ? Math.max(maxBudget, DISTANCE_HORIZON) : 0;
  const distances = explain ? plainDistances(setup, distanceDepth, groups.map((g) => g.start)) : new Map<HexKey, number>();
  const reaches = groups.map((group, i) => reachGroup(setup, tables, distances, available, group, moves[i] as number, largestMove, explain));
  return {
    groups: withForwardPaths(setup, reaches, tables),
    distances,
    distanceDepth,
    tableFor: (group) => tables.table(profileOf(setup, group), undefined) as ReachTable,
  };
}

/** A group's answer for one active system: the path it takes, or why not and what held effects would let it. */
export type ReachDecision =
  | { readonly path: ReachPath; readonly emptyHanded?: boolean; readonly needsLoad?: { readonly units: number; readonly move: number } }
  | { readonly reason: "no-move" | "locked" | "unreached"; readonly requires?: readonly string[] };

/** The one decision the report and a move range share, for a group not already in the active system. */
export function decideReach(setup: ActionSetup, available: readonly string[], group: ShipGroup, move: number, lookup: PathLookup): ReachDecision {
  if (move === 0) return { reason: "no-move" };
  // Time Warp (Twilight's Fall paradigm): "your flagship and the units it carries may move out of systems with your command tokens".
  const timeWarped = setup.rules.timeWarp && isFlagship(group.type);
  if (!timeWarped && isLocked(setup, group.start)) {
    // [58.4c] a ship cannot move out of another system holding its own command token.
    const freedBy = contains(available, "dominus-orb") ? "dominus-orb" : contains(available, "twilight-directive") ? "twilight-directive" : undefined;
    const freed = freedBy !== undefined && lookup(false, undefined, move) !== undefined;
    return { reason: "locked", requires: freed ? [freedBy as string] : undefined };
  }
  const path = lookup(false, undefined, move);
  if (path !== undefined) return { path };
  if (setup.rules.myruVos) {
    // Myru Vos: "if they transport nothing they may move through other players' ships".
    const passing = lookup(true, undefined, move);
    if (passing !== undefined) return { path: passing, emptyHanded: true };
  }
  // Tizona: "+1 move value if it would transport 4 units" (exactly that many: TWILIGHTS-FALL.md open item 4).
  const loaded = group.type.loadedBonus;
  if (loaded !== undefined && group.stats.capacity >= loaded.units) {
    const further = lookup(false, undefined, move + loaded.move);
    if (further !== undefined) return { path: further, needsLoad: loaded };
  }
  return { reason: "unreached", requires: whatWouldHelp(setup, available, group, move, lookup) ?? rescue(setup, available) };
}

function reachGroup(
  setup: ActionSetup,
  tables: ReachTables,
  distances: ReadonlyMap<HexKey, number>,
  available: readonly string[],
  group: ShipGroup,
  move: number,
  largestMove: number,
  explain: boolean,
): GroupReach {
  if (group.start === setup.activeKey) {
    return { group, move, path: { systems: [group.start], entered: 0, rolls: 0, needs: 0 } };
  }
  const own = profileOf(setup, group);
  tables.table(own, undefined); // searched for every group: the transport plan uses it
  const lookup: PathLookup = (passShips, effect, budget) => tables.table(passShips ? profileOf(setup, group, true) : own, effect)?.best(group.start, budget);
  const decision = decideReach(setup, available, group, move, lookup);
  if ("path" in decision) {
    if (decision.needsLoad !== undefined) return { group, move: move + decision.needsLoad.move, path: decision.path, needsLoad: decision.needsLoad.units };
    return decision.emptyHanded === true ? { group, move, path: decision.path, emptyHanded: true } : { group, move, path: decision.path };
  }
  if (decision.reason === "no-move") return { group, move, reason: "no-move", detail: "move value 0" };
  if (decision.reason === "locked") {
    return { group, move, reason: "locked", detail: "its system holds your command token [58.4c]", requires: decision.requires };
  }
  const barrier = activeBarrierFor(setup.passage, own) !== undefined;
  const inRange = barrier || (distances.get(group.start) ?? Number.MAX_SAFE_INTEGER) <= move;
  const reason: UnreachableReason = inRange ? "blocked" : "out-of-range";
  return { group, move, reason, detail: inRange && explain ? blockedDetail(setup, tables, group, move, largestMove) : undefined, requires: decision.requires };
}

/**
 * Among equally safe paths (the same rift rolls and systems entered), the one a
 * forward search from the group's system finds: the one a move range shows.
 * The backward search decides whether and how safely a group reaches; this
 * only chooses between paths as safe, one small forward search per group whose
 * path enters two systems or more (a path of one step leaves nothing to choose).
 */
function withForwardPaths(setup: ActionSetup, reaches: readonly GroupReach[], tables: ReachTables): GroupReach[] {
  return reaches.map((r) => {
    const path = r.path;
    if (path === undefined || path.entered <= 1) return r;
    const passShips = r.emptyHanded === true;
    // The backward search's least move from each system bounds the forward one (it follows no walk that cannot arrive).
    const table = tables.table(profileOf(setup, r.group, passShips), undefined);
    const forward = forwardPathInto(setup, r.group, passShips, r.move, table === undefined ? undefined : table.minNeedsAt);
    return forward !== undefined && forward.rolls === path.rolls && forward.entered === path.entered ? { ...r, path: forward } : r;
  });
}

/**
 * Rescue (action card): "after a player moves ships into a system that
 * contains your ships, move 1 of your ships into the active system from any
 * system without your command token": no range, for a ship not locked.
 */
function rescue(setup: ActionSetup, available: readonly string[]): string[] | undefined {
  if (!contains(available, "rescue") || setup.passage.activeBarrier !== undefined) return undefined;
  const own = setup.facts.unitsIn(setup.activeKey).some((u) => u.player === setup.rules.player && u.type.kind === "ship");
  return own ? ["rescue"] : undefined;
}

/**
 * [58.4c] ships in a system with their own command token, other than the
 * active system, are locked (Dominus Orb frees them). The active system never
 * locks: the activation token lies there, and Thunder's Edge Warfare
 * (te-warfare) activates a system that already held the player's token.
 */
function isLocked(setup: ActionSetup, start: HexKey): boolean {
  if (setup.rules.dominusOrb) return false;
  const tokens = setup.facts.commandTokens.get(setup.rules.player);
  return tokens !== undefined && contains(tokens, start);
}

/** A held effect that changes paths, as the search it needs: passing ships or one more effect, and any move it adds. */
export interface PathEffectWay {
  readonly id: string;
  readonly passShips: boolean;
  readonly effect: string | undefined;
  readonly bonus: number;
}

/** The held effects that change paths rather than move values, as the searches they need. */
export function pathEffects(available: readonly string[]): PathEffectWay[] {
  const out: PathEffectWay[] = [];
  for (const id of available) {
    if (contains(MOVE_BONUS_EFFECTS, id) || id === "dominus-orb" || id === "twilight-directive" || id === "rescue") continue;
    // In the Silence of Space, Myru Vos (carrying nothing) and Cloak (Twilight's Fall) let ships pass other players' ships.
    const passing = id === "in-the-silence-of-space" || id === "myru-vos" || id === "tf-cloak";
    out.push({ id, passShips: passing, effect: passing ? undefined : id, bonus: ownValue(PATH_EFFECT_BONUS, id) ?? 0 });
  }
  return out;
}

/** The smallest set of held, unused effects that lets the group reach: one bonus, two bonuses, or one path effect. */
function whatWouldHelp(setup: ActionSetup, available: readonly string[], group: ShipGroup, move: number, lookup: PathLookup): string[] | undefined {
  const bonuses = optionalBonuses(setup, available, move, group.start);
  for (const [id, bonus] of bonuses) if (lookup(false, undefined, move + bonus) !== undefined) return [id];
  for (let a = 0; a < bonuses.length; a++) {
    for (let b = a + 1; b < bonuses.length; b++) {
      const [idA, bonusA] = bonuses[a] as [string, number];
      const [idB, bonusB] = bonuses[b] as [string, number];
      if (idA === "captain-mendosa" || idB === "captain-mendosa") continue;
      if (lookup(false, undefined, move + bonusA + bonusB) !== undefined) return [idA, idB];
    }
  }
  for (const p of pathEffects(available)) if (lookup(p.passShips, p.effect, move + p.bonus) !== undefined) return [p.id];
  return undefined;
}

function blockedDetail(setup: ActionSetup, tables: ReachTables, group: ShipGroup, move: number, largestMove: number): string {
  const barrier = activeBarrierFor(setup.passage, profileOf(setup, group));
  if (barrier !== undefined) return barrier;
  // [58.4b] only whether a path within the group's move exists were other players' ships passable.
  if (tables.pathWithin(profileOf(setup, group, true), group.start, move, largestMove)) return "other players' ships are in the way [58.4b]";
  return "anomalies or the lack of adjacency close every path";
}
