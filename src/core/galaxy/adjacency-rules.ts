/**
 * The switches that change adjacency for one tactical action, read from the
 * table state: laws in play, the active player's technologies and the
 * one-off effects they use.
 */
import { playerState } from "../state/players";
import type { HexKey } from "../hex/hex";
import { canonicalId, factionFamily } from "../ids";
import type { TableState } from "../state/table-state";
import type { Galaxy, WormholeSource } from "./galaxy-types";
import { draftedDeltaSource, flagshipDeltaSource } from "./delta-flagship";
import { seatOf } from "../state/player-seats";
import type { PlayerSeats, Seat } from "../state/player-seats";
import { resolveSystemRef } from "./system-ref";
import { hasUnits } from "../state/check-state";
import { createUnitCatalogue } from "../units/unit-catalogue";
import type { RuleSwitches } from "../state/rule-switches";
import { contains } from "../lists";

/** Effects that make every alpha and beta system adjacent to every other one. */
export type AlphaBetaLink = "quantum-entanglement" | "wormhole-reconstruction" | "lost-star-chart" | "entangle";

/**
 * What besides printed edges, wormholes and hyperlanes makes systems adjacent or apart for one player:
 * technologies, abilities, laws and tokens that change adjacency. Made by `adjacencyRulesFor`.
 */
export interface AdjacencyRules {
  /** The delta the active player's flagship carries (Hil Colish, or through Valefar Assimilator Z): the flagship itself cannot use it. */
  readonly ownDelta?: WormholeSource;
  /** Quantum Entanglement (Creuss ability), Wormhole Reconstruction (law), Lost Star Chart (action card). */
  readonly alphaBetaLinks: readonly AlphaBetaLink[];
  /** Enforced Travel Ban (law): alpha and beta wormholes do nothing during movement. */
  readonly travelBan: boolean;
  /** Nexus Sovereignty (law): the Wormhole Nexus's alpha and beta do nothing during movement. */
  readonly nexusSovereignty: boolean;
  /** Emissary Taivra (Creuss agent): this active system is adjacent to every system with a wormhole. */
  readonly taivraSystem?: HexKey;
  /** Incursion (Crimson Rebellion): the active system, whose inactive breach its activator flips; it joins the active breaches. */
  readonly incursionSystem?: HexKey;
  /** Spatial Conduit Cylinder (Jol-Nar): the active system is adjacent to every system holding these units. */
  readonly conduit?: { readonly active: HexKey; readonly systems: readonly HexKey[] };
  /** Links added by mod authors' rules, both ways, with the rule's id. */
  readonly extraLinks?: ReadonlyMap<HexKey, readonly { readonly to: HexKey; readonly effect: string }[]>;
  /** Sundered (Crimson Rebellion): the active player may use no wormhole other than epsilon. */
  readonly onlyEpsilon?: boolean;
  /** The active player may not use epsilon wormholes (switch epsilonOnlyForSundered, TI4-TTPG-TS's reading). */
  readonly epsilonClosed?: boolean;
  /** Cosmic Phenomenae (galactic event): systems with entropic scars are adjacent to each other. */
  readonly cosmicPhenomenae?: boolean;
  /** Void Tethers of other players: each pair of systems is not adjacent for the active player. */
  readonly tethered?: readonly (readonly [HexKey, HexKey])[];
}

/** Adjacency by the printed galaxy alone: no card, law or token changes it. */
export const NO_ADJACENCY_RULES: AdjacencyRules = { alphaBetaLinks: [], travelBan: false, nexusSovereignty: false };

/** Whether a list of ids, in any of the tables' spellings, holds this canonical id. */
function has(list: readonly string[] | undefined, id: string): boolean {
  if (list === undefined) return false;
  for (const entry of list) if (canonicalId(entry) === id) return true;
  return false;
}

/** What the report has already read from the table, so that nothing is read twice. */
export interface AdjacencyInputs {
  /** Links added by mod authors' rules, both ways. */
  readonly extraLinks?: ReadonlyMap<HexKey, readonly { readonly to: HexKey; readonly effect: string }[]>;
  readonly switches?: RuleSwitches;
  /** The units read from the table (known units, stacks above 0); read here with the built-in units when absent. */
  readonly units?: readonly { readonly player: string; readonly system: HexKey }[];
  /** The seats as the report has read them (else the active player's is read here). */
  readonly seats?: PlayerSeats;
  /** The active system as the report has placed it (else the state's active system is looked up here). */
  readonly activeKey?: HexKey;
}

