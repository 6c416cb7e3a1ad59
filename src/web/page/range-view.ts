/** A ship group's move range on the page (`ti4-reach range`): chosen from the report or the system panel, drawn over the galaxy. */
import type { MoveRange } from "../../core/all";
import { rangeLines } from "../../svg/range-svg";
import { rangeIn } from "../table-view";
import type { App } from "./app";
import { h } from "./dom";

/** The range to draw now, or why there is none; undefined when none is asked for. */
export function currentRange(app: App): { range: MoveRange } | { problem: string } | undefined {
  const asked = app.controls.range;
  if (asked === undefined) return undefined;
  const view = app.view();
  if (view.galaxy === undefined || !view.galaxy.systems.has(asked.key)) {
    app.controls.range = undefined; // its system is gone (Undo, a new map): nothing to show
    return undefined;
  }
  return rangeIn(view, asked.player, asked.key, asked.unit);
}

export function showRange(app: App, player: string, key: string, unit: string | undefined): void {
  app.controls.range = { player, key, unit };
  app.refresh();
}

export function rangeButton(app: App, id: string, player: string, key: string, unit: string | undefined, what: string): HTMLElement {
  return h("button", { type: "button", id, class: "small", "aria-label": `show where ${what} could move`, onclick: () => showRange(app, player, key, unit) }, "range");
}

/** The range's lines for the side panel, with a button to go back to the activation. */
export function rangeSection(app: App): HTMLElement | undefined {
  const shown = currentRange(app);
  if (shown === undefined) return undefined;
  const hide = h("button", { type: "button", id: "hide-range", onclick: () => ((app.controls.range = undefined), app.refresh()) }, "Hide range");
  if ("problem" in shown) return h("div", { class: "range" }, h("p", { class: "problem" }, shown.problem), hide);
  const [title, ...groups] = rangeLines(shown.range);
  return h("div", { class: "range" }, h("h2", {}, title ?? ""), h("ul", {}, groups.map((g) => h("li", {}, g.trim()))), hide);
}
