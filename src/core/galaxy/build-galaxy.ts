/**
 * Builds the galaxy from a table state: systems and hyperlanes from the
 * placements, wormholes from tiles, system tokens and the Creuss flagship.
 */
import { playerState } from "../state/players";
import { assimilatedOf } from "../state/player-seats";
import type { Diagnostic } from "../diagnostics";
import { hexKey } from "../hex/hex";
import type { HexKey } from "../hex/hex";
import type { TilePlacement } from "../map/tile-placement";
import { canonicalId } from "../ids";
import type { TableState } from "../state/table-state";
import { isKnownToken, tokenWormhole } from "../state/token-kinds";
import type { TileRegistry } from "../tiles/tile-registry";
import { tileFace } from "../tiles/tile-registry";
import type { TileInfo, Wormhole } from "../tiles/tile-types";
import { TOKEN_PLANETS } from "../tiles/data/token-planets";
import { WORMHOLES } from "../tiles/tile-check";
import { numberSystems } from "./system-numbers";
import type { Galaxy, GalaxySystem, HyperlaneTile, WormholeAt, WormholeSource } from "./galaxy-types";
import { findHyperlaneLinks, rotateLanes } from "./hyperlane-links";
import { collectPlacements, duplicateTileDiagnostics } from "./placements";
import { flagshipDeltaSource, isFlagshipName } from "./delta-flagship";
import { resolveSystemRef } from "./system-ref";
import { checkTableState, hasUnits } from "../state/check-state";
import type { CheckedState } from "../state/check-state";
import { readTokenMarkers } from "./token-markers";
import type { PlacedToken } from "./token-markers";
import { contains } from "../lists";

/** Wormholes in the order a system lists them: the rules' kinds first. */
const WORMHOLE_ORDER: readonly Wormhole[] = WORMHOLES;

/**
 * The galaxy of a table state: every system tile and hyperlane placed on the hex grid, with its
 * planets, wormholes and anomalies, and the diagnostics of what could not be placed.
 */
export function buildGalaxy(input: TableState, registry: TileRegistry): Galaxy {
  return galaxyFromChecked(checkTableState(input), registry); // fields of the wrong type are left out, with a diagnostic
}

/** The galaxy of a table state already checked (its diagnostics become the galaxy's). */
export function galaxyFromChecked(checked: CheckedState, registry: TileRegistry): Galaxy {
  const state = checked.state;
  const { placements, diagnostics: placementProblems } = collectPlacements(state, registry);
  // Every problem goes into the galaxy's diagnostics; those about what it is built from into its own too.
  const diagnostics: Diagnostic[] = [...checked.diagnostics, ...placementProblems];
  const own: Diagnostic[] = [...checked.mapDiagnostics, ...placementProblems];
  const found = (d: Diagnostic): void => {
    diagnostics.push(d);
    own.push(d);
  };
  const systems = new Map<HexKey, GalaxySystem>();
  const hyperlanes = new Map<HexKey, HyperlaneTile>();
  const byTile = new Map<number, HexKey[]>();
  const extraWormholes = new Map<HexKey, WormholeAt[]>();

  for (const p of placements) {
    const key = hexKey(p.hex);
    const known = registry.get(p.tile);
    if (known === undefined) {
      found({
        kind: "unknown-tile",
        message: `tile ${p.tile} on hex [${key}] is unknown; treating it as an empty system`,
        hex: [p.hex.q, p.hex.r],
        text: `${p.tile}`,
      });
    }
    const info: TileInfo = known === undefined ? { tile: p.tile, source: "unknown" } : known;
    const faceDown = p.faceDown === undefined ? info.startsFaceDown === true : p.faceDown;
    const face = tileFace(info, faceDown);
    if (info.hyperlane === true) {
      const rotation = p.rotation === undefined ? 0 : p.rotation;
      // 44: either face turns clockwise by the same rotation (a face-down tile is not mirrored; docs/rules.md).
      const lanes = rotateLanes(face.lanes === undefined ? [] : face.lanes, rotation);
      hyperlanes.set(key, { key, hex: p.hex, tile: p.tile, faceDown, rotation, lanes });
      continue;
    }
    systems.set(key, systemFrom(key, p, info, faceDown, known === undefined));
    const list = byTile.get(p.tile);
    if (list === undefined) byTile.set(p.tile, [key]);
    else list.push(key);
  }

  for (const d of duplicateTileDiagnostics(systems)) found(d);

  const lookup = { systems, byTile };
  const addWormhole = (key: HexKey, wormhole: Wormhole, source: WormholeSource): void => {
    const list = extraWormholes.get(key);
    if (list === undefined) extraWormholes.set(key, [{ wormhole, source }]);
    else list.push({ wormhole, source });
  };
  // Every system token is placed once here; the wormholes, planets and markers below read it from there.
  const placedTokens: PlacedToken[] = [];
  for (const token of state.tokens === undefined ? [] : state.tokens) {
    const id = canonicalId(token.token);
    if (id === "command") continue; // command tokens move every turn: the table's facts place them
    if (!isKnownToken(id)) {
      found({ kind: "unknown-token", message: `token "${token.token}" is unknown; ignoring it`, text: token.token });
      continue;
    }
    const where = resolveSystemRef(lookup, token.system, `token ${token.token}`);
    if ("problem" in where) found(where.problem);
    else placedTokens.push({ token, id, key: where.key });
  }
  for (const { token, id, key } of placedTokens) {
    const wormhole = tokenWormhole(id, token.faceDown === true);
    const planet = TOKEN_PLANETS.get(id);
    if (wormhole !== undefined) addWormhole(key, wormhole, "token"); // [101]
    // Mirage, Avernus, Thunder's Edge: the token adds its planet to the system.
    const system = systems.get(key);
    if (planet !== undefined && system !== undefined && !system.planets.some((p) => p.id === planet.id)) {
      systems.set(key, { ...system, planets: [...system.planets, planet] });
    }
  }
  for (const { key, source } of deltaFlagshipSystems(state, lookup, found)) addWormhole(key, "delta", source);

  const { systems: finalSystems, wormholeIndex } = withWormholes(systems, extraWormholes);

  const markerProblems: Diagnostic[] = [];
  const markers = readTokenMarkers(placedTokens, lookup, finalSystems, markerProblems);
  for (const d of markerProblems) found(d);
  return {
    systems: finalSystems,
    hyperlanes,
    hyperlaneLinks: findHyperlaneLinks(finalSystems, hyperlanes),
    byTile,
    wormholeIndex,
    markers,
    numbers: numberSystems(finalSystems),
    diagnostics,
    ownDiagnostics: own,
  };
}

