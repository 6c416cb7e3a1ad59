/** Test helpers: build a galaxy from a table state and ask about it in tile numbers. */
import {
  adjacencyRulesFor,
  buildGalaxy,
  createAdjacency,
  createTileRegistry,
  hexKey,
  hex,
} from "../../src/core/all";
import { reportActivation } from "../../src/core/all";
import type { ActivationReport, Adjacency, Galaxy, LinkReason, TableState } from "../../src/core/all";

export interface Built {
  readonly galaxy: Galaxy;
  readonly adjacency: Adjacency;
}

export function build(state: TableState): Built {
  const galaxy = buildGalaxy(state, createTileRegistry());
  return { galaxy, adjacency: createAdjacency(galaxy, adjacencyRulesFor(state, galaxy)) };
}

function keyOfTile(galaxy: Galaxy, tile: number): string {
  const keys = galaxy.byTile.get(tile);
  if (keys === undefined || keys.length !== 1) throw new Error(`tile ${tile} is not on the map exactly once`);
  return keys[0] as string;
}

/** Tile numbers adjacent to a tile, sorted. */
export function adjacentTiles(built: Built, tile: number): number[] {
  return built.adjacency
    .links(keyOfTile(built.galaxy, tile))
    .map((l) => (built.galaxy.systems.get(l.to) as { tile: number }).tile)
    .sort((a, b) => a - b);
}

export function isAdjacent(built: Built, a: number, b: number): boolean {
  return built.adjacency.isAdjacent(keyOfTile(built.galaxy, a), keyOfTile(built.galaxy, b));
}

/** Why two tiles are adjacent (empty when they are not). */
export function reasons(built: Built, a: number, b: number): readonly LinkReason[] {
  const to = keyOfTile(built.galaxy, b);
  const link = built.adjacency.links(keyOfTile(built.galaxy, a)).find((l) => l.to === to);
  return link === undefined ? [] : link.reasons;
}

export function keyAt(q: number, r: number): string {
  return hexKey(hex(q, r));
}

/** The galaxy, its adjacency and the activation report of a state that must be valid. */
export function buildAndReport(state: TableState): Built & { readonly report: ActivationReport } {
  const built = build(state);
  const result = reportActivation(state, { galaxy: built.galaxy });
  if (!result.ok) throw new Error(result.problem.message);
  return { ...built, report: result.report };
}

/** The key of a scenario's [q, r] system reference. */
export function keyOfPair(ref: unknown): string {
  return hexKey(hex(...(ref as [number, number])));
}

/** Systems in a line north from the centre: the first tile at (0,0), the next at (0,-1), and so on. */
export function northLine(...tiles: number[]): { tile: number; hex: [number, number] }[] {
  return tiles.map((tile, i) => ({ tile, hex: [0, -i] as [number, number] }));
}
