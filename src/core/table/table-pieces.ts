/**
 * What a table adapter recognises on the table, in engine-neutral terms. The
 * TTPG and TTS adapters only name the pieces and give their positions; the
 * reading into a TableState happens here, once, for both.
 */
import type { PlanePoint } from "../hex/world";

export type TablePiece =
  /** A system or hyperlane tile. */
  | { readonly kind: "tile"; readonly tile: number; readonly faceDown: boolean }
  /** Unit plastic, or a fighter / infantry token (count 1 or 3). Without a player, it belongs to the nearest owned plastic in its system. */
  | { readonly kind: "unit"; readonly unit: string; readonly player?: string; readonly count: number }
  | { readonly kind: "command-token"; readonly player: string }
  /** Wormhole, Ion Storm, Dimensional Tear and other tokens lying in a system. */
  | { readonly kind: "system-token"; readonly token: string; readonly faceDown: boolean };

export interface TableObject {
  /** The engine's id of the object (TTPG object id, TTS GUID). */
  readonly id: string;
  readonly piece: TablePiece;
  /** Where it lies on the table plane, in the table's units. */
  readonly at: PlanePoint;
  /** Clockwise turn from north, in degrees. */
  readonly yaw: number;
}