/** The systems with the wormholes some of them gain (tokens, the Creuss flagship, Lazax Gate Folding), and the systems by wormhole kind. */
export function withWormholes(
  systems: ReadonlyMap<HexKey, GalaxySystem>,
  extraWormholes: ReadonlyMap<HexKey, readonly WormholeAt[]>,
): { systems: Map<HexKey, GalaxySystem>; wormholeIndex: Map<Wormhole, HexKey[]> } {
  const out = new Map<HexKey, GalaxySystem>();
  const wormholeIndex = new Map<Wormhole, HexKey[]>();
  systems.forEach((system, key) => {
    const extra = extraWormholes.get(key);
    const merged = extra === undefined ? system : { ...system, wormholes: mergeWormholes(system.wormholes, extra) };
    out.set(key, merged);
    for (const w of merged.wormholes) {
      const list = wormholeIndex.get(w.wormhole);
      if (list === undefined) wormholeIndex.set(w.wormhole, [key]);
      else list.push(key);
    }
  });
  return { systems: out, wormholeIndex };
}

function systemFrom(key: HexKey, p: TilePlacement, info: TileInfo, faceDown: boolean, unknown: boolean): GalaxySystem {
  const face = tileFace(info, faceDown);
  const wormholes: WormholeAt[] = [];
  for (const w of face.wormholes === undefined ? [] : face.wormholes) wormholes.push({ wormhole: w, source: "tile" });
  return {
    key,
    hex: p.hex,
    tile: p.tile,
    info,
    faceDown,
    planets: face.planets === undefined ? [] : face.planets,
    anomalies: face.anomalies === undefined ? [] : face.anomalies,
    wormholes,
    offMap: info.offMap === true,
    fracture: info.fracture === true,
    home: face.home,
    unknown,
  };
}

/** One entry per wormhole kind, keeping the most permanent source (tile, then token, then flagship). */
export function mergeWormholes(base: readonly WormholeAt[], extra: readonly WormholeAt[]): WormholeAt[] {
  const out: WormholeAt[] = [];
  for (const kind of WORMHOLE_ORDER) {
    const fromBase = base.find((w) => w.wormhole === kind);
    const fromToken = extra.find((w) => w.wormhole === kind && w.source === "token");
    const fromShip = extra.find((w) => w.wormhole === kind);
    const chosen = fromBase !== undefined ? fromBase : fromToken !== undefined ? fromToken : fromShip;
    if (chosen !== undefined) out.push(chosen);
  }
  for (const w of [...base, ...extra]) {
    if (!contains(WORMHOLE_ORDER, w.wormhole) && !out.some((o) => o.wormhole === w.wormhole)) out.push(w);
  }
  return out;
}

/** Systems holding the Creuss flagship (Hil Colish, or a flagship with its abilities): its system contains a delta wormhole. */
function deltaFlagshipSystems(
  state: TableState,
  lookup: Pick<Galaxy, "systems" | "byTile">,
  found: (d: Diagnostic) => void,
): { readonly key: HexKey; readonly source: WormholeSource }[] {
  const keys: { readonly key: HexKey; readonly source: WormholeSource }[] = [];
  for (const stack of state.units === undefined ? [] : state.units) {
    const unit = canonicalId(stack.unit);
    if (!isFlagshipName(unit)) continue;
    if (!hasUnits(stack)) continue; // a stack of 0 is no flagship
    const owner = playerState(state, stack.player);
    const source = owner === undefined ? undefined : flagshipDeltaSource({ faction: owner.faction, assimilated: assimilatedOf(owner) }, owner.faction === undefined ? unit : undefined); // by name: a player of no faction (Franken)
    if (source === undefined) continue;
    const where = resolveSystemRef(lookup, stack.system, `${stack.player} flagship`);
    if ("problem" in where) found(where.problem);
    else keys.push({ key: where.key, source });
  }
  return keys;
}
