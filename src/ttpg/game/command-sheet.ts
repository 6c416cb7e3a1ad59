/**
 * The fleet pool on the two TI4 TTPG mods' command sheets. Both name the sheet
 * "sheet:base/command", but their models differ, and so do the pools around the
 * sheet's origin; each mod sorts tokens into tactic / fleet / strategy areas by
 * the angle round a centre shifted along the sheet's local y:
 * - TI4-TTPG-TS (template 4231D534..., src/lib/command-token-lib/command-token-counter/
 *   command-token-counter.ts): y - 0.96, within r^2 <= 200; its starting fleet tokens lie at
 *   sheet-local (4.5, 5.3), (2.6, 3.3), (1.6, 6.9) (unpack-command-tokens.ts: y + 1.5).
 * - TI4-TTPG (template 6E299A6A..., src/lib/command-token/command-token.js, the version that reads
 *   world.getAllObjects(skipContained); earlier ones said r^2 <= 90): y + 0.96, within r^2 <= 200;
 *   its starting fleet tokens lie at (4.5, 3.8), (2.6, 1.8), (1.6, 5.4)
 *   (src/setup/faction/setup-faction-tokens.js).
 * The fleet area is 30 to 90 degrees in both.
 */
import { world } from "@tabletop-playground/api";
import type { GameObject, Vector } from "@tabletop-playground/api";

export interface SheetAreas {
  /** The mod whose sheet this is. */
  readonly mod: "TI4-TTPG-TS" | "TI4-TTPG";
  /** Added to the local y before measuring angle and distance. */
  readonly yShift: number;
  readonly maxDistanceSq: number;
}

export const TS_SHEET: SheetAreas = { mod: "TI4-TTPG-TS", yShift: -0.96, maxDistanceSq: 200 };
export const JS_SHEET: SheetAreas = { mod: "TI4-TTPG", yShift: 0.96, maxDistanceSq: 200 };

/** The command sheet's template id in each mod (TS: src/nsid/nsid-to-template-id.json; JS: src/setup/spawn/template/nsid-sheet.json). */
export const TS_SHEET_TEMPLATE = "4231D5346D4A512BF3A68582445A56A4";
export const JS_SHEET_TEMPLATE = "6E299A6A4BA5469F1C12C4AE467D7167";

/** Which mod runs this table: the TS mod publishes globalThis.TI4, the JS mod world.TI4. */
export function runningMod(): SheetAreas["mod"] | undefined {
  try {
    if ((globalThis as { TI4?: unknown }).TI4 !== undefined) return "TI4-TTPG-TS";
    if ((world as unknown as { TI4?: unknown }).TI4 !== undefined) return "TI4-TTPG";
  } catch (e) {
    return undefined;
  }
  return undefined;
}

/** The areas of a command sheet: by its model (template id), else by the mod that runs, else the TS mod's. */
export function sheetAreasOf(templateId: string, mod: SheetAreas["mod"] | undefined): SheetAreas {
  if (templateId === TS_SHEET_TEMPLATE) return TS_SHEET;
  if (templateId === JS_SHEET_TEMPLATE) return JS_SHEET;
  return mod === "TI4-TTPG" ? JS_SHEET : TS_SHEET;
}

/** Whether a point in the sheet's local space lies in its fleet area (30 to 90 degrees). */
export function inFleetArea(local: { x: number; y: number }, areas: SheetAreas = TS_SHEET): boolean {
  const y = local.y + areas.yShift;
  if (local.x * local.x + y * y > areas.maxDistanceSq) return false;
  const degrees = (Math.atan2(y, local.x) * 180) / Math.PI;
  return degrees > 30 && degrees <= 90;
}

/** A command token, where it lies (read once). */
export interface FleetToken {
  readonly position: Vector;
}

/**
 * How many of these tokens lie in the sheet's fleet area. The sheet is asked
 * where a token lies on it (worldPositionToLocal, a native call in TTPG) only
 * for the tokens that can be in that area: a point in it is at most
 * sqrt(maxDistanceSq) + |yShift| (sheet-local) from the sheet's origin, so at
 * most that times the sheet's scale across the table when the sheet lies flat,
 * and a little more (bounded by the height difference) when it is tilted by
 * `tilt` (pitch plus roll, less than a radian).
 */
export function fleetTokensOn(sheet: GameObject, areas: SheetAreas, tokens: readonly FleetToken[]): number {
  const at = sheet.getPosition();
  const rotation = sheet.getRotation();
  const scale = sheet.getScale();
  const tilt = ((Math.abs(rotation.pitch) + Math.abs(rotation.roll)) * Math.PI) / 180;
  const bounded = tilt < 1;
  const across = (Math.sqrt(areas.maxDistanceSq) + Math.abs(areas.yShift)) * Math.max(Math.abs(scale.x), Math.abs(scale.y));
  const sin = Math.sin(tilt);
  const cos = Math.cos(tilt);
  let fleet = 0;
  for (const t of tokens) {
    const p = t.position;
    if (bounded) {
      const dx = p.x - at.x;
      const dy = p.y - at.y;
      // Generous margins: a token on the edge is always asked.
      const reach = (across + (sin * (Math.abs(p.z - at.z) + across * sin)) / cos) * 1.001 + 0.01;
      if (!(dx * dx + dy * dy <= reach * reach)) continue;
    }
    if (inFleetArea(sheet.worldPositionToLocal(p), areas)) fleet++;
  }
  return fleet;
}
