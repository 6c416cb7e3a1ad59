/**
 * Reads recognised table objects into a TableState: tiles snapped to hexes
 * (with a diagnostic when not snapped, off the grid or stacked), units and
 * tokens placed in the system under them, ground forces on the planet under
 * them, anonymous fighter and infantry tokens given to the nearest owned
 * plastic in their system. Nothing here throws on a strange table.
 */
import type { Diagnostic } from "../diagnostics";
import { hexKey, mod } from "../hex/hex";
import type { Hex, HexKey } from "../hex/hex";
import { hexToPlane, planeToHex } from "../hex/world";
import type { HexLayout, PlanePoint } from "../hex/world";
import type { PlayerState, SystemInput, TableState, TokenState, UnitStack } from "../state/table-state";
import type { TileRegistry } from "../tiles/tile-registry";
import { tileFace } from "../tiles/tile-registry";
import type { TableObject } from "./table-pieces";
import { inIdOrder } from "./id-order";
import { canonicalId } from "../ids";
import { TOKEN_PLANETS } from "../tiles/data/token-planets";
import { DEFAULT_PLANET_RADIUS } from "../tiles/tile-types";
import type { PlanetInfo } from "../tiles/tile-types";

/** A tile further than this from its hex centre (in corner radii) is "not snapped". */
export const SNAP_TOLERANCE = 0.2;
/** Further than this it lies between hexes: off the grid. */
export const OFF_GRID = 0.6;
/** Planet positions are given in TTPG centimetres for a corner radius of 8.666 cm. */
const PLANET_LAYOUT_RADIUS = 5.77735 * 1.5;

export interface TableReading {
  readonly state: TableState;
  /** Object ids per unit stack key "player|unit|q,r" (for highlighting what moves). */
  readonly objectsByStack: ReadonlyMap<string, readonly string[]>;
  readonly diagnostics: readonly Diagnostic[];
}

export interface ReadOptions {
  readonly layout: HexLayout;
  readonly tiles: TileRegistry;
  readonly players?: { readonly [player: string]: PlayerState };
  readonly laws?: readonly string[];
}

interface PlacedTile {
  readonly object: TableObject;
  readonly hex: Hex;
  readonly rotation: number;
  /** Planets that tokens lying on the tile add (Mirage), centred on the token. */
  readonly tokenPlanets: { readonly planet: PlanetInfo; readonly at: PlanePoint }[];
}

export function stackKey(player: string, unit: string, key: HexKey): string {
  return `${player}|${unit}|${key}`;
}

