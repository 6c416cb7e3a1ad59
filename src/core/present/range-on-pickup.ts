/**
 * A ship picked up from the table: its owner's move range from the system it
 * lay in, ready to draw. Both tables call this with what they read; the ship
 * itself is counted where it was picked up (tables skip held objects).
 */
import { hexKey } from "../hex/hex";
import { planeToHex } from "../hex/world";
import { moveRange } from "../range/move-range";
import type { MoveRange } from "../range/range-types";
import { readTable } from "../table/read-table";
import type { TableObject } from "../table/table-pieces";
import { rangeOverlayModel } from "./range-overlay";
import type { RangeOverlayModel } from "./range-overlay";
import { readOptionsOf, tableActivation, tableGalaxy } from "./table-options";
import type { TableOptions } from "./table-options";

export type PickupOptions = TableOptions;

export interface PickupRange {
  readonly range: MoveRange;
  readonly model: RangeOverlayModel;
}

/** The range of the picked-up ship's kind in its system, or undefined when it is no ship of a player, lies off the map or can go nowhere. */
export function rangeOnPickup(objects: readonly TableObject[], picked: TableObject, options: PickupOptions): PickupRange | undefined {
  const piece = picked.piece;
  if (piece.kind !== "unit" || piece.player === undefined) return undefined;
  const all = objects.filter((o) => o.id !== picked.id);
  all.push(picked);
  const reading = readTable(all, readOptionsOf(options));
  const where = planeToHex(picked.at, options.layout).hex;
  const galaxy = tableGalaxy(reading.state, options);
  if (!galaxy.systems.has(hexKey(where))) return undefined;
  // Cards played for the tactical action count for the owner in their turn (or anyone's, without turns);
  // the range never reads the activation's system.
  const theirs = options.effects !== undefined && options.effects.length > 0 && (options.turn === undefined || options.turn === piece.player);
  const state = theirs ? { ...reading.state, active: tableActivation(piece.player, [where.q, where.r], options) } : reading.state;
  const result = moveRange(state, piece.player, [where.q, where.r], piece.unit, {
    galaxy,
    tiles: options.tiles,
    units: options.units,
    rules: options.rules,
  });
  if (!result.ok) return undefined;
  const range = result.range;
  if (!range.groups.some((g) => g.systems.length > 0 || g.withEffects.length > 0)) return undefined;
  return { range, model: rangeOverlayModel(range, galaxy, options.layout, reading.state) };
}
