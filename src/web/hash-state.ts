/**
 * The scenario in the page address: `#s=` and the scenario's JSON as
 * base64url (UTF-8), so a link reproduces the table. Reading checks it like
 * a scenario file.
 */
import { parseScenario } from "../scenario/scenario-schema";
import { tidyScenario } from "./scenario-edit";
import type { Scenario } from "../scenario/scenario-schema";

const PREFIX = "#s=";

export function scenarioToHash(s: Scenario): string {
  const bytes = new TextEncoder().encode(JSON.stringify(tidyScenario(s)));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return PREFIX + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The scenario of an address hash; undefined when it holds none; InputError when it is broken. */
export function scenarioFromHash(hash: string): Scenario | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const text = hash.substring(PREFIX.length).replace(/-/g, "+").replace(/_/g, "/");
  let json: string;
  try {
    const binary = atob(text + "=".repeat((4 - (text.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    json = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    json = "";
  }
  return parseScenario(json, "the address");
}
