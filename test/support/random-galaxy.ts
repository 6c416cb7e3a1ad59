/** fast-check generators of small random galaxies for property tests: systems, anomalies, wormholes, hyperlanes. */
import fc from "fast-check";
import type { SystemInput, TableState, UnitStack } from "../../src/core/all";

/** Plain systems, gravity rifts (often), nebula, supernova, asteroid field, alpha and beta wormholes. */
export const RANDOM_TILES = [19, 20, 21, 22, 41, 67, 41, 67, 41, 42, 43, 44, 25, 26, 39, 40];

export interface RandomGalaxy {
  readonly systems: SystemInput[];
  /** Hexes of the systems (hyperlane tiles left out), never empty. */
  readonly real: [number, number][];
}

/** 4 to 19 tiles within 2 of the centre, some of them hyperlanes, at least one a system. */
export const arbitraryGalaxy: fc.Arbitrary<RandomGalaxy> = fc
  .uniqueArray(
    fc.record({
      q: fc.integer({ min: -2, max: 2 }),
      r: fc.integer({ min: -2, max: 2 }),
      tile: fc.constantFrom(...RANDOM_TILES),
      lane: fc.option(fc.record({ tile: fc.constantFrom(83, 84, 85, 86, 87, 88), rotation: fc.integer({ min: 0, max: 5 }) }), { freq: 8 }),
    }),
    { minLength: 4, maxLength: 19, selector: (c) => `${c.q},${c.r}` },
  )
  .filter((cells) => cells.some((c) => c.lane === null))
  .map((cells) => {
    const systems: SystemInput[] = cells.map((c) =>
      c.lane === null ? { tile: c.tile, hex: [c.q, c.r] } : { tile: c.lane.tile, hex: [c.q, c.r], side: "A", rotation: c.lane.rotation },
    );
    const real = systems.filter((s) => s.side === undefined).map((s) => [s.hex[0], s.hex[1]] as [number, number]);
    return { systems, real };
  });

const SHIPS = ["carrier", "cruiser", "destroyer", "dreadnought", "fighter", "flagship", "infantry"];
/** Factions whose abilities change movement: Quantum Entanglement and Slipstream, Voidborn, Gashlai Physiology. */
const FACTIONS = ["hacan", "creuss", "empyrean", "muaat", "jolnar"];
const TECHS = ["antimass-deflectors", "light-wave-deflector", "gravity-drive", "carrier-ii", "cruiser-ii", "fighter-ii", "spatial-conduit-cylinder"];
const CARDS = ["lost-star-chart", "nav-suite", "crucible", "dominus-orb", "flank-speed", "in-the-silence-of-space", "emissary-taivra", "aetherstream", "captain-mendosa", "circlet-of-the-void"];
const USED = ["flank-speed", "crucible", "emissary-taivra", "spatial-conduit-cylinder", "aetherstream", "lost-star-chart", "nav-suite", "dominus-orb"];

/** A random table and a system holding red's ships, with both rift readings: for move range properties. */
export const arbitraryRangeCase = fc
  .record({
    galaxy: arbitraryGalaxy,
    faction: fc.constantFrom(...FACTIONS),
    red: fc.array(fc.record({ unit: fc.constantFrom(...SHIPS), at: fc.nat() }), { minLength: 1, maxLength: 6 }),
    blue: fc.array(fc.record({ unit: fc.constantFrom("destroyer", "fighter", "infantry", "pds", "dimensional-tear"), at: fc.nat() }), { maxLength: 4 }),
    locks: fc.array(fc.nat(), { maxLength: 3 }),
    techs: fc.subarray(TECHS),
    cards: fc.subarray(CARDS, { maxLength: 3 }),
    used: fc.subarray(USED, { maxLength: 2 }),
    warfare: fc.boolean(),
    oncePerMove: fc.boolean(),
    from: fc.nat(),
    // Thunder's Edge: breaches (active ones adjacent to each other), Sever, and the Cosmic Phenomenae event
    // (another +1 out of a gravity rift, offered as needed).
    te: fc.record({ breaches: fc.array(fc.record({ at: fc.nat(), active: fc.boolean() }), { maxLength: 3 }), sever: fc.array(fc.nat(), { maxLength: 1 }), cosmic: fc.boolean() }),
  })
  .map((t) => {
    const at = (n: number) => t.galaxy.real[n % t.galaxy.real.length] as [number, number];
    const units: UnitStack[] = [
      ...t.red.map((u) => ({ player: "red", unit: u.unit, system: at(u.at) })),
      ...t.blue.map((u) => ({ player: "blue", unit: u.unit, system: at(u.at) })),
    ];
    const from = at(t.red[t.from % t.red.length]!.at);
    const state: TableState = {
      systems: t.galaxy.systems,
      players: { red: { faction: t.faction, technologies: t.techs, cards: t.warfare ? [...t.cards, "te-warfare"] : t.cards }, blue: { faction: "vuilraith" } },
      units,
      tokens: [
        ...t.locks.map((n) => ({ token: "command", player: "red", system: at(n) })),
        ...t.te.breaches.map((b) => ({ token: "breach", system: at(b.at), ...(b.active ? {} : { faceDown: true }) })),
        ...t.te.sever.map((n) => ({ token: "sever", system: at(n) })),
      ],
      laws: t.te.cosmic ? ["cosmic-phenomenae"] : [],
      active: { player: "red", system: at(0), effects: t.used },
    };
    return { state, from, warfare: t.warfare, switches: { riftBonusOncePerMove: t.oncePerMove } };
  });

