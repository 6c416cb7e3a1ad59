import {
  TTPG_LAYOUT,
  createTileRegistry,
  hex,
  hexFromSpiral,
  hexToPlane,
  mapPlacements,
  parseMapString,
  readTable,
  reportActivation,
  systemTileOn,
} from "../../src/core/all";
import type { PlanePoint, TableObject, TablePiece } from "../../src/core/all";
import { communityMaps } from "../support/map-strings";

const tiles = createTileRegistry();
const options = { layout: TTPG_LAYOUT, tiles, players: { red: { faction: "hacan" }, blue: { faction: "sol" } } };
let nextId = 0;

function at(q: number, r: number, north = 0, east = 0): PlanePoint {
  const c = hexToPlane(hex(q, r), TTPG_LAYOUT);
  return { north: c.north + north, east: c.east + east };
}

function obj(piece: TablePiece, where: PlanePoint, yaw = 0): TableObject {
  nextId++;
  return { id: `obj${String(nextId).padStart(4, "0")}`, piece, at: where, yaw };
}

const tile = (n: number, q: number, r: number, yaw = 0, faceDown = false) => obj({ kind: "tile", tile: n, faceDown }, at(q, r), yaw);

describe("reading the table into a table state", () => {
  test("a table laid from a community map string gives the same galaxy as the map string", () => {
    const map = communityMaps().find((m) => m.name.startsWith("Ankara"))!.mapstring;
    const objects = mapPlacements(parseMapString(map)).map((p) =>
      tile(p.tile, p.hex.q, p.hex.r, (p.rotation ?? 0) * 60, p.faceDown === true),
    );
    const reading = readTable(objects, options);
    expect(reading.diagnostics).toEqual([]);
    const fromTable = reportActivation({ ...reading.state, units: [{ player: "red", unit: "cruiser", system: [0, -2] }], active: { player: "red", system: [0, 0] } });
    const fromMap = reportActivation({ map, players: options.players, units: [{ player: "red", unit: "cruiser", system: [0, -2] }], active: { player: "red", system: [0, 0] } });
    expect(fromTable).toEqual(fromMap);
  });

  test("units and tokens are placed in the system under them; pieces off the map are ignored", () => {
    const reading = readTable(
      [
        tile(19, 0, 0),
        tile(20, 0, -1),
        obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, -1, 3, 3)),
        obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(9, 9)),
        obj({ kind: "command-token", player: "red" }, at(0, -1, -3, 0)),
        obj({ kind: "system-token", token: "ion-storm", faceDown: true }, at(0, 0, 2, -2)),
      ],
      options,
    );
    expect(reading.state.units).toEqual([{ player: "red", unit: "carrier", system: [0, -1], count: 1 }]);
    expect(reading.state.tokens).toEqual([
      { token: "command", player: "red", system: [0, -1] },
      { token: "ion-storm", system: [0, 0], faceDown: true },
    ]);
  });

  test("a fighter token without owner belongs to the nearest owned plastic in its system", () => {
    const reading = readTable(
      [
        tile(19, 0, 0),
        obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, 0, 4, 0)),
        obj({ kind: "unit", unit: "destroyer", player: "blue", count: 1 }, at(0, 0, -4, 0)),
        obj({ kind: "unit", unit: "fighter", count: 3 }, at(0, 0, 3, 1)),
        obj({ kind: "unit", unit: "fighter", count: 1 }, at(0, 0, -3, 1)),
      ],
      options,
    );
    expect(reading.state.units).toContainEqual({ player: "red", unit: "fighter", system: [0, 0], count: 3 });
    expect(reading.state.units).toContainEqual({ player: "blue", unit: "fighter", system: [0, 0], count: 1 });
  });

  test("an infantry token on a planet whose system holds only a player's control token is that player's (TI4-TTPG-TS UnitPlastic.assignOwners)", () => {
    const lodor = tiles.get(26)!.planets![0]!;
    const [north, east] = lodor.at!;
    const reading = readTable(
      [tile(26, 0, 0), obj({ kind: "control-token", player: "blue" }, at(0, 0, north + 0.5, east)), obj({ kind: "unit", unit: "infantry", count: 3 }, at(0, 0, north, east))],
      options,
    );
    expect(reading.state.units).toEqual([{ player: "blue", unit: "infantry", system: [0, 0], planet: "lodor", count: 3 }]);
    expect(reading.diagnostics).toEqual([]);
  });

  test("an ownerless token alone in a system is reported, not guessed", () => {
    const reading = readTable([tile(19, 0, 0), obj({ kind: "unit", unit: "infantry", count: 1 }, at(0, 0))], options);
    expect(reading.state.units).toEqual([]);
    expect(reading.diagnostics).toEqual([expect.objectContaining({ kind: "unknown-player" })]);
  });

  test("unowned cardboard (a cardboard dreadnought) goes to the nearest owned unit of its system, as TI4-TTPG-TS assigns it", () => {
    const reading = readTable(
      [
        tile(19, 0, 0),
        obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, 0, 4, 0)),
        obj({ kind: "unit", unit: "destroyer", player: "blue", count: 1 }, at(0, 0, -4, 0)),
        obj({ kind: "unit", unit: "dreadnought", count: 1 }, at(0, 0, -3, 2)),
      ],
      options,
    );
    expect(reading.state.units).toContainEqual({ player: "blue", unit: "dreadnought", system: [0, 0], count: 1 });
    expect(reading.diagnostics).toEqual([]);
  });

  test("unowned plastic in a system is a table mistake: a diagnostic, and it is nobody's", () => {
    const stray = obj({ kind: "unit", unit: "war-sun", count: 1, plastic: true }, at(0, 0, -3, 2));
    const reading = readTable([tile(19, 0, 0), obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, 0, 4, 0)), stray], options);
    expect(reading.state.units).toEqual([{ player: "red", unit: "carrier", system: [0, 0], count: 1 }]);
    expect(reading.diagnostics).toEqual([expect.objectContaining({ kind: "unknown-player", text: stray.id, hex: [0, 0] })]);
  });

  test("the home-system placeholder (tile 0) is no system and no unknown tile; nothing activates on it", () => {
    const objects = [tile(19, 0, 0), tile(0, 0, -1), obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, -1))];
    const reading = readTable(objects, options);
    expect(reading.diagnostics).toEqual([]);
    expect(reading.state.systems).toEqual([{ tile: 19, hex: [0, 0], faceDown: false, rotation: 0 }]);
    expect(reading.state.units).toEqual([]);
    expect(systemTileOn(objects, hex(0, -1), TTPG_LAYOUT, tiles)).toBe(false);
    expect(systemTileOn(objects, hex(0, 0), TTPG_LAYOUT, tiles)).toBe(true);
  });

  test("ground forces on a planet are on it, also on a turned tile", () => {
    const lodor = tiles.get(26)!.planets![0]!; // one planet, near the centre
    const [north, east] = lodor.at!;
    const onLodor = readTable([tile(26, 0, 0), obj({ kind: "unit", unit: "infantry", player: "red", count: 2 }, at(0, 0, north, east))], options);
    expect(onLodor.state.units).toEqual([{ player: "red", unit: "infantry", system: [0, 0], planet: "lodor", count: 2 }]);
    // Tile 25 (Quann) turned 180 degrees: the planet is now on the other side.
    const quann = tiles.get(25)!.planets![0]!;
    const [qn, qe] = quann.at!;
    const turned = readTable([tile(25, 0, 0, 180), obj({ kind: "unit", unit: "infantry", player: "red", count: 1 }, at(0, 0, -qn, -qe))], options);
    expect(turned.state.units![0]).toMatchObject({ planet: "quann" });
    const inSpace = readTable([tile(25, 0, 0, 180), obj({ kind: "unit", unit: "infantry", player: "red", count: 1 }, at(0, 0, 6, 0))], options);
    expect(inSpace.state.units![0]!.planet).toBeUndefined();
  });

  test("ground forces on Mallice stand on the planet while the Wormhole Nexus is still inactive (printed on both sides)", () => {
    // TI4-TTPG-TS system.data.ts, tile 82: Mallice at localPosition {1.8, 1.5}, localPositionFaceDown {1.8, -1.5}
    // on the flipped tile, which is the same spot of the table.
    const [north, east] = tiles.get(82)!.planets![0]!.at!;
    const reading = readTable(
      [tile(19, 0, 0), tile(82, 3, -3, 0, true), obj({ kind: "unit", unit: "infantry", player: "red", count: 2 }, at(3, -3, north, east))],
      options,
    );
    expect(reading.state.units).toEqual([{ player: "red", unit: "infantry", system: [3, -3], planet: "mallice", count: 2 }]);
    const result = reportActivation({ ...reading.state, active: { player: "red", system: [0, 0] } });
    expect(result.ok && [...result.report.warnings, ...result.report.diagnostics]).toEqual([]);
  });

  test("hyperlane rotation comes from the yaw and the side from the face", () => {
    const reading = readTable([tile(85, 0, 0, 120, true)], options);
    expect(reading.state.systems).toEqual([{ tile: 85, hex: [0, 0], faceDown: true, rotation: 2 }]);
  });

  test("a tile not snapped to its hex is read there with a diagnostic", () => {
    const reading = readTable([obj({ kind: "tile", tile: 19, faceDown: false }, at(0, -1, 2.5, 0))], options);
    expect(reading.state.systems).toEqual([{ tile: 19, hex: [0, -1], faceDown: false, rotation: 0 }]);
    expect(reading.diagnostics).toEqual([expect.objectContaining({ kind: "off-grid", hex: [0, -1] })]);
  });

  test("a tile between hexes is ignored with a diagnostic", () => {
    const between = hexToPlane(hexFromSpiral(1), TTPG_LAYOUT);
    const reading = readTable([obj({ kind: "tile", tile: 19, faceDown: false }, { north: between.north / 2, east: 3.7 })], options);
    expect(reading.state.systems).toEqual([]);
    expect(reading.diagnostics[0]).toMatchObject({ kind: "off-grid" });
  });

  test("two tiles on one hex: a diagnostic, and the first one (by object id) is used", () => {
    const reading = readTable([tile(19, 0, 0), tile(20, 0, 0)], options);
    expect(reading.state.systems!.map((s) => s.tile)).toEqual([19]);
    expect(reading.diagnostics).toEqual([expect.objectContaining({ kind: "stacked-tiles" })]);
  });

  test("a tile laid over another (the Muaat supernova over a system) is the one read, whatever the ids", () => {
    const under = { ...tile(19, 0, 0), id: "105fad", height: 1.0 };
    const supernova = { ...tile(81, 0, 0), id: "33c12d", height: 1.25 };
    for (const objects of [[under, supernova], [supernova, under]]) {
      const reading = readTable(objects, options);
      expect(reading.state.systems!.map((s) => s.tile)).toEqual([81]);
      expect(reading.diagnostics).toEqual([expect.objectContaining({ kind: "stacked-tiles", message: expect.stringContaining("using 81, on top") })]);
    }
    // Side by side at one level (heights that differ by a hair), the first by id stays.
    const level = readTable([{ ...under, height: 1.0 }, { ...supernova, height: 1.01 }], options);
    expect(level.state.systems!.map((s) => s.tile)).toEqual([19]);
  });

  test("a table read again reads as it lies now: the same objects listed in another order, a tile moved", () => {
    const a = tile(19, 0, 0);
    const b = tile(20, 0, 0);
    const systems = (objects: TableObject[]) => readTable(objects, options).state.systems!.map((s) => [s.tile, ...s.hex]);
    expect(systems([a, b])).toEqual([[19, 0, 0]]);
    expect(systems([b, a])).toEqual([[19, 0, 0]]);
    expect(systems([b, { ...a, at: at(0, -1) }])).toEqual([[19, 0, -1], [20, 0, 0]]);
    expect(systems([b, a])).toEqual([[19, 0, 0]]);
  });

  test("every unit stack remembers its objects, for highlighting", () => {
    const a = obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, 0, 1, 0));
    const b = obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, 0, -1, 0));
    const reading = readTable([tile(19, 0, 0), a, b], options);
    expect(reading.objectsByStack.get("red|carrier|0,0")).toEqual([a.id, b.id]);
  });
});
