/** Getting a table in and out: paste a map string or scenario, open or drop a file, the example, download, undo and redo. */
import demo from "../../../assets/examples/demo.json";
import { prettyJson } from "../../scenario/pretty-json";
import { tidyScenario } from "../scenario-edit";
import { isScenarioText, readPasted, readScenarioObject, readScenarioText } from "../scenario-input";
import { mapUsedMessage } from "../map-notes";
import { downloadName } from "../download-name";
import type { App } from "./app";
import { fill, h } from "./dom";

export function loadExample(app: App): void {
  const loaded = readScenarioObject(demo, "the example");
  if (loaded.ok) app.load(loaded.scenario, `Example loaded: ${loaded.scenario.name ?? ""}`);
  else app.say(loaded.message, "error");
}

export function readFile(app: App, file: File): void {
  file.text().then(
    (text) => {
      const loaded = readScenarioText(text, file.name);
      if (loaded.ok) app.load(loaded.scenario, `${file.name} loaded`);
      else app.say(loaded.message, "error");
    },
    (e: Error) => app.say(`${file.name}: cannot read (${e.message})`, "error"),
  );
}

export function downloadScenario(app: App): void {
  const scenario = app.scenario();
  if (scenario.map === undefined && (scenario.systems === undefined || scenario.systems.length === 0)) {
    app.say("nothing to download yet: paste a map string, open a scenario or load the example first", "error");
    return;
  }
  const text = `${prettyJson(tidyScenario(scenario))}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: downloadName(scenario) });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

export function mountLoad(app: App, target: HTMLElement, messageArea: HTMLElement): void {
  const text = h("textarea", { id: "map-input", rows: 2, placeholder: "Map string (e.g. 26 61 64 ...) or a scenario's JSON", "aria-label": "Map string or scenario JSON" });
  const use = (): void => {
    const loaded = readPasted(app.scenario(), text.value);
    if (!loaded.ok) return app.say(loaded.message, "error");
    if (isScenarioText(text.value)) return app.load(loaded.scenario, "Scenario loaded");
    // Said at once: the new map's unknown and doubled tiles, and numbers read as empty positions.
    app.edit(() => loaded.scenario, "Map string used");
    app.say(mapUsedMessage(app.view().galaxy, text.value.trim()));
  };
  text.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) use();
  });
  const file = h("input", { type: "file", id: "file-input", accept: ".json,application/json", class: "visually-hidden" });
  file.addEventListener("change", () => {
    const f = file.files?.[0];
    if (f !== undefined) readFile(app, f);
    file.value = "";
  });
  const undo = h("button", { type: "button", id: "undo", title: "Undo (Ctrl+Z)", onclick: () => app.undo() }, "Undo");
  const redo = h("button", { type: "button", id: "redo", title: "Redo (Ctrl+Y)", onclick: () => app.redo() }, "Redo");
  target.append(
    text,
    h(
      "div",
      { class: "buttons" },
      h("button", { type: "button", id: "use-map", onclick: use }, "Use map string"),
      h("label", { class: "button", for: "file-input", tabindex: 0, onkeydown: (e: Event) => (e as KeyboardEvent).key === "Enter" && file.click() }, "Open scenario…"),
      file,
      h("button", { type: "button", id: "load-example", onclick: () => loadExample(app) }, "Load the example"),
      h("button", { type: "button", id: "download", onclick: () => downloadScenario(app) }, "Download scenario"),
      undo,
      redo,
    ),
  );
  // Redrawn only when the message or what Undo and Redo can do changed: a click that activates changes neither.
  app.onRender(
    () => {
      undo.disabled = !app.canUndo();
      redo.disabled = !app.canRedo();
      const m = app.message();
      messageArea.className = m === undefined ? "message" : `message ${m.kind}`;
      fill(messageArea, m?.text ?? "");
    },
    () => [app.canUndo(), app.canRedo(), app.message()],
  );
}
