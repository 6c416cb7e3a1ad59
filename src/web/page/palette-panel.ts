/** The palette: what a click on a system does (activate, show who can reach it, or place a unit or token), for which player, how many. */
import { TOKENS, UNITS, nameOf } from "../choices";
import type { App, Tool } from "./app";
import { checkbox, fill, h, select } from "./dom";
import { heatMapButton } from "./threat-view";

const toolId = (t: Tool): string => (t.kind === "unit" ? `unit-${t.unit}` : t.kind === "token" ? `token-${t.token}` : t.kind);

export function mountPalette(app: App, target: HTMLElement): void {
  app.onRender(() => {
    const c = app.controls;
    const players = Object.keys(app.scenario().players ?? {});
    const entry = (tool: Tool, text: string): HTMLElement => {
      const id = `tool-${toolId(tool)}`;
      return h(
        "label",
        { class: "tool", for: id },
        h("input", {
          type: "radio",
          name: "tool",
          id,
          "data-tool": toolId(tool),
          checked: toolId(tool) === toolId(c.tool),
          onchange: () => {
            c.tool = tool;
            c.toward = undefined;
            app.refresh();
          },
        }),
        h("span", {}, text),
      );
    };
    fill(
      target,
      h("h2", {}, "Palette"),
      select("player", "Player", players.length === 0 ? [{ value: "", text: "(seat a player)" }] : players.map((p) => ({ value: p, text: p })), c.player, (p) => {
        c.player = p;
        app.refresh();
      }),
      h(
        "div",
        { role: "radiogroup", "aria-label": "What a click on a system does" },
        h("div", { class: "tools" }, entry({ kind: "activate" }, "Activate the system"), entry({ kind: "threats" }, "Who can reach here?")),
        h("h3", {}, "Place a unit"),
        h("div", { class: "tools" }, UNITS.map((u) => entry({ kind: "unit", unit: u.id }, u.name))),
        h("h3", {}, "Place a token"),
        h("div", { class: "tools" }, TOKENS.map((t) => entry({ kind: "token", token: t.id }, nameOf(t.id)))),
        h("h3", {}, "Place a system tile"),
        h("div", { class: "tools" }, entry({ kind: "tile" }, "On an empty hex or over a system")),
      ),
      heatMapButton(app),
      h(
        "label",
        { class: "field" },
        h("span", {}, "Tile number"),
        h("input", {
          id: "tile-number",
          type: "number",
          min: 1,
          value: c.tile,
          onchange: (e: Event) => {
            const n = Math.floor(Number((e.target as HTMLInputElement).value));
            if (Number.isFinite(n) && n > 0) c.tile = n;
            (e.target as HTMLInputElement).value = `${c.tile}`;
          },
        }),
      ),
      h(
        "label",
        { class: "field" },
        h("span", {}, "How many"),
        h("input", {
          id: "count",
          type: "number",
          min: 1,
          max: 99,
          value: c.count,
          onchange: (e: Event) => {
            c.count = Math.max(1, Math.min(99, Math.floor(Number((e.target as HTMLInputElement).value) || 1)));
            app.refresh();
          },
        }),
      ),
      checkbox("face-down", "Tokens face down (Ion Storm: beta; breach: inactive)", c.faceDown, (on) => {
        c.faceDown = on;
        app.refresh();
      }),
    );
  }, () => {
    const c = app.controls;
    return [c.tool, c.player, c.count, c.tile, c.faceDown, app.scenario().players];
  });
}
