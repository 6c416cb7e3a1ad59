/**
 * Rules a mod author adds: homebrew cards, abilities, house rules. Each has an
 * id and the text it implements, and may change move values, passage or
 * adjacency for the tactical action being reported. A rule that throws is
 * reported as a diagnostic and left out; it never breaks the report.
 */
import type { Diagnostic } from "../diagnostics";
import { errorMessage } from "../text";
import type { Galaxy, GalaxySystem } from "../galaxy/galaxy-types";
import type { HexKey } from "../hex/hex";
import type { SystemRef, TableState } from "../state/table-state";

/** What a custom rule is told: the table state and the galaxy. */
export interface RuleContext {
  readonly state: TableState;
  readonly galaxy: Galaxy;
  /** The active player. */
  readonly player: string;
  /** The active system. */
  readonly active: HexKey;
}

/** The ship group a custom rule is asked about. */
export interface RuleShip {
  /** Unit id as on the table ("carrier") and the unit type's id ("advanced-carrier"). */
  readonly unit: string;
  readonly type: string;
  readonly start: GalaxySystem;
  /** Move value before this rule. */
  readonly move: number;
}

/**
 * A mod author's movement rule: hooks the core asks (a move bonus, extra adjacent pairs, ...) and
 * answers it checks. Register it on the table's API or pass it in the report options.
 */
export interface CustomRule {
  readonly id: string;
  /** The rule or card text it implements. */
  readonly text: string;
  /** Added to a ship group's move value. */
  readonly moveBonus?: (this: void, ship: RuleShip, context: RuleContext) => number;
  /** May ships pass through this system? true or false decide; undefined leaves it to the other rules. */
  readonly passThrough?: (this: void, system: GalaxySystem, context: RuleContext) => boolean | undefined;
  /** May ships move into the active system? true or false decide; undefined leaves it to the other rules. */
  readonly enterActive?: (this: void, system: GalaxySystem, context: RuleContext) => boolean | undefined;
  /** Pairs of systems adjacent to each other during this action. */
  readonly adjacent?: (this: void, context: RuleContext) => readonly (readonly [SystemRef, SystemRef])[];
}

/** Calls a rule's hook; a throwing rule gives a diagnostic and no opinion. */
export function askRule<T>(rule: CustomRule, hook: string, diagnostics: Diagnostic[], call: () => T): T | undefined {
  try {
    return call();
  } catch (e) {
    diagnostics.push({ kind: "unknown-id", message: `rule ${rule.id} failed in ${hook}: ${errorMessage(e)}`, text: rule.id });
    return undefined;
  }
}

/** A diagnostic for a rule's answer of the wrong type; the answer is ignored. */
export function badAnswer(rule: CustomRule, hook: string, expected: string): Diagnostic {
  return { kind: "bad-input", message: `rule ${rule.id}: ${hook} must return ${expected}; ignoring its answer`, text: rule.id };
}

/** A move bonus larger than this is not a rule's answer but a mistake (no ship moves 100 systems). */
export const MAX_RULE_MOVE_BONUS = 100;
/** More adjacency pairs than this from one rule are a mistake (a full 20,000-tile map has fewer edges). */
export const MAX_RULE_PAIRS = 100000;

/** A rule's move bonus: a finite number within +-MAX_RULE_MOVE_BONUS; anything else gives a diagnostic and no bonus. */
export function askMoveBonus(rule: CustomRule, diagnostics: Diagnostic[], call: () => unknown): number {
  const answer = askRule(rule, "moveBonus", diagnostics, call);
  if (answer === undefined || answer === null) return 0;
  if (typeof answer === "number" && answer === answer && answer <= MAX_RULE_MOVE_BONUS && answer >= -MAX_RULE_MOVE_BONUS) return answer;
  diagnostics.push({ kind: "unknown-id", message: `rule ${rule.id} gave a move bonus that is not a small number; ignoring it`, text: rule.id });
  return 0;
}

function isSystemRef(ref: unknown): boolean {
  if (typeof ref === "number") return ref === ref;
  if (!Array.isArray(ref) || ref.length !== 2) return false;
  const [q, r] = ref as unknown[];
  return typeof q === "number" && typeof r === "number" && q === q && r === r;
}

/** A rule's adjacency pairs: a list of [system, system]; anything else gives a diagnostic and is left out. */
export function askAdjacentPairs(rule: CustomRule, diagnostics: Diagnostic[], call: () => unknown): (readonly [SystemRef, SystemRef])[] {
  const answer = askRule(rule, "adjacent", diagnostics, call);
  if (answer === undefined || answer === null) return [];
  if (!Array.isArray(answer) || answer.length > MAX_RULE_PAIRS) {
    diagnostics.push({ kind: "unknown-id", message: `rule ${rule.id} gave adjacency that is not a list of system pairs; ignoring it`, text: rule.id });
    return [];
  }
  const out: (readonly [SystemRef, SystemRef])[] = [];
  let bad = 0;
  for (const pair of answer as unknown[]) {
    if (Array.isArray(pair) && pair.length === 2 && isSystemRef(pair[0]) && isSystemRef(pair[1])) out.push([pair[0] as SystemRef, pair[1] as SystemRef]);
    else bad++;
  }
  if (bad > 0) diagnostics.push({ kind: "unknown-id", message: `rule ${rule.id} gave ${bad} adjacency entries that are not [system, system]; ignoring them`, text: rule.id });
  return out;
}

const HOOKS: readonly string[] = ["moveBonus", "passThrough", "enterActive", "adjacent"];

/** Checks a rule before it is registered: an object with an id, its text, and functions for hooks. */
export function checkRule(rule: unknown): Diagnostic[] {
  if (typeof rule !== "object" || rule === null) return [{ kind: "unknown-id", message: "a rule must be an object with an id and the text it implements" }];
  const r = rule as { [key: string]: unknown };
  if (typeof r.id !== "string" || r.id === "" || typeof r.text !== "string") {
    return [{ kind: "unknown-id", message: "a rule needs an id and the text it implements" }];
  }
  for (const hook of HOOKS) {
    const fn = r[hook];
    if (fn !== undefined && typeof fn !== "function") return [{ kind: "unknown-id", message: `rule ${r.id}: ${hook} must be a function`, text: r.id }];
  }
  return [];
}

/** The rules that pass checkRule, and a diagnostic for each that does not (they are left out). */
export function usableRules(rules: unknown): { rules: CustomRule[]; problems: Diagnostic[] } {
  const out: CustomRule[] = [];
  const problems: Diagnostic[] = [];
  if (rules === undefined) return { rules: out, problems };
  if (!Array.isArray(rules)) return { rules: out, problems: [{ kind: "bad-input", message: "rules must be a list; ignoring them" }] };
  for (const rule of rules as unknown[]) {
    const found = checkedRule(rule);
    if (found.length === 0) out.push(rule as CustomRule);
    else problems.push(...found);
  }
  return { rules: out, problems };
}

/** checkRule, for a rule whose fields may throw when read (a getter): such a rule is left out with the reason. */
function checkedRule(rule: unknown): Diagnostic[] {
  try {
    return checkRule(rule);
  } catch (e) {
    return [{ kind: "unknown-id", message: `a rule could not be read (${errorMessage(e)}); ignoring it` }];
  }
}
