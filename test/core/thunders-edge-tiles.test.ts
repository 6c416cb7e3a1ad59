import { buildGalaxy, createTileRegistry, isMecatolRex, parseMapString, mapPlacements } from "../../src/core/all";

const registry = createTileRegistry();
const tile = (n: number) => registry.get(n)!;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("Thunder's Edge tile data", () => {
  test("tiles 92-118 and the Fracture 900-906 are known", () => {
    for (const n of [...range(92, 118), ...range(900, 906)]) expect(registry.get(n)).toBeDefined();
  });

  test("epsilon wormholes are printed on 94 (The Sorrow) and 118 (Ahk Creuxx) only", () => {
    const epsilon = registry.all().filter((t) => (t.wormholes ?? []).includes("epsilon")).map((t) => t.tile);
    expect(epsilon).toEqual([94, 118]);
  });

  test("anomalies: entropic scars 114 and 116, beta rift 113, asteroid field with a planet 115, asteroid field and rift 117, nebula home 92", () => {
    expect(tile(114).anomalies).toEqual(["entropic-scar"]);
    expect(tile(116).anomalies).toEqual(["entropic-scar"]);
    expect(tile(113).anomalies).toEqual(["gravity-rift"]);
    expect(tile(113).wormholes).toEqual(["beta"]);
    expect(tile(115).anomalies).toEqual(["asteroid-field"]);
    expect(tile(115).planets?.map((p) => p.id)).toEqual(["industrex"]);
    expect(tile(117).anomalies).toEqual(["asteroid-field", "gravity-rift"]);
    expect(tile(92).anomalies).toEqual(["nebula"]);
    expect(tile(92).home).toBe("bastion");
  });

  test("home systems: 118 is off the map like 51; 94 is not a home system; 96 is Firmament face up, Obsidian face down", () => {
    expect(tile(118).home).toBe("crimson");
    expect(tile(118).offMap).toBe(true);
    expect(tile(94).home).toBeUndefined();
    expect(tile(94).offMap).toBeUndefined();
    expect(tile(93).home).toBe("ralnel");
    expect(tile(95).home).toBe("deepwrought");
    expect(tile(96).home).toBe("firmament");
    expect(tile(96).back?.home).toBe("obsidian");
    expect(tile(96).planets?.map((p) => p.id)).toEqual(["cronos", "tallin"]);
    expect(tile(96).back?.planets?.map((p) => p.id)).toEqual(["cronos-hollow", "tallin-hollow"]);
  });

  test("map strings accept 96a and 96b: the Firmament and the Obsidian face", () => {
    const galaxy = buildGalaxy({ map: "96a 96b" }, registry);
    const [first, second] = mapPlacements(parseMapString("96a 96b")).slice(1);
    const a = galaxy.systems.get(`${first!.hex.q},${first!.hex.r}`)!;
    const b = galaxy.systems.get(`${second!.hex.q},${second!.hex.r}`)!;
    expect(a.home).toBe("firmament");
    expect(a.planets.map((p) => p.name)).toEqual(["Cronos", "Tallin"]);
    expect(b.home).toBe("obsidian");
    expect(b.planets.map((p) => p.name)).toEqual(["Cronos Hollow", "Tallin Hollow"]);
    expect(galaxy.diagnostics).toEqual([]);
  });

  test("space stations are planets marked as stations", () => {
    const stations = registry.all().flatMap((t) => (t.planets ?? []).filter((p) => p.spaceStation === true).map((p) => `${t.tile}:${p.id}`));
    expect(stations).toEqual(["92:revelation", "109:tsion-station", "111:oluz-station", "117:the-watchtower"]);
  });

  test("the Fracture: seven systems, two of them (903, 906) with an egress, Styx at the peak (901)", () => {
    for (const n of range(900, 906)) expect(tile(n).fracture).toBe(true);
    expect(registry.all().filter((t) => t.egress === true).map((t) => t.tile)).toEqual([903, 906]);
    expect(tile(901).planets?.map((p) => p.id)).toEqual(["styx"]);
  });

  test("Mecatol Rex is tile 18 or Thunder's Edge tile 112", () => {
    expect(isMecatolRex(18)).toBe(true);
    expect(isMecatolRex(112)).toBe(true);
    expect(isMecatolRex(19)).toBe(false);
    expect(tile(112).planets?.map((p) => p.id)).toEqual(["mecatol-rex"]);
  });

  test("planet positions lie inside their tile", () => {
    for (const t of registry.all().filter((x) => x.tile >= 92)) {
      for (const p of [...(t.planets ?? []), ...(t.back?.planets ?? [])]) {
        const [x, y] = p.at!;
        expect(Math.hypot(x, y)).toBeLessThan(7.5);
      }
    }
  });
});
