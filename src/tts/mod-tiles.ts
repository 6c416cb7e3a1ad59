/**
 * Tiles the TI4 TTS mod's system helper knows under numbers the core does not
 * (TI4-TTS TI4/Helpers/TI4_SystemHelper.ttslua, its `_systems` table): the
 * Keleres homes, copies of the homes they borrow; and homebrew tiles, read
 * from what the helper says of them.
 */
import { ANOMALIES, TTPG_LAYOUT, WORMHOLES, canonicalId } from "../core/all";
import type { Anomaly, Lane, PlanetInfo, TileFace, TileInfo, TileRegistry, Wormhole } from "../core/all";
import { isTable } from "./lua-values";

/** The mod's Keleres homes (202, 214, 258): Moll Primus, Archon Ren and Tau, Valk Ylir and Avar, as on tiles 2, 14 and 58. */
export const KELERES_HOMES: { readonly [tile: number]: number } = { 202: 2, 214: 14, 258: 58 };


/**
 * The helper's hyperlane sides turned into the core's: the helper numbers a
 * tile's sides from the one the core calls 2 (both faces of tiles 83-91 agree).
 */
const HELPER_SIDE_OFFSET = 4;

function texts(value: unknown): string[] {
  const out: string[] = [];
  if (Array.isArray(value)) for (const v of value) if (typeof v === "string") out.push(canonicalId(v));
  return out;
}

/** `hyperlanes`: for each side 0-5 (as the helper numbers them), the sides it joins. */
function lanesOf(hyperlanes: unknown): Lane[] {
  const lanes: Lane[] = [];
  if (!Array.isArray(hyperlanes)) return lanes;
  for (let side = 0; side < 6; side++) {
    const joined = hyperlanes[side];
    if (!Array.isArray(joined)) continue;
    for (const other of joined) {
      if (typeof other !== "number" || other <= side || other > 5 || other % 1 !== 0) continue;
      const a = (side + HELPER_SIDE_OFFSET) % 6;
      const b = (other + HELPER_SIDE_OFFSET) % 6;
      lanes.push(a < b ? [a, b] : [b, a]);
    }
  }
  return lanes;
}

/**
 * The helper gives a planet's centre and radius in the tile's own units
 * (`position` {x, z}, `radius`; its tile is LOCAL_SYSTEM_TILE_RADIUS = 2.26 of
 * them from centre to corner, and lies upright at yaw 180); the core's planet
 * centres are centimetres on a tile TTPG_LAYOUT's corner radius across, x
 * north and y east at rotation 0.
 */
const CM_PER_TILE_UNIT = TTPG_LAYOUT.cornerRadius / 2.26;

function isNumber(v: unknown): v is number {
  return typeof v === "number" && v === v && v - v === 0;
}

function planetsOf(planets: unknown): PlanetInfo[] {
  const out: PlanetInfo[] = [];
  if (!Array.isArray(planets)) return out;
  for (const p of planets) {
    if (!isTable(p) || typeof p.name !== "string" || p.name === "") continue;
    const planet: { -readonly [K in keyof PlanetInfo]: PlanetInfo[K] } = { id: canonicalId(p.name), name: p.name };
    const at = p.position;
    // Without a position a planet holds no ground forces here: they count as in space.
    if (isTable(at) && isNumber(at.x) && isNumber(at.z)) planet.at = [-at.z * CM_PER_TILE_UNIT, -at.x * CM_PER_TILE_UNIT];
    if (isNumber(p.radius) && p.radius > 0) planet.radius = p.radius * CM_PER_TILE_UNIT;
    if (p.legendary === true) planet.legendary = true;
    out.push(planet);
  }
  return out;
}

/**
 * An attribute of one face. The helper's `systems()` overwrites `x` with
 * `x_faceUp` or `x_faceDown` as the tile lies now, so the faces are read
 * from those when the record has them.
 */
function onFace(record: { readonly [key: string]: unknown }, attribute: string, faceDown: boolean): unknown {
  const faced = record[`${attribute}_face${faceDown ? "Down" : "Up"}`];
  return faced !== undefined ? faced : record[attribute];
}

function hasFaces(record: { readonly [key: string]: unknown }): boolean {
  for (const attribute of ["hyperlanes", "wormholes", "anomalies", "planets"]) {
    if (record[`${attribute}_faceUp`] !== undefined || record[`${attribute}_faceDown`] !== undefined) return true;
  }
  return false;
}

function systemFace(record: { readonly [key: string]: unknown }, faceDown: boolean): TileFace {
  return {
    planets: planetsOf(onFace(record, "planets", faceDown)),
    wormholes: texts(onFace(record, "wormholes", faceDown)).filter((w) => WORMHOLES.indexOf(w as Wormhole) >= 0) as Wormhole[],
    anomalies: texts(onFace(record, "anomalies", faceDown)).filter((a) => ANOMALIES.indexOf(a as Anomaly) >= 0) as Anomaly[],
  };
}

/**
 * The tile numbered `tile` as the mod's system helper describes it in
 * `record`, for a number the core does not know; undefined for what cannot be
 * told from the record (no record, a hyperlane whose lanes it does not give).
 */
export function modTile(tile: number, record: unknown, known: TileRegistry): TileInfo | undefined {
  const copied = KELERES_HOMES[tile];
  const original = copied === undefined ? undefined : known.get(copied);
  if (original !== undefined) return { ...original, tile, source: "tts-mod", home: "keleres" };
  if (!isTable(record)) return undefined;
  const faces = hasFaces(record);
  if (record.hyperlane === true) {
    const up = onFace(record, "hyperlanes", false);
    if (up === undefined) return undefined; // a warp zone or the like: what it joins is not in the record
    const lanes = lanesOf(up);
    return faces ? { tile, source: "tts-mod", hyperlane: true, lanes, back: { lanes: lanesOf(onFace(record, "hyperlanes", true)) } } : { tile, source: "tts-mod", hyperlane: true, lanes };
  }
  const front = systemFace(record, false);
  // The helper's offMap: not part of the map (Creuss home 51, Wormhole Nexus 82), touching nothing by edge.
  const where = record.offMap === true ? { tile, source: "tts-mod", offMap: true } : { tile, source: "tts-mod" };
  return faces ? { ...where, ...front, back: systemFace(record, true) } : { ...where, ...front };
}
