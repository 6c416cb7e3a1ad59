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
import { createHexMap } from "../hex/hex-map";
import type { HexMap } from "../hex/hex-map";
import { hexToPlane, nearestHexInto, planeDistance, planeToHex } from "../hex/world";
import type { HexLayout, PlanePoint } from "../hex/world";
import type { GameMode, PlayerState, SystemInput, TableState, TokenState, UnitStack } from "../state/table-state";
import type { TileRegistry } from "../tiles/tile-registry";
import { tileFace } from "../tiles/tile-registry";
import type { TableObject } from "./table-pieces";
import { inIdOrder } from "./id-order";
import { canonicalId } from "../ids";
import { TOKEN_PLANETS } from "../tiles/data/token-planets";
import { DEFAULT_PLANET_RADIUS } from "../tiles/tile-types";
import type { PlanetInfo } from "../tiles/tile-types";
import { contains } from "../lists";
import { voidTetherOnBorder } from "./void-tether-token";

/** A tile further than this from its hex centre (in corner radii) is "not snapped". */
export const SNAP_TOLERANCE = 0.2;
/** Further than this it lies between hexes: off the grid. */
export const OFF_GRID = 0.6;
/** Planet positions are given in TTPG centimetres for a corner radius of 8.666 cm. */
const PLANET_LAYOUT_RADIUS = 5.77735 * 1.5;

/** A table state read from the objects on a table, with the diagnostics of what could not be read. */
export interface TableReading {
  readonly state: TableState;
  /** Object ids per unit stack key "player|unit|q,r" (for highlighting what moves). */
  readonly objectsByStack: ReadonlyMap<string, readonly string[]>;
  readonly diagnostics: readonly Diagnostic[];
}

/** How to read a table: its hex layout, tile registry, players and laws. */
export interface ReadOptions {
  readonly layout: HexLayout;
  readonly tiles: TileRegistry;
  readonly players?: { readonly [player: string]: PlayerState };
  readonly laws?: readonly string[];
  /** The game mode the table's objects show (Twilight's Fall's), if any. */
  readonly mode?: GameMode;
}

/** A stack of units being counted: one per player, unit, system and planet. */
interface Counting {
  readonly player: string;
  readonly unit: string;
  readonly hex: Hex;
  readonly planet: string | undefined;
  count: number;
}

/** The objects of one player's units of one kind in one system (for highlighting what moves). */
interface StackObjects {
  readonly player: string;
  readonly unit: string;
  readonly ids: string[];
}

interface PlacedTile {
  readonly object: TableObject;
  readonly tile: number;
  readonly faceDown: boolean;
  readonly hex: Hex;
  readonly key: HexKey;
  readonly rotation: number;
  readonly hyperlane: boolean;
  /** Planets that tokens lying on the tile add (Mirage, Avernus, Thunder's Edge), centred on the token. */
  readonly tokenPlanets: { readonly planet: PlanetInfo; readonly at: PlanePoint }[];
  /** Where its planets lie on the table, worked out when a piece first stands on one. */
  planets: PlanetSpot[] | undefined;
  /** The stacks counted here, the objects making them, and the owned units (for anonymous cardboard). */
  readonly stacks: Counting[];
  readonly objects: StackObjects[];
  readonly owned: TableObject[];
}

/** A planet's centre on the table and its radius, in the table's units. */
interface PlanetSpot {
  readonly id: string;
  readonly at: PlanePoint;
  readonly radius: number;
}

export function stackKey(player: string, unit: string, key: HexKey): string {
  return `${player}|${unit}|${key}`;
}

/**
 * Every piece is placed by arithmetic (its hex's number, see HexMap) and
 * counted into its system's few stacks; strings are made once per stack, not
 * once per object.
 */
