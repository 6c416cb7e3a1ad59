/** The system last clicked: what lies there, every stack and token editable. */
import { keyOfRef } from "../../core/all";
import { flipToken, removeToken, setUnitCount } from "../scenario-edit";
import type { App } from "./app";
import { UNITS } from "../choices";
import { fill, h } from "./dom";
import { rangeButton } from "./range-view";

export function mountSystem(app: App, target: HTMLElement): void {
  app.onRender(() => {
    const galaxy = app.view().galaxy;
    const key = app.controls.selected;
    const system = key === undefined ? undefined : galaxy?.systems.get(key);
    if (galaxy === undefined || system === undefined) {
      fill(target, h("h2", {}, "System"), h("p", { class: "hint" }, "Click a system to see and change what is in it."));
      return;
    }
    const s = app.scenario();
    const here = (ref: Parameters<typeof keyOfRef>[1]): boolean => keyOfRef(galaxy, ref) === key;
    const units = (s.units ?? []).flatMap((u, i) => {
      if (!here(u.system)) return [];
      const count = u.count ?? 1;
      const label = `${u.player} ${u.unit}${u.planet === undefined ? "" : ` on ${u.planet}`}`;
      return [
        h(
          "li",
          {},
          h("span", {}, `${count} × ${label}`),
          h("button", { type: "button", id: `unit-less-${i}`, "aria-label": `one ${label} less`, onclick: () => app.edit((x) => setUnitCount(x, i, count - 1)) }, "−"),
          h("button", { type: "button", id: `unit-more-${i}`, "aria-label": `one ${label} more`, onclick: () => app.edit((x) => setUnitCount(x, i, count + 1)) }, "+"),
          h("button", { type: "button", id: `unit-remove-${i}`, "aria-label": `remove ${label}`, onclick: () => app.edit((x) => setUnitCount(x, i, 0)) }, "remove"),
          UNITS.find((k) => k.id === u.unit)?.kind === "ship" ? rangeButton(app, `unit-range-${i}`, u.player, key!, u.unit, label) : undefined,
        ),
      ];
    });
    const tokens = (s.tokens ?? []).flatMap((t, i) => {
      if (!here(t.system)) return [];
      const toward = t.toward === undefined ? "" : ` toward ${typeof t.toward === "number" ? t.toward : `[${t.toward.join(",")}]`}`;
      const label = `${t.token}${t.player === undefined ? "" : ` (${t.player})`}${toward}${t.faceDown === true ? ", face down" : ""}`;
      return [
        h(
          "li",
          {},
          h("span", {}, label),
          h("button", { type: "button", id: `token-flip-${i}`, onclick: () => app.edit((x) => flipToken(x, i)) }, "flip"),
          h("button", { type: "button", id: `token-remove-${i}`, "aria-label": `remove ${label}`, onclick: () => app.edit((x) => removeToken(x, i)) }, "remove"),
        ),
      ];
    });
    const planets = system.planets.map((p) => p.name).join(", ");
    fill(
      target,
      h("h2", {}, `System ${system.tile} [${key}]`),
      planets === "" ? undefined : h("p", { class: "hint" }, planets),
      units.length + tokens.length === 0 ? h("p", { class: "hint" }, "Nothing placed here.") : h("ul", { class: "contents" }, units, tokens),
    );
  }, () => {
    const s = app.scenario();
    return [app.view().galaxy, app.controls.selected, s.units, s.tokens, s.players, app.controls.range];
  });
}
