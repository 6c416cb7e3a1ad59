/**
 * The mod-author API on a TTS table. In TTS each script has its own globals:
 * code in this script (or, pasted into Global, in the Global script) uses the
 * TI4Reach table; other objects call the plain ti4reach_* functions with
 * obj.call(name, parameter), which carries data but no functions (so
 * onReport, registerRule and setRenderer stay in the TI4Reach table).
 *
 * Whatever is passed in (nil, a string, a table missing its id, a rule that
 * throws) gives a diagnostic list or an { error } value; nothing here throws.
 */
import { checkRule, reportActivation } from "../../core/all";
import type { ActivationReport, CustomRule, Diagnostic, GalaxyCache, ReportResult, RuleSwitches, TableState, TileInfo, TileRegistry, UnitCatalogue, UnitType } from "../../core/all";
import { isVisibility } from "../settings";
import type { TtsSettings } from "../settings";
import type { TtsRenderer } from "./draw";
import { clearRange } from "./range-pickup";
import { safeMessage } from "./guard";
import { isTable, localCopy } from "../lua-values";

export type Listener = (this: void, report: ActivationReport) => void;

/** Everything the script keeps between events. */
export interface Reach {
  /** Registering a tile through it rebuilds the kept galaxy. */
  readonly tiles: TileRegistry;
  /** The galaxy kept between activations, rebuilt only when a tile or a system token changed. */
  readonly galaxies: GalaxyCache;
  readonly units: UnitCatalogue;
  readonly listeners: Listener[];
  readonly rules: CustomRule[];
  renderer: TtsRenderer;
  last: ActivationReport | undefined;
  /** An activation is drawn (until the next turn or a clear). */
  shown: boolean;
  settings: TtsSettings;
}

export const VERSION = "0.1.0";

/** A scenario another script passes, reported on the kept galaxy. */
function reportFor(reach: Reach, state: TableState, switches: RuleSwitches): ReportResult {
  return reportActivation(state, { galaxy: reach.galaxies.galaxyFor(state), tiles: reach.tiles, units: reach.units, switches, rules: reach.rules });
}

function problem(message: string): Diagnostic[] {
  return [{ kind: "unknown-id", message }];
}

function reportTable(reach: Reach, scenario: unknown, switches: unknown): unknown {
  if (!isTable(scenario)) return { error: "TI4Reach.report needs a scenario table", diagnostics: [] };
  try {
    const result = reportFor(reach, scenario as TableState, isTable(switches) ? (switches as RuleSwitches) : {});
    return result.ok ? result.report : { error: result.problem.message, diagnostics: result.diagnostics };
  } catch (e) {
    return { error: `the report failed: ${safeMessage(e)}`, diagnostics: [] };
  }
}

/** Calls a registration, turning bad input and failures into diagnostics. */
function registration(what: string, input: unknown, register: (this: void, input: never) => Diagnostic[]): Diagnostic[] {
  if (!isTable(input)) return problem(`${what} needs a table`);
  try {
    const problems = register(input as never);
    return Array.isArray(problems) ? problems : [];
  } catch (e) {
    return problem(`${what} failed: ${safeMessage(e)}`);
  }
}

function registerRule(reach: Reach, rule: unknown): Diagnostic[] {
  if (!isTable(rule)) return problem("registerRule needs a rule table with an id and the text it implements");
  try {
    const problems = checkRule(rule as unknown as CustomRule);
    if (problems.length === 0) reach.rules.push(rule as unknown as CustomRule);
    return problems;
  } catch (e) {
    return problem(`registerRule failed: ${safeMessage(e)}`);
  }
}

/** Clears what the renderer drew; a renderer that fails is reported, not thrown. */
export function clearDrawing(reach: Reach): void {
  reach.shown = false;
  try {
    reach.renderer.clear();
  } catch (e) {
    print(`ti4-reach: the renderer failed to clear: ${safeMessage(e)}`);
  }
}

function setRenderer(reach: Reach, renderer: unknown): Diagnostic[] {
  if (!isTable(renderer) || typeof renderer.draw !== "function" || typeof renderer.clear !== "function") {
    return problem("setRenderer needs a table with draw(model, report, player) and clear() functions");
  }
  clearDrawing(reach);
  reach.renderer = renderer as unknown as TtsRenderer;
  return [];
}

function setVisibility(reach: Reach, visibility: unknown): Diagnostic[] {
  if (!isVisibility(visibility)) return problem('visibility is "everyone" or "active"');
  reach.settings = { ...reach.settings, visibility };
  return [];
}

/** Whether picking up a ship shows its move range (a saved setting); switched off, a range shown goes. */
function setRangeHighlights(reach: Reach, on: boolean): void {
  reach.settings = { ...reach.settings, rangeHighlights: on };
  if (!on) clearRangeSafely();
}

/** Takes the move range away; a failure is reported, not thrown. */
function clearRangeSafely(): void {
  try {
    clearRange();
  } catch (e) {
    print(`ti4-reach: the move range could not be cleared: ${safeMessage(e)}`);
  }
}

export function installApi(reach: Reach): void {
  // Called by other objects (obj.call): what they hand over is copied before it is kept.
  _G.ti4reach_report = (scenario: unknown) => reportTable(reach, localCopy(scenario), undefined);
  _G.ti4reach_lastReport = () => reach.last;
  _G.ti4reach_registerTile = (info: unknown) => registration("registerTile", localCopy(info), (i: TileInfo) => reach.tiles.register(i));
  _G.ti4reach_registerUnit = (unit: unknown) => registration("registerUnit", localCopy(unit), (u: UnitType) => reach.units.register(u));
  _G.ti4reach_setVisibility = (visibility: unknown) => setVisibility(reach, visibility);
  _G.ti4reach_setRangeHighlights = (on: unknown) => setRangeHighlights(reach, on !== false);
  _G.TI4Reach = {
    version: VERSION,
    report: (scenario: unknown, switches?: unknown) => reportTable(reach, scenario, switches),
    onReport: (listener: unknown) => {
      if (typeof listener !== "function") return problem("onReport needs a function");
      reach.listeners.push(listener as Listener);
      return [];
    },
    lastReport: () => reach.last,
    registerTile: (info: unknown) => registration("registerTile", info, (i: TileInfo) => reach.tiles.register(i)),
    registerUnit: (unit: unknown) => registration("registerUnit", unit, (u: UnitType) => reach.units.register(u)),
    registerRule: (rule: unknown) => registerRule(reach, rule),
    getRenderer: () => reach.renderer,
    setRenderer: (renderer: unknown) => setRenderer(reach, renderer),
    getVisibility: () => reach.settings.visibility,
    setVisibility: (visibility: unknown) => setVisibility(reach, visibility),
    clear: () => {
      clearDrawing(reach);
      clearRangeSafely();
    },
    /** Whether picking up a ship shows its move range (saved with the game in ti4-reach's settings). */
    setRangeHighlights: (on: unknown) => setRangeHighlights(reach, on !== false),
    rangeHighlightsOn: () => reach.settings.rangeHighlights,
    /** How many times the galaxy was built: it is kept between activations until a tile or a system token changes. */
    galaxyBuilds: () => reach.galaxies.builds(),
  };
}
