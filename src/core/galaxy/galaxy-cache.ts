/**
 * The galaxy kept between activations: rebuilt only when what it is built from
 * changed (the map, a system tile, a system token, the Creuss flagship, or a
 * tile registered), not when ships, ground forces or command tokens move.
 */
import { canonicalId } from "../ids";
import type { SystemInput, SystemRef, TableState, TokenState } from "../state/table-state";
import type { TileRegistry } from "../tiles/tile-registry";
import { buildGalaxy } from "./build-galaxy";
import { flagshipDeltaSource, isFlagshipName } from "./delta-flagship";
import { sameRef } from "./system-ref";
import { assimilatedOf } from "../state/player-seats";
import { copyRef, hasUnits, isText } from "../state/check-state";
import type { Galaxy, WormholeSource } from "./galaxy-types";

export interface GalaxyCache {
  /** The registry the galaxy is built with: registering a tile through it rebuilds the galaxy. */
  readonly tiles: TileRegistry;
  /** The galaxy of this table state: the kept one when nothing it is built from changed. */
  readonly galaxyFor: (this: void, state: TableState) => Galaxy;
  /** How many times the galaxy was built. */
  readonly builds: (this: void) => number;
}

export function createGalaxyCache(registry: TileRegistry): GalaxyCache {
  let kept: { inputs: GalaxyInputs; galaxy: Galaxy } | undefined;
  let builds = 0;
  const tiles: TileRegistry = {
    get: (tile) => registry.get(tile),
    register: (info) => {
      kept = undefined;
      return registry.register(info);
    },
    all: () => registry.all(),
  };
  return {
    tiles,
    galaxyFor: (state) => {
      let inputs: GalaxyInputs | undefined;
      try {
        inputs = galaxyInputs(state);
        if (kept !== undefined && sameInputs(kept.inputs, inputs)) return kept.galaxy;
        // Kept as a copy: a caller may edit the same table state in place before asking again.
        inputs = copyOf(inputs);
      } catch (e) {
        inputs = undefined; // fields of the wrong shape: buildGalaxy reports them; nothing is kept
      }
      const galaxy = buildGalaxy(state, registry);
      builds++;
      kept = inputs === undefined ? undefined : { inputs, galaxy };
      return galaxy;
    },
    builds: () => builds,
  };
}

/** A Creuss flagship on the table: it carries a delta wormhole. */
interface Flagship {
  readonly player: string;
  readonly system: SystemRef;
  readonly source: WormholeSource;
}

/** Everything buildGalaxy reads from a table state: the map, the systems, every token but command tokens, the Creuss flagships. */
interface GalaxyInputs {
  readonly map: string | undefined;
  readonly systems: readonly SystemInput[];
  readonly tokens: readonly TokenState[];
  readonly flagships: readonly Flagship[];
}

function galaxyInputs(state: TableState): GalaxyInputs {
  const tokens: TokenState[] = [];
  for (const t of state.tokens === undefined ? [] : state.tokens) if (canonicalId(t.token) !== "command") tokens.push(t);
  // Only the Creuss flagship (or one with its abilities) changes the galaxy (it carries a delta wormhole): without such a seat no stack is read.
  const carriers = new Map<string, WormholeSource>();
  // A player of no faction (Franken) may field Hil Colish by name: their stacks are read too.
  const factionless = new Map<string, boolean>();
  const players = state.players === undefined ? {} : state.players;
  for (const name of Object.keys(players)) {
    const p = players[name];
    const source = typeof p === "object" && p !== null ? flagshipDeltaSource({ faction: p.faction, assimilated: assimilatedOf(p) }) : undefined;
    if (source !== undefined) carriers.set(name, source);
    // As the checked state reads it: an empty faction, or one that is no text, is none.
    else if (typeof p === "object" && p !== null && !isText(p.faction)) factionless.set(name, true);
  }
  const flagships: Flagship[] = [];
  if (carriers.size > 0 || factionless.size > 0) {
    for (const u of state.units === undefined ? [] : state.units) {
      const carried = carriers.get(u.player);
      if ((carried === undefined && !factionless.has(u.player)) || !hasUnits(u)) continue; // a stack of 0 is no flagship, as buildGalaxy reads it
      const unit = canonicalId(u.unit); // names remembered per name
      const source = carried ?? flagshipDeltaSource({}, unit);
      if (source !== undefined && isFlagshipName(unit)) flagships.push({ player: u.player, system: u.system, source });
    }
  }
  return { map: state.map, systems: state.systems === undefined ? [] : state.systems, tokens, flagships };
}

/** The inputs as they are now, sharing nothing with the table state they were read from. */
function copyOf(inputs: GalaxyInputs): GalaxyInputs {
  return {
    map: inputs.map,
    systems: inputs.systems.map((s) => ({ tile: s.tile, hex: [s.hex[0], s.hex[1]] as [number, number], faceDown: s.faceDown, side: s.side, rotation: s.rotation })),
    tokens: inputs.tokens.map((t) => ({ token: t.token, system: copyRef(t.system), player: t.player, faceDown: t.faceDown, toward: t.toward === undefined ? undefined : copyRef(t.toward) })),
    flagships: inputs.flagships.map((f) => ({ player: f.player, system: copyRef(f.system), source: f.source })),
  };
}

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i] as T, b[i] as T)) return false;
  return true;
}

/**
 * Whether two systems lists hold the same tiles at the same places, turned and
 * flipped the same way. One loop with no call per system: on a galaxy of
 * thousands of systems this comparison is most of what a kept galaxy costs.
 */
function sameSystems(a: readonly SystemInput[], b: readonly SystemInput[]): boolean {
  const count = a.length;
  if (count !== b.length) return false;
  for (let i = 0; i < count; i++) {
    const x = a[i] as SystemInput;
    const y = b[i] as SystemInput;
    const hx = x.hex;
    const hy = y.hex;
    if (x.tile !== y.tile || hx[0] !== hy[0] || hx[1] !== hy[1] || x.faceDown !== y.faceDown || x.side !== y.side || x.rotation !== y.rotation) return false;
  }
  return true;
}

function sameInputs(a: GalaxyInputs, b: GalaxyInputs): boolean {
  return (
    a.map === b.map &&
    sameSystems(a.systems, b.systems) &&
    sameList(a.tokens, b.tokens, (x, y) => x.token === y.token && sameRef(x.system, y.system) && x.player === y.player && x.faceDown === y.faceDown && sameRef(x.toward, y.toward)) &&
    sameList(a.flagships, b.flagships, (x, y) => x.player === y.player && sameRef(x.system, y.system) && x.source === y.source)
  );
}