/**
 * The rules for the active player. Without an active player (the `graph`
 * command) they are those of a player who is neither the Crimson Rebellion nor
 * the Empyrean: no Sundered limit, every Void Tether holds.
 */
export function adjacencyRulesFor(state: TableState, galaxy: Galaxy, read: AdjacencyInputs = {}): AdjacencyRules {
  const { extraLinks, seats } = read;
  const switches = read.switches === undefined ? {} : read.switches;
  // Called by mod authors with states of any shape too (the report passes a checked one).
  const laws = Array.isArray(state.laws) ? state.laws : undefined;
  const active = typeof state.active === "object" && state.active !== null ? state.active : undefined;
  const effects = active === undefined || !Array.isArray(active.effects) ? undefined : active.effects;
  const alphaBetaLinks: AlphaBetaLink[] = [];
  const seat = active === undefined ? undefined : seats !== undefined ? seats.seat(active.player) : seatOf(state, active.player);
  // Quantum Entanglement is a Creuss faction ability; a copied ability may also be listed among technologies (or cards: see the seat).
  if (seat !== undefined && (factionFamily(seat.faction) === "creuss" || contains(seat.technologies, "quantum-entanglement"))) {
    alphaBetaLinks.push("quantum-entanglement");
  }
  if (has(laws, "wormhole-reconstruction")) alphaBetaLinks.push("wormhole-reconstruction");
  if (has(effects, "lost-star-chart")) alphaBetaLinks.push("lost-star-chart");
  // Entangle (Twilight's Fall action card): alpha, beta and gamma systems and gravity rifts all adjacent this movement.
  if (has(effects, "tf-entangle")) alphaBetaLinks.push("entangle");

  let activeKey = active === undefined ? undefined : read.activeKey;
  if (active !== undefined && activeKey === undefined) {
    const where = resolveSystemRef(galaxy, active.system, "active system");
    if ("key" in where) activeKey = where.key;
  }
  let taivraSystem: HexKey | undefined;
  if (activeKey !== undefined && has(effects, "emissary-taivra") && hasNonDeltaWormhole(galaxy, activeKey)) {
    taivraSystem = activeKey;
  }
  let conduit: AdjacencyRules["conduit"];
  if (activeKey !== undefined && active !== undefined && has(effects, "spatial-conduit-cylinder")) {
    const systems = systemsWithUnitsOf(read.units ?? placedUnits(state, galaxy), active.player);
    if (contains(systems, activeKey)) conduit = { active: activeKey, systems };
  }
  // Sundered (Crimson Rebellion): "You cannot use wormholes other than epsilon wormholes."
  const sundered = seat !== undefined && seat.faction !== undefined && factionFamily(seat.faction) === "crimson";
  // Incursion (Crimson Rebellion): "when you activate a system with a breach, you may flip it".
  const flipsBreach = sundered && activeKey !== undefined && has(effects, "incursion") && contains(galaxy.markers.inactiveBreaches, activeKey);
  return {
    alphaBetaLinks,
    travelBan: has(laws, "enforced-travel-ban"),
    nexusSovereignty: has(laws, "nexus-sovereignty"),
    taivraSystem,
    incursionSystem: flipsBreach ? activeKey : undefined,
    conduit,
    extraLinks,
    ownDelta: seat === undefined || active === undefined ? undefined : (flagshipDeltaSource(seat) ?? (seat.faction === undefined ? draftedDeltaSource(state.units, active.player) : undefined)),
    onlyEpsilon: sundered,
    epsilonClosed: !sundered && switches.epsilonOnlyForSundered === true,
    cosmicPhenomenae: has(laws, "cosmic-phenomenae"),
    tethered: tetheredFor(galaxy, active === undefined ? undefined : active.player),
  };
}

