/**
 * What a registered tile may say, read once when a mod author registers it:
 * anomaly and wormhole ids in any spelling the mods use ("Gravity Rift",
 * "gravity_rift", "Alpha") become the core's; an anomaly the rules do not know
 * (homebrew) is left out with a note, as every unknown id is; planets, home
 * and faces of the wrong shape refuse the tile rather than break every report
 * later.
 */
import { canonicalId } from "../ids";
import { MAX_TILE_NUMBER } from "../limits";
import { contains } from "../lists";
import { isFiniteNumber } from "../numbers";
import type { Anomaly, Lane, PlanetInfo, TileFace, TileInfo, Wormhole } from "./tile-types";

/** The anomalies the rules know [9]. */
export const ANOMALIES: readonly Anomaly[] = ["asteroid-field", "supernova", "nebula", "gravity-rift", "entropic-scar"];

/** The wormholes the rules know; homebrew may name kinds of its own. */
export const WORMHOLES: readonly Wormhole[] = ["alpha", "beta", "gamma", "delta", "epsilon"];

export interface CheckedTile {
  /** The tile in the core's spelling; none when it cannot be used. */
  readonly tile?: TileInfo;
  /** What makes it unusable (then no tile). */
  readonly problems: readonly string[];
  /** What was left out of a usable tile (anomalies the rules do not know). */
  readonly notes: readonly string[];
}

export function checkedTile(info: TileInfo): CheckedTile {
  const problems: string[] = [];
  const notes: string[] = [];
  if (typeof info !== "object" || info === null) return { problems: ["a tile is an object {tile, source, ...}"], notes };
  if (typeof info.tile !== "number" || Math.floor(info.tile) !== info.tile || info.tile <= 0 || info.tile > MAX_TILE_NUMBER) {
    problems.push(`the tile number must be a whole number from 1 to ${MAX_TILE_NUMBER}`);
  }
  if (typeof info.source !== "string" || info.source === "") problems.push("a source name is required");
  for (const flag of ["offMap", "fracture", "egress", "hyperlane", "startsFaceDown"] as const) {
    const value = info[flag];
    if (value !== undefined && typeof value !== "boolean") problems.push(`${flag} is true or false`);
  }
  const front = checkedFace(info, "", problems, notes);
  let back: TileFace | undefined;
  if (info.back !== undefined) back = typeof info.back === "object" && info.back !== null ? checkedFace(info.back, "back: ", problems, notes) : undefined;
  if (info.back !== undefined && back === undefined) problems.push("back is a face {planets, wormholes, anomalies, lanes, home}");
  if (info.hyperlane === true && front.planets !== undefined && front.planets.length > 0) problems.push("a hyperlane tile cannot hold planets");
  if (problems.length > 0) return { problems, notes: [] };
  return { tile: back === undefined ? { ...info, ...front } : { ...info, ...front, back }, problems, notes };
}

function checkedFace(face: TileFace, where: string, problems: string[], notes: string[]): TileFace {
  const out: { -readonly [K in keyof TileFace]: TileFace[K] } = {};
  const ids = (field: "anomalies" | "wormholes"): string[] | undefined => {
    const list: unknown = face[field];
    if (list === undefined) return undefined;
    if (!Array.isArray(list) || !list.every((id) => typeof id === "string" && canonicalId(id) !== "")) {
      problems.push(`${where}${field} is a list of names`);
      return undefined;
    }
    return list.map((id: string) => canonicalId(id));
  };
  const anomalies = ids("anomalies");
  if (anomalies !== undefined) {
    for (const a of anomalies) if (!contains(ANOMALIES, a)) notes.push(`${where}anomaly "${a}" is unknown (the rules know ${ANOMALIES.join(", ")}); leaving it out`);
    out.anomalies = anomalies.filter((a) => contains(ANOMALIES, a)) as Anomaly[];
  }
  const wormholes = ids("wormholes");
  if (wormholes !== undefined) out.wormholes = wormholes as Wormhole[]; // homebrew may name wormholes of its own
  if (face.planets !== undefined) out.planets = checkedPlanets(face.planets, where, problems);
  if (face.home !== undefined) {
    if (typeof face.home !== "string" || canonicalId(face.home) === "") problems.push(`${where}home is a faction id`);
    else out.home = canonicalId(face.home);
  }
  if (face.lanes !== undefined) out.lanes = checkedLanes(face.lanes, where, problems);
  return out;
}

function checkedPlanets(planets: readonly PlanetInfo[], where: string, problems: string[]): PlanetInfo[] | undefined {
  const list: unknown = planets;
  if (!Array.isArray(list)) {
    problems.push(`${where}planets is a list of {id, name, at?, radius?}`);
    return undefined;
  }
  const out: PlanetInfo[] = [];
  list.forEach((p: unknown, i: number) => {
    const planet = p as PlanetInfo;
    if (typeof p !== "object" || p === null || typeof planet.id !== "string" || canonicalId(planet.id) === "") {
      problems.push(`${where}planets[${i}] needs an id`);
      return;
    }
    if (planet.name !== undefined && typeof planet.name !== "string") problems.push(`${where}planets[${i}].name is text`);
    const at: unknown = planet.at;
    if (at !== undefined && !(Array.isArray(at) && at.length === 2 && isFiniteNumber(at[0]) && isFiniteNumber(at[1]))) {
      problems.push(`${where}planets[${i}].at is [x, y] in centimetres`);
    }
    if (planet.radius !== undefined && !(isFiniteNumber(planet.radius) && planet.radius > 0)) problems.push(`${where}planets[${i}].radius is a positive number`);
    const id = canonicalId(planet.id);
    out.push({ ...planet, id, name: typeof planet.name === "string" ? planet.name : id });
  });
  return out;
}

function checkedLanes(lanes: readonly Lane[], where: string, problems: string[]): Lane[] | undefined {
  const list: unknown = lanes;
  if (!Array.isArray(list)) {
    problems.push(`${where}lanes is a list of [side, side]`);
    return undefined;
  }
  for (const lane of list as unknown[]) {
    const [a, b] = Array.isArray(lane) ? (lane as number[]) : [undefined, undefined];
    if (!isSide(a) || !isSide(b) || a === b) problems.push(`${where}lane ${a}-${b} must join two different sides 0-5`);
  }
  return list as Lane[];
}

function isSide(n: unknown): boolean {
  return typeof n === "number" && Math.floor(n) === n && n >= 0 && n <= 5;
}
