/** Token ids the core understands, and the wormholes system tokens add [101]. */
import type { Wormhole } from "../tiles/tile-types";
import { ownValue } from "../own";
import { contains } from "../lists";

export interface WormholeTokenInfo {
  /** The wormhole shown face up. */
  readonly up: Wormhole;
  /** The wormhole shown face down, for two-sided tokens (Ion Storm: beta). */
  readonly down?: Wormhole;
}

export const WORMHOLE_TOKENS: { readonly [token: string]: WormholeTokenInfo } = {
  "wormhole-alpha": { up: "alpha" }, // Creuss alpha token; Wormhole Reconstruction placements
  "wormhole-beta": { up: "beta" }, // Creuss beta token
  "wormhole-gamma": { up: "gamma" }, // exploration: Gamma Relay / Gamma Wormhole
  "wormhole-delta": { up: "delta" },
  "ion-storm": { up: "alpha", down: "beta" }, // Ion Storm action card: alpha face up, beta face down
};

/** Tokens known to the core that do not change adjacency. */
export const OTHER_TOKENS: readonly string[] = [
  "command",
  "control",
  "dimensional-tear", // Vuil'raith: the system is a gravity rift
  "frontier",
  "mirage",
  "gravity-rift", // homebrew marker: the system is a gravity rift
  // Thunder's Edge (adjacency: see galaxy/token-markers.ts)
  "ingress", // adjacent to every egress system
  "breach", // Crimson Rebellion: face up (active), systems with active breaches are adjacent; face down inactive
  "sever", // Sever (Crimson promissory note): wormholes in this system have no effect during movement
  "void-tether", // Void Tether (Empyrean breakthrough): its system and `toward` are not adjacent for other players
  "avernus", // Avernus (Muaat breakthrough Stellar Genesis): adds its planet, like Mirage
  "thunders-edge", // Thunder's Edge (last expedition slice): adds its planet, like Mirage
];

export function isKnownToken(token: string): boolean {
  return ownValue(WORMHOLE_TOKENS, token) !== undefined || contains(OTHER_TOKENS, token);
}

/** The wormhole a token shows, or undefined when it shows none. */
export function tokenWormhole(token: string, faceDown: boolean): Wormhole | undefined {
  const info = ownValue(WORMHOLE_TOKENS, token);
  if (info === undefined) return undefined;
  return faceDown && info.down !== undefined ? info.down : info.up;
}
