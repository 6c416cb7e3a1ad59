/**
 * The Lua suite as data, for any Lua interpreter (scripts/lua-suite.mjs): each
 * case is a Lua expression on the probe build (test/lua/probe.ts, built by
 * `npm run build:lua-probe` into the global PROBE) and the text the same
 * probe gives in JavaScript. The scenario suite's reports and the community
 * maps' adjacency and round trips, as test/lua/core-in-lua.test.ts runs them.
 */
import { communityMaps } from "../support/map-strings";
import { luaString, luaValue } from "../support/lua-values";
import { scenarioCases } from "../support/scenario-cases";
import { describeAdjacency, reportJson, roundTripMap } from "./probe";

export interface SuiteCase {
  readonly name: string;
  /** A Lua expression that gives the answer as text. */
  readonly lua: string;
  /** The same answer from the JavaScript core. */
  readonly expected: string;
}

export function suiteCases(): SuiteCase[] {
  const cases: SuiteCase[] = [];
  for (const [name, c] of scenarioCases()) {
    const switches = c.switches ?? {};
    cases.push({ name: `scenario ${name}`, lua: `PROBE.reportJson(${luaValue(c.scenario)}, ${luaValue(switches)})`, expected: reportJson(c.scenario, switches) });
  }
  for (const m of communityMaps()) {
    cases.push({ name: `map ${m.name}: adjacency`, lua: `PROBE.describeAdjacency(${luaValue({ map: m.mapstring })})`, expected: describeAdjacency({ map: m.mapstring }) });
    cases.push({ name: `map ${m.name}: round trip`, lua: `PROBE.roundTripMap(${luaString(m.mapstring)})`, expected: roundTripMap(m.mapstring) });
  }
  return cases;
}
