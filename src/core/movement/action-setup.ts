/**
 * Everything one tactical action's movement needs, prepared once: the
 * galaxy's adjacency under this action's rules, the table facts, the active
 * player's movement rules and what each system means for their ships.
 */
import type { Diagnostic } from "../diagnostics";
import { adjacencyFor } from "../galaxy/adjacency-cache";
import type { Adjacency } from "../galaxy/adjacency";
import { adjacencyRulesFor } from "../galaxy/adjacency-rules";
import type { Galaxy } from "../galaxy/galaxy-types";
import { resolveSystemRef } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import type { TableState } from "../state/table-state";
import { movementRulesFor } from "./movement-rules";
import type { MovementRules } from "./movement-rules";
import type { RuleSwitches } from "../state/rule-switches";
import { systemPassage } from "./system-passage";
import type { SystemPassage } from "./system-passage";
import type { TableFacts } from "./table-facts";
import { askAdjacentPairs, askRule, badAnswer } from "../rules/custom-rule";
import { withLazaxGateFolding } from "../galaxy/lazax-gate-folding";
import type { CustomRule, RuleContext } from "../rules/custom-rule";
import type { CustomPassage } from "./system-passage";

/** How to report: readings of disputed rules, and mod authors' rules. */
export interface ActionOptions {
  readonly switches: RuleSwitches;
  readonly rules: readonly CustomRule[];
}

export interface ActionSetup {
  readonly state: TableState;
  readonly options: ActionOptions;
  /** What mod authors' rules see. */
  readonly context: RuleContext;
  /** Problems with mod authors' rules met while preparing and searching. */
  readonly ruleDiagnostics: Diagnostic[];
  readonly galaxy: Galaxy;
  readonly facts: TableFacts;
  readonly adjacency: Adjacency;
  readonly rules: MovementRules;
  readonly passage: SystemPassage;
  readonly activeKey: HexKey;
}

/** The setup, or the problem that makes the activation meaningless (no active system). */
export function prepareAction(
  state: TableState,
  tableGalaxy: Galaxy,
  facts: TableFacts,
  options: ActionOptions,
  extraEffects: readonly string[] = [],
): ActionSetup | Diagnostic {
  const active = state.active;
  if (active === undefined) {
    return { kind: "unknown-system", message: "no active system: the scenario needs \"active\": {\"player\", \"system\"}" };
  }
  const where = resolveSystemRef(tableGalaxy, active.system, "active system");
  if ("problem" in where) return where.problem;
  const withEffects: TableState =
    extraEffects.length === 0
      ? state
      : { ...state, active: { ...active, effects: [...(active.effects ?? []), ...extraEffects] } };
  const rules = movementRulesFor(withEffects, options.switches, [], facts.seats) as MovementRules;
  const galaxy = withLazaxGateFolding(tableGalaxy, withEffects, rules.technologies, facts.units); // Lazax Gate Folding (Winnu)
  const context: RuleContext = { state: withEffects, galaxy, player: active.player, active: where.key };
  const ruleDiagnostics: Diagnostic[] = [];
  const extraLinks = ruleLinks(options.rules, context, ruleDiagnostics);
  const adjacency = adjacencyFor(galaxy, adjacencyRulesFor(withEffects, galaxy, { extraLinks, switches: options.switches, units: facts.units, seats: facts.seats, activeKey: where.key }));
  return {
    state: withEffects,
    options,
    context,
    ruleDiagnostics,
    galaxy,
    facts,
    adjacency,
    rules,
    passage: systemPassage(galaxy.systems, galaxy.numbers, facts, rules, where.key, customPassage(options.rules, context, ruleDiagnostics)),
    activeKey: where.key,
  };
}

/** Adjacency added by mod authors' rules, both ways. */
function ruleLinks(
  rules: readonly CustomRule[],
  context: RuleContext,
  diagnostics: Diagnostic[],
): Map<HexKey, { to: HexKey; effect: string }[]> | undefined {
  if (rules.length === 0) return undefined;
  const links = new Map<HexKey, { to: HexKey; effect: string }[]>();
  const add = (from: HexKey, to: HexKey, effect: string): void => {
    const list = links.get(from);
    if (list === undefined) links.set(from, [{ to, effect }]);
    else list.push({ to, effect });
  };
  for (const rule of rules) {
    const adjacent = rule.adjacent;
    if (adjacent === undefined) continue;
    const pairs = askAdjacentPairs(rule, diagnostics, () => adjacent(context));
    for (const [a, b] of pairs) {
      const from = resolveSystemRef(context.galaxy, a, `rule ${rule.id}`);
      const to = resolveSystemRef(context.galaxy, b, `rule ${rule.id}`);
      if ("problem" in from) diagnostics.push(from.problem);
      else if ("problem" in to) diagnostics.push(to.problem);
      else if (from.key !== to.key) {
        add(from.key, to.key, rule.id);
        add(to.key, from.key, rule.id);
      }
    }
  }
  // No links at all: the adjacency of the rules alone, kept between actions, serves (see adjacency-cache).
  return links.size === 0 ? undefined : links;
}

/** Mod authors' opinions on passage: the first rule with an answer decides. */
function customPassage(rules: readonly CustomRule[], context: RuleContext, diagnostics: Diagnostic[]): CustomPassage | undefined {
  if (rules.length === 0) return undefined; // the built-in rules alone
  const opinion = (hook: "passThrough" | "enterActive", key: HexKey): boolean | undefined => {
    const system = context.galaxy.systems.get(key);
    if (system === undefined) return undefined;
    for (const rule of rules) {
      const fn = rule[hook];
      if (fn === undefined) continue;
      const answer: unknown = askRule(rule, hook, diagnostics, () => fn(system, context));
      if (answer === true || answer === false) return answer;
      if (answer !== undefined) diagnostics.push(badAnswer(rule, hook, "true, false or nothing"));
    }
    return undefined;
  };
  return {
    passThrough: (key) => opinion("passThrough", key),
    enterActive: (key) => opinion("enterActive", key),
  };
}
