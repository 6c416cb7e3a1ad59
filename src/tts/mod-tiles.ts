/**
 * Tiles the TI4 TTS mod's system helper knows under numbers the core does not
 * (TI4-TTS TI4/Helpers/TI4_SystemHelper.ttslua, its `_systems` table): the
 * Keleres homes, copies of the homes they borrow; and homebrew tiles, read
 * from what the helper says of them.
 */
import { canonicalId } from "../core";
import type { Anomaly, Lane, PlanetInfo, TileInfo, TileRegistry, Wormhole } from "../core";

/** The mod's Keleres homes (202, 214, 258): Moll Primus, Archon Ren and Tau, Valk Ylir and Avar, as on tiles 2, 14 and 58. */
export const KELERES_HOMES: { readonly [tile: number]: number } = { 202: 2, 214: 14, 258: 58 };

const WORMHOLES: readonly string[] = ["alpha", "beta", "gamma", "delta", "epsilon"];
const ANOMALIES: readonly string[] = ["asteroid-field", "supernova", "nebula", "gravity-rift", "entropic-scar"];

/**
 * The helper's hyperlane sides turned into the core's: the helper numbers a
 * tile's sides from the one the core calls 2 (both faces of tiles 83-91 agree).
 */
const HELPER_SIDE_OFFSET = 4;

function isTable(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null;
}

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

function planetsOf(planets: unknown): PlanetInfo[] {
  const out: PlanetInfo[] = [];
  if (!Array.isArray(planets)) return out;
  for (const p of planets) {
    if (!isTable(p) || typeof p.name !== "string" || p.name === "") continue;
    // The helper gives no position the core can use: ground forces there count as in space.
    out.push(p.legendary === true ? { id: canonicalId(p.name), name: p.name, legendary: true } : { id: canonicalId(p.name), name: p.name });
  }
  return out;
}

/** The tile numbered `tile` as the mod's system helper describes it in `record`, for a number the core does not know. */
export function modTile(tile: number, record: unknown, known: TileRegistry): TileInfo | undefined {
  const copied = KELERES_HOMES[tile];
  const original = copied === undefined ? undefined : known.get(copied);
  if (original !== undefined) return { ...original, tile, source: "tts-mod", home: "keleres" };
  if (!isTable(record)) return undefined;
  if (record.hyperlane === true) {
    // One face (`hyperlanes`), or both (`hyperlanes_faceUp`, `hyperlanes_faceDown`, as for tiles 83-91).
    const back = record.hyperlanes_faceDown;
    const lanes = lanesOf(record.hyperlanes ?? record.hyperlanes_faceUp);
    return back === undefined ? { tile, source: "tts-mod", hyperlane: true, lanes } : { tile, source: "tts-mod", hyperlane: true, lanes, back: { lanes: lanesOf(back) } };
  }
  return {
    tile,
    source: "tts-mod",
    planets: planetsOf(record.planets),
    wormholes: texts(record.wormholes).filter((w) => WORMHOLES.indexOf(w) >= 0) as Wormhole[],
    anomalies: texts(record.anomalies).filter((a) => ANOMALIES.indexOf(a) >= 0) as Anomaly[],
  };
}
