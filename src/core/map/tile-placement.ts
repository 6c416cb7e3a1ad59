import type { Hex } from "../hex/hex";

/** One tile on one hex, as laid on the table. */
export interface TilePlacement {
  readonly tile: number;
  readonly hex: Hex;
  /**
   * Back side up: side B of a hyperlane, the inactive Wormhole Nexus.
   * Undefined means the side the tile starts on (see TileInfo.startsFaceDown).
   */
  readonly faceDown?: boolean;
  /** Clockwise rotation in 60-degree steps, 0-5 (matters for hyperlanes). */
  readonly rotation?: number;
}
