/**
 * Everything one tactical action's movement needs, prepared once: the
 * galaxy's adjacency under this action's rules, the table facts, the active
 * player's movement rules and what each system means for their ships.
 */
import type { Diagnostic } from "../diagnostics";
import { createAdjacency } from "../galaxy/adjacency";
import type { Adjacency } from "../galaxy/adjacency";
import { adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import { resolveSystemRef } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import type { TableState } from "../state/table-state";
import { compareText, movementRulesFor } from "./movement-rules";
import type { MovementRules, RuleSwitches } from "./movement-rules";
import { systemPassage } from "./system-passage";
import type { SystemPassage } from "./system-passage";
import { playerFaction } from "./table-facts";
import type { TableFacts } from "./table-facts";

export interface ActionSetup {
  readonly state: TableState;
  readonly galaxy: Galaxy;
  readonly facts: TableFacts;
  readonly adjacency: Adjacency;
  readonly rules: MovementRules;
  readonly passage: SystemPassage;
  readonly activeKey: HexKey;
  /** Faction of every player, for rules that depend on who owns the ships in the way. */
  readonly factions: ReadonlyMap<string, string | undefined>;
}

/** The setup, or the problem that makes the activation meaningless (no active system). */
export function prepareAction(
  state: TableState,
  galaxy: Galaxy,
  facts: TableFacts,
  switches: RuleSwitches,
  extraEffects: readonly string[] = [],
): ActionSetup | Diagnostic {
  const active = state.active;
  if (active === undefined) {
    return { kind: "unknown-system", message: "no active system: the scenario needs \"active\": {\"player\", \"system\"}" };
  }
  const where = resolveSystemRef(galaxy, active.system, "active system");
  if ("problem" in where) return where.problem;
  const withEffects: TableState =
    extraEffects.length === 0
      ? state
      : { ...state, active: { ...active, effects: [...(active.effects ?? []), ...extraEffects] } };
  const rules = movementRulesFor(withEffects, switches) as MovementRules;
  const factions = new Map<string, string | undefined>();
  const players = state.players ?? {};
  for (const p of Object.keys(players).sort((a, b) => compareText(a, b))) factions.set(p, playerFaction(state, p));
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(withEffects, galaxy));
  return {
    state: withEffects,
    galaxy,
    facts,
    adjacency,
    rules,
    passage: systemPassage(galaxy.systems, facts, rules, factions, where.key),
    activeKey: where.key,
    factions,
  };
}
