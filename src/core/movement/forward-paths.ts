/**
 * Paths forwards from one system, made on first use: a forward search per
 * passage profile and per extra effect, and for each system the action setup
 * as if it were the active system (its barrier, its own links). A move range
 * asks it for every system (with the report's own decision, decideReach); the
 * report asks it for the path of each group that reaches, so that among
 * equally safe paths both show the same one.
 */
import { adjacencyFor } from "../galaxy/adjacency-cache";
import type { Adjacency } from "../galaxy/adjacency";
import { activeLinkSystems, adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import type { HexKey } from "../hex/hex";
import type { ActionSetup } from "./action-setup";
import { prepareAction } from "./action-setup";
import { searchForward } from "./forward-search";
import type { Arrivals, ForwardSearch } from "./forward-search";
import { profileOf } from "./ship-profile";
import type { PathLookup } from "./path-lookup";
import type { ShipGroup } from "./ship-groups";
import type { ReachPath } from "./reverse-search";
import { activeBarrierFor } from "./system-passage";
import type { SystemPassage } from "./system-passage";
import { profileCode } from "./passage-profile";
import type { PassageProfile } from "./passage-profile";
import type { AdjacencyRules } from "../galaxy/adjacency-rules";
import type { TableState } from "../state/table-state";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One effect's setup, with the links that do not depend on the active system and the systems whose links do. */
interface EffectSetup {
  readonly setup: ActionSetup;
  readonly neutral: Adjacency;
  readonly linkSystems: ReadonlyMap<HexKey, boolean>;
}

function profileKey(profile: PassageProfile): string {
  return `${profileCode(profile)}`;
}

/** The same state with another active system. */
export function activating(state: TableState, galaxy: Galaxy, key: HexKey): TableState {
  const active = state.active;
  const system = galaxy.systems.get(key);
  if (active === undefined || system === undefined) return state;
  return { ...state, active: { ...active, system: [system.hex.q, system.hex.r] } };
}

export class ForwardPaths {
  private readonly setups = new Map<string, EffectSetup | undefined>();
  private readonly searches = new Map<string, ForwardSearch>();
  private readonly targets = new Map<string, ActionSetup | undefined>();
  private readonly arrivals = new Map<string, Arrivals>();

  constructor(
    /** Prepared for the player's action; only what does not depend on its active system is used. */
    readonly base: ActionSetup,
    private readonly maxBudget: number,
  ) {}

  private effectSetup(effect: string | undefined): EffectSetup | undefined {
    const key = effect ?? "";
    if (!this.setups.has(key)) {
      const b = this.base;
      const prepared = effect === undefined ? b : prepareAction(b.state, b.galaxy, b.facts, b.options, [effect]);
      if ("kind" in prepared) this.setups.set(key, undefined);
      else {
        const linkSystems = new Map<HexKey, boolean>();
        for (const k of activeLinkSystems(prepared.state, b.galaxy, b.facts.units)) linkSystems.set(k, true);
        this.setups.set(key, { setup: prepared, neutral: neutralAdjacency(prepared.adjacency), linkSystems });
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

  /** The forward search from `start`, for ships of this profile, with this effect in use or none. */
  search(start: HexKey, profile: PassageProfile, effect: string | undefined): ForwardSearch | undefined {
    const key = `${start}|${profileKey(profile)}|${effect ?? ""}`;
    let found = this.searches.get(key);
    if (found === undefined) {
      const e = this.effectSetup(effect);
      if (e === undefined) return undefined;
      found = searchForward({
        adjacency: e.neutral,
        passage: e.setup.passage,
        rules: e.setup.rules,
        start,
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
            ? adjacencyFor(s.galaxy, adjacencyRulesFor(s.state, s.galaxy, {
                extraLinks: s.adjacency.rules.extraLinks,
                switches: s.options.switches,
                units: s.facts.units,
                seats: s.facts.seats,
                activeKey: target,
              }))
            : e.neutral;
        const passage: Mutable<SystemPassage> = { ...s.passage };
        // Assigned: undefined must replace the start's barriers in Lua too.
        passage.activeBarrier = s.passage.barrierAt(target);
        passage.activeBarrierIgnoringAnomalies = s.passage.barrierAt(target, true);
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
      const profile = profileOf(this.base, group, passShips);
      if (at === undefined || activeBarrierFor(at.passage, profile) !== undefined) return undefined;
      const key = `${group.start}|${profileKey(profile)}|${effect ?? ""}|${target}`;
      let ways = this.arrivals.get(key);
      if (ways === undefined) {
        const search = this.search(group.start, profile, effect);
        if (search === undefined) return undefined;
        ways = search.into(target, at.adjacency.parts(target), at.adjacency.apart);
        this.arrivals.set(key, ways);
      }
      return ways.best(budget);
    };
  }
}

/**
 * The adjacency every step but the last uses: without the links that join only
 * the active system (Emissary Taivra, Spatial Conduit Cylinder, Incursion).
 * Without them in play it is the action's own adjacency.
 */
function neutralAdjacency(adjacency: Adjacency): Adjacency {
  const r = adjacency.rules;
  if (r.taivraSystem === undefined && r.incursionSystem === undefined && r.conduit === undefined) return adjacency;
  // (Deleted, not set to undefined: in Lua a nil in a spread does not replace a value.)
  const rules: Mutable<AdjacencyRules> = { ...r };
  delete rules.taivraSystem;
  delete rules.incursionSystem;
  delete rules.conduit;
  return adjacencyFor(adjacency.galaxy, rules);
}

/**
 * The path a forward search from the group's system finds into the action's
 * active system within `budget`: what ForwardPaths gives a move range for that
 * system, worked out with no more than one search (the report asks it for each
 * group that reaches in two steps or more).
 */
export function forwardPathInto(
  setup: ActionSetup,
  group: ShipGroup,
  passShips: boolean,
  budget: number,
  restNeeds?: (this: void, node: number) => number | undefined,
): ReachPath | undefined {
  const profile = profileOf(setup, group, passShips);
  if (activeBarrierFor(setup.passage, profile) !== undefined) return undefined;
  const parts = setup.adjacency.parts(setup.activeKey);
  const search = searchForward({
    adjacency: neutralAdjacency(setup.adjacency),
    passage: setup.passage,
    rules: setup.rules,
    start: group.start,
    profile,
    maxBudget: budget,
    onlyInto: { key: setup.activeKey, parts, apart: setup.adjacency.apart, budget, restNeeds },
  });
  return search.into(setup.activeKey, parts, setup.adjacency.apart).best(budget);
}
