/**
 * The boundary the report and the move range both cross once: a table state as
 * a caller gives it (anything at all) checked, read into its galaxy (or the
 * kept one given) and its facts, with every diagnostic once; or the problem
 * that makes the input meaningless.
 */
import type { Diagnostic } from "../diagnostics";
import { isFatal } from "../diagnostics";
import { galaxyFromChecked } from "../galaxy/build-galaxy";
import type { Galaxy } from "../galaxy/galaxy-types";
import { readTableFacts } from "../movement/table-facts";
import type { TableFacts } from "../movement/table-facts";
import { checkIds } from "./check-ids";
import { checkTableState } from "../state/check-state";
import { unitsOfMode } from "../state/mode-units";
import type { RuleSwitches } from "../state/rule-switches";
import type { TableState } from "../state/table-state";
import { errorMessage } from "../text";
import { builtInTiles } from "../tiles/tile-registry";
import type { TileRegistry } from "../tiles/tile-registry";
import { builtInCatalogue } from "../units/unit-catalogue";
import type { UnitCatalogue } from "../units/unit-catalogue";

/** The table as every rule past the boundary reads it. */
export interface Position {
  /** The table state with the fields of the wrong type left out. */
  readonly state: TableState;
  readonly galaxy: Galaxy;
  readonly facts: TableFacts;
  /** Each once: the state's, the galaxy's own, the facts', unknown ids. */
  readonly diagnostics: Diagnostic[];
}

/**
 * What an answer may be given besides the table state: the tile registry, the unit catalogue (built-in
 * ones otherwise), and a galaxy already built.
 */
export interface PositionOptions {
  readonly tiles?: TileRegistry;
  readonly units?: UnitCatalogue;
  /** A galaxy already built from this state's map, systems and system tokens. */
  readonly galaxy?: Galaxy;
  /** Readings of the rules where the sources differ. */
  readonly switches?: RuleSwitches;
}

export type Failure = { readonly ok: false; readonly problem: Diagnostic; readonly diagnostics: readonly Diagnostic[] };

export function readPosition(input: unknown, options: PositionOptions): { readonly ok: true; readonly position: Position } | Failure {
  // Checked once: a galaxy given by the caller was built from this state's map and systems.
  const checked = checkTableState(input, options.galaxy !== undefined);
  const state = checked.state;
  const tiles = options.tiles ?? builtInTiles();
  const units = unitsOfMode(options.units ?? builtInCatalogue(), state, options.switches);
  const galaxy = options.galaxy ?? galaxyFromChecked(checked, tiles);
  const facts = readTableFacts(state, galaxy, units);
  const ids = checkIds(state, facts, tiles, units);
  const diagnostics: Diagnostic[] =
    checked.diagnostics.length + facts.diagnostics.length + ids.length === 0
      ? galaxyDiagnostics(galaxy)
      : uniqueDiagnostics([...checked.diagnostics, ...galaxy.ownDiagnostics, ...facts.diagnostics, ...ids]);
  const fatal = diagnostics.find((d) => isFatal(d));
  if (fatal !== undefined) return { ok: false, problem: fatal, diagnostics };
  return { ok: true, position: { state, galaxy, facts, diagnostics } };
}

/** What an entry point answers when something it called threw: it never throws itself. */
export function thrownFailure(what: string, e: unknown): Failure {
  const problem: Diagnostic = { kind: "bad-input", message: `${what} failed: ${errorMessage(e)}` };
  return { ok: false, problem, diagnostics: [problem] };
}

/** The last galaxy's own diagnostics, each once: a kept galaxy says the same on every report. */
let keptDiagnostics: { readonly galaxy: Galaxy; readonly unique: readonly Diagnostic[] } | undefined;

/** A galaxy's own diagnostics, each once (a list of the caller's own). */
function galaxyDiagnostics(galaxy: Galaxy): Diagnostic[] {
  if (keptDiagnostics === undefined || keptDiagnostics.galaxy !== galaxy) keptDiagnostics = { galaxy, unique: uniqueDiagnostics(galaxy.ownDiagnostics) };
  return keptDiagnostics.unique.slice();
}

/** Each diagnostic once (a galaxy built from the checked state holds some of the state's). */
export function uniqueDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  if (list.length < 2) return list.slice();
  // Per kind, the messages seen (no key is built: a kept galaxy's messages are the same strings every time).
  const seen = new Map<string, Map<string, boolean>>();
  const out: Diagnostic[] = [];
  for (const d of list) {
    let messages = seen.get(d.kind);
    if (messages === undefined) {
      messages = new Map<string, boolean>();
      seen.set(d.kind, messages);
    }
    if (messages.has(d.message)) continue;
    messages.set(d.message, true);
    out.push(d);
  }
  return out;
}
