/**
 * The adjacency of a kept galaxy under the same rules, made once: an action
 * on an unchanged table with the same laws, technologies and effects in play
 * reuses the links and numbered pieces the last one worked out.
 */
import { createAdjacency } from "./adjacency";
import type { Adjacency } from "./adjacency";
import type { AdjacencyRules } from "./adjacency-rules";
import type { Galaxy } from "./galaxy-types";

/** At most this many rule sets are kept per galaxy (one per player and effect in use is typical). */
const KEPT_RULE_SETS = 16;

let kept: { readonly galaxy: Galaxy; readonly byRules: Map<string, Adjacency> } | undefined;

/** The adjacency of this galaxy under these rules: the one made before for the same galaxy and equal rules, or a new one. */
export function adjacencyFor(galaxy: Galaxy, rules: AdjacencyRules): Adjacency {
  // Mod authors' links come from their code on every action: never reused.
  if (rules.extraLinks !== undefined) return createAdjacency(galaxy, rules);
  if (kept === undefined || kept.galaxy !== galaxy) kept = { galaxy, byRules: new Map<string, Adjacency>() };
  const key = rulesKey(rules);
  let adjacency = kept.byRules.get(key);
  if (adjacency === undefined) {
    if (kept.byRules.size >= KEPT_RULE_SETS) kept.byRules.clear();
    adjacency = createAdjacency(galaxy, rules);
    kept.byRules.set(key, adjacency);
  }
  return adjacency;
}

/** Every field of AdjacencyRules but extraLinks, as one text: equal texts, equal adjacency. */
function rulesKey(rules: AdjacencyRules): string {
  const conduit = rules.conduit === undefined ? "" : `${rules.conduit.active}>${rules.conduit.systems.join(" ")}`;
  const tethered = (rules.tethered ?? []).map((pair) => `${pair[0]}~${pair[1]}`).join(" ");
  return [
    rules.alphaBetaLinks.join(" "),
    flag(rules.travelBan),
    flag(rules.nexusSovereignty),
    rules.taivraSystem ?? "",
    conduit,
    flag(rules.onlyEpsilon),
    flag(rules.epsilonClosed),
    flag(rules.cosmicPhenomenae),
    tethered,
  ].join("|");
}

function flag(value: boolean | undefined): string {
  return value === true ? "1" : "0";
}
