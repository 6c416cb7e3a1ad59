/**
 * The page's state and its one way of changing: every edit makes a new
 * scenario (undo and redo step between them), then the view is worked out
 * again with the core, the address is updated and the page redrawn.
 */
import { createGalaxyCache, createTileRegistry, systemRefOf } from "../../core/all";
import type { ActivationReport } from "../../core/all";
import type { Scenario } from "../../scenario/scenario-schema";
import { createHistory } from "../history";
import { changeWords } from "../change-words";
import { scenarioToHash } from "../hash-state";
import { viewOf } from "../table-view";
import type { TableView } from "../table-view";
import { activate } from "../scenario-edit";

/** The palette entry in use: activate systems, place a unit, a token or a system tile. */
export type Tool =
  | { readonly kind: "activate" }
  | { readonly kind: "threats" }
  | { readonly kind: "unit"; readonly unit: string }
  | { readonly kind: "token"; readonly token: string }
  | { readonly kind: "tile" };

export interface Controls {
  tool: Tool;
  /** The player who activates and whose units and tokens are placed. */
  player: string;
  count: number;
  /** The system tile the tile tool puts on a hex (a home system on an empty position, or over a system). */
  tile: number;
  faceDown: boolean;
  /** The system last clicked, "q,r". */
  selected: string | undefined;
  /** A token just placed that waits for the system it points at (Void Tether), by its index. */
  toward: number | undefined;
  /** The ship group whose move range is drawn instead of the activation. */
  range: { readonly player: string; readonly key: string; readonly unit: string | undefined } | undefined;
  /** A label on the map for every ship group, not only those that reach or that a held effect would bring. */
  allLabels: boolean;
  /** Who can reach a system ("q,r"), or with no system the heat map of the defender's systems, drawn instead of the activation. */
  threats: { readonly defender: string; readonly key: string | undefined } | undefined;
}

export interface Message {
  readonly text: string;
  readonly kind: "error" | "info";
}

export interface App {
  readonly scenario: () => Scenario;
  readonly view: () => TableView;
  readonly controls: Controls;
  readonly message: () => Message | undefined;
  /** Applies an edit: a new scenario on the undo list. */
  readonly edit: (change: (s: Scenario) => Scenario, note?: string) => void;
  /** Replaces the whole scenario (a file, a link, the example), also undoable. */
  readonly load: (s: Scenario, note: string) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: () => boolean;
  readonly canRedo: () => boolean;
  readonly say: (text: string, kind?: Message["kind"]) => void;
  /** Redraws after a change of the controls only. */
  readonly refresh: () => void;
  /** Writes the address now if a change waits for it (it is written after the next paint otherwise). */
  readonly flushAddress: () => void;
  /** Activates the system on hex "q,r" for a player; the report, or undefined with a message. */
  readonly activateHex: (player: string, key: string) => ActivationReport | undefined;
  /** Draws a part of the page on every change, or only when one of `inputs` (compared by identity) changed. */
  readonly onRender: (render: () => void, inputs?: () => readonly unknown[]) => void;
}

export function createApp(onAddress: (hash: string) => void, afterPaint: (work: () => void) => void = (work) => setTimeout(work, 100)): App {
  const history = createHistory<Scenario>({});
  // The galaxy is kept while the map, system tiles and system tokens stay as they are.
  const galaxies = createGalaxyCache(createTileRegistry());
  let view = viewOf(history.current(), galaxies);
  let message: Message | undefined;
  const renders: (() => void)[] = [];
  const controls: Controls = { tool: { kind: "activate" }, player: "", count: 1, tile: 1, faceDown: false, selected: undefined, toward: undefined, range: undefined, allLabels: false, threats: undefined };

  // A change made while the page is being drawn (a text field's change event fires when a redraw takes its
  // focus away) is drawn after the drawing under way, not in the middle of it.
  let drawing = false;
  let drawAgain = false;
  const render = (): void => {
    if (drawing) {
      drawAgain = true;
      return;
    }
    drawing = true;
    try {
      do {
        drawAgain = false;
        const players = Object.keys(history.current().players ?? {});
        if (!players.includes(controls.player)) controls.player = players[0] ?? "";
        for (const r of renders) r();
      } while (drawAgain);
    } finally {
      drawing = false;
    }
  };
  // The address is written after the page has painted (a long table's link takes milliseconds to encode and
  // set), once for any number of changes in between; scripts flush it at once.
  let addressDue = false;
  const flushAddress = (): void => {
    if (!addressDue) return;
    addressDue = false;
    onAddress(scenarioToHash(history.current()));
  };
  const changed = (): void => {
    view = viewOf(history.current(), galaxies);
    if (!addressDue) {
      addressDue = true;
      afterPaint(flushAddress);
    }
    render();
  };
  const say = (text: string, kind: Message["kind"] = "info"): void => {
    message = { text, kind };
    render();
  };

  const app: App = {
    scenario: () => history.current(),
    view: () => view,
    controls,
    message: () => message,
    edit: (change, note) => {
      const next = change(history.current());
      if (next === history.current()) return;
      message = note === undefined ? undefined : { text: note, kind: "info" };
      // A note's advice on undoing says nothing once undone: "… taken off the table (Undo puts them back)".
      history.push(next, note === undefined ? changeWords(history.current(), next) : note.replace(/ \(Undo [^)]*\)$/, ""));
      changed();
    },
    load: (s, note) => {
      message = { text: note, kind: "info" };
      controls.selected = undefined;
      controls.range = undefined;
      controls.threats = undefined;
      controls.toward = undefined;
      history.push(s, note);
      changed();
    },
    undo: () => {
      controls.toward = undefined;
      message = { text: history.undo() ? `Undone: ${history.stepped()}` : "nothing to undo", kind: "info" };
      changed();
    },
    redo: () => {
      controls.toward = undefined;
      message = { text: history.redo() ? `Redone: ${history.stepped()}` : "nothing to redo", kind: "info" };
      changed();
    },
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
    say,
    refresh: render,
    flushAddress,
    activateHex: (player, key) => {
      const galaxy = view.galaxy;
      if (galaxy === undefined || !galaxy.systems.has(key)) {
        say(`no system on hex [${key}]`, "error");
        return undefined;
      }
      if (player === "" || history.current().players?.[player] === undefined) {
        say(player === "" ? "seat a player first (Players, Add player)" : `${player} is not seated`, "error");
        return undefined;
      }
      controls.selected = key;
      controls.range = undefined;
      controls.threats = undefined;
      const before = history.current();
      app.edit((s) => activate(s, player, systemRefOf(galaxy, key)));
      // An edit draws the page; activating the same system again changes only the selection.
      if (history.current() === before) render();
      if (view.problem !== undefined) say(view.problem, "error");
      return view.report;
    },
    onRender: (r, inputs) => {
      if (inputs === undefined) {
        renders.push(r);
        return;
      }
      // Redrawn only when one of its inputs is another value (or object) than at the last drawing.
      let last: readonly unknown[] | undefined;
      renders.push(() => {
        const now = inputs();
        if (last !== undefined && now.length === last.length && now.every((v, i) => v === last![i])) return;
        last = now;
        r();
      });
    },
  };
  return app;
}