export function readTable(objects: readonly TableObject[], options: ReadOptions): TableReading {
  const diagnostics: Diagnostic[] = [];
  const sorted = inIdOrder(objects);
  const { placed, order } = placeTiles(sorted, options, diagnostics);
  addTokenPlanets(sorted, placed, options);
  const systems: SystemInput[] = [];
  for (const t of order) systems.push({ tile: t.tile, hex: [t.hex.q, t.hex.r], faceDown: t.faceDown, rotation: t.rotation });

  const counting: Counting[] = [];
  const tokens: TokenState[] = [];
  const objectsByStack = new Map<string, string[]>();
  const unowned: { object: TableObject; tile: PlacedTile }[] = [];
  const addUnit = (object: TableObject, player: string, unit: string, count: number, tile: PlacedTile, planet: string | undefined): void => {
    // One stack per player, unit, system and planet, however many objects make it up.
    let stack: Counting | undefined;
    for (const s of tile.stacks) {
      if (s.player === player && s.unit === unit && s.planet === planet) {
        stack = s;
        break;
      }
    }
    if (stack === undefined) {
      stack = { player, unit, hex: tile.hex, planet, count: 0 };
      tile.stacks.push(stack);
      counting.push(stack);
    }
    stack.count += count;
    let group: StackObjects | undefined;
    for (const g of tile.objects) {
      if (g.player === player && g.unit === unit) {
        group = g;
        break;
      }
    }
    if (group === undefined) {
      group = { player, unit, ids: [] };
      tile.objects.push(group);
      objectsByStack.set(stackKey(player, unit, tile.key), group.ids);
    }
    group.ids.push(object.id);
  };

  const at = { q: 0, r: 0 };
  for (const object of sorted) {
    const piece = object.piece;
    if (piece.kind === "tile") continue;
    nearestHexInto(object.at, options.layout, at);
    const tile = placed.get(at.q, at.r);
    // Pieces off the systems (reinforcements, player areas, command sheets) are not on the map.
    if (tile === undefined || tile.hyperlane) continue;
    if (piece.kind === "command-token") {
      tokens.push({ token: "command", player: piece.player, system: [tile.hex.q, tile.hex.r] });
    } else if (piece.kind === "system-token") {
      if (canonicalId(piece.token) === "void-tether") {
        const read = voidTetherOnBorder(object.at, tile.hex, (h) => placed.get(h.q, h.r), options.layout, options.players);
        if ("token" in read) tokens.push(read.token);
        else if (read.problem !== undefined) diagnostics.push(read.problem);
      } else tokens.push({ token: piece.token, system: [tile.hex.q, tile.hex.r], faceDown: piece.faceDown });
    } else if (piece.kind === "control-token") {
      tile.owned.push(object);
    } else if (piece.player === undefined) {
      unowned.push({ object, tile });
    } else {
      tile.owned.push(object);
      addUnit(object, piece.player, piece.unit, piece.count, tile, planetUnder(piece.unit, object.at, tile, options));
    }
  }

  // Anonymous cardboard (fighter and infantry tokens, cardboard ships): the owner of the nearest owned
  // unit or control token in the same system, as TI4-TTPG-TS does (src/lib/unit-lib/unit-plastic/unit-plastic.ts,
  // UnitPlastic.assignOwners); fighters (which are in space) go to the nearest ship's owner first.
  // Plastic always has an owner on the mods' tables: plastic without one is a mistake on the table.
  for (const { object, tile } of unowned) {
    if (object.piece.kind !== "unit") continue;
    const hex = tile.hex;
    if (object.piece.plastic === true) {
      diagnostics.push({
        kind: "unknown-player",
        message: `a ${object.piece.unit} in [${tile.key}] belongs to no player; ignoring it`,
        hex: [hex.q, hex.r],
        text: object.id,
      });
      continue;
    }
    const fighter = object.piece.unit === "fighter";
    let best: { player: string; distance: number; ship: boolean } | undefined;
    for (const o of tile.owned) {
      const owned = o.piece;
      const owner = owned.kind === "unit" || owned.kind === "control-token" ? owned.player : undefined;
      if (owner === undefined) continue;
      const ship = fighter && owned.kind === "unit" && contains(SHIPS, owned.unit);
      const d = planeDistance(o.at, object.at);
      if (best === undefined || (ship && !best.ship) || (ship === best.ship && d < best.distance)) best = { player: owner, distance: d, ship };
    }
    if (best === undefined) {
      diagnostics.push({
        kind: "unknown-player",
        message: `${withArticle(object.piece.unit)} token in [${tile.key}] has no owner and no owned plastic beside it; ignoring it`,
        hex: [hex.q, hex.r],
        text: object.id,
      });
      continue;
    }
    addUnit(object, best.player, object.piece.unit, object.piece.count, tile, planetUnder(object.piece.unit, object.at, tile, options));
  }

  const units: UnitStack[] = [];
  for (const c of counting) {
    const system: [number, number] = [c.hex.q, c.hex.r];
    units.push(c.planet === undefined ? { player: c.player, unit: c.unit, system, count: c.count } : { player: c.player, unit: c.unit, system, planet: c.planet, count: c.count });
  }
  const state: TableState = {
    systems,
    players: options.players,
    units,
    tokens,
    laws: options.laws,
  };
  if (options.mode !== undefined) (state as { mode?: GameMode }).mode = options.mode;
  return { state, objectsByStack, diagnostics };
}

