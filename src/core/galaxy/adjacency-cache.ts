/**
 * The adjacency of a kept galaxy under the same rules, made once: an action
 * on an unchanged table with the same laws, technologies and effects in play
 * reuses the links and numbered pieces the last one worked out.
 */
import { createAdjacency } from "./adjacency";
import type { Adjacency } from "./adjacency";
import type { AdjacencyRules } from "./adjacency-rules";
import type { Galaxy } from "./galaxy-types";
import type { HexKey } from "../hex/hex";
import { sameItems } from "../lists";

/** At most this many rule sets are kept per galaxy (one per player and effect in use is typical). */
const KEPT_RULE_SETS = 16;

let kept: { readonly galaxy: Galaxy; readonly byRules: { readonly rules: AdjacencyRules; readonly adjacency: Adjacency }[] } | undefined;

/** The adjacency of this galaxy under these rules: the one made before for the same galaxy and equal rules, or a new one. */
export function adjacencyFor(galaxy: Galaxy, rules: AdjacencyRules): Adjacency {
  // Mod authors' links come from their code on every action: never reused.
  if (rules.extraLinks !== undefined) return createAdjacency(galaxy, rules);
  if (kept === undefined || kept.galaxy !== galaxy) kept = { galaxy, byRules: [] };
  for (const known of kept.byRules) if (sameRules(known.rules, rules)) return known.adjacency;
  if (kept.byRules.length >= KEPT_RULE_SETS) kept = { galaxy, byRules: [] };
  const adjacency = createAdjacency(galaxy, rules);
  kept.byRules.push({ rules, adjacency });
  return adjacency;
}

/** Every field of AdjacencyRules but extraLinks alike (compared field by field: no key text per action). */
function sameRules(a: AdjacencyRules, b: AdjacencyRules): boolean {
  return (
    sameItems(a.alphaBetaLinks, b.alphaBetaLinks) &&
    a.ownDelta === b.ownDelta &&
    a.travelBan === b.travelBan &&
    a.nexusSovereignty === b.nexusSovereignty &&
    a.taivraSystem === b.taivraSystem &&
    a.incursionSystem === b.incursionSystem &&
    sameConduit(a.conduit, b.conduit) &&
    (a.onlyEpsilon === true) === (b.onlyEpsilon === true) &&
    (a.epsilonClosed === true) === (b.epsilonClosed === true) &&
    (a.cosmicPhenomenae === true) === (b.cosmicPhenomenae === true) &&
    sameTethers(a.tethered ?? NO_TETHERS, b.tethered ?? NO_TETHERS)
  );
}

function sameConduit(a: AdjacencyRules["conduit"], b: AdjacencyRules["conduit"]): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.active === b.active && sameItems(a.systems, b.systems);
}

function sameTethers(a: readonly (readonly [HexKey, HexKey])[], b: readonly (readonly [HexKey, HexKey])[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as readonly [HexKey, HexKey];
    const y = b[i] as readonly [HexKey, HexKey];
    if (x[0] !== y[0] || x[1] !== y[1]) return false;
  }
  return true;
}

const NO_TETHERS: readonly (readonly [HexKey, HexKey])[] = [];
