import { TTPG_LAYOUT, buildGalaxy, createTileRegistry, hex, hexToPlane, readTable } from "../../src/core/all";
import type { PlanePoint, TablePiece, TableObject } from "../../src/core/all";

const tiles = createTileRegistry();
const options = { layout: TTPG_LAYOUT, tiles, players: { red: { faction: "sol" } } };
let nextId = 0;

function at(q: number, r: number, north = 0, east = 0): PlanePoint {
  const c = hexToPlane(hex(q, r), TTPG_LAYOUT);
  return { north: c.north + north, east: c.east + east };
}

function obj(piece: TablePiece, where: PlanePoint): TableObject {
  nextId++;
  return { id: `te${String(nextId).padStart(4, "0")}`, piece, at: where, yaw: 0 };
}

describe("reading a Thunder's Edge table", () => {
  test("infantry on a planet of 109 is on Bellatrix; infantry on Tsion Station (a space station) is in space", () => {
    const [bellatrix, tsion] = tiles.get(109)!.planets!;
    const reading = readTable(
      [
        obj({ kind: "tile", tile: 109, faceDown: false }, at(0, 0)),
        obj({ kind: "unit", unit: "carrier", player: "red", count: 1 }, at(0, 0, 5, 5)),
        obj({ kind: "unit", unit: "infantry", player: "red", count: 1 }, at(0, 0, bellatrix!.at![0], bellatrix!.at![1])),
        obj({ kind: "unit", unit: "mech", player: "red", count: 1 }, at(0, 0, tsion!.at![0], tsion!.at![1])),
      ],
      options,
    );
    expect(reading.state.units).toEqual([
      { player: "red", unit: "carrier", system: [0, 0], count: 1 },
      { player: "red", unit: "infantry", system: [0, 0], planet: "bellatrix", count: 1 },
      { player: "red", unit: "mech", system: [0, 0], count: 1 },
    ]);
  });

  test("infantry where the mod puts Andeara (102) and Ahk Creuxx (118) stand on them: their wormholes take the other default slot", () => {
    // TI4-TTPG-TS system.ts: planets and wormholes share the default slots, so one planet beside a wormhole
    // lies at the first of two (system-defaults.ts PLANET_POS / HOME_PLANET_POS POS_1_OF_2: 3, -1.88).
    const reading = readTable(
      [
        obj({ kind: "tile", tile: 102, faceDown: false }, at(0, 0)),
        obj({ kind: "unit", unit: "infantry", player: "red", count: 2 }, at(0, 0, 3, -1.88)),
        obj({ kind: "tile", tile: 118, faceDown: false }, at(0, 3)),
        obj({ kind: "unit", unit: "infantry", player: "red", count: 3 }, at(0, 3, 3, -1.88)),
      ],
      options,
    );
    expect(reading.state.units).toEqual([
      { player: "red", unit: "infantry", system: [0, 0], planet: "andeara", count: 2 },
      { player: "red", unit: "infantry", system: [0, 3], planet: "ahk-creuxx", count: 3 },
    ]);
  });

  test("tile 96 lying face down is the Obsidian home", () => {
    const reading = readTable([obj({ kind: "tile", tile: 96, faceDown: true }, at(0, 0))], options);
    expect(reading.state.systems).toEqual([{ tile: 96, hex: [0, 0], faceDown: true, rotation: 0 }]);
    const system = buildGalaxy(reading.state, tiles).systems.get("0,0")!;
    expect(system.home).toBe("obsidian");
    expect(system.planets.map((p) => p.id)).toEqual(["cronos-hollow", "tallin-hollow"]);
  });
});
