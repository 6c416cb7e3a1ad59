/**
 * Thunder's Edge tokens that change adjacency, read once with the galaxy:
 * ingress tokens (adjacent to every egress system), active breaches (adjacent
 * to each other), Sever (the system's wormholes do nothing during movement)
 * and Void Tethers (two systems not adjacent for other players); and the
 * systems the tiles themselves mark: printed egress, entropic scars.
 */
import type { Diagnostic } from "../diagnostics";
import type { HexKey } from "../hex/hex";
import { canonicalId } from "../ids";
import type { SystemRef, TableState } from "../state/table-state";
import type { GalaxySystem, TokenMarkers, VoidTether } from "./galaxy-types";
import { resolveSystemRef } from "./system-ref";
import type { ResolvedSystem } from "./system-ref";
import { contains } from "../lists";

type Lookup = Parameters<typeof resolveSystemRef>[0];

function addOnce(list: HexKey[], key: HexKey): void {
  if (!contains(list, key)) list.push(key);
}

export function readTokenMarkers(state: TableState, lookup: Lookup, systems: ReadonlyMap<HexKey, GalaxySystem>, diagnostics: Diagnostic[]): TokenMarkers {
  const ingress: HexKey[] = [];
  const egress: HexKey[] = [];
  const breaches: HexKey[] = [];
  const inactiveBreaches: HexKey[] = [];
  const severed: HexKey[] = [];
  const tethers: VoidTether[] = [];
  const scars: HexKey[] = [];
  systems.forEach((system, key) => {
    if (system.info.egress === true) egress.push(key);
    if (contains(system.anomalies, "entropic-scar")) scars.push(key);
  });
  const where = (ref: ResolvedSystem): HexKey | undefined => {
    if ("problem" in ref) {
      diagnostics.push(ref.problem);
      return undefined;
    }
    return ref.key;
  };
  for (const token of state.tokens === undefined ? [] : state.tokens) {
    const id = canonicalId(token.token);
    if (id !== "ingress" && id !== "breach" && id !== "sever" && id !== "void-tether") continue;
    const key = where(resolveSystemRef(lookup, token.system, `token ${token.token}`));
    if (key === undefined) continue;
    if (id === "ingress") addOnce(ingress, key);
    else if (id === "breach") {
      if (token.faceDown !== true) addOnce(breaches, key);
      else addOnce(inactiveBreaches, key); // face down: an inactive breach
    } else if (id === "sever") addOnce(severed, key);
    else readTether(token.player, token.toward, key, lookup, tethers, diagnostics);
  }
  return { ingress, egress, breaches, inactiveBreaches, severed, tethers, scars };
}

function readTether(
  owner: string | undefined,
  toward: SystemRef | undefined,
  a: HexKey,
  lookup: Lookup,
  tethers: VoidTether[],
  diagnostics: Diagnostic[],
): void {
  if (owner === undefined || toward === undefined) {
    diagnostics.push({
      kind: "unknown-player",
      message: `a void-tether token in [${a}] needs "player" (the Empyrean player) and "toward" (the system across the border); ignoring it`,
      text: "void-tether",
    });
    return;
  }
  const other = resolveSystemRef(lookup, toward, "void-tether toward");
  if ("problem" in other) {
    diagnostics.push(other.problem);
    return;
  }
  if (other.key !== a) tethers.push({ owner, a, b: other.key });
}