/** Tile 0 (`tile.system:base/0`) is the mods' home-system placeholder, as 0 is "no system" in a map string: not a system, not unknown. */
function isPlaceholder(tile: number): boolean {
  return tile <= 0;
}

function isHyperlaneTile(tile: number, options: ReadOptions): boolean {
  const info = options.tiles.get(tile);
  return info !== undefined && info.hyperlane === true;
}

/** Heights closer than this are one level of the table (tiles side by side lie a little higher or lower). */
const STACK_MARGIN = 0.05;

/** The tiles by hex, and in the order they were placed. */
function placeTiles(sorted: readonly TableObject[], options: ReadOptions, diagnostics: Diagnostic[]): { placed: HexMap<PlacedTile>; order: PlacedTile[] } {
  const placed = createHexMap<PlacedTile>();
  const order: PlacedTile[] = [];
  for (const object of sorted) {
    const piece = object.piece;
    if (piece.kind !== "tile" || isPlaceholder(piece.tile)) continue;
    const snapped = planeToHex(object.at, options.layout);
    const key = hexKey(snapped.hex);
    const where: [number, number] = [snapped.hex.q, snapped.hex.r];
    if (snapped.offset > OFF_GRID) {
      diagnostics.push({ kind: "off-grid", message: `tile ${piece.tile} lies between hexes near [${key}]; ignoring it`, hex: where, text: object.id });
      continue;
    }
    if (snapped.offset > SNAP_TOLERANCE) {
      diagnostics.push({ kind: "off-grid", message: `tile ${piece.tile} is not snapped to hex [${key}]; reading it there`, hex: where, text: object.id });
    }
    const earlier = placed.get(snapped.hex.q, snapped.hex.r);
    const onTop = earlier !== undefined && isAbove(object, earlier.object);
    if (earlier !== undefined) {
      diagnostics.push({
        kind: "stacked-tiles",
        message: `tiles ${earlier.tile} and ${piece.tile} are both on hex [${key}]; using ${onTop ? `${piece.tile}, on top` : earlier.tile}`,
        hex: where,
        text: object.id,
      });
      if (!onTop) continue;
    }
    const tile: PlacedTile = {
      object,
      tile: piece.tile,
      faceDown: piece.faceDown,
      hex: snapped.hex,
      key,
      rotation: mod(Math.round(object.yaw / 60), 6), // 44: the yaw turns either face clockwise, as the engines apply it after the flip
      hyperlane: isHyperlaneTile(piece.tile, options),
      tokenPlanets: [],
      planets: undefined,
      stacks: [],
      objects: [],
      owned: [],
    };
    placed.set(snapped.hex.q, snapped.hex.r, tile);
    if (earlier === undefined) order.push(tile);
    else order[order.indexOf(earlier)] = tile;
  }
  return { placed, order };
}

/** Whether a tile lies over another on its hex, by a clear margin (both heights known). */
function isAbove(object: TableObject, other: TableObject): boolean {
  return object.height !== undefined && other.height !== undefined && object.height > other.height + STACK_MARGIN;
}

