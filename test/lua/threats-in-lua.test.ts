/**
 * Threats in Lua 5.2 (the TTS build's core): on random small galaxies (the
 * move range's generator: systems, anomalies, wormholes, hyperlanes, players'
 * ships, command tokens, laws and effects), who can reach a system this round
 * or next, and the whole-table view, are the same as in JavaScript, whose
 * property test holds them to each attacker's own report. (Build first: npm
 * test runs `build:lua-probe`.)
 */
import fc from "fast-check";
import { buildGalaxy, createTileRegistry, hexDistance, keyOfRef } from "../../src/core/all";
import { luaValue, luaWithBundle, PROBE_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";
import { arbitraryRangeCase } from "../support/random-galaxy";
import { fuzzParams, fuzzTimeout } from "../support/fuzz";
import { threatsJson } from "./probe";

let probe: LuaRunner;
beforeAll(() => {
  probe = luaWithBundle(PROBE_BUNDLE, "PROBE", ["moonsharp.lua"]);
});
afterAll(() => probe.close());

describe("threats in Lua 5.2", () => {
  test(
    "on random small galaxies, the same threats and whole-table view as in JS",
    () => {
      fc.assert(
        fc.property(arbitraryRangeCase, fc.nat(), fc.boolean(), ({ state }, pick, next) => {
          const galaxy = buildGalaxy(state, createTileRegistry());
          // A system near red's ships, where threats are likely: within two hexes of one (any system else).
          const near = [...galaxy.systems.values()].filter((s) =>
            (state.units ?? []).some((u) => {
              const from = keyOfRef(galaxy, u.system);
              return u.player === "red" && from !== `${s.hex.q},${s.hex.r}` && hexDistance(s.hex, galaxy.systems.get(from)?.hex ?? s.hex) <= 2;
            }),
          );
          const systems = near.length > 0 ? near : [...galaxy.systems.values()];
          const h = systems[pick % systems.length]!.hex;
          const round = next ? "next" : "this";
          const lua = probe.run(`return PROBE.threatsJson(${luaValue(state)}, ${luaValue([h.q, h.r])}, "blue", ${luaValue(round)})`);
          expect(lua).toBe(threatsJson(state, [h.q, h.r], "blue", round));
        }),
        fuzzParams(150, 7707),
      );
    },
    fuzzTimeout(30000),
  );
});
