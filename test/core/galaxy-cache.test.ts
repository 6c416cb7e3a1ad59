/**
 * The galaxy kept between activations: which table changes rebuild it (what
 * the galaxy is built from) and which keep it (what only the report reads).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { createGalaxyCache, createTileRegistry, reportActivation } from "../../src/core/all";
import type { TableState } from "../../src/core/all";
import { canonical } from "../support/canonical";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

function kept(change: (s: TableState) => TableState): { builds: number; sameReport: boolean } {
  const cache = createGalaxyCache(createTileRegistry());
  cache.galaxyFor(demo);
  const changed = change(demo);
  const galaxy = cache.galaxyFor(changed);
  const cached = reportActivation(changed, { galaxy });
  const fresh = reportActivation(changed);
  return { builds: cache.builds(), sameReport: canonical(cached) === canonical(fresh) };
}

describe("the galaxy kept between activations", () => {
  test("ships moving, command tokens placed and technologies gained keep it", () => {
    expect(kept((s) => ({ ...s, units: s.units!.map((u) => (u.unit === "dreadnought" && u.system === 68 ? { ...u, system: 72 } : u)) }))).toEqual({ builds: 1, sameReport: true });
    expect(kept((s) => ({ ...s, tokens: [...s.tokens!, { token: "command", player: "red", system: 72 }] }))).toEqual({ builds: 1, sameReport: true });
    expect(kept((s) => ({ ...s, players: { ...s.players!, red: { ...s.players!.red!, technologies: ["gravity-drive"] } } }))).toEqual({ builds: 1, sameReport: true });
  });

  test("a system tile moved or flipped, a wormhole token moved, the Creuss flagship moved rebuild it", () => {
    expect(kept((s) => ({ ...s, systems: s.systems!.map((x) => (x.tile === 1 ? { ...x, hex: [0, -6] as [number, number] } : x)) }))).toEqual({ builds: 2, sameReport: true });
    expect(kept((s) => ({ ...s, systems: s.systems!.map((x) => (x.tile === 1 ? { ...x, faceDown: true } : x)) }))).toEqual({ builds: 2, sameReport: true });
    expect(kept((s) => ({ ...s, tokens: s.tokens!.map((t) => (t.token === "wormhole-gamma" ? { ...t, system: 72 } : t)) }))).toEqual({ builds: 2, sameReport: true });
    expect(kept((s) => ({ ...s, units: [...s.units!, { player: "blue", unit: "flagship", system: 72 }] }))).toEqual({ builds: 2, sameReport: true });
  });

  test("another faction's flagship placed or moved keeps it: only the Creuss flagship carries a wormhole", () => {
    const greenFlagship = (system: number) => (s: TableState): TableState => ({ ...s, units: [...s.units!, { player: "green", unit: "flagship", system }] });
    expect(kept(greenFlagship(72))).toEqual({ builds: 1, sameReport: true });
    const cache = createGalaxyCache(createTileRegistry());
    cache.galaxyFor(greenFlagship(72)(demo));
    cache.galaxyFor(greenFlagship(73)(demo));
    expect(cache.builds()).toBe(1);
  });

  test("Hil Colish of a player of no faction (Franken) moved rebuilds it: its delta wormhole moves with it", () => {
    const franken = (system: number): TableState => ({ ...demo, players: { ...demo.players!, white: {} }, units: [...demo.units!, { player: "white", unit: "hil-colish", system }] });
    expect(kept(() => franken(72))).toEqual({ builds: 2, sameReport: true });
    const cache = createGalaxyCache(createTileRegistry());
    const deltaAt = (s: TableState, tile: number): boolean => {
      const galaxy = cache.galaxyFor(s);
      return galaxy.systems.get(galaxy.byTile.get(tile)![0]!)!.wormholes.some((w) => w.wormhole === "delta");
    };
    expect(deltaAt(franken(72), 72)).toBe(true);
    expect(deltaAt(franken(73), 73)).toBe(true);
    expect(deltaAt(franken(73), 72)).toBe(false);
    expect(cache.builds()).toBe(2);
  });

  test("Hil Colish of a player whose faction is empty or not text (read as no faction) moved rebuilds it too", () => {
    for (const faction of ["", 5]) {
      const seat = (system: number): TableState => ({ ...demo, players: { ...demo.players!, white: { faction: faction as string } }, units: [...demo.units!, { player: "white", unit: "hil-colish", system }] });
      expect(kept(() => seat(72))).toEqual({ builds: 2, sameReport: true });
      const cache = createGalaxyCache(createTileRegistry());
      cache.galaxyFor(seat(72));
      const galaxy = cache.galaxyFor(seat(73));
      expect(galaxy.systems.get(galaxy.byTile.get(73)![0]!)!.wormholes.some((w) => w.wormhole === "delta")).toBe(true);
    }
  });

  test("the Creuss flagship's stack going from none to one rebuilds it: its delta wormhole appears", () => {
    const cache = createGalaxyCache(createTileRegistry());
    const flagships = (count: number): TableState => ({ ...demo, units: demo.units!.map((u) => (u.unit === "flagship" ? { ...u, count } : u)) });
    const deltaAt62 = (s: TableState): boolean => {
      const galaxy = cache.galaxyFor(s);
      return galaxy.systems.get(galaxy.byTile.get(62)![0]!)!.wormholes.some((w) => w.wormhole === "delta");
    };
    expect(deltaAt62(flagships(0))).toBe(false);
    expect(deltaAt62(flagships(1))).toBe(true);
    expect(cache.builds()).toBe(2);
  });

  test("the table read again (every system a new but equal entry) keeps it; one tile turned in it rebuilds it", () => {
    const readAgain = (s: TableState): TableState => ({ ...s, systems: s.systems!.map((x) => ({ ...x, hex: [x.hex[0], x.hex[1]] as [number, number] })) });
    expect(kept(readAgain)).toEqual({ builds: 1, sameReport: true });
    expect(kept((s) => ({ ...readAgain(s), systems: readAgain(s).systems!.map((x) => (x.tile === 1 ? { ...x, rotation: 3 } : x)) }))).toEqual({ builds: 2, sameReport: true });
  });

  test("a tile registered through the kept registry rebuilds it", () => {
    const cache = createGalaxyCache(createTileRegistry());
    expect(cache.galaxyFor(demo).systems.get("0,-1")!.anomalies).toEqual([]);
    cache.tiles.register({ tile: 63, source: "homebrew", planets: [], anomalies: ["nebula"] });
    expect(cache.galaxyFor(demo).systems.get("0,-1")!.anomalies).toEqual(["nebula"]);
    expect(cache.builds()).toBe(2);
  });
});

describe("the kept galaxy and table states of the wrong shape", () => {
  test("fields of the wrong type give the galaxy's diagnostics, not an exception, and nothing stale is kept", () => {
    const cache = createGalaxyCache(createTileRegistry());
    const bad = { ...demo, tokens: "wormhole-alpha", systems: [null, ...demo.systems!] } as unknown as TableState;
    expect(() => cache.galaxyFor(bad)).not.toThrow();
    expect(cache.galaxyFor(bad).diagnostics.length).toBeGreaterThan(0);
    expect(cache.galaxyFor(demo).systems.has("0,-3")).toBe(true);
    expect(cache.builds()).toBe(3);
  });
});

describe("one kept galaxy, actions under different laws and effects", () => {
  // Sol's cruiser in 39 (alpha) and the active system 26 (Lodor, alpha) far apart: only the wormhole joins them.
  const table: TableState = {
    systems: [{ tile: 19, hex: [0, 0] }, { tile: 26, hex: [0, -1] }, { tile: 39, hex: [6, -6] }, { tile: 25, hex: [-6, 6] }, { tile: 20, hex: [-6, 7] }],
    players: { red: { faction: "sol" } },
    units: [
      { player: "red", unit: "cruiser", system: 39, count: 1 },
      { player: "red", unit: "destroyer", system: 20, count: 1 },
    ],
    active: { player: "red", system: 26 },
  };
  const reaches = (state: TableState, galaxy: ReturnType<ReturnType<typeof createGalaxyCache>["galaxyFor"]>): Record<string, boolean> => {
    const result = reportActivation(state, { galaxy });
    if (!result.ok) throw new Error(result.problem.message);
    return Object.fromEntries(result.report.ships.map((s) => [`${s.unit} ${String(s.from)}`, s.reachable]));
  };

  test("a law passed, then repealed, and an agent used, then not, each decide the action they are in play for", () => {
    const cache = createGalaxyCache(createTileRegistry());
    const galaxy = cache.galaxyFor(table);
    const banned: TableState = { ...table, laws: ["enforced-travel-ban"] };
    const taivra: TableState = { ...table, active: { player: "red", system: 26, effects: ["emissary-taivra"] } };
    expect(reaches(table, galaxy)).toEqual({ "cruiser 39": true, "destroyer 20": false });
    expect(reaches(banned, cache.galaxyFor(banned))).toEqual({ "cruiser 39": false, "destroyer 20": false });
    expect(reaches(table, cache.galaxyFor(table))).toEqual({ "cruiser 39": true, "destroyer 20": false });
    // Emissary Taivra: the active system joins every wormhole system, so the destroyer (move 2) goes 20 -> 25 (beta) -> 26.
    expect(reaches(taivra, cache.galaxyFor(taivra))).toEqual({ "cruiser 39": true, "destroyer 20": true });
    expect(reaches(table, cache.galaxyFor(table))).toEqual({ "cruiser 39": true, "destroyer 20": false });
    expect(cache.builds()).toBe(1);
  });
});

describe("a table state edited in place", () => {
  test("a tile moved, flipped or a wormhole token moved in the same objects rebuilds the galaxy; a ship moved keeps it", () => {
    const cache = createGalaxyCache(createTileRegistry());
    // The demo as a table that edits its own objects (as a mod author's script may).
    const live = JSON.parse(JSON.stringify(demo)) as {
      units: { count?: number }[];
      systems: { tile: number; hex: [number, number]; faceDown?: boolean }[];
      tokens: { token: string; system: unknown }[];
    };
    const state = live as unknown as TableState;
    cache.galaxyFor(state);
    live.units[0]!.count = 3;
    cache.galaxyFor(state);
    expect(cache.builds()).toBe(1);
    const jord = live.systems.find((x) => x.tile === 1)!;
    jord.hex[0] = 0;
    jord.hex[1] = -6;
    expect(cache.galaxyFor(state).systems.get("0,-6")?.tile).toBe(1);
    jord.faceDown = true;
    cache.galaxyFor(state);
    live.tokens.find((t) => t.token === "wormhole-gamma")!.system = 72;
    const moved = cache.galaxyFor(state);
    expect(moved.wormholeIndex.get("gamma")).toContain(moved.byTile.get(72)![0]);
    expect(moved.wormholeIndex.get("gamma")).not.toContain(moved.byTile.get(66)![0]);
    expect(cache.builds()).toBe(4);
  });

  test("systems of the wrong shape give diagnostics, not an exception", () => {
    const cache = createGalaxyCache(createTileRegistry());
    const bad = { ...demo, systems: [null, ...demo.systems!] } as unknown as TableState;
    expect(() => cache.galaxyFor(bad)).not.toThrow();
    expect(() => cache.galaxyFor(bad)).not.toThrow();
  });
});

describe("a kept galaxy's diagnostics", () => {
  // Tile 19 twice on the map: the galaxy says so once, and every report on it says so once.
  const twice: TableState = { map: "19 19 20", active: { player: "red", system: 20 }, players: { red: {} } };

  test("each report on the kept galaxy says them once, with what the state itself gets wrong after them", () => {
    const galaxy = createGalaxyCache(createTileRegistry()).galaxyFor(twice);
    const kinds = (state: TableState, rules?: unknown) => {
      const result = reportActivation(state, { galaxy, rules: rules as never });
      if (!result.ok) throw new Error(result.problem.message);
      return result.report.diagnostics.map((d) => d.kind);
    };
    expect(kinds(twice)).toEqual(["duplicate-tile"]);
    expect(kinds(twice)).toEqual(["duplicate-tile"]);
    const stray = { ...twice, units: [{ player: "red", unit: "space-banana", system: 20 }] };
    expect(kinds(stray)).toEqual(["duplicate-tile", "unknown-unit"]);
    expect(kinds(twice)).toEqual(["duplicate-tile"]);
    // A mod author's rules that are not a list are named in that report only.
    expect(kinds(twice, "not a list")).toEqual(["duplicate-tile", "bad-input"]);
    expect(kinds(twice)).toEqual(["duplicate-tile"]);
  });

  test("what the state got wrong when the galaxy was built is not said again once put right; a command token off the map is said when it comes", () => {
    // Command tokens, players and units are not what the galaxy is built from: changing them keeps it.
    const offMap = (s: TableState): TableState => ({ ...s, tokens: [...s.tokens!, { token: "command", player: "red", system: [9, 9] }] });
    const badPlayer = (s: TableState): TableState => ({ ...s, players: { ...s.players!, red: { ...s.players!.red!, technologies: 5 as never } } });
    const cache = createGalaxyCache(createTileRegistry());
    const answer = (state: TableState) => {
      const result = reportActivation(state, { galaxy: cache.galaxyFor(state) });
      return result.ok ? result.report.diagnostics.map((d) => d.message) : `no report: ${result.problem.message}`;
    };
    const broken = offMap(badPlayer(demo));
    expect(answer(broken)).toBe("no report: token command: no system on hex [9,9]");
    expect(answer(demo)).toEqual([]);
    expect(answer(offMap(demo))).toBe("no report: token command: no system on hex [9,9]");
    expect(answer(badPlayer(demo))).toEqual(["players.red.technologies is a number; expected a list; ignoring it"]);
    expect(answer(demo)).toEqual([]);
    expect(cache.builds()).toBe(1);
    // Each as a report on a galaxy of its own says.
    expect(kept(offMap)).toEqual({ builds: 1, sameReport: true });
  });
});

describe("rules-free distances on the kept galaxy", () => {
  test("a ship moved anywhere between two reports on the kept galaxy is as far as a fresh report says", () => {
    const galaxy = createGalaxyCache(createTileRegistry()).galaxyFor(demo);
    const hexes = [...galaxy.systems.values()].filter((s) => !s.offMap).map((s) => [s.hex.q, s.hex.r] as [number, number]);
    const distances = (state: TableState, kept: boolean) => {
      const result = reportActivation(state, kept ? { galaxy } : {});
      if (!result.ok) throw new Error(result.problem.message);
      return result.report.ships.map((s) => [s.unit, s.from, s.distance]);
    };
    // The destroyer in 67 moved to each hex in turn, the active system reported again each time.
    const tables = [demo, ...hexes.map((hex): TableState => ({ ...demo, units: demo.units!.map((u) => (u.unit === "destroyer" && u.system === 67 ? { ...u, system: hex } : u)) }))];
    const onKept = tables.map((t) => distances(t, true));
    const fresh = tables.map((t) => distances(t, false));
    expect(onKept).toEqual(fresh);
  });
});
