/**
 * The ti4-reach web page: paste a map, seat players, place fleets, click a
 * system to see what reaches it. Everything runs here with the same core as
 * the tables; nothing is fetched. Scripts drive it through window.ti4reach.
 */
import type { ActivationReport } from "../../core/all";
import { hex, hexKey } from "../../core/all";
import { scenarioFromHash } from "../hash-state";
import { InputError } from "../../scenario/input-error";
import { readScenarioObject } from "../scenario-input";
import { createApp } from "./app";
import { mountGalaxy } from "./galaxy-view";
import { mountLoad, readFile } from "./load-panel";
import { mountPalette } from "./palette-panel";
import { planetDialog } from "./planet-dialog";
import { clickSystem } from "./placing";
import { mountPlayers } from "./players-panel";
import { mountReport } from "./report-panel";
import { mountSystem } from "./system-panel";

export interface Ti4ReachPage {
  /** Loads a scenario object (the JSON the command line reads); false, with the message shown, when it is not valid. */
  readonly loadScenario: (scenario: unknown) => { readonly ok: boolean; readonly message?: string };
  /** Activates the system on hex [q, r] for a seated player; the report, or undefined (message shown). */
  readonly activate: (player: string, at: readonly [number, number]) => ActivationReport | undefined;
  /** The report on the page now, exactly as `ti4-reach report --json` gives it. */
  readonly lastReport: () => ActivationReport | undefined;
}

declare global {
  interface Window {
    ti4reach: Ti4ReachPage;
  }
}

const byId = (id: string): HTMLElement => document.getElementById(id)!;

function start(): void {
  let written = "";
  const app = createApp((hash) => {
    written = hash;
    if (location.hash === hash) return;
    try {
      history.replaceState(null, "", hash);
    } catch {
      location.hash = hash; // browsers that refuse replaceState on pages opened from disk
    }
  }, (work) => (typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 300)));
  const choosePlanet = planetDialog();
  mountLoad(app, byId("load"), byId("message"));
  mountGalaxy(app, byId("galaxy"), (key) => clickSystem(app, key, choosePlanet));
  mountPalette(app, byId("palette"));
  mountReport(app, byId("report"));
  mountSystem(app, byId("system"));
  mountPlayers(app, byId("players"));

  const fromAddress = (): void => {
    if (location.hash === written || location.hash === "") return;
    try {
      const s = scenarioFromHash(location.hash);
      if (s !== undefined) app.load(s, "Table loaded from the link");
    } catch (e) {
      app.say(e instanceof InputError ? e.message : `the address: ${(e as Error).message}`, "error");
    }
  };
  window.addEventListener("hashchange", fromAddress);

  document.addEventListener("keydown", (e) => {
    const t = e.target as HTMLElement;
    if (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT") return;
    if (!(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === "z" && !e.shiftKey) app.undo();
    else if (key === "y" || (key === "z" && e.shiftKey)) app.redo();
    else return;
    e.preventDefault();
  });
  document.addEventListener("dragover", (e) => {
    e.preventDefault();
    document.body.classList.add("dropping");
  });
  document.addEventListener("dragleave", () => document.body.classList.remove("dropping"));
  document.addEventListener("drop", (e) => {
    e.preventDefault();
    document.body.classList.remove("dropping");
    const file = e.dataTransfer?.files[0];
    if (file !== undefined) readFile(app, file);
  });

  window.ti4reach = {
    loadScenario: (scenario) => {
      const loaded = readScenarioObject(scenario);
      if (!loaded.ok) {
        app.say(loaded.message, "error");
        return { ok: false, message: loaded.message };
      }
      app.load(loaded.scenario, "Scenario loaded");
      app.flushAddress();
      return { ok: true };
    },
    activate: (player, at) => {
      const report = app.activateHex(player, hexKey(hex(at[0], at[1])));
      app.flushAddress();
      return report;
    },
    lastReport: () => app.view().report,
  };

  app.refresh();
  fromAddress();
  document.body.setAttribute("data-ready", "true");
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