export function readTable(objects: readonly TableObject[], options: ReadOptions): TableReading {
  const diagnostics: Diagnostic[] = [];
  const sorted = inIdOrder(objects);
  const placed = placeTiles(sorted, options, diagnostics);
  const tiles = placed.byHex;
  addTokenPlanets(sorted, tiles, options);
  const systems: SystemInput[] = [];
  for (const t of placed.inOrder) {
    const piece = t.object.piece;
    if (piece.kind === "tile") systems.push({ tile: piece.tile, hex: [t.hex.q, t.hex.r], faceDown: piece.faceDown, rotation: t.rotation });
  }

  const units: UnitStack[] = [];
  const tokens: TokenState[] = [];
  const objectsByStack = new Map<string, string[]>();
  const unowned: { object: TableObject; key: HexKey; hex: Hex }[] = [];
  const owned: { object: TableObject; player: string; key: HexKey }[] = [];
  const stackAt = new Map<string, number>();
  const addUnit = (object: TableObject, player: string, unit: string, count: number, key: HexKey, hex: Hex, planet: string | undefined): void => {
    // One stack per player, unit, system and planet, however many objects make it up.
    const at = `${player}|${unit}|${key}|${planet ?? ""}`;
    const index = stackAt.get(at);
    if (index === undefined) {
      stackAt.set(at, units.length);
      units.push(planet === undefined ? { player, unit, system: [hex.q, hex.r], count } : { player, unit, system: [hex.q, hex.r], planet, count });
    } else {
      const before = units[index] as UnitStack;
      units[index] = { ...before, count: (before.count ?? 1) + count };
    }
    const stack = stackKey(player, unit, key);
    const ids = objectsByStack.get(stack);
    if (ids === undefined) objectsByStack.set(stack, [object.id]);
    else ids.push(object.id);
  };

  for (const object of sorted) {
    const piece = object.piece;
    if (piece.kind === "tile") continue;
    const snapped = planeToHex(object.at, options.layout);
    const key = hexKey(snapped.hex);
    const tile = tiles.get(key);
    // Pieces off the systems (reinforcements, player areas, command sheets) are not on the map.
    if (tile === undefined || tile.object.piece.kind !== "tile" || isHyperlane(tile, options)) continue;
    if (piece.kind === "command-token") {
      tokens.push({ token: "command", player: piece.player, system: [snapped.hex.q, snapped.hex.r] });
    } else if (piece.kind === "system-token") {
      tokens.push({ token: piece.token, system: [snapped.hex.q, snapped.hex.r], faceDown: piece.faceDown });
    } else if (piece.player === undefined) {
      unowned.push({ object, key, hex: snapped.hex });
    } else {
      owned.push({ object, player: piece.player, key });
      addUnit(object, piece.player, piece.unit, piece.count, key, snapped.hex, planetUnder(piece.unit, object.at, tile, options));
    }
  }

  // Anonymous cardboard (fighter and infantry tokens, cardboard ships): the owner of the nearest owned
  // unit in the same system, as TI4-TTPG-TS does (src/lib/unit-lib/unit-plastic/unit-plastic.ts,
  // UnitPlastic.assignOwners); fighters (which are in space) go to the nearest ship's owner first.
  // Plastic always has an owner on the mods' tables: plastic without one is a mistake on the table.
  for (const { object, key, hex } of unowned) {
    if (object.piece.kind !== "unit") continue;
    if (object.piece.plastic === true) {
      diagnostics.push({
        kind: "unknown-player",
        message: `a ${object.piece.unit} in [${key}] belongs to no player; ignoring it`,
        hex: [hex.q, hex.r],
        text: object.id,
      });
      continue;
    }
    const fighter = object.piece.unit === "fighter";
    let best: { player: string; distance: number; ship: boolean } | undefined;
    for (const o of owned) {
      if (o.key !== key || o.object.piece.kind !== "unit") continue;
      const ship = fighter && SHIPS.indexOf(o.object.piece.unit) >= 0;
      const d = distance(o.object.at, object.at);
      if (best === undefined || (ship && !best.ship) || (ship === best.ship && d < best.distance)) best = { player: o.player, distance: d, ship };
    }
    if (best === undefined) {
      diagnostics.push({
        kind: "unknown-player",
        message: `a ${object.piece.unit} token in [${key}] has no owner and no owned plastic beside it; ignoring it`,
        hex: [hex.q, hex.r],
        text: object.id,
      });
      continue;
    }
    const tile = tiles.get(key) as PlacedTile;
    addUnit(object, best.player, object.piece.unit, object.piece.count, key, hex, planetUnder(object.piece.unit, object.at, tile, options));
  }

  const state: TableState = {
    systems,
    players: options.players,
    units,
    tokens,
    laws: options.laws,
  };
  return { state, objectsByStack, diagnostics };
}

/** Tile 0 (`tile.system:base/0`) is the mods' home-system placeholder, as 0 is "no system" in a map string: not a system, not unknown. */
function isPlaceholder(tile: number): boolean {
  return tile <= 0;
}

function isHyperlane(tile: PlacedTile, options: ReadOptions): boolean {
  const piece = tile.object.piece;
  if (piece.kind !== "tile") return false;
  const info = options.tiles.get(piece.tile);
  return info !== undefined && info.hyperlane === true;
}

/** The tiles placed on hexes: by hex, and in the order they were placed (a list walks faster than a Map in Lua). */
interface PlacedTiles {
  readonly byHex: ReadonlyMap<HexKey, PlacedTile>;
  readonly inOrder: readonly PlacedTile[];
}

function placeTiles(sorted: readonly TableObject[], options: ReadOptions, diagnostics: Diagnostic[]): PlacedTiles {
  const byHex = new Map<HexKey, PlacedTile>();
  const inOrder: PlacedTile[] = [];
  for (const object of sorted) {
    const piece = object.piece;
    if (piece.kind !== "tile" || isPlaceholder(piece.tile)) continue;
    const snapped = planeToHex(object.at, options.layout);
    const key = hexKey(snapped.hex);
    if (snapped.offset > OFF_GRID) {
      diagnostics.push({ kind: "off-grid", message: `tile ${piece.tile} lies between hexes near [${key}]; ignoring it`, hex: [snapped.hex.q, snapped.hex.r], text: object.id });
      continue;
    }
    if (snapped.offset > SNAP_TOLERANCE) {
      diagnostics.push({ kind: "off-grid", message: `tile ${piece.tile} is not snapped to hex [${key}]; reading it there`, hex: [snapped.hex.q, snapped.hex.r], text: object.id });
    }
    const earlier = byHex.get(key);
    if (earlier !== undefined && earlier.object.piece.kind === "tile") {
      diagnostics.push({
        kind: "stacked-tiles",
        message: `tiles ${earlier.object.piece.tile} and ${piece.tile} are both on hex [${key}]; using ${earlier.object.piece.tile}`,
        hex: [snapped.hex.q, snapped.hex.r],
        text: object.id,
      });
      continue;
    }
    const placed: PlacedTile = { object, hex: snapped.hex, rotation: mod(Math.round(object.yaw / 60), 6), tokenPlanets: [] };
    byHex.set(key, placed);
    inOrder.push(placed);
  }
  return { byHex, inOrder };
}

