/** A click on a system does what the chosen palette entry says: activate, place a unit, place a token. */
import { systemRefOf } from "../../core";
import type { PlanetInfo } from "../../core";
import { onPlanet, TOKENS, UNITS } from "../choices";
import { addToken, addUnits, setTokenToward } from "../scenario-edit";
import type { App } from "./app";

/** Asks which planet (or the space area, undefined) ground forces and structures go to; null when cancelled. */
export type PlanetChooser = (planets: readonly PlanetInfo[], what: string, done: (planet: string | undefined | null) => void) => void;

export function clickSystem(app: App, key: string, choosePlanet: PlanetChooser): void {
  const galaxy = app.view().galaxy;
  const system = galaxy?.systems.get(key);
  if (galaxy === undefined || system === undefined) return;
  const { tool, player, count, faceDown } = app.controls;
  app.controls.selected = key;
  if (tool.kind === "activate") {
    app.activateHex(player, key);
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
