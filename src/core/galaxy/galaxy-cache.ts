/**
 * The galaxy kept between activations: rebuilt only when what it is built from
 * changed (the map, a system tile, a system token, the Creuss flagship, or a
 * tile registered), not when ships, ground forces or command tokens move.
 */
import { canonicalId, factionFamily } from "../ids";
import type { SystemRef, TableState } from "../state/table-state";
import type { TileRegistry } from "../tiles/tile-registry";
import { buildGalaxy } from "./build-galaxy";
import type { Galaxy } from "./galaxy-types";

export interface GalaxyCache {
  /** The registry the galaxy is built with: registering a tile through it rebuilds the galaxy. */
  readonly tiles: TileRegistry;
  /** The galaxy of this table state: the kept one when nothing it is built from changed. */
  readonly galaxyFor: (this: void, state: TableState) => Galaxy;
  /** How many times the galaxy was built. */
  readonly builds: (this: void) => number;
}

export function createGalaxyCache(registry: TileRegistry): GalaxyCache {
  let kept: { signature: string; galaxy: Galaxy } | undefined;
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
      const signature = galaxySignature(state);
      if (kept !== undefined && kept.signature === signature) return kept.galaxy;
      const galaxy = buildGalaxy(state, registry);
      builds++;
      kept = { signature, galaxy };
      return galaxy;
    },
    builds: () => builds,
  };
}

function text(value: string | undefined): string {
  return value === undefined ? "-" : `${value.length}:${value}`;
}

function flag(value: boolean | undefined): string {
  return value === undefined ? "-" : value ? "1" : "0";
}

function ref(value: SystemRef | undefined): string {
  if (value === undefined) return "-";
  return typeof value === "number" ? `${value}` : `${value[0]},${value[1]}`;
}

/**
 * Everything buildGalaxy reads from a table state, as one string: the map,
 * the systems, every token but command tokens, and the flagships with their
 * owners' factions (the Creuss flagship carries a delta wormhole).
 */
export function galaxySignature(state: TableState): string {
  const parts: string[] = [text(state.map)];
  for (const s of state.systems === undefined ? [] : state.systems) {
    parts.push(`s${s.tile}@${s.hex[0]},${s.hex[1]}/${flag(s.faceDown)}/${text(s.side)}/${s.rotation === undefined ? "-" : s.rotation}`);
  }
  for (const t of state.tokens === undefined ? [] : state.tokens) {
    if (canonicalId(t.token) === "command") continue;
    parts.push(`t${text(t.token)}@${ref(t.system)}/${text(t.player)}/${flag(t.faceDown)}/${ref(t.toward)}`);
  }
  const players = state.players === undefined ? {} : state.players;
  for (const u of state.units === undefined ? [] : state.units) {
    const id = canonicalId(u.unit);
    if (id !== "flagship" && id !== "hil-colish") continue;
    const owner = players[u.player];
    parts.push(`f${text(u.player)}/${text(factionFamily(owner === undefined ? undefined : owner.faction))}@${ref(u.system)}`);
  }
  return parts.join(";");
}
