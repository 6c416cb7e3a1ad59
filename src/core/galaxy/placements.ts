/**
 * Which tile lies on which hex: the map string first, then the scenario's
 * `systems`, each of which replaces what the map string put on its hex. A map
 * string that leaves out its centre has Mecatol Rex there: tile 112 when the
 * galaxy holds a Thunder's Edge tile (TI4-TTPG-TS saves a Thunder's Edge map
 * without its 112 and reads it back so), else 18.
 */
import type { Diagnostic } from "../diagnostics";
import { hex, hexKey } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { GalaxySystem } from "./galaxy-types";
import { isHexWithinBounds, isTileNumber, MAX_RING, MAX_TILE_NUMBER } from "../limits";
import { mapPlacements, parseMapString } from "../map/map-string";
import type { TilePlacement } from "../map/tile-placement";
import type { SystemInput, TableState } from "../state/table-state";
import { MECATOL_REX_TE } from "../tiles/mecatol";
import type { TileRegistry } from "../tiles/tile-registry";

export interface PlacementResult {
  readonly placements: TilePlacement[];
  readonly diagnostics: Diagnostic[];
}

export function collectPlacements(state: TableState, registry: TileRegistry): PlacementResult {
  const diagnostics: Diagnostic[] = [];
  const byHex = new Map<HexKey, TilePlacement>();
  const order: HexKey[] = [];
  let defaultCentre: TilePlacement | undefined;
  const put = (p: TilePlacement): void => {
    const key = hexKey(p.hex);
    if (!byHex.has(key)) order.push(key);
    byHex.set(key, p);
  };
  if (state.map !== undefined) {
    const parsed = parseMapString(state.map);
    for (const problem of parsed.problems) {
      diagnostics.push({
        kind: "bad-map-token",
        message: `map string position ${problem.position} "${problem.text}": ${problem.message}`,
        position: problem.position,
        text: problem.text,
      });
    }
    for (const p of mapPlacements(parsed)) put(p);
    if (!parsed.centreGiven) defaultCentre = byHex.get(CENTRE);
  }
  const placedBySystems = new Map<HexKey, number>();
  for (const input of state.systems === undefined ? [] : state.systems) {
    const p = placementFromInput(input, diagnostics);
    if (p === undefined) continue;
    const key = hexKey(p.hex);
    const earlier = placedBySystems.get(key);
    if (earlier !== undefined) {
      diagnostics.push({
        kind: "stacked-tiles",
        message: `tiles ${earlier} and ${p.tile} are both on hex ${key}; using ${earlier}`,
        hex: [p.hex.q, p.hex.r],
        text: `${p.tile}`,
      });
      continue;
    }
    placedBySystems.set(key, p.tile);
    put(p);
  }
  const placements: TilePlacement[] = [];
  for (const key of order) placements.push(byHex.get(key) as TilePlacement);
  if (defaultCentre !== undefined && byHex.get(CENTRE) === defaultCentre && placements.some((p) => isThundersEdgeTile(registry, p.tile))) {
    placements[order.indexOf(CENTRE)] = { tile: MECATOL_REX_TE, hex: defaultCentre.hex };
  }
  return { placements, diagnostics };
}

const CENTRE = hexKey(hex(0, 0));

function isThundersEdgeTile(registry: TileRegistry, tile: number): boolean {
  const info = registry.get(tile);
  return info !== undefined && info.source === "te";
}

/**
 * Each system tile exists once: a tile on more than one hex is reported (each
 * hex still counts as a system). A tile with two systems on its faces (96a and
 * 96b) may lie twice, once each way up. Hyperlane tiles are left out:
 * community maps for four players lay the same hyperlane twice.
 */
export function duplicateTileDiagnostics(systems: ReadonlyMap<HexKey, GalaxySystem>): Diagnostic[] {
  const hexesOf = new Map<string, HexKey[]>();
  const order: { key: string; tile: number }[] = [];
  systems.forEach((system) => {
    const key = system.info.back === undefined ? `${system.tile}` : `${system.tile}/${system.faceDown ? "b" : "a"}`;
    const list = hexesOf.get(key);
    if (list === undefined) {
      hexesOf.set(key, [system.key]);
      order.push({ key, tile: system.tile });
    } else {
      list.push(system.key);
    }
  });
  const out: Diagnostic[] = [];
  for (const { key, tile } of order) {
    const hexes = hexesOf.get(key) as HexKey[];
    if (hexes.length < 2) continue;
    const shown = hexes.slice(0, 3).map((k) => `[${k}]`).join(", ");
    out.push({
      kind: "duplicate-tile",
      message: `tile ${tile} is on the map ${hexes.length} times (${shown}${hexes.length > 3 ? ", ..." : ""}); name its systems by hex`,
      text: `${tile}`,
    });
  }
  return out;
}

function placementFromInput(input: SystemInput, diagnostics: Diagnostic[]): TilePlacement | undefined {
  if (!isTileNumber(input.tile)) {
    diagnostics.push({
      kind: "bad-tile-data",
      message: `tile ${input.tile}: a tile number is a whole number from 1 to ${MAX_TILE_NUMBER}; ignoring it`,
      text: `${input.tile}`,
    });
    return undefined;
  }
  if (!isHexWithinBounds(input.hex[0], input.hex[1])) {
    diagnostics.push({
      kind: "off-grid",
      message: `tile ${input.tile}: hex [${input.hex[0]},${input.hex[1]}] is not a hex within ${MAX_RING} rings of the centre; ignoring it`,
      text: `${input.tile}`,
    });
    return undefined;
  }
  const h = hex(input.hex[0], input.hex[1]);
  let faceDown = input.faceDown;
  if (input.side !== undefined) {
    const side = input.side.toUpperCase();
    if (side !== "A" && side !== "B") {
      diagnostics.push({
        kind: "bad-tile-data",
        message: `tile ${input.tile} on ${hexKey(h)}: side "${input.side}" is not A or B; using A`,
        hex: [h.q, h.r],
        text: input.side,
      });
    } else {
      faceDown = side === "B";
    }
  }
  const rotation = input.rotation === undefined ? undefined : ((input.rotation % 6) + 6) % 6;
  return { tile: input.tile, hex: h, faceDown, rotation };
}
