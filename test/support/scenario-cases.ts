/**
 * The scenario suite (test/scenarios/*.json): a table state in, the report
 * fields a player would check out. Pure data, so the Lua build runs it too.
 */
import { readdirSync, readFileSync } from "fs";
import { join } from "path";
import type { ActivationReport, ReportResult, RuleSwitches, ShipReport, TableState } from "../../src/core/all";

export interface ScenarioCase {
  readonly name: string;
  readonly rule: string;
  readonly switches?: RuleSwitches;
  readonly scenario: TableState;
  readonly expect: {
    /** Every ship group listed, each with the fields that must match (null: the field must be absent). */
    readonly ships?: readonly Partial<ShipReport>[];
    /** Groups that must not be listed. */
    readonly absent?: readonly { unit: string; from: unknown }[];
    /** Diagnostic kinds that must be reported. */
    readonly diagnostics?: readonly string[];
    /** Text some diagnostic message must contain (an id that must be named). */
    readonly diagnosticTexts?: readonly string[];
    /** Text no diagnostic message may contain (an id that is known). */
    readonly noDiagnosticTexts?: readonly string[];
    /** Text the fatal problem's message must contain. */
    readonly error?: string;
    /** Transport fields that must match (plan entries matched in order, each partially). */
    readonly transport?: { readonly arriving?: number; readonly plan?: readonly object[]; readonly left?: readonly object[] };
    /** The exact warnings (kind, system, have, limit, when), in report order. */
    readonly warnings?: readonly { kind: string; system: unknown; have: number; limit: number; when: string }[];
    /** What fires on arrival [77]: the space cannon entries exactly, in order (none: no arrival), and each player's dice and expected hits. */
    readonly arrival?: { readonly spaceCannon: readonly object[]; readonly byPlayer?: readonly { player: string; dice: number; expectedHits: number }[] };
  };
}

export const SCENARIO_DIR = join(__dirname, "..", "scenarios");

export function scenarioCases(): [string, ScenarioCase][] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => [f, JSON.parse(readFileSync(join(SCENARIO_DIR, f), "utf8")) as ScenarioCase]);
}

function sameSystem(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Checks a report against a case's expectations with jest's expect. */
export function checkCase(c: ScenarioCase, result: ReportResult): void {
  if (c.expect.error !== undefined) {
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.message).toContain(c.expect.error);
    return;
  }
  if (!result.ok) throw new Error(`unexpected failure: ${result.problem.message}`);
  const report: ActivationReport = result.report;
  if (c.expect.ships !== undefined) {
    const listed = report.ships.map((s) => `${s.unit}@${JSON.stringify(s.from)}`);
    expect(listed.sort()).toEqual(c.expect.ships.map((s) => `${s.unit}@${JSON.stringify(s.from)}`).sort());
    for (const wanted of c.expect.ships) {
      const got = report.ships.find((s) => s.unit === wanted.unit && sameSystem(s.from, wanted.from));
      // A field expected as null must be absent from the report (e.g. no "requires").
      const present: { [field: string]: unknown } = {};
      for (const [field, value] of Object.entries(wanted)) {
        if (value === null) expect((got as unknown as { [field: string]: unknown })[field]).toBeUndefined();
        else present[field] = value;
      }
      expect(got).toMatchObject(present);
    }
  }
  for (const gone of c.expect.absent ?? []) {
    expect(report.ships.find((s) => s.unit === gone.unit && sameSystem(s.from, gone.from))).toBeUndefined();
  }
  const transport = c.expect.transport;
  if (transport !== undefined) {
    if (transport.arriving !== undefined) expect(report.transport.arriving).toBe(transport.arriving);
    if (transport.plan !== undefined) {
      expect(report.transport.plan).toHaveLength(transport.plan.length);
      transport.plan.forEach((entry, i) => expect(report.transport.plan[i]).toMatchObject(entry));
    }
    if (transport.left !== undefined) expect(report.transport.left).toEqual(transport.left);
  }
  if (c.expect.warnings !== undefined) {
    expect(report.warnings.map(({ kind, system, have, limit, when }) => ({ kind, system, have, limit, when }))).toEqual(c.expect.warnings);
  }
  const arrival = c.expect.arrival;
  if (arrival !== undefined) {
    expect(report.arrival?.spaceCannon ?? []).toEqual(arrival.spaceCannon);
    if (arrival.byPlayer !== undefined) {
      expect((report.arrival?.byPlayer ?? []).map((p) => ({ player: p.player, dice: p.dice, expectedHits: p.expectedHits }))).toEqual(
        arrival.byPlayer.map((p) => ({ ...p, expectedHits: expect.closeTo(p.expectedHits, 9) })),
      );
    }
  }
  for (const kind of c.expect.diagnostics ?? []) {
    expect(report.diagnostics.map((d) => d.kind)).toContain(kind);
  }
  const messages = report.diagnostics.map((d) => d.message);
  for (const text of c.expect.diagnosticTexts ?? []) expect(messages.filter((m) => m.includes(text))).not.toHaveLength(0);
  for (const text of c.expect.noDiagnosticTexts ?? []) expect(messages.filter((m) => m.includes(text))).toEqual([]);
}
