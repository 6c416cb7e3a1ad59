/**
 * Lazax Gate Folding (Winnu technology): "During your tactical actions, if you
 * do not control Mecatol Rex, treat its system as if it contains both an alpha
 * and beta wormhole." Twilight's Fall's ability of that name (`tf-lazaxgatefolding`)
 * does the same for every system with a legendary planet its holder does not
 * control. The galaxy of such an action has those wormholes; every other
 * galaxy does not.
 */
import type { HexKey } from "../hex/hex";
import { canonicalId } from "../ids";
import { playerState } from "../state/players";
import type { TableState } from "../state/table-state";
import { withWormholes } from "./build-galaxy";
import type { Galaxy, WormholeAt } from "./galaxy-types";
import { MECATOL_REX_PLANET, mecatolRexSystems } from "./mecatol-rex";
import { contains } from "../lists";

export const LAZAX_GATE_FOLDING = "lazax-gate-folding";
/** Twilight's Fall's Lazax Gate Folding (AsyncTI4's id). */
export const TF_LAZAX_GATE_FOLDING = "tf-lazaxgatefolding";

/** A unit on the table as far as control goes. */
export interface PlanetPresence {
  readonly player: string;
  readonly planet?: string;
  readonly type: { readonly kind: string };
}

/**
 * Whether the player controls Mecatol Rex: their ground forces stand on it, or
 * the planet is among the planets the state lists for them (its card in their area).
 */
export function controlsMecatolRex(state: TableState, player: string, units: readonly PlanetPresence[]): boolean {
  return controlsPlanet(state, player, MECATOL_REX_PLANET, units);
}

/** Whether the player controls a planet: their ground forces stand on it, or the state lists it among their planets. */
export function controlsPlanet(state: TableState, player: string, planet: string, units: readonly PlanetPresence[]): boolean {
  const p = playerState(state, player);
  for (const own of p === undefined || p.planets === undefined ? [] : p.planets) if (canonicalId(own) === planet) return true;
  return units.some((u) => u.player === player && u.planet === planet && u.type.kind === "ground-force");
}

/** The systems whose planets give the player alpha and beta wormholes this tactical action. */
function gateSystems(galaxy: Galaxy, state: TableState, player: string, technologies: readonly string[], units: readonly PlanetPresence[]): HexKey[] {
  const keys: HexKey[] = [];
  if (contains(technologies, LAZAX_GATE_FOLDING) && !controlsMecatolRex(state, player, units)) for (const key of mecatolRexSystems(galaxy)) keys.push(key);
  if (contains(technologies, TF_LAZAX_GATE_FOLDING)) {
    galaxy.systems.forEach((system, key) => {
      if (contains(keys, key)) return;
      if (system.planets.some((p) => p.legendary === true && !controlsPlanet(state, player, p.id, units))) keys.push(key);
    });
  }
  return keys;
}

/** The galaxy of this tactical action: with Mecatol Rex's alpha and beta when Lazax Gate Folding applies. */
export function withLazaxGateFolding(galaxy: Galaxy, state: TableState, technologies: readonly string[], units: readonly PlanetPresence[]): Galaxy {
  const active = state.active;
  if (active === undefined || (!contains(technologies, LAZAX_GATE_FOLDING) && !contains(technologies, TF_LAZAX_GATE_FOLDING))) return galaxy;
  const keys = gateSystems(galaxy, state, active.player, technologies, units);
  if (keys.length === 0) return galaxy;
  const gates: WormholeAt[] = [
    { wormhole: "alpha", source: "lazax-gate-folding" },
    { wormhole: "beta", source: "lazax-gate-folding" },
  ];
  const extra = new Map<HexKey, readonly WormholeAt[]>();
  for (const key of keys) extra.set(key, gates);
  const { systems, wormholeIndex } = withWormholes(galaxy.systems, extra);
  return { ...galaxy, systems, wormholeIndex };
}
