/**
 * What a table adapter recognises on the table, in engine-neutral terms. The
 * TTPG and TTS adapters only name the pieces and give their positions; the
 * reading into a TableState happens here, once, for both.
 */
import type { PlanePoint } from "../hex/world";

/** What a table object is, once an adapter has recognised it: a tile, units, a token. */
export type TablePiece =
  /** A system or hyperlane tile; tile 0 is the mods' home-system placeholder (no system). */
  | { readonly kind: "tile"; readonly tile: number; readonly faceDown: boolean }
  /**
   * Unit plastic, or a cardboard unit (fighter / infantry tokens of count 1 or 3, cardboard ships).
   * Cardboard without a player belongs to the nearest owned unit in its system; plastic
   * (`plastic: true`) without a player is a table mistake and gives a diagnostic.
   */
  | { readonly kind: "unit"; readonly unit: string; readonly player?: string; readonly count: number; readonly plastic?: boolean }
  | { readonly kind: "command-token"; readonly player: string }
  /** A player's control token: it names the owner of cardboard beside it, as a unit does (TI4-TTPG-TS counts it so). */
  | { readonly kind: "control-token"; readonly player: string }
  /** Wormhole, Ion Storm, Dimensional Tear and other tokens lying in a system. */
  | { readonly kind: "system-token"; readonly token: string; readonly faceDown: boolean };

/** An object on a table as an adapter hands it to `readTable`: its id, what it is, and where it lies. */
export interface TableObject {
  /** The engine's id of the object (TTPG object id, TTS GUID). */
  readonly id: string;
  readonly piece: TablePiece;
  /** Where it lies on the table plane, in the table's units. */
  readonly at: PlanePoint;
  /** Clockwise turn from north, in degrees; only tiles' turns are read (an adapter may give 0 for other pieces). */
  readonly yaw: number;
  /** How high it lies, in the table's units: of two tiles on one hex the one on top is read (a Muaat supernova laid over a system). */
  readonly height?: number;
}
