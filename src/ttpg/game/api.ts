/**
 * The mod-author API on TTPG, versioned, importable and published as
 * globalThis.TI4Reach for other packages: register tiles, units and rules,
 * listen to reports, read the last one, replace or wrap the renderer, report a
 * scenario, change the settings. Whatever a caller passes, each call answers
 * with diagnostics or a failed result; none throws.
 */
import { checkRule, errorMessage } from "../../core/all";
import type { ActivationReport, CustomRule, Diagnostic, ReportResult, RuleSwitches, TableState, TileInfo, UnitType } from "../../core/all";
import type { ReachController } from "./controller";
import type { ReachRenderer } from "./renderer";
import { loadSettings, normaliseSettings, saveSettings } from "./settings";
import type { ReachSettings } from "./settings";

export const API_VERSION = "0.1.0";

/**
 * What a TTPG mod's scripts can ask of a running ti4-reach: register tiles, units and rules, listen to
 * reports, read the last one, replace or wrap the renderer, report a scenario, change the settings. No
 * call throws; each answers with diagnostics or a failed result.
 */
export interface TI4ReachApi {
  readonly version: string;
  readonly report: (state: TableState, switches?: RuleSwitches) => ReportResult;
  readonly onReport: (listener: (report: ActivationReport) => void) => Diagnostic[];
  readonly lastReport: () => ActivationReport | undefined;
  readonly registerTile: (info: TileInfo) => Diagnostic[];
  readonly registerUnit: (unit: UnitType) => Diagnostic[];
  readonly registerRule: (rule: CustomRule) => Diagnostic[];
  readonly getRenderer: () => ReachRenderer;
  readonly setRenderer: (renderer: ReachRenderer) => Diagnostic[];
  readonly getSettings: () => ReachSettings;
  readonly setSettings: (settings: Partial<ReachSettings>) => void;
  readonly clear: () => void;
  /** Stops ti4-reach: its listeners, timers and drawing go; startTi4Reach starts a fresh one. */
  readonly stop: () => void;
}

function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null;
}

const problem = (message: string, text?: string): Diagnostic[] => [text === undefined ? { kind: "unknown-id", message } : { kind: "unknown-id", message, text }];

/** Runs a registration; what it throws on strange input becomes a diagnostic. */
function registering(what: string, input: unknown, register: () => Diagnostic[]): Diagnostic[] {
  if (!isObject(input)) return problem(`${what}: expected an object, got ${input === null ? "null" : typeof input}`);
  try {
    const result = register();
    return Array.isArray(result) ? result : [];
  } catch (e) {
    return problem(`${what}: ${errorMessage(e)}`);
  }
}

export function createApi(controller: ReachController, onStop: () => void = () => undefined): TI4ReachApi {
  const api: TI4ReachApi = {
    version: API_VERSION,
    report: (state, switches) => {
      if (!isObject(state)) {
        const bad: Diagnostic = { kind: "unknown-id", message: "report: expected a table state object" };
        return { ok: false, problem: bad, diagnostics: [bad] };
      }
      try {
        return controller.report(state, isObject(switches) ? switches : {});
      } catch (e) {
        const bad: Diagnostic = { kind: "unknown-id", message: `report: ${errorMessage(e)}` };
        return { ok: false, problem: bad, diagnostics: [bad] };
      }
    },
    onReport: (listener) => {
      if (typeof listener !== "function") return problem("onReport: expected a function");
      controller.listeners.push(listener);
      return [];
    },
    lastReport: () => controller.lastReport,
    registerTile: (info) => registering("registerTile", info, () => controller.tiles.register(info)),
    registerUnit: (unit) => registering("registerUnit", unit, () => controller.units.register(unit)),
    registerRule: (rule) =>
      registering("registerRule", rule, () => {
        const problems = checkRule(rule);
        if (problems.length === 0) controller.rules.push(rule);
        return problems;
      }),
    getRenderer: () => controller.renderer,
    setRenderer: (renderer) => {
      if (!isObject(renderer) || typeof renderer.draw !== "function" || typeof renderer.clear !== "function") {
        return problem("setRenderer: a renderer needs draw and clear functions; keeping the current one");
      }
      controller.clear();
      controller.renderer = renderer;
      return [];
    },
    getSettings: () => loadSettings(),
    setSettings: (settings) => {
      try {
        saveSettings(normaliseSettings(settings, loadSettings()));
      } catch (e) {
        // saved data refused: the settings stay as they were
      }
    },
    clear: () => controller.clear(),
    stop: () => {
      controller.clear();
      controller.dispose();
      onStop();
      // Only this one: a ti4-reach started since (a script reload) stays published.
      const g = globalThis as { TI4Reach?: unknown };
      if (g.TI4Reach === api) delete g.TI4Reach;
    },
  };
  return api;
}
