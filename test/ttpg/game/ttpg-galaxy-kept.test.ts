/**
 * The galaxy kept between activations on a Tabletop Playground table
 * (ttpg-mock, the demo laid out as the TI4 TTPG mods lay it): a ship moving
 * keeps it, a system tile moving rebuilds it, and the report follows both.
 * The move range on pick-up (GameObject.onGrab) uses the same kept galaxy.
 */
import { Vector, world } from "ttpg-mock";
import type { DrawingLine, MockGameObject } from "ttpg-mock";
import { hexToTtpg } from "../../../src/core/all";
import type { ActivationReport } from "../../../src/core/all";
import { createController } from "../../../src/ttpg/game/controller";
import type { ReachController } from "../../../src/ttpg/game/controller";
import { grab, release } from "./session";
import { SLOTS, demoState, layTable } from "./ti4-table";

let controller: ReachController | undefined;
afterEach(() => {
  controller?.dispose();
  controller = undefined;
  for (const o of world.getAllObjects()) o.destroy();
});

const ACTIVE = { q: 0, r: -1 }; // system 63 in the demo
const dreadnoughtFrom = (report: ActivationReport | undefined, tile: number) => report?.ships.find((s) => s.unit === "dreadnought" && s.from === tile);

const rangeLines = () => world.getDrawingLines().filter((l: DrawingLine) => l.tag === "ti4-reach:range");
const near = (o: { getPosition: () => Vector }, at: { x: number; y: number }) => Math.abs(o.getPosition().x - at.x) < 5 && Math.abs(o.getPosition().y - at.y) < 5;

function activateRed(c: ReachController): ActivationReport | undefined {
  c.clear(); // a new activation, not the same one repeated
  return c.activate(SLOTS.red!, ACTIVE, undefined);
}

describe("the galaxy kept between activations (TTPG)", () => {
  test("a ship moved: the galaxy is kept and the report follows the ship", () => {
    layTable(demoState());
    const c = (controller = createController());
    expect(dreadnoughtFrom(activateRed(c), 68)?.reachable).toBe(true);
    expect(c.galaxies.builds()).toBe(1);

    // Red's dreadnought in the nebula 68 [-1,-1] moves to 72 [1,-1], next to the active system.
    const at68 = hexToTtpg({ q: -1, r: -1 });
    const dreadnought = world.getAllObjects().find((o) => o.getId().startsWith("red-dreadnought") && near(o, at68))!;
    const at72 = hexToTtpg({ q: 1, r: -1 });
    dreadnought.setPosition(new Vector(at72.x + 2, at72.y, 1));
    const report = activateRed(c);
    expect(c.galaxies.builds()).toBe(1);
    expect(dreadnoughtFrom(report, 68)).toBeUndefined();
    expect(dreadnoughtFrom(report, 72)).toMatchObject({ reachable: true, path: [72, 63] });
  });

  test("a system tile moved: the galaxy is rebuilt and the ships on it are out of range", () => {
    const table = layTable(demoState());
    const c = (controller = createController());
    activateRed(c);
    expect(c.galaxies.builds()).toBe(1);

    // Tile 68 and the dreadnought on it move far out, six rings from the centre.
    const far = hexToTtpg({ q: 6, r: -6 });
    const at68 = hexToTtpg({ q: -1, r: -1 });
    const dreadnought = world.getAllObjects().find((o) => o.getId().startsWith("red-dreadnought") && near(o, at68))!;
    const offset = dreadnought.getPosition().subtract(new Vector(at68.x, at68.y, 0));
    table.tiles.get(68)!.setPosition(new Vector(far.x, far.y, 0));
    dreadnought.setPosition(new Vector(far.x + offset.x, far.y + offset.y, 1));
    const report = activateRed(c);
    expect(c.galaxies.builds()).toBe(2);
    expect(dreadnoughtFrom(report, 68)).toMatchObject({ reachable: false, reason: "out-of-range" });
  });

  test("a ship picked up after an activation on an unchanged table: the range uses the kept galaxy; a tile moved, the range is rebuilt", () => {
    const table = layTable(demoState());
    const c = (controller = createController());
    c.install();
    activateRed(c);
    c.clear();
    expect(c.galaxies.builds()).toBe(1);

    // Sol's carrier in Jord (tile 1 at [0,-3]) is picked up: its range shows, and no galaxy is built for it.
    const red = table.players.get("red")!;
    const carrier = world.getObjectById("red-carrier-1") as MockGameObject;
    grab(carrier, red);
    const before = rangeLines().length;
    expect(before).toBeGreaterThan(0);
    expect(c.galaxies.builds()).toBe(1);
    release(carrier, red);

    // The system next to Jord, at [0,-2], moves six rings out: picking the carrier up again rebuilds the galaxy and the range shrinks.
    const next = hexToTtpg({ q: 0, r: -2 });
    const tile = [...table.tiles.values()].find((t) => near(t, next))!;
    const far = hexToTtpg({ q: 6, r: -6 });
    tile.setPosition(new Vector(far.x, far.y, 0));
    grab(carrier, red);
    expect(c.galaxies.builds()).toBe(2);
    expect(rangeLines().length).toBeLessThan(before);
    release(carrier, red);
  });
});
