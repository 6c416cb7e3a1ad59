/**
 * System tokens that change adjacency or anomalies, read once with the galaxy
 * from the tokens it has placed: Thunder's Edge ingress tokens (adjacent to
 * every egress system), active breaches (adjacent to each other), Sever (the
 * system's wormholes do nothing during movement), Void Tethers (two systems
 * not adjacent for other players), Dimensional Tears (gravity rifts); and the
 * systems the tiles themselves mark: printed egress, entropic scars.
 */
import type { Diagnostic } from "../diagnostics";
import type { HexKey } from "../hex/hex";
import type { SystemRef, TokenState } from "../state/table-state";
import type { GalaxySystem, TokenMarkers, VoidTether } from "./galaxy-types";
import { resolveSystemRef } from "./system-ref";
import { contains } from "../lists";

type Lookup = Parameters<typeof resolveSystemRef>[0];

/** A system token on the map: its canonical id and the system it lies in, resolved once by the galaxy. */
export interface PlacedToken {
  readonly token: TokenState;
  readonly id: string;
  readonly key: HexKey;
}

function addOnce(list: HexKey[], key: HexKey): void {
  if (!contains(list, key)) list.push(key);
}

export function readTokenMarkers(tokens: readonly PlacedToken[], lookup: Lookup, systems: ReadonlyMap<HexKey, GalaxySystem>, diagnostics: Diagnostic[]): TokenMarkers {
  const ingress: HexKey[] = [];
  const egress: HexKey[] = [];
  const breaches: HexKey[] = [];
  const inactiveBreaches: HexKey[] = [];
  const severed: HexKey[] = [];
  const tethers: VoidTether[] = [];
  const scars: HexKey[] = [];
  const rifts: HexKey[] = [];
  systems.forEach((system, key) => {
    if (system.info.egress === true) egress.push(key);
    if (contains(system.anomalies, "entropic-scar")) scars.push(key);
  });
  for (const { token, id, key } of tokens) {
    if (id === "dimensional-tear" || id === "gravity-rift") addOnce(rifts, key); // Dimensional Tear: the system is a gravity rift
    else if (id === "ingress") addOnce(ingress, key);
    else if (id === "breach") {
      if (token.faceDown !== true) addOnce(breaches, key);
      else addOnce(inactiveBreaches, key); // face down: an inactive breach
    } else if (id === "sever") addOnce(severed, key);
    else if (id === "void-tether") readTether(token.player, token.toward, key, lookup, tethers, diagnostics);
  }
  return { ingress, egress, breaches, inactiveBreaches, severed, tethers, scars, rifts };
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
