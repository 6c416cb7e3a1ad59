/**
 * Test support: what the two TI4 TTPG mods lay out, from their source, and a
 * ttpg-mock PlayerPermission that behaves like TTPG's.
 *
 * Command sheets: both mods name them "sheet:base/command"; their models
 * (template ids) differ, and so do the starting command tokens' sheet-local
 * positions (three tactic, three fleet turned over, two strategy):
 * - TI4-TTPG: src/setup/faction/setup-faction-tokens.js (COMMAND_TOKENS.commandSheetLocalOffsets),
 *   template id from src/setup/spawn/template/nsid-sheet.json.
 * - TI4-TTPG-TS: src/lib/faction-lib/unpack/unpack-command-tokens/unpack-command-tokens.ts
 *   (the same offsets, laid at y + 1.5), template id from src/nsid/nsid-to-template-id.json.
 */
import { MockGameObject, PlayerPermission, Rotator, Vector } from "ttpg-mock";
import { JS_SHEET_TEMPLATE, TS_SHEET_TEMPLATE } from "../../../src/ttpg/game/command-sheet";

export type ModName = "TI4-TTPG" | "TI4-TTPG-TS";

/** Tactic x3, fleet x3, strategy x2, as both mods list them. */
const STARTING_TOKENS: readonly { x: number; y: number; pool: "tactic" | "fleet" | "strategy" }[] = [
  { x: 6.7, y: -2.3, pool: "tactic" },
  { x: 6.7, y: 0.5, pool: "tactic" },
  { x: 3.7, y: -1.0, pool: "tactic" },
  { x: 4.5, y: 3.8, pool: "fleet" },
  { x: 2.6, y: 1.8, pool: "fleet" },
  { x: 1.6, y: 5.4, pool: "fleet" },
  { x: -1.3, y: 5.7, pool: "strategy" },
  { x: -4.3, y: 4.0, pool: "strategy" },
];

/** How a sheet lies besides its turn: its scale and its tilt (pitch, roll), 1 and flat unless given. */
export interface SheetPose {
  readonly scale?: number;
  readonly pitch?: number;
  readonly roll?: number;
}

/** A command sheet as the mod lays it at a player's desk, with the starting tokens on it. */
export function layCommandSheet(mod: ModName, slot: number, faction: string, at: Vector, yaw: number, templateId?: string, pose: SheetPose = {}): MockGameObject {
  const sheet = new MockGameObject({
    templateMetadata: "sheet:base/command",
    templateId: templateId ?? (mod === "TI4-TTPG" ? JS_SHEET_TEMPLATE : TS_SHEET_TEMPLATE),
    owningPlayerSlot: slot,
    position: at,
    rotation: new Rotator(pose.pitch ?? 0, yaw, pose.roll ?? 0),
    scale: new Vector(pose.scale ?? 1, pose.scale ?? 1, pose.scale ?? 1),
  });
  const shift = mod === "TI4-TTPG-TS" ? 1.5 : 0;
  for (const t of STARTING_TOKENS) {
    new MockGameObject({
      templateMetadata: `token.command:base/${faction}`,
      owningPlayerSlot: slot,
      position: sheet.localPositionToWorld(new Vector(t.x, t.y + shift, 1)),
      rotation: new Rotator(0, yaw - 90, t.pool === "fleet" ? 180 : 0),
    });
  }
  return sheet;
}

/**
 * ttpg-mock's PlayerPermission ignores setPlayerSlots; TTPG's keeps a bitmask
 * in `value` ("An empty list means an unrestricted permission for all players").
 * This makes the fake do the same, for the tests that check who sees a drawing.
 */
export function installPlayerPermissionFake(): void {
  const proto = (PlayerPermission as unknown as { prototype: { setPlayerSlots: (slots: number[]) => unknown; value: number } }).prototype;
  proto.setPlayerSlots = function (this: { value: number }, slots: number[]) {
    if (!Array.isArray(slots)) throw new TypeError("setPlayerSlots expects an array of slots");
    this.value = slots.length === 0 ? -1 : slots.reduce((mask, s) => mask | (1 << s), 0);
    return this;
  };
}

/** Whether a permission (of a line or a UI) lets this slot see it. */
export function visibleTo(permission: { value: number }, slot: number): boolean {
  return permission.value === -1 || (permission.value & (1 << slot)) !== 0;
}
