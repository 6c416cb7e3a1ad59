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

export interface RuleContext {
  readonly state: TableState;
  readonly galaxy: Galaxy;
  /** The active player. */
  readonly player: string;
  /** The active system. */
  readonly active: HexKey;
}

export interface RuleShip {
  /** Unit id as on the table ("carrier") and the unit type's id ("advanced-carrier"). */
  readonly unit: string;
  readonly type: string;
  readonly start: GalaxySystem;
  /** Move value before this rule. */
  readonly move: number;
}

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

/** Checks a rule before it is registered. */
export function checkRule(rule: CustomRule): Diagnostic[] {
  if (typeof rule.id !== "string" || rule.id === "" || typeof rule.text !== "string") {
    return [{ kind: "unknown-id", message: "a rule needs an id and the text it implements" }];
  }
  return [];
}
