/** Who can reach a system, and the heat map of a player's systems, on the page (`ti4-reach threats`): drawn over the galaxy. */
import { threatLines, threatMapLines } from "../../core/all";
import type { ThreatenedSystem, Threats } from "../../core/all";
import { threatMapIn, threatsIn } from "../table-view";
import type { App } from "./app";
import { h } from "./dom";

export type ShownThreats = { readonly threats: Threats } | { readonly heat: readonly ThreatenedSystem[]; readonly defender: string } | { readonly problem: string };

/** The threat view to draw now, or why there is none; undefined when none is asked for. */
export function currentThreats(app: App): ShownThreats | undefined {
  const asked = app.controls.threats;
  if (asked === undefined) return undefined;
  const view = app.view();
  if (view.galaxy === undefined || (asked.key !== undefined && !view.galaxy.systems.has(asked.key))) {
    app.controls.threats = undefined; // its system is gone (Undo, a new map): nothing to show
    return undefined;
  }
  // The chosen player is the defender; with no one seated, every player's ships are threats.
  const defender = asked.defender === "" ? undefined : asked.defender;
  if (asked.key !== undefined) return threatsIn(view, asked.key, defender);
  if (defender === undefined) return { problem: "seat a player first (Players, Add player)" };
  const map = threatMapIn(view, defender);
  return "problem" in map ? map : { heat: map.systems, defender };
}

/** "Heat map": the chosen player's systems tinted by the enemy ships that could move in. */
export function heatMapButton(app: App): HTMLElement {
  const player = app.controls.player;
  return h(
    "button",
    { type: "button", id: "heat-map", disabled: player === "", onclick: () => ((app.controls.threats = { defender: player, key: undefined }), (app.controls.range = undefined), app.refresh()) },
    player === "" ? "Threat heat map" : `Threat heat map of ${player}'s systems`,
  );
}

/** The threat view's lines for the side panel, with a button to go back to the activation. */
export function threatSection(app: App): HTMLElement | undefined {
  const shown = currentThreats(app);
  if (shown === undefined) return undefined;
  const hide = h("button", { type: "button", id: "hide-threats", onclick: () => ((app.controls.threats = undefined), app.refresh()) }, "Hide threats");
  if ("problem" in shown) return h("div", { class: "range" }, h("p", { class: "problem" }, shown.problem), hide);
  const [title, ...rest] = "heat" in shown ? threatMapLines(shown.defender, shown.heat) : threatLines(shown.threats);
  return h("div", { class: "range threats" }, h("h2", {}, title ?? ""), h("ul", {}, rest.map((l) => h("li", {}, l.trim()))), hide);
}
