/**
 * The searches behind one move range, made on first use: a forward search
 * per passage profile and per extra effect, and for each candidate system the
 * action setup as if it were the active system (its barrier, its own links),
 * so that the report's own decision (decideReach) answers for every system.
 */
import { adjacencyFor } from "../galaxy/adjacency-cache";
import type { Adjacency } from "../galaxy/adjacency";
import { activeLinkSystems, adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "../movement/action-setup";
import { prepareAction } from "../movement/action-setup";
import { searchForward } from "../movement/forward-search";
import { searchReach } from "../movement/reverse-search";
import type { ReachPath, ReachTable } from "../movement/reverse-search";
import type { Arrivals, ForwardSearch } from "../movement/forward-search";
import { profileOf } from "../movement/reach-ships";
import type { PathLookup } from "../movement/reach-ships";
import type { ShipGroup } from "../movement/ship-groups";
import type { SystemPassage } from "../movement/system-passage";
import type { PassageProfile } from "../movement/passage-profile";
import type { AdjacencyRules } from "../galaxy/adjacency-rules";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
import type { TableState } from "../state/table-state";

/** One effect's setup, with the links that do not depend on the active system and the systems whose links do. */
interface EffectSetup {
  readonly setup: ActionSetup;
  readonly neutral: Adjacency;
  readonly linkSystems: ReadonlyMap<HexKey, boolean>;
}

function profileKey(profile: PassageProfile): string {
  return `${profile.passShips ? 1 : 0}${profile.withoutOwnDelta ? 1 : 0}`;
}

/** The same state with another active system. */
export function activating(state: TableState, galaxy: Galaxy, key: HexKey): TableState {
  const active = state.active;
  const system = galaxy.systems.get(key);
  if (active === undefined || system === undefined) return state;
  return { ...state, active: { ...active, system: [system.hex.q, system.hex.r] } };
}

export class RangeSearch {
  private readonly setups = new Map<string, EffectSetup | undefined>();
  private readonly searches = new Map<string, ForwardSearch>();
  private readonly targets = new Map<string, ActionSetup | undefined>();
  private readonly arrivals = new Map<string, Arrivals>();
  private readonly reports = new Map<string, ReachTable | undefined>();

  constructor(
    /** Prepared with the group's system as the active system; only what does not depend on it is used. */
    readonly base: ActionSetup,
    readonly start: HexKey,
    private readonly maxBudget: number,
  ) {}

  private effectSetup(effect: string | undefined): EffectSetup | undefined {
    const key = effect ?? "";
    if (!this.setups.has(key)) {
      const b = this.base;
      const prepared = effect === undefined ? b : prepareAction(b.state, b.galaxy, b.facts, b.options, [effect]);
      if ("kind" in prepared) this.setups.set(key, undefined);
      else {
        // Taivra, the Conduit and Incursion join only the active system: no earlier step of a path may use them.
        // (Deleted, not set to undefined: in Lua a nil in a spread does not replace a value.)
        const rules: Mutable<AdjacencyRules> = { ...prepared.adjacency.rules };
        delete rules.taivraSystem;
        delete rules.incursionSystem;
        delete rules.conduit;
        const linkSystems = new Map<HexKey, boolean>();
        for (const k of activeLinkSystems(prepared.state, b.galaxy, b.facts.units)) linkSystems.set(k, true);
        this.setups.set(key, { setup: prepared, neutral: adjacencyFor(b.galaxy, rules), linkSystems });
      }
    }
    return this.setups.get(key);
  }

  /** The systems whose links change when they are active, for this effect. */
  linkSystems(effect: string | undefined): HexKey[] {
    const e = this.effectSetup(effect);
    const out: HexKey[] = [];
    if (e !== undefined) e.linkSystems.forEach((_, k) => out.push(k));
    return out;
  }

  search(profile: PassageProfile, effect: string | undefined): ForwardSearch | undefined {
    const key = `${profileKey(profile)}|${effect ?? ""}`;
    let found = this.searches.get(key);
    if (found === undefined) {
      const e = this.effectSetup(effect);
      if (e === undefined) return undefined;
      found = searchForward({
        adjacency: e.neutral,
        passage: e.setup.passage,
        rules: e.setup.rules,
        start: this.start,
        profile,
        maxBudget: this.maxBudget,
      });
      this.searches.set(key, found);
    }
    return found;
  }

  /** The setup as if `target` were the active system: its barrier, its own links (for the last step and Aetherstream). */
  setupAt(effect: string | undefined, target: HexKey): ActionSetup | undefined {
    const key = `${effect ?? ""}|${target}`;
    if (!this.targets.has(key)) {
      const e = this.effectSetup(effect);
      let at: ActionSetup | undefined;
      if (e !== undefined) {
        const s = e.setup;
        // The target's own links, read as the report reads them (the switches, the units on the table).
        const adjacency =
          e.linkSystems.get(target) === true
            ? adjacencyFor(s.galaxy, adjacencyRulesFor(activating(s.state, s.galaxy, target), s.galaxy, s.adjacency.rules.extraLinks, s.options.switches, s.facts.units, s.facts.seats))
            : e.neutral;
        const passage: Mutable<SystemPassage> = { ...s.passage };
        passage.activeBarrier = s.passage.barrierAt(target); // assigned: undefined must replace the start's barrier in Lua too
        at = { ...s, activeKey: target, adjacency, context: { ...s.context, active: target }, passage };
      }
      this.targets.set(key, at);
    }
    return this.targets.get(key);
  }

  /** Where the report's decision finds this group's paths into `target`. */
  lookupAt(group: ShipGroup, target: HexKey): PathLookup {
    return (passShips, effect, budget) => {
      const at = this.setupAt(effect, target);
      if (at === undefined || at.passage.activeBarrier !== undefined) return undefined;
      const profile = profileOf(this.base, group, passShips);
      const key = `${profileKey(profile)}|${effect ?? ""}|${target}`;
      let ways = this.arrivals.get(key);
      if (ways === undefined) {
        const search = this.search(profile, effect);
        if (search === undefined) return undefined;
        ways = search.into(target, at.adjacency.links(target));
        this.arrivals.set(key, ways);
      }
      return ways.best(budget);
    };
  }

  /**
   * The path the activation report of `target` gives this group, with no extra
   * effect: the report's own backward search, so that among paths equally safe
   * the range shows the one the report chooses (one tie-break everywhere).
   */
  reportPath(group: ShipGroup, target: HexKey, passShips: boolean, budget: number): ReachPath | undefined {
    const at = this.setupAt(undefined, target);
    if (at === undefined || at.passage.activeBarrier !== undefined) return undefined;
    const profile = profileOf(this.base, group, passShips);
    const key = `${profileKey(profile)}|${budget}|${target}`;
    if (!this.reports.has(key)) {
      // Searched only as far as this move: the report's tie-break does not depend on how far its search looks.
      const input = { adjacency: at.adjacency, passage: at.passage, rules: at.rules, activeKey: target, profile, maxBudget: budget };
      this.reports.set(key, searchReach(input));
    }
    return this.reports.get(key)?.best(this.start, budget);
  }
}