/** Ships on the table, by the generic ids table pieces use. */
const SHIPS: readonly string[] = ["carrier", "cruiser", "destroyer", "dreadnought", "war-sun", "flagship", "fighter"];

/** Units that stand on planets: ground forces and structures. Ships and fighters are always in space. */
const ON_PLANETS: readonly string[] = ["infantry", "mech", "pds", "space-dock"];

/** Mirage: its token adds the planet to the system it lies in, centred on the token (TOKEN_PLANETS). */
function addTokenPlanets(sorted: readonly TableObject[], tiles: ReadonlyMap<HexKey, PlacedTile>, options: ReadOptions): void {
  for (const object of sorted) {
    if (object.piece.kind !== "system-token") continue;
    const planet = TOKEN_PLANETS.get(canonicalId(object.piece.token));
    const tile = planet === undefined ? undefined : tiles.get(hexKey(planeToHex(object.at, options.layout).hex));
    if (planet !== undefined && tile !== undefined) tile.tokenPlanets.push({ planet, at: object.at });
  }
}

/**
 * The planet a piece stands on: the nearest planet centre within that planet's
 * radius, turned with the tile, as TI4-TTPG-TS reads it (each planet's own
 * radius, src/lib/system-lib/planet/planet.ts getRadius: 3 cm unless its data
 * says otherwise, Mecatol Rex 6), scaled to the table's layout.
 */
function planetUnder(unit: string, at: PlanePoint, tile: PlacedTile, options: ReadOptions): string | undefined {
  if (ON_PLANETS.indexOf(unit) < 0) return undefined;
  const piece = tile.object.piece;
  if (piece.kind !== "tile") return undefined;
  const info = options.tiles.get(piece.tile);
  if (info === undefined) return undefined;
  const face = tileFace(info, piece.faceDown);
  const centre = hexToPlane(tile.hex, options.layout);
  const scale = options.layout.cornerRadius / PLANET_LAYOUT_RADIUS;
  const turn = (tile.object.yaw * Math.PI) / 180;
  let best: { id: string; distance: number } | undefined;
  for (const planet of face.planets ?? []) {
    if (planet.at === undefined || planet.spaceStation === true) continue; // space stations hold no ground forces
    const [north, east] = planet.at;
    // Clockwise turn by the tile's yaw, seen from above with north up.
    const p: PlanePoint = {
      north: centre.north + scale * (north * Math.cos(turn) - east * Math.sin(turn)),
      east: centre.east + scale * (east * Math.cos(turn) + north * Math.sin(turn)),
    };
    const d = distance(p, at);
    if (d <= scale * planetRadius(planet) && (best === undefined || d < best.distance)) best = { id: planet.id, distance: d };
  }
  for (const { planet, at: centre } of tile.tokenPlanets) {
    const d = distance(centre, at);
    if (d <= scale * planetRadius(planet) && (best === undefined || d < best.distance)) best = { id: planet.id, distance: d };
  }
  return best === undefined ? undefined : best.id;
}

function planetRadius(planet: PlanetInfo): number {
  return planet.radius !== undefined && planet.radius > 0 ? planet.radius : DEFAULT_PLANET_RADIUS;
}

function distance(a: PlanePoint, b: PlanePoint): number {
  const dn = a.north - b.north;
  const de = a.east - b.east;
  return Math.sqrt(dn * dn + de * de);
}

/** Whether a system tile (not a hyperlane) lies on this hex: where a dropped command token may activate. */
export function systemTileOn(objects: readonly TableObject[], where: Hex, layout: HexLayout, tiles: TileRegistry): boolean {
  const key = hexKey(where);
  return objects.some((o) => {
    if (o.piece.kind !== "tile" || isPlaceholder(o.piece.tile) || hexKey(planeToHex(o.at, layout).hex) !== key) return false;
    const info = tiles.get(o.piece.tile);
    return !(info !== undefined && info.hyperlane === true);
  });
}
