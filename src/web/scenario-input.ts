/**
 * What a user gives the page (a pasted map string or scenario, a dropped
 * file, an object from a script), checked as the command line checks it. A
 * problem is one message; the scenario on the page stays as it was.
 */
import { InputError } from "../scenario/input-error";
import { tableOf } from "../scenario/loaded-table";
import { parseScenario, toTableState } from "../scenario/scenario-schema";
import type { Scenario } from "../scenario/scenario-schema";
import { setMap } from "./scenario-edit";

export type Loaded = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly message: string };

function attempt(read: () => Scenario): Loaded {
  try {
    return { ok: true, scenario: read() };
  } catch (e) {
    if (e instanceof InputError) return { ok: false, message: e.message };
    return { ok: false, message: `cannot read it: ${(e as Error).message}` };
  }
}

/** A whole scenario: valid JSON, valid fields, and a galaxy the command line would accept. */
export function readScenarioText(text: string, source: string): Loaded {
  return attempt(() => {
    const scenario = parseScenario(text, source);
    tableOf(toTableState(scenario));
    return scenario;
  });
}

export function readScenarioObject(value: unknown, source = "scenario"): Loaded {
  let text: string;
  try {
    text = JSON.stringify(value) ?? "";
  } catch (e) {
    return { ok: false, message: `${source}: cannot be written as JSON (${(e as Error).message})` };
  }
  return readScenarioText(text, source);
}

/** A new map string for the current scenario; everything placed stays. */
export function readMapString(current: Scenario, text: string): Loaded {
  const map = text.trim();
  if (map === "") return { ok: false, message: "the map string is empty" };
  return attempt(() => {
    tableOf({ map, systems: current.systems });
    return setMap(current, map);
  });
}

/** Pasted text: a scenario when it looks like JSON, else a map string (which may start with its centre, "{46} ..."). */
export function readPasted(current: Scenario, text: string): Loaded {
  return isScenarioText(text) ? readScenarioText(text, "pasted scenario") : readMapString(current, text);
}

/** Whether pasted text is read as a whole scenario (JSON), not as a map string ("{46} ..." is a map). */
export function isScenarioText(text: string): boolean {
  return looksLikeJson(text);
}

/** An object's "{" followed by anything but a tile number ("{46}", "{-1}", "{85A2}" open map strings). */
function looksLikeJson(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith("{") && !/^\{\s*-?\d/.test(trimmed);
}
