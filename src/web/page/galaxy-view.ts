/** The galaxy drawn with the shared SVG code; systems answer a click or tap, and Enter or Space. */
import { accessibleName, activeHex, galaxyPicture, galaxySvg, reportLayer } from "../../svg/galaxy-svg";
import type { GalaxySvgOptions } from "../../svg/galaxy-svg";
import { threatOverlayModel } from "../../core/all";
import type { ActivationReport, Galaxy, HexKey, TableState } from "../../core/all";
import { LAYOUT } from "../../svg/svg-geometry";
import { drawPieces, pieceTexts, piecesBySystem, piecesInWords } from "../../svg/pieces-svg";
import { itemBox } from "../../svg/text-items";
import { drawFocusRing, neighbourFor } from "./galaxy-keys";
import { drawRange } from "../../svg/range-svg";
import { emptyHexesBeside } from "../table-view";
import { homePositions } from "../home-positions";
import { currentRange } from "./range-view";
import { currentThreats } from "./threat-view";
import type { ShownThreats } from "./threat-view";
import { drawHeat, drawThreats, HEAT_STYLE } from "../../svg/threats-svg";
import type { App } from "./app";
import { fill, fillParts, h } from "./dom";

/** The threat view's drawing: who can reach a system, or the heat map; nothing for a problem (the panel says it). */
function threatsLayer(galaxy: Galaxy, state: TableState, shown: ShownThreats, options: GalaxySvgOptions): string[] {
  if ("problem" in shown) return [];
  if ("heat" in shown) return [HEAT_STYLE, ...drawHeat(galaxy, shown.heat, options.pieces === true ? pieceTexts(galaxy, state).map(itemBox) : [])];
  return drawThreats(galaxy, state, threatOverlayModel(shown.threats, galaxy, state, LAYOUT), options).body;
}

/** The map keeps one Tab stop: the system last moved to. */
function moveTabStop(target: HTMLElement, to: Element): void {
  for (const el of target.querySelectorAll('[data-hex][tabindex="0"]')) el.setAttribute("tabindex", "-1");
  to.setAttribute("tabindex", "0");
}

/** On a narrow screen the report lies under the map: a tap that activates brings it into view. */
function showReportOnPhone(app: App): void {
  if (app.view().report === undefined || !window.matchMedia("(max-width: 820px)").matches) return;
  document.getElementById("report")?.scrollIntoView({ block: "start" });
}

export function mountGalaxy(app: App, target: HTMLElement, onSystem: (key: string) => void): void {
  const systemOf = (e: Event): string | undefined => {
    const el = (e.target as Element | null)?.closest("[data-hex]");
    return el?.getAttribute("data-hex") ?? undefined;
  };
  // A mouse press and release on the same system answer at once: a field left by that press (How many, fleet
  // tokens) may redraw the galaxy in between, and the browser then sends no click (its press landed on a
  // replaced node). A touch's click is aimed where the finger lifts, so it needs no such help.
  let pressed: string | undefined;
  let answered = false;
  target.addEventListener("pointerdown", (e) => {
    pressed = e.pointerType !== "touch" && e.button === 0 ? systemOf(e) : undefined;
  });
  target.addEventListener("pointerup", (e) => {
    const key = systemOf(e);
    if (key !== undefined && key === pressed) {
      answered = true;
      setTimeout(() => (answered = false), 0); // this press's click, if the browser sends one, comes first
      onSystem(key);
      showReportOnPhone(app);
    }
    pressed = undefined;
  });
  // The click of a press already answered is skipped; a click with no press (assistive technology) answers.
  target.addEventListener("click", (e) => {
    if (answered && e.detail !== 0) {
      answered = false;
      return;
    }
    const key = systemOf(e);
    if (key === undefined) return;
    onSystem(key);
    if (e.detail !== 0) showReportOnPhone(app); // a tap; a keyboard's Enter keeps the focus where it is
  });
  target.addEventListener("focusin", (e) => drawFocusRing(target.querySelector("svg"), (e.target as Element).closest("[data-hex]")));
  target.addEventListener("focusout", () => drawFocusRing(target.querySelector("svg"), null));
  target.addEventListener("keydown", (e) => {
    const from = systemOf(e);
    const next = from === undefined ? undefined : neighbourFor(target, from, e.key);
    if (next !== undefined) {
      e.preventDefault();
      moveTabStop(target, next);
      (next as SVGElement).focus();
      return;
    }
    if (e.key !== "Enter" && e.key !== " ") return;
    const key = systemOf(e);
    if (key === undefined) return;
    e.preventDefault();
    onSystem(key);
  });
  // What the drawn picture was made from: while the galaxy, the pieces and the mode stay, an activation only
  // swaps the report's layer (and the frame, the selection, the active system's name).
  let drawn: { readonly base: readonly unknown[]; readonly pieces: readonly unknown[]; readonly active: string | undefined } | undefined;
  app.onRender(() => {
    const view = app.view();
    if (view.galaxy === undefined) {
      drawn = undefined;
      fill(target, h("p", { class: "empty" }, "Paste a map string, drop a scenario file, or load the example to begin."));
      return;
    }
    const focused = document.activeElement?.getAttribute("data-hex");
    // While a system tile is being placed, the empty hexes beside the systems are drawn as slots for it.
    const slots = app.controls.tool.kind === "tile" ? emptyHexesBeside(view.galaxy) : undefined;
    const homeSeats = slots === undefined ? undefined : new Map(homePositions(view.galaxy, app.scenario().map).map((p) => [`${p.hex.q},${p.hex.r}`, p.seat]));
    const options = { interactive: true, pieces: true, panel: false, selected: app.controls.selected, slots, homeSeats, allLabels: app.controls.allLabels };
    // A threat view or a move range is drawn instead of the activation.
    const threatsShown = currentThreats(app);
    const shown = threatsShown !== undefined ? undefined : currentRange(app);
    const scenario = app.scenario();
    const base = [view.galaxy, scenario.players, slots === undefined, shown === undefined && threatsShown === undefined];
    const pieces = [scenario.units, scenario.tokens];
    const svg = target.querySelector("svg");
    if (svg !== null && drawn !== undefined && shown === undefined && threatsShown === undefined && base.every((v, i) => v === drawn!.base[i])) {
      // Units or tokens placed: their layer and the systems' names; then the report's layer.
      if (!pieces.every((v, i) => v === drawn!.pieces[i])) swapPieces(svg, view.galaxy, view.state, view.report);
      swapReport(svg, view.galaxy, view.state, view.report, options, drawn.active);
    } else {
      const overlay = threatsShown !== undefined ? threatsLayer(view.galaxy, view.state, threatsShown, options) : shown !== undefined && "range" in shown ? drawRange(view.galaxy, shown.range, view.state, options) : undefined;
      target.innerHTML =
        overlay !== undefined
          ? galaxyPicture(view.galaxy, [...drawPieces(view.galaxy, view.state, true), '<g class="overlay" pointer-events="none">', ...overlay, "</g>"], [], options, [], {
              contents: piecesInWords(view.galaxy, view.state),
              active: undefined,
            })
          : galaxySvg(view.galaxy, view.state, view.report, options);
    }
    drawn = { base, pieces, active: shown === undefined && threatsShown === undefined ? activeHex(view.report) : undefined };
    if (focused !== null && focused !== undefined) {
      const again = target.querySelector(`[data-hex="${focused}"]`);
      if (again !== null) {
        moveTabStop(target, again);
        if (document.activeElement !== again) (again as SVGElement).focus();
        else drawFocusRing(target.querySelector("svg"), again);
      }
    }
  });
}

