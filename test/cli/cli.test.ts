import { execFileSync, spawnSync } from "child_process";
import { join } from "path";
import { runCli } from "../../src/cli/main";
import type { CliIo } from "../../src/cli/io";
import { communityMaps } from "../support/map-strings";

interface Run {
  code: number;
  out: string;
  err: string;
}

function run(argv: string[], files: Record<string, string> = {}): Run {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readText: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error("no such file");
      return text;
    },
  };
  const code = runCli(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("ti4-reach graph", () => {
  test("prints every system of a community map with its adjacent hexes", () => {
    const map = communityMaps().find((m) => m.name.startsWith("Ankara"))!;
    const result = run(["graph", "--map", map.mapstring]);
    expect(result.code).toBe(0);
    const graph = JSON.parse(result.out);
    const tokens = map.mapstring.trim().split(/\s+/);
    const systemsInString = tokens.filter((t) => t !== "0" && t !== "-1" && !/[AB]/.test(t)).length;
    expect(graph.systems).toHaveLength(systemsInString + 1); // plus Mecatol Rex
    const mecatol = graph.systems[0];
    expect(mecatol).toMatchObject({ tile: 18, hex: [0, 0] });
    expect(mecatol.adjacent.length).toBeGreaterThan(0);
    expect(graph.diagnostics).toEqual([]);
  });

  test("names why two systems are adjacent", () => {
    const result = run(["graph", "--map", "26 20 21 22 23 24 -1 -1 -1 39"]);
    const graph = JSON.parse(result.out);
    const lodor = graph.systems.find((s: { tile: number }) => s.tile === 26);
    const far = lodor.links.find((l: { tile: number }) => l.tile === 39);
    expect(far.via).toEqual([{ kind: "wormhole", wormhole: "alpha", from: "tile", to: "tile" }]);
    expect(lodor.adjacent).toContainEqual([2, -1]);
  });

  test("reads a scenario file, and --map replaces its map", () => {
    const scenario = JSON.stringify({ map: "19", tokens: [{ token: "ion-storm", system: 19 }] });
    const fromFile = JSON.parse(run(["graph", "s.json"], { "s.json": scenario }).out);
    expect(fromFile.systems.map((s: { tile: number }) => s.tile)).toEqual([18, 19]);
    const replaced = run(["graph", "s.json", "--map", "20"], { "s.json": scenario });
    expect(replaced.code).toBe(2);
    expect(replaced.err).toMatch(/token ion-storm: system 19 is not on the map/);
  });

  test("a malformed map string exits 2 with one line naming the token", () => {
    const result = run(["graph", "--map", "19 83Q 21"]);
    expect(result.code).toBe(2);
    expect(result.err.split("\n")).toHaveLength(1);
    expect(result.err).toContain('position 2 "83Q"');
  });

  test("a malformed scenario exits 2 with one line naming the field", () => {
    const bad = JSON.stringify({ map: "19", systems: [{ tile: 20, hex: [1, "x"] }] });
    const result = run(["graph", "bad.json"], { "bad.json": bad });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^ti4-reach: bad\.json: systems\[0\]\.hex\[1\]: /);
    expect(result.err.split("\n")).toHaveLength(1);
  });

  test("a misspelt scenario field is named", () => {
    const result = run(["graph", "s.json"], { "s.json": JSON.stringify({ map: "19", token: [] }) });
    expect(result.code).toBe(2);
    expect(result.err).toContain("token");
  });

  test("text that is not JSON exits 2", () => {
    const result = run(["graph", "s.json"], { "s.json": "{ map: 19" });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/s\.json: not valid JSON/);
  });

  test("a missing file exits 2", () => {
    expect(run(["graph", "nowhere.json"]).code).toBe(2);
  });

  test("no galaxy at all exits 2", () => {
    expect(run(["graph"]).err).toMatch(/no galaxy/);
  });

  test("an unknown homebrew tile is a diagnostic, not a failure", () => {
    const result = run(["graph", "--map", "4253 20"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out).diagnostics).toEqual([expect.objectContaining({ kind: "unknown-tile", text: "4253" })]);
  });
});

describe("ti4-reach command line", () => {
  test("an unknown command exits 2 and shows the usage", () => {
    const result = run(["frobnicate"]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/unknown command "frobnicate"/);
  });

  test("summary lists wormholes, anomalies and far adjacencies", () => {
    const result = run(["summary", "--map", "26 41 21 22 23 24 39"]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/alpha: 26 Lodor, 39/);
    expect(result.out).toMatch(/41: gravity-rift/);
    expect(result.out).toMatch(/26 Lodor <-> 39: alpha wormhole/);
  });

  test("the built command runs the bundled example (what npm start runs)", () => {
    const root = join(__dirname, "..", "..");
    const out = execFileSync(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "demo"], { encoding: "utf8" });
    expect(out).toMatch(/ti4-reach example galaxy: Dhaka/);
    expect(out).toMatch(/Diagnostics:\n {2}none/);
  });

  test("the built command exits 2 on a bad map string", () => {
    const root = join(__dirname, "..", "..");
    const result = spawnSync(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "graph", "--map", "19 ?"], { encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});
