/** A click on a system does what the chosen palette entry says: activate, show who can reach it, place a unit, place a token. */
import { hexFromKey, systemRefOf } from "../../core/all";
import type { PlanetInfo } from "../../core/all";
import { onPlanet, TOKENS, UNITS } from "../choices";
import { addToken, addUnits, placeSystem, setTokenToward } from "../scenario-edit";
import type { App } from "./app";

/** Asks which planet (or the space area, undefined) ground forces and structures go to; null when cancelled. */
export type PlanetChooser = (planets: readonly PlanetInfo[], what: string, done: (planet: string | undefined | null) => void) => void;

export function clickSystem(app: App, key: string, choosePlanet: PlanetChooser): void {
  const view = app.view();
  const galaxy = view.galaxy;
  if (galaxy === undefined) return;
  const { tool, player, count, faceDown } = app.controls;
  if (tool.kind === "tile") return placeTile(app, key);
  const system = galaxy.systems.get(key);
  if (system === undefined) return;
  app.controls.selected = key;
  if (tool.kind === "activate") {
    app.activateHex(player, key);
    return;
  }
  if (tool.kind === "threats") {
    // Who can reach here, for the chosen player: their own ships left out, their space cannon counted.
    app.controls.threats = { defender: player, key };
    app.controls.range = undefined;
    app.refresh();
    return;
  }
  const seated = app.scenario().players?.[player] !== undefined;
  const ref = systemRefOf(galaxy, key);
  const waiting = app.controls.toward;
  if (waiting !== undefined && tool.kind === "token") {
    app.controls.toward = undefined;
    app.edit((s) => setTokenToward(s, waiting, ref), `${tool.token} toward ${system.tile}`);
    return;
  }
  app.controls.toward = undefined;
  if (tool.kind === "unit") {
    if (!seated) return app.say("seat a player first (Players, Add player)", "error");
    const kind = UNITS.find((u) => u.id === tool.unit)?.kind;
    const place = (planet: string | undefined): void =>
      app.edit((s) => addUnits(s, { player, unit: tool.unit, system: ref, planet, count }), `${player}: ${count} ${tool.unit}${planet === undefined ? "" : ` on ${planet}`} in ${system.tile}`);
    if (onPlanet(kind) && system.planets.length > 0) {
      choosePlanet(system.planets, `${count} ${tool.unit}`, (planet) => {
        if (planet !== null) place(planet);
      });
    } else place(undefined);
    return;
  }
  const token = TOKENS.find((t) => t.id === tool.token);
  if (token?.owned === true && !seated) return app.say("seat a player first (Players, Add player)", "error");
  app.edit(
    (s) => addToken(s, { token: tool.token, system: ref, player: token?.owned === true ? player : undefined, faceDown: token?.twoSided === true && faceDown }),
    token?.toward === true ? `${tool.token} token in ${system.tile}: now click the system across the border` : `${tool.token} token in ${system.tile}`,
  );
  if (token?.toward === true) app.controls.toward = (app.scenario().tokens ?? []).length - 1;
}

/** The tile tool: the chosen system tile goes on the clicked slot or system. */
function placeTile(app: App, key: string): void {
  const view = app.view();
  const galaxy = view.galaxy;
  const tile = app.controls.tile;
  const at = hexFromKey(key);
  const info = view.registry.get(tile);
  if (galaxy === undefined || at === undefined) return;
  if (info === undefined) return app.say(`no system tile ${tile}`, "error");
  if (info.hyperlane === true) return app.say(`tile ${tile} is a hyperlane: write it in the map string with its side and turn (${tile}A0)`, "error");
  const elsewhere = (galaxy.byTile.get(tile) ?? []).filter((k) => k !== key);
  if (elsewhere.length > 0) return app.say(`system ${tile} is already on the map at [${elsewhere[0]}]`, "error");
  app.controls.selected = key;
  const replaced = galaxy.systems.get(key)?.tile;
  app.edit((s) => placeSystem(s, tile, [at.q, at.r], replaced), `system ${tile} on [${key}]`);
}
