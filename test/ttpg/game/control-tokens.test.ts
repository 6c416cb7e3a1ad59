/**
 * Cardboard without an owner on a TTPG table takes the owner of the nearest
 * owned piece in its system, control tokens included, as TI4-TTPG-TS's
 * UnitPlastic.assignOwners (src/lib/unit-lib/unit-plastic/unit-plastic.ts)
 * does: an infantry token on a planet held only by a control token.
 */
import { MockGameObject, Vector } from "ttpg-mock";
import { TTPG_LAYOUT, buildGalaxy, createTileRegistry, hexToPlane, readTable } from "../../../src/core/all";
import { readWorld } from "../../../src/ttpg/game/read-world";
import { SLOTS, demoState, layTable } from "./ti4-table";
import { endTi4Reach } from "./session";

afterEach(() => endTi4Reach());

const demo = demoState();
const tiles = createTileRegistry();
const galaxy = buildGalaxy(demo, tiles);
/** A system of the demo with no units in it and one planet (Mecatol Rex). */
const quiet = [...galaxy.systems.values()].find(
  (s) => s.planets.length === 1 && s.planets[0]!.at !== undefined && !(demo.units ?? []).some((u) => u.system === s.tile),
)!;
const planet = quiet.planets[0]!;
const onPlanet = (() => {
  const c = hexToPlane(quiet.hex, TTPG_LAYOUT);
  // Planet centres are given in centimetres at the tiles' own size, which TTPG's tiles have.
  return new Vector(c.north + planet.at![0], c.east + planet.at![1], 1);
})();

function unitsRead() {
  const world = readWorld();
  return readTable(world.objects, { layout: TTPG_LAYOUT, tiles, players: world.players }).state.units ?? [];
}

describe("cardboard without owner beside a control token (TTPG)", () => {
  test("an infantry token on a planet whose system holds only red's control token is red's", () => {
    layTable(demo);
    new MockGameObject({ templateMetadata: "token.control:base/sol", owningPlayerSlot: SLOTS.red!, position: onPlanet.add(new Vector(0.5, 0, 0)) });
    new MockGameObject({ templateMetadata: "token:base/infantry-3", position: onPlanet });
    expect(unitsRead()).toContainEqual({ player: "red", unit: "infantry", system: [quiet.hex.q, quiet.hex.r], planet: planet.id, count: 3 });
  });

  test("without the control token the token is ownerless and left out", () => {
    layTable(demo);
    new MockGameObject({ templateMetadata: "token:base/infantry-3", position: onPlanet });
    expect(unitsRead().some((u) => u.unit === "infantry" && JSON.stringify(u.system) === JSON.stringify([quiet.hex.q, quiet.hex.r]))).toBe(false);
  });
});
