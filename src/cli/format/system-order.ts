/** Systems in map-string order (centre, then ring by ring, clockwise from north). */
import { hexFromKey, spiralFromHex } from "../../core/all";
import type { HexKey } from "../../core/all";

export function spiralOf(key: HexKey): number {
  const h = hexFromKey(key);
  return h === undefined ? Number.MAX_SAFE_INTEGER : spiralFromHex(h);
}

export function bySpiral(a: HexKey, b: HexKey): number {
  return spiralOf(a) - spiralOf(b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function pairOf(key: HexKey): [number, number] {
  const h = hexFromKey(key);
  return h === undefined ? [0, 0] : [h.q, h.r];
}
