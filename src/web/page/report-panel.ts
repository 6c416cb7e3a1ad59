/** The side panel of an activation: the core's report as the tables show it (panel lines, ship labels, diagnostics). */
import { chooseLabels, keyOfRef, refText, reportLines, shipLabel } from "../../core/all";
import type { App } from "./app";
import { piecesOffTheMap, withoutPiecesOffTheMap } from "../scenario-edit";
import { checkbox, fill, fillKeyed, h } from "./dom";
import { rangeButton, rangeSection } from "./range-view";
import { threatSection } from "./threat-view";

export function mountReport(app: App, target: HTMLElement): void {
  // The list of ship groups stays on the page: a row that says and does the same is not built again.
  const shipList = h("ul", { class: "ships" });
  app.onRender(() => {
    const view = app.view();
    const report = view.report;
    // A range or threat view shown keeps the report at hand, below it.
    const range = threatSection(app) ?? rangeSection(app);
    if (view.problem !== undefined) {
      fill(target, range, h("h2", {}, "Activation"), h("p", { class: "problem", role: "status" }, view.problem), takeOffButton(app));
      return;
    }
    if (report === undefined || view.galaxy === undefined) {
      const hint = app.controls.tool.kind === "activate" ? "Click a system to activate it for the chosen player." : "Choose Activate in the palette, then click a system.";
      fill(target, range, h("h2", {}, "Activation"), h("p", { class: "hint" }, hint), takeOffButton(app));
      return;
    }
    const galaxy = view.galaxy;
    const [first, ...rest] = reportLines(report);
    // A row's button is named after its group, not its place in the list: a group placed before it keeps it as it is.
    const ids = new Map<string, number>();
    const rows = report.ships.map((ship) => {
      const from = keyOfRef(galaxy, ship.from);
      const place = refText(ship.from);
      const label = shipLabel(ship);
      const what = `${ship.count} ${ship.name} from ${place}`;
      const group = `range-${from.replace(",", "_")}-${ship.unit}`;
      const seen = ids.get(group) ?? 0;
      ids.set(group, seen + 1);
      const id = seen === 0 ? group : `${group}-${seen + 1}`;
      return {
        key: JSON.stringify([id, ship.reachable, place, label, ship.detail ?? null, report.player, from, ship.unit, what]),
        build: () =>
          h(
            "li",
            { class: ship.reachable ? "reaches" : "cannot" },
            h("span", { class: "from" }, place),
            " ",
            label,
            ship.detail !== undefined ? h("span", { class: "detail" }, ` (${ship.detail})`) : undefined,
            " ",
            rangeButton(app, id, report.player, from, ship.unit, what),
          ),
      };
    });
    fillKeyed(shipList, rows);
    const diagnostics = report.diagnostics.map((d) => h("li", {}, d.message));
    // The groups the map does not label are counted here, and a box labels them all.
    const leftOut = chooseLabels(report, { allLabels: app.controls.allLabels }).leftOutLine;
    const everyLabel = checkbox("all-labels", "Label every group on the map", app.controls.allLabels, (checked) => {
      app.controls.allLabels = checked;
      app.refresh();
    });
    fill(
      target,
      range,
      h("h2", {}, `${report.player}: ${first ?? ""}`),
      shipList,
      leftOut !== undefined ? h("p", { class: "left-out" }, leftOut) : undefined,
      everyLabel,
      h("ul", { class: "plan" }, rest.map((line) => h("li", { class: line.startsWith("Now") || line.startsWith("After") ? "warning" : "" }, line))),
      // Open when something given was not understood (a misspelt faction, unit or card), closed for mere notes.
      diagnostics.length > 0 ? h("details", { id: "table-notes", open: report.diagnostics.some((d) => d.kind === "unknown-id" || d.kind === "bad-input") }, h("summary", {}, `${diagnostics.length} table notes`), h("ul", {}, diagnostics)) : undefined,
    );
  });
}

/** Pieces left on systems that a new map string does not have: named, and taken off with one button (Undo puts them back). */
function takeOffButton(app: App): HTMLElement | undefined {
  const galaxy = app.view().galaxy;
  const count = galaxy === undefined ? 0 : piecesOffTheMap(app.scenario(), galaxy);
  if (galaxy === undefined || count === 0) return undefined;
  const pieces = count === 1 ? "1 piece lies" : `${count} pieces lie`;
  return h(
    "p",
    {},
    `${pieces} on systems not on the map. `,
    h(
      "button",
      { type: "button", id: "take-off-map", onclick: () => app.edit((s) => withoutPiecesOffTheMap(s, galaxy), `${count === 1 ? "1 piece" : `${count} pieces`} not on the map taken off the table (Undo puts them back)`) },
      "Take them off",
    ),
  );
}