/**
 * Adjacency as a unit of `player` uses SPACE CANNON against ships in the active
 * system [77.3, 6], during the active player's action: what holds for everyone
 * in that action stays (laws, Lost Star Chart, Emissary Taivra, a flipped
 * breach, Spatial Conduit Cylinder, mod authors' links); what is the active
 * player's own goes (their Quantum Entanglement, their flagship's delta, the
 * Sundered limit); the laws that act only "during movement" (Enforced Travel
 * Ban, Nexus Sovereignty) do not act; and the firing player's own come in:
 * Quantum Entanglement when they hold it, Sundered when they are the Crimson
 * Rebellion ("You cannot use wormholes other than epsilon wormholes", read as
 * any use), and every Void Tether but their own.
 */
export function spaceCannonRules(base: AdjacencyRules, galaxy: Galaxy, seat: Seat, player: string, switches: RuleSwitches = {}): AdjacencyRules {
  const alphaBetaLinks: AlphaBetaLink[] = base.alphaBetaLinks.filter((l) => l !== "quantum-entanglement");
  if (factionFamily(seat.faction) === "creuss" || contains(seat.technologies, "quantum-entanglement")) alphaBetaLinks.push("quantum-entanglement");
  const sundered = seat.faction !== undefined && factionFamily(seat.faction) === "crimson";
  return {
    alphaBetaLinks,
    travelBan: false,
    nexusSovereignty: false,
    taivraSystem: base.taivraSystem,
    incursionSystem: base.incursionSystem,
    conduit: base.conduit,
    extraLinks: base.extraLinks,
    onlyEpsilon: sundered,
    epsilonClosed: !sundered && switches.epsilonOnlyForSundered === true,
    cosmicPhenomenae: base.cosmicPhenomenae,
    tethered: tetheredFor(galaxy, player),
  };
}

/** Void Tether (Empyrean breakthrough): other players do not treat the two systems as adjacent. */
function tetheredFor(galaxy: Galaxy, player: string | undefined): [HexKey, HexKey][] {
  const out: [HexKey, HexKey][] = [];
  for (const t of galaxy.markers.tethers) if (t.owner !== player) out.push([t.a, t.b]);
  return out;
}

function hasNonDeltaWormhole(galaxy: Galaxy, key: HexKey): boolean {
  const system = galaxy.systems.get(key);
  return system !== undefined && system.wormholes.some((w) => w.wormhole !== "delta");
}

function systemsWithUnitsOf(placed: readonly { readonly player: string; readonly system: HexKey }[], player: string): HexKey[] {
  const keys: HexKey[] = [];
  for (const u of placed) if (u.player === player && !contains(keys, u.system)) keys.push(u.system);
  return keys;
}

/** Units on the map: stacks of 0 and units the built-in catalogue does not know are no units. */
function placedUnits(state: TableState, galaxy: Galaxy): { player: string; system: HexKey }[] {
  const units = createUnitCatalogue();
  const out: { player: string; system: HexKey }[] = [];
  for (const stack of state.units === undefined ? [] : state.units) {
    if (!hasUnits(stack)) continue;
    const owner = playerState(state, stack.player);
    if (units.resolve(stack.unit, owner === undefined ? undefined : owner.faction) === undefined) continue;
    const where = resolveSystemRef(galaxy, stack.system, "unit");
    if ("key" in where) out.push({ player: stack.player, system: where.key });
  }
  return out;
}

/**
 * The systems that would gain links as the active system through the effects
 * in use (Emissary Taivra: non-delta wormhole systems; Spatial Conduit
 * Cylinder: systems with the player's units). A move range asks these about
 * their own links; every other system's links do not depend on which is active.
 */
export function activeLinkSystems(
  state: TableState,
  galaxy: Galaxy,
  /** The units read from the table; read here with the built-in units when absent. */
  placed?: readonly { readonly player: string; readonly system: HexKey }[],
): HexKey[] {
  const active = state.active;
  if (active === undefined) return [];
  const out: HexKey[] = [];
  if (has(active.effects, "emissary-taivra")) {
    galaxy.systems.forEach((system) => {
      if (hasNonDeltaWormhole(galaxy, system.key)) out.push(system.key);
    });
  }
  if (has(active.effects, "incursion")) for (const key of galaxy.markers.inactiveBreaches) if (!contains(out, key)) out.push(key);
  if (has(active.effects, "spatial-conduit-cylinder")) {
    for (const key of systemsWithUnitsOf(placed ?? placedUnits(state, galaxy), active.player)) if (!contains(out, key)) out.push(key);
  }
  return out;
}
