/** Seated players (colour, faction, technologies, fleet tokens, cards), the laws in play and the active player's effects. */
import { canonicalId } from "../../core/all";
import type { PlayerState } from "../../core/all";
import { COLOURS, EFFECTS, FACTIONS, LAWS, nameOf, ONE_SHIP_EFFECTS, TECHNOLOGIES } from "../choices";
import { fleetTokensFrom, removePlayer, renamePlayer, setEffects, setLaws, setPlayer, setTwilightsFall } from "../scenario-edit";
import type { App } from "./app";
import { homeTileOf } from "../home-positions";
import { checkbox, fill, h, select } from "./dom";

/** Ids typed as a list: split at commas (or semicolons, new lines), so "flank speed" stays one card, "flank-speed". */
const list = (text: string): string[] =>
  text
    .split(/[,;\n]+/)
    .map((t) => canonicalId(t.trim()))
    .filter((t) => t !== "");

function toggled(items: readonly string[], id: string, on: boolean): string[] {
  const rest = items.filter((t) => t !== id);
  return on ? [...rest, id] : rest;
}

/** "Place home system": the tile tool with the faction's home system, the home positions drawn with their seats. */
function homeButton(app: App, colour: string, p: PlayerState): HTMLElement | undefined {
  const tile = homeTileOf(app.view().registry, p.faction);
  if (tile === undefined || app.view().galaxy?.byTile.has(tile) === true) return undefined; // no known home, or already on the map
  return h(
    "button",
    {
      type: "button",
      class: "small",
      id: `home-${colour}`,
      onclick: () => {
        app.controls.tool = { kind: "tile" };
        app.controls.tile = tile;
        app.say(`Click a home position (home 1, home 2, ...) to place ${colour}'s home system, tile ${tile}`);
      },
    },
    "place home system",
  );
}

function playerCard(app: App, colour: string, p: PlayerState, taken: readonly string[]): HTMLElement {
  const update = (change: Partial<PlayerState>): void => app.edit((s) => setPlayer(s, colour, { ...p, ...change }));
  const techs = p.technologies ?? [];
  const known = new Set(TECHNOLOGIES);
  const colours = COLOURS.filter((c) => c === colour || !taken.includes(c)).map((c) => ({ value: c, text: c }));
  return h(
    "fieldset",
    { class: `player player-${colour}`, "data-player": colour },
    h("legend", {}, colour),
    homeButton(app, colour, p),
    select(`colour-${colour}`, "Colour", colours, colour, (to) => app.edit((s) => renamePlayer(s, colour, to))),
    h(
      "label",
      { class: "field" },
      h("span", {}, "Faction"),
      h("input", { id: `faction-${colour}`, list: "factions", value: p.faction ?? "", onchange: (e: Event) => update({ faction: (e.target as HTMLInputElement).value.trim() }) }),
    ),
    h(
      "label",
      { class: "field" },
      h("span", {}, "Fleet tokens"),
      // Empty: the player's fleet pool is not checked, as the report reads a player without fleetTokens.
      h("input", {
        id: `fleet-${colour}`,
        type: "number",
        min: 0,
        max: 16,
        step: 1,
        placeholder: "not counted",
        value: p.fleetTokens ?? "",
        onchange: (e: Event) => update({ fleetTokens: fleetTokensFrom((e.target as HTMLInputElement).value) }),
      }),
    ),
    h(
      "details",
      {},
      h("summary", {}, `Technologies (${techs.length})`),
      h("div", { class: "checks" }, TECHNOLOGIES.map((t) => checkbox(`tech-${colour}-${t}`, nameOf(t), techs.includes(t), (on) => update({ technologies: toggled(techs, t, on) })))),
      h(
        "label",
        { class: "field" },
        h("span", {}, "Others"),
        h("input", {
          id: `tech-more-${colour}`,
          value: techs.filter((t) => !known.has(t)).join(", "),
          onchange: (e: Event) => update({ technologies: [...techs.filter((t) => known.has(t)), ...list((e.target as HTMLInputElement).value)] }),
        }),
      ),
    ),
    h(
      "label",
      { class: "field" },
      h("span", {}, "Cards held"),
      h("input", { id: `cards-${colour}`, placeholder: "flank-speed, dominus-orb", value: (p.cards ?? []).join(", "), onchange: (e: Event) => update({ cards: list((e.target as HTMLInputElement).value) }) }),
    ),
    h("button", { type: "button", id: `unseat-${colour}`, class: "quiet", onclick: () => app.edit((s) => removePlayer(s, colour), unseatedNote(app, colour)) }, `Unseat ${colour}`),
  );
}

/** What unseating takes off the table with the player. */
function unseatedNote(app: App, colour: string): string {
  const s = app.scenario();
  const units = (s.units ?? []).filter((u) => u.player === colour).reduce((n, u) => n + (u.count ?? 1), 0);
  const tokens = (s.tokens ?? []).filter((t) => t.player === colour).length;
  const pieces = [units > 0 ? `${units} unit${units === 1 ? "" : "s"}` : "", tokens > 0 ? `${tokens} token${tokens === 1 ? "" : "s"}` : ""].filter((t) => t !== "");
  return pieces.length === 0 ? `${colour} unseated` : `${colour} unseated, with their ${pieces.join(" and ")}`;
}

export function mountPlayers(app: App, target: HTMLElement): void {
  app.onRender(() => {
    const s = app.scenario();
    const players = s.players ?? {};
    const seated = Object.keys(players);
    const free = COLOURS.find((c) => !seated.includes(c));
    const laws = s.laws ?? [];
    const effects = s.active?.effects ?? [];
    const effectBox = (e: string): HTMLElement => checkbox(`effect-${e}`, nameOf(e), effects.includes(e), (on) => app.edit((x) => setEffects(x, toggled(effects, e, on))));
    fill(
      target,
      h("h2", {}, "Players"),
      h("datalist", { id: "factions" }, FACTIONS.map((f) => h("option", { value: f }))),
      seated.map((c) => playerCard(app, c, players[c]!, seated)),
      h("button", { type: "button", id: "add-player", disabled: free === undefined, onclick: () => free !== undefined && app.edit((x) => setPlayer(x, free, { fleetTokens: 3 }), `${free} seated`) }, "Add player"),
      h("h2", {}, "Game"),
      h(
        "div",
        { class: "checks" },
        checkbox("mode-twilights-fall", "Twilight's Fall (kings, spliced cards, no Warfare)", s.mode === "twilights-fall", (on) =>
          app.edit((x) => setTwilightsFall(x, on), on ? "Twilight's Fall game" : "base game"),
        ),
      ),
      h("h2", {}, "Laws in play"),
      h("div", { class: "checks" }, LAWS.map((l) => checkbox(`law-${l}`, nameOf(l), laws.includes(l), (on) => app.edit((x) => setLaws(x, toggled(laws, l, on)))))),
      h("h2", {}, "Effects used for this action"),
      s.active === undefined
        ? h("p", { class: "hint" }, "Activate a system first.")
        : [
            h("div", { class: "checks" }, EFFECTS.map((e) => effectBox(e))),
            h("p", { class: "hint", id: "one-ship-effects" }, "For one ship: never applied to all; ticked, or held by the player, the report names the ships that would need one."),
            h("div", { class: "checks" }, ONE_SHIP_EFFECTS.map((e) => effectBox(e))),
          ],
    );
  }, () => {
    const s = app.scenario();
    return [s.players, s.laws, s.mode, s.active === undefined, s.active?.effects, app.view().galaxy];
  });
}
