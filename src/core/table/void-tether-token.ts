/**
 * Void Tether (Empyrean breakthrough) read from a token on the table: it lies
 * on the border between the system under it and the neighbour whose centre is
 * nearest (as TI4-TTPG-TS SystemAdjacencyNeighbor.removeTags finds it); the
 * Empyrean player placed it.
 */
import type { Diagnostic } from "../diagnostics";
import { hexKey, neighbours } from "../hex/hex";
import type { Hex } from "../hex/hex";
import { hexToPlane, planeDistance } from "../hex/world";
import type { HexLayout, PlanePoint } from "../hex/world";
import { factionFamily } from "../ids";
import { sortedKeys } from "../own";
import type { PlayerState, TokenState } from "../state/table-state";

/** The token as the state names it, or why it is not read (no problem: no system across that border). */
export type TetherReading = { readonly token: TokenState } | { readonly problem: Diagnostic | undefined };

export function voidTetherOnBorder(
  at: PlanePoint,
  under: Hex,
  systemAt: (this: void, h: Hex) => { readonly hyperlane: boolean } | undefined,
  layout: HexLayout,
  players: { readonly [player: string]: PlayerState } | undefined,
): TetherReading {
  let toward: Hex | undefined;
  let nearest = 0;
  for (const n of neighbours(under)) {
    const d = planeDistance(hexToPlane(n, layout), at);
    if (toward === undefined || d < nearest) {
      toward = n;
      nearest = d;
    }
  }
  const across = toward === undefined ? undefined : systemAt(toward);
  if (toward === undefined || across === undefined || across.hyperlane) return { problem: undefined }; // nothing to untie
  const owner = empyreanSeat(players);
  if (owner === undefined) {
    return {
      problem: {
        kind: "unknown-player",
        message: `a Void Tether token lies between [${hexKey(under)}] and [${hexKey(toward)}], but no seat plays the Empyrean; ignoring it`,
        hex: [under.q, under.r],
        text: "void-tether",
      },
    };
  }
  return { token: { token: "void-tether", player: owner, system: [under.q, under.r], toward: [toward.q, toward.r] } };
}

/** The seat playing the Empyrean, who places Void Tethers. */
function empyreanSeat(players: { readonly [player: string]: PlayerState } | undefined): string | undefined {
  if (players === undefined) return undefined;
  for (const seat of sortedKeys(players)) {
    const player = players[seat];
    if (typeof player === "object" && player !== null && typeof player.faction === "string" && factionFamily(player.faction) === "empyrean") return seat;
  }
  return undefined;
}
