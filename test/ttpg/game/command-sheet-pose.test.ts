/**
 * The fleet pool is read off the command sheet however the sheet lies: scaled
 * up or down, tilted a little on an uneven stack, or standing steeply; the
 * tokens lie where the mod lays them on it (mod-layouts.ts), one more at the
 * far edge of the fleet area (command-sheet.ts gives each mod's areas), and
 * command tokens of other players lying round it in their reinforcements do
 * not count.
 */
import { MockGameObject, Rotator, Vector } from "ttpg-mock";
import { readWorld } from "../../../src/ttpg/game/read-world";
import { layCommandSheet } from "./mod-layouts";
import type { ModName, SheetPose } from "./mod-layouts";
import { SLOTS } from "./ti4-table";
import { endTi4Reach } from "./session";

afterEach(() => endTi4Reach());

const poses: [string, SheetPose][] = [
  ["scaled up", { scale: 1.6 }],
  ["scaled down", { scale: 0.7 }],
  ["tilted a little", { pitch: 4, roll: -6 }],
  ["scaled and tilted", { scale: 1.3, pitch: -8, roll: 3 }],
  ["standing steeply", { pitch: 75 }],
];

describe("the fleet pool on a command sheet, however it lies", () => {
  for (const mod of ["TI4-TTPG", "TI4-TTPG-TS"] as ModName[]) {
    for (const [name, pose] of poses) {
      test(`${mod}: a sheet ${name} still reads its 4 fleet tokens, one at the far edge of the area`, () => {
        const sheet = layCommandSheet(mod, SLOTS.red!, "hacan", new Vector(-60, 90, 2), 150, undefined, pose);
        // 60 degrees round the area's centre, near the edge of its reach (TS: radius 14.14, centre y + 0.96; JS: 9.3, centre
        // y - 0.96, just inside the 9.49 of the mod's earlier versions, well inside the 14.14 of its current one).
        const edge = mod === "TI4-TTPG-TS" ? new Vector(13.8 * 0.5, 13.8 * 0.866 + 0.96, 1) : new Vector(9.3 * 0.5, 9.3 * 0.866 - 0.96, 1);
        new MockGameObject({ templateMetadata: "token.command:base/hacan", owningPlayerSlot: SLOTS.red!, position: sheet.localPositionToWorld(edge), rotation: new Rotator(0, 60, 180) });
        // Blue's reinforcements: command tokens a hand's width off red's sheet.
        for (let k = 0; k < 8; k++) new MockGameObject({ templateMetadata: "token.command:base/sol", owningPlayerSlot: SLOTS.blue!, position: new Vector(-60 + 40, 90 + k * 2, 1) });
        const players = readWorld().players;
        expect(players.red!.fleetTokens).toBe(4);
        expect(players.blue?.fleetTokens).toBeUndefined();
      });
    }
  }
});

describe("how far the fleet area reaches on TI4-TTPG's sheet", () => {
  test("a fleet token 13.8 from the area's centre counts, as the mod counts it (command-token.js: within r^2 <= 200)", () => {
    const sheet = layCommandSheet("TI4-TTPG", SLOTS.red!, "hacan", new Vector(-60, 90, 2), 150);
    const far = new Vector(13.8 * 0.5, 13.8 * 0.866 - 0.96, 1);
    new MockGameObject({ templateMetadata: "token.command:base/hacan", owningPlayerSlot: SLOTS.red!, position: sheet.localPositionToWorld(far), rotation: new Rotator(0, 60, 180) });
    expect(readWorld().players.red!.fleetTokens).toBe(4);
  });
});
