/**
 * Ground forces on planets, read from the table as TI4-TTPG-TS reads them:
 * each planet's own radius (src/lib/system-lib/planet/planet.ts getRadius,
 * 3 cm by default from src/lib/system-lib/data/system-defaults.ts, Mecatol Rex 6,
 * Lisis II and Ragh 3.95 in src/lib/system-lib/data/system.data.ts), and the
 * Mirage planet centred on its token with radius 2.7
 * (src/lib/system-lib/data/system-attachment.data.ts).
 */
import { TTPG_LAYOUT, TTS_LAYOUT, createTileRegistry, hex, hexToPlane, readTable, reportActivation } from "../../src/core/all";
import type { HexLayout, PlanePoint, TableObject, TablePiece } from "../../src/core/all";

const tiles = createTileRegistry();
const players = { red: { faction: "hacan" } };
let nextId = 0;

function at(q: number, r: number, north = 0, east = 0, layout: HexLayout = TTPG_LAYOUT): PlanePoint {
  const c = hexToPlane(hex(q, r), layout);
  return { north: c.north + north, east: c.east + east };
}

function obj(piece: TablePiece, where: PlanePoint, yaw = 0): TableObject {
  nextId++;
  return { id: `obj${String(nextId).padStart(4, "0")}`, piece, at: where, yaw };
}

const tile = (n: number, q: number, r: number, layout: HexLayout = TTPG_LAYOUT) => obj({ kind: "tile", tile: n, faceDown: false }, at(q, r, 0, 0, layout));
const infantry = (where: PlanePoint, count = 2) => obj({ kind: "unit", unit: "infantry", player: "red", count }, where);

/** The planet the first unit stack stands on, and the report's warnings for a red cruiser activating [0, 0]. */
function read(objects: TableObject[], layout: HexLayout = TTPG_LAYOUT) {
  const reading = readTable(objects, { layout, tiles, players });
  const result = reportActivation({
    ...reading.state,
    units: [...(reading.state.units ?? []), { player: "red", unit: "cruiser", system: [0, 0] }],
    active: { player: "red", system: [0, 0] },
  });
  if (!result.ok) throw new Error(result.problem.message);
  return { planet: reading.state.units?.[0]?.planet, warnings: result.report.warnings, diagnostics: result.report.diagnostics };
}

describe("ground forces on planets use each planet's own radius", () => {
  test("infantry 4 cm from Mecatol Rex's centre is on the planet: no capacity warning", () => {
    const r = read([tile(19, 0, 0), tile(18, 0, -1), infantry(at(0, -1, 4, 0))]);
    expect(r.planet).toBe("mecatol-rex");
    expect(r.warnings).toEqual([]);
  });

  test("infantry 4 cm from a planet of the default 3 cm radius is in space, with its capacity warning", () => {
    const r = read([tile(19, 0, 0), tile(18, 0, -1), tile(20, 1, -1), infantry(at(1, -1, 4, 0))]);
    expect(r.planet).toBeUndefined();
    expect(r.warnings.map((w) => w.kind)).toEqual(["capacity"]);
  });

  test("Lisis II (3.95 cm) holds infantry 3.5 cm from its centre; Mecatol Rex ends at 6 cm", () => {
    const lisis = tiles.get(11)!.planets!.find((p) => p.id === "lisis-ii")!;
    const [north, east] = lisis.at!;
    expect(read([tile(11, 0, -1), tile(19, 0, 0), infantry(at(0, -1, north + 3.5, east))]).planet).toBe("lisis-ii");
    expect(read([tile(18, 0, -1), tile(19, 0, 0), infantry(at(0, -1, 0, 5.9))]).planet).toBe("mecatol-rex");
    expect(read([tile(18, 0, -1), tile(19, 0, 0), infantry(at(0, -1, 0, 6.2))]).planet).toBeUndefined();
  });

  test("on a TTS table the radius scales with the tiles", () => {
    const scale = TTS_LAYOUT.cornerRadius / TTPG_LAYOUT.cornerRadius;
    const r = read([tile(19, 0, 0, TTS_LAYOUT), tile(18, 0, -1, TTS_LAYOUT), infantry(at(0, -1, 4 * scale, 0, TTS_LAYOUT))], TTS_LAYOUT);
    expect(r.planet).toBe("mecatol-rex");
  });
});

describe("Mirage", () => {
  // The token lies off the centre of an empty system, as the mods place it on a frontier system.
  const mirageAt = at(0, -1, 3, -1.88);
  const mirage = () => obj({ kind: "system-token", token: "mirage", faceDown: false }, mirageAt);

  test("ground forces next to the Mirage token are on the planet Mirage: no capacity warning, no unknown planet", () => {
    const r = read([tile(19, 0, 0), tile(47, 0, -1), mirage(), infantry({ north: mirageAt.north + 2, east: mirageAt.east })]);
    expect(r.planet).toBe("mirage");
    expect(r.warnings).toEqual([]);
    expect(r.diagnostics).toEqual([]);
  });

  test("ground forces away from the token are in space", () => {
    const r = read([tile(19, 0, 0), tile(47, 0, -1), mirage(), infantry(at(0, -1, -3, 1.88))]);
    expect(r.planet).toBeUndefined();
    expect(r.warnings.map((w) => w.kind)).toEqual(["capacity"]);
  });

  test("without the token the same spot is space", () => {
    expect(read([tile(19, 0, 0), tile(47, 0, -1), infantry({ north: mirageAt.north + 2, east: mirageAt.east })]).planet).toBeUndefined();
  });
});

// Thunder's Edge planet tokens (TI4-TTPG-TS system-attachment.data.ts, "thunders-edge"): Thunder's Edge
// has radius 5.5 cm, Avernus the default 3 cm; both centred on the token.
describe("the Thunder's Edge and Avernus planet tokens", () => {
  const tokenAt = at(0, -1, 0, 0);
  const token = (id: string) => obj({ kind: "system-token", token: id, faceDown: false }, tokenAt);
  const fourAway = { north: tokenAt.north + 4, east: tokenAt.east };

  test("infantry 4 cm from the Thunder's Edge token stand on the planet (radius 5.5): no capacity warning", () => {
    const r = read([tile(19, 0, 0), tile(47, 0, -1), token("thunders-edge"), infantry(fourAway)]);
    expect(r.planet).toBe("thunders-edge");
    expect(r.warnings).toEqual([]);
  });

  test("infantry 4 cm from the Avernus token are in space (radius 3)", () => {
    const r = read([tile(19, 0, 0), tile(47, 0, -1), token("avernus"), infantry(fourAway)]);
    expect(r.planet).toBeUndefined();
    expect(r.warnings.map((w) => w.kind)).toEqual(["capacity"]);
  });
});
