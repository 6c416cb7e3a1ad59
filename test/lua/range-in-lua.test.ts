/**
 * Move range in Lua 5.2 (the TTS build's core): for every movement scenario
 * and every system holding the active player's ships, the same range as in
 * JavaScript. (Build first: npm test runs `build:lua-probe`.)
 */
import { buildGalaxy, createTileRegistry, createUnitCatalogue, readTableFacts, shipGroups, systemRefOf } from "../../src/core/all";
import type { SystemRef } from "../../src/core/all";
import { luaValue, luaWithBundle, PROBE_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { scenarioCases } from "../support/scenario-cases";
import { rangeJson } from "./probe";

let probe: LuaRunner;
beforeAll(() => {
  probe = luaWithBundle(PROBE_BUNDLE, "PROBE", ["moonsharp.lua"]);
});
afterAll(() => probe.close());

const movement = scenarioCases().filter(([, c]) => c.expect.error === undefined && c.scenario.active !== undefined);

describe("move range in Lua 5.2", () => {
  test.each(movement)("%s: the same range as in JS", (_file, c) => {
    const galaxy = buildGalaxy(c.scenario, createTileRegistry());
    const facts = readTableFacts(c.scenario, galaxy, createUnitCatalogue());
    const player = c.scenario.active!.player;
    const starts: SystemRef[] = [];
    for (const g of shipGroups(facts, player)) {
      const ref = systemRefOf(galaxy, g.start);
      if (!starts.some((s) => JSON.stringify(s) === JSON.stringify(ref))) starts.push(ref);
    }
    for (const from of starts) {
      const lua = probe.run(`return PROBE.rangeJson(${luaValue(c.scenario)}, ${luaValue(player)}, ${luaValue(from)}, ${luaValue(c.switches ?? {})})`);
      expect(lua).toBe(rangeJson(c.scenario, player, from, c.switches ?? {}));
    }
  });
});
