/**
 * Reading the table places pieces by hex (HexMap): near the centre in lists,
 * farther out by the hex's number, beyond a million hexes by its key. A
 * table laid across those bounds reads the same as one near the centre.
 */
import { TTPG_LAYOUT, createTileRegistry, hex, hexToPlane, readTable } from "../../src/core/all";
import type { TableObject, TablePiece } from "../../src/core/all";

const options = { layout: TTPG_LAYOUT, tiles: createTileRegistry(), players: { red: { faction: "hacan" } } };

function laid(q: number, r: number): TableObject[] {
  const c = hexToPlane(hex(q, r), TTPG_LAYOUT);
  const n = hexToPlane(hex(q, r - 1), TTPG_LAYOUT);
  const obj = (id: string, piece: TablePiece, north: number, east: number): TableObject => ({ id, piece, at: { north, east }, yaw: 0 });
  return [
    obj("a-tile", { kind: "tile", tile: 19, faceDown: false }, c.north, c.east),
    obj("b-tile", { kind: "tile", tile: 20, faceDown: false }, n.north, n.east),
    obj("c-stacked", { kind: "tile", tile: 21, faceDown: false }, n.north + 0.1, n.east),
    obj("d-carrier", { kind: "unit", unit: "carrier", player: "red", count: 1 }, c.north + 3, c.east + 3),
    obj("e-carrier", { kind: "unit", unit: "carrier", player: "red", count: 1 }, c.north - 3, c.east + 3),
    obj("f-fighter", { kind: "unit", unit: "fighter", count: 3 }, c.north + 2, c.east - 3),
    obj("g-token", { kind: "command-token", player: "red" }, n.north, n.east + 2),
  ];
}

describe("a table laid far from the centre", () => {
  for (const [q, r] of [
    [4, -2],
    [128, -128], // the tile above lies just past the lists' bound
    [-129, 60],
    [1048570, -3],
    [3000000, -1000000],
    [-2500000, 2500000],
  ] as [number, number][]) {
    test(`tiles, stacked tiles, units, cardboard and tokens around [${q},${r}] read as near the centre`, () => {
      const reading = readTable(laid(q, r), options);
      expect(reading.state.systems).toEqual([
        { tile: 19, hex: [q, r], faceDown: false, rotation: 0 },
        { tile: 20, hex: [q, r - 1], faceDown: false, rotation: 0 },
      ]);
      expect(reading.state.units).toEqual([
        { player: "red", unit: "carrier", system: [q, r], count: 2 },
        { player: "red", unit: "fighter", system: [q, r], count: 3 },
      ]);
      expect(reading.state.tokens).toEqual([{ token: "command", player: "red", system: [q, r - 1] }]);
      expect(reading.diagnostics.map((d) => d.kind)).toEqual(["stacked-tiles"]);
      expect(reading.objectsByStack.get(`red|carrier|${q},${r}`)).toEqual(["d-carrier", "e-carrier"]);
    });
  }
});
