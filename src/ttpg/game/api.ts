/**
 * The mod-author API on TTPG, versioned, importable and published as
 * globalThis.TI4Reach for other packages: register tiles, units and rules,
 * listen to reports, read the last one, replace or wrap the renderer, report a
 * scenario, change the settings.
 */
import { checkRule } from "../../core";
import type { ActivationReport, CustomRule, Diagnostic, ReportResult, RuleSwitches, TableState, TileInfo, UnitType } from "../../core";
import type { ReachController } from "./controller";
import type { ReachRenderer } from "./renderer";
import { loadSettings, saveSettings } from "./settings";
import type { ReachSettings } from "./settings";

export const API_VERSION = "0.1.0";

export interface TI4ReachApi {
  readonly version: string;
  readonly report: (state: TableState, switches?: RuleSwitches) => ReportResult;
  readonly onReport: (listener: (report: ActivationReport) => void) => void;
  readonly lastReport: () => ActivationReport | undefined;
  readonly registerTile: (info: TileInfo) => Diagnostic[];
  readonly registerUnit: (unit: UnitType) => Diagnostic[];
  readonly registerRule: (rule: CustomRule) => Diagnostic[];
  readonly getRenderer: () => ReachRenderer;
  readonly setRenderer: (renderer: ReachRenderer) => void;
  readonly getSettings: () => ReachSettings;
  readonly setSettings: (settings: Partial<ReachSettings>) => void;
  readonly clear: () => void;
  /** Stops ti4-reach: its listeners, timers and drawing go; startTi4Reach starts a fresh one. */
  readonly stop: () => void;
}

export function createApi(controller: ReachController): TI4ReachApi {
  return {
    version: API_VERSION,
    report: (state, switches) => controller.report(state, switches),
    onReport: (listener) => {
      controller.listeners.push(listener);
    },
    lastReport: () => controller.lastReport,
    registerTile: (info) => controller.tiles.register(info),
    registerUnit: (unit) => controller.units.register(unit),
    registerRule: (rule) => {
      const problems = checkRule(rule);
      if (problems.length === 0) controller.rules.push(rule);
      return problems;
    },
    getRenderer: () => controller.renderer,
    setRenderer: (renderer) => {
      controller.renderer.clear();
      controller.renderer = renderer;
    },
    getSettings: () => loadSettings(),
    setSettings: (settings) => saveSettings({ ...loadSettings(), ...settings }),
    clear: () => controller.clear(),
    stop: () => {
      controller.clear();
      controller.dispose();
      const g = globalThis as { TI4Reach?: unknown };
      if (g.TI4Reach !== undefined) delete g.TI4Reach;
    },
  };
}