/** Ships on the table, by the generic ids table pieces use. */
const SHIPS: readonly string[] = ["carrier", "cruiser", "destroyer", "dreadnought", "war-sun", "flagship", "fighter"];

/** Units that stand on planets: ground forces and structures. Ships and fighters are always in space. */
const ON_PLANETS: readonly string[] = ["infantry", "mech", "pds", "space-dock"];

/** Mirage, Avernus, Thunder's Edge: a token adds its planet to the system it lies in, centred on the token (TOKEN_PLANETS). */
function addTokenPlanets(sorted: readonly TableObject[], tiles: HexMap<PlacedTile>, options: ReadOptions): void {
  const at = { q: 0, r: 0 };
  for (const object of sorted) {
    if (object.piece.kind !== "system-token") continue;
    const planet = TOKEN_PLANETS.get(canonicalId(object.piece.token));
    if (planet === undefined) continue;
    nearestHexInto(object.at, options.layout, at);
    const tile = tiles.get(at.q, at.r);
    if (tile !== undefined) tile.tokenPlanets.push({ planet, at: object.at });
  }
}

/**
 * The planet a piece stands on: the nearest planet centre within that planet's
 * radius, turned with the tile, as TI4-TTPG-TS reads it (each planet's own
 * radius, src/lib/system-lib/planet/planet.ts getRadius: 3 cm unless its data
 * says otherwise, Mecatol Rex 6), scaled to the table's layout.
 */
function planetUnder(unit: string, at: PlanePoint, tile: PlacedTile, options: ReadOptions): string | undefined {
  if (!contains(ON_PLANETS, unit)) return undefined;
  let spots = tile.planets;
  if (spots === undefined) {
    spots = planetSpots(tile, options);
    tile.planets = spots;
  }
  let best: { id: string; distance: number } | undefined;
  for (const spot of spots) {
    const d = planeDistance(spot.at, at);
    if (d <= spot.radius && (best === undefined || d < best.distance)) best = { id: spot.id, distance: d };
  }
  return best === undefined ? undefined : best.id;
}

/** Where the tile's planets (then those its tokens add) lie on the table, with their scaled radii. */
function planetSpots(tile: PlacedTile, options: ReadOptions): PlanetSpot[] {
  const spots: PlanetSpot[] = [];
  const info = options.tiles.get(tile.tile);
  if (info === undefined) return spots;
  const face = tileFace(info, tile.faceDown);
  const centre = hexToPlane(tile.hex, options.layout);
  const scale = options.layout.cornerRadius / PLANET_LAYOUT_RADIUS;
  const turn = (tile.object.yaw * Math.PI) / 180;
  for (const planet of face.planets ?? []) {
    if (planet.at === undefined || planet.spaceStation === true) continue; // space stations hold no ground forces
    const [north, east] = planet.at;
    // Clockwise turn by the tile's yaw, seen from above with north up.
    const p: PlanePoint = {
      north: centre.north + scale * (north * Math.cos(turn) - east * Math.sin(turn)),
      east: centre.east + scale * (east * Math.cos(turn) + north * Math.sin(turn)),
    };
    spots.push({ id: planet.id, at: p, radius: scale * planetRadius(planet) });
  }
  for (const { planet, at } of tile.tokenPlanets) spots.push({ id: planet.id, at, radius: scale * planetRadius(planet) });
  return spots;
}

function planetRadius(planet: PlanetInfo): number {
  return planet.radius !== undefined && planet.radius > 0 ? planet.radius : DEFAULT_PLANET_RADIUS;
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

/** The players whose command tokens lie on this hex (an activation places one there [5, 89]), each once. */
export function commandTokenOwnersOn(objects: readonly TableObject[], where: Hex, layout: HexLayout): string[] {
  const key = hexKey(where);
  const owners: string[] = [];
  for (const o of objects) {
    const piece = o.piece;
    if (piece.kind === "command-token" && !contains(owners, piece.player) && hexKey(planeToHex(o.at, layout).hex) === key) owners.push(piece.player);
  }
  return owners;
}

/** "an infantry", "a fighter". */
function withArticle(word: string): string {
  return `${"aeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a"} ${word}`;
}