/** What lay in each system when the names of a picture's systems were last set by swapPieces. */
const NAMED_WITH = new WeakMap<Element, ReadonlyMap<string, string>>();

/** Units or tokens placed on a picture already drawn: the pieces' layer, and the names of the systems whose pieces changed. */
function swapPieces(svg: SVGSVGElement, galaxy: Galaxy, state: TableState, report: ActivationReport | undefined): void {
  const layer = svg.querySelector("g.pieces");
  // Only the systems whose pieces changed get new groups: placing one unit on a crowded map then restyles
  // and lays out one system's texts, not every system's.
  if (layer !== null) fillParts(layer, [...piecesBySystem(galaxy, state).values()]);
  const contents = piecesInWords(galaxy, state);
  const before = NAMED_WITH.get(svg);
  NAMED_WITH.set(svg, contents);
  const words = { contents, active: activeHex(report), tabStop: undefined };
  // Only the names that changed are set: every attribute set is a change the page must restyle.
  const keys = before === undefined ? [...galaxy.systems.keys()] : [...new Set([...contents.keys(), ...before.keys()])].filter((k) => contents.get(k) !== before.get(k));
  for (const key of keys) {
    const system = galaxy.systems.get(key as HexKey); // a words key is a hex key
    const el = svg.querySelector(`.system[data-hex="${key}"]`);
    if (system === undefined || el === null) continue;
    const name = accessibleName(system, words);
    if (el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
  }
}

/** An activation on a picture already drawn (its frame the same for every activation): the report's layer, the selection and the active system's name. */
function swapReport(svg: SVGSVGElement, galaxy: Galaxy, state: TableState, report: ActivationReport | undefined, options: GalaxySvgOptions, wasActive: string | undefined): void {
  const layer = reportLayer(galaxy, state, report, options);
  const overlay = svg.querySelector("g.overlay");
  if (overlay !== null) fillParts(overlay, layer.body);
  const pieces = svg.querySelector("g.pieces");
  // Attributes and classes are set only where they change: each change is one the page must restyle.
  if (pieces !== null) {
    if (report === undefined) pieces.removeAttribute("opacity");
    else if (pieces.getAttribute("opacity") !== "0.55") pieces.setAttribute("opacity", "0.55");
  }
  for (const el of svg.querySelectorAll(".system.selected")) if (el.getAttribute("data-hex") !== options.selected) el.classList.remove("selected");
  if (options.selected !== undefined) svg.querySelector(`.system[data-hex="${options.selected}"]:not(.selected)`)?.classList.add("selected");
  // The names of the system that was active and of the one that is.
  const active = activeHex(report);
  const words = { contents: piecesInWords(galaxy, state), active, tabStop: undefined };
  for (const at of [wasActive, active]) {
    if (at === undefined) continue;
    const system = galaxy.systems.get(at as HexKey); // "q,r" is a hex key
    const el = svg.querySelector(`.system[data-hex="${at}"]`);
    const name = system === undefined ? undefined : accessibleName(system, words);
    if (el !== null && name !== undefined && el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
  }
}
