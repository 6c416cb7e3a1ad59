import { execFileSync, spawn, spawnSync } from "child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { runWith as run } from "../support/cli-run";
import { communityMaps } from "../support/map-strings";
import { AGE_OF_FIGHTERS_TABLE } from "../support/age-of-fighters-table";



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
    // Systems with the same wormhole are one hub, named by each member, not a link for every pair.
    expect(lodor.hubs).toEqual(["wormhole:alpha"]);
    expect(graph.hubs).toEqual([
      { id: "wormhole:alpha", via: { kind: "wormhole", wormhole: "alpha" }, systems: [{ hex: [0, -1], tile: 26, from: "tile" }, { hex: [2, -1], tile: 39, from: "tile" }] },
    ]);
    expect(lodor.links.find((l: { tile: number }) => l.tile === 39)).toBeUndefined();
    expect(lodor.adjacent).toContainEqual([1, -1]);
  });

  test("2,000 copies of wormhole tiles: the graph names each wormhole kind once, so it grows with the map, not its square", () => {
    const wormholeTiles = [25, 26, 39, 40];
    const map = Array.from({ length: 2000 }, (_, i) => wormholeTiles[i % 4]).join(" ");
    const result = run(["graph", "--map", map]);
    expect(result.code).toBe(0);
    const graph = JSON.parse(result.out);
    expect(graph.hubs.map((h: { id: string }) => h.id).sort()).toEqual(["wormhole:alpha", "wormhole:beta"]);
    expect(graph.hubs.find((h: { id: string }) => h.id === "wormhole:alpha").systems).toHaveLength(1000);
    expect(Math.max(...graph.systems.map((s: { links: unknown[] }) => s.links.length))).toBeLessThanOrEqual(6);
    expect(result.out.length).toBeLessThan(2000 * 1000); // pair by pair it was 214 MB
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

  test("a trailing comma says the line and column, as the web page does", () => {
    const result = run(["graph", "s.json"], { "s.json": '{\n  "map": "19 20",\n}' });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/s\.json: not valid JSON \(.*line 3 column 1\)$/);
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

describe("ti4-reach report", () => {
  const scenario = JSON.stringify({
    systems: [
      { tile: 19, hex: [0, 0] },
      { tile: 20, hex: [0, -1] },
      { tile: 21, hex: [0, -2] },
    ],
    players: { red: { faction: "hacan", technologies: ["gravity-drive"] } },
    units: [
      { player: "red", unit: "cruiser", system: 21 },
      { player: "red", unit: "carrier", system: 21 },
    ],
    active: { player: "red", system: 19 },
  });

  test("prints a readable line per ship group", () => {
    const result = run(["report", "s.json"], { "s.json": scenario });
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/red \(hacan\) activates 19 Wellon/);
    expect(result.out).toMatch(/1 x Cruiser +21 Thibah +move 2 +reaches: 21 > 20 > 19 \(2 entered\)/);
    expect(result.out).toMatch(/1 x Carrier +21 Thibah +move 1 +cannot: out-of-range; would reach with gravity-drive/);
  });

  test("--json prints the report object of DESIGN.md", () => {
    const report = JSON.parse(run(["report", "s.json", "--json"], { "s.json": scenario }).out);
    expect(report.active).toEqual({ system: 19, hex: [0, 0] });
    expect(report.player).toBe("red");
    expect(report.ships).toContainEqual(expect.objectContaining({ unit: "cruiser", from: 21, reachable: true, path: [21, 20, 19], entered: 2 }));
    expect(report.ships).toContainEqual(
      expect.objectContaining({ unit: "carrier", from: 21, reachable: false, reason: "out-of-range", requires: ["gravity-drive"] }),
    );
  });

  test("--svg draws the galaxy, the active system and the paths", () => {
    const written: Record<string, string> = {};
    expect(run(["report", "s.json", "--svg", "pic.svg"], { "s.json": scenario }, written).code).toBe(0);
    const svg = written["pic.svg"]!;
    expect(svg).toMatch(/^<svg /);
    expect(svg.match(/<polygon /g)!.length).toBeGreaterThanOrEqual(4); // three systems and the active outline
    expect(svg).toContain("1 Cruiser: 2 systems");
    expect(svg).toContain("1 Carrier: out-of-range, needs Gravity Drive");
  });

  test("Age of Fighters: fighters flying on their own say what they bring", () => {
    const result = run(["report", "s.json"], { "s.json": JSON.stringify(AGE_OF_FIGHTERS_TABLE) });
    expect(result.out).toMatch(/Transport: 4 fighters and ground forces can arrive/);
    expect(result.out).toMatch(/2 x Fighter 20 > 19, on their own, carrying each 1 infantry/);
  });

  test("a scenario's switches choose a disputed reading: with a rift's +1 once per move the carrier through two rifts falls short", () => {
    // Two gravity rifts (41, 67) between the carrier (move 1) and the active system: +1 for each by the official reading.
    const rifts = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 41, hex: [0, -1] }, { tile: 67, hex: [0, -2] }, { tile: 20, hex: [0, -3] }],
      players: { red: { faction: "sol" } },
      units: [{ player: "red", unit: "carrier", system: 20 }],
      active: { player: "red", system: 19 },
    };
    const carrier = (scenario: object) => JSON.parse(run(["report", "s.json", "--json"], { "s.json": JSON.stringify(scenario) }).out).ships[0];
    expect(carrier(rifts)).toMatchObject({ reachable: true });
    expect(carrier({ ...rifts, switches: { riftBonusOncePerMove: true } })).toMatchObject({ reachable: false, reason: "out-of-range" });
    const reaches19 = (scenario: object) => JSON.stringify(JSON.parse(run(["range", "s.json", "--from", "20", "--json"], { "s.json": JSON.stringify(scenario) }).out)).includes('"system":19');
    expect(reaches19(rifts)).toBe(true);
    expect(reaches19({ ...rifts, switches: { riftBonusOncePerMove: true } })).toBe(false);
    const misspelt = run(["report", "s.json"], { "s.json": JSON.stringify({ ...rifts, switches: { riftBonusOnce: true } }) });
    expect(misspelt.code).toBe(2);
    expect(misspelt.err).toMatch(/switches: Unrecognized key: "riftBonusOnce"/);
  });

  test("a scenario without an active system exits 2", () => {
    const result = run(["report", "--map", "19 20"]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/no active system/);
  });
});

describe("ti4-reach command line", () => {
  test("an unknown command exits 2 with one line and the hint to --help", () => {
    const result = run(["frobnicate"]);
    expect(result.code).toBe(2);
    expect(result.err).toBe('ti4-reach: unknown command "frobnicate"; see ti4-reach --help');
  });

  test("a command spelt like a property every object has (constructor, with an option) is an unknown command too", () => {
    const result = run(["constructor", "--svg=x.svg"]);
    expect(result.code).toBe(2);
    expect(result.err).toBe('ti4-reach: unknown command "constructor"; see ti4-reach --help');
  });

  test("a map string given without quotes (--map 26 61 64) says to quote it, with the string it meant", () => {
    const result = run(["summary", "--map", "26", "61", "64"]);
    expect(result.code).toBe(2);
    expect(result.err).toBe('ti4-reach: unexpected argument "61": a map string with spaces goes in quotes, --map "26 61 64"');
    // A scenario file whose name starts with a number is no stray tile.
    expect(run(["summary", "2026-game.json", "--map", "26 61"], { "2026-game.json": '{"players": {}}' }).code).toBe(0);
  });

  test("no command exits 2 with the hint to --help; --help prints the usage", () => {
    expect(run([])).toMatchObject({ code: 2, err: "ti4-reach: no command given; see ti4-reach --help" });
    const help = run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: ti4-reach <command>/);
  });

  test("a map string starting with -1 is the value of --map, not an option", () => {
    const map = communityMaps().find((m) => m.mapstring.trim().startsWith("-1"))!.mapstring;
    expect(map.startsWith("-1 35 -1 32")).toBe(true);
    const result = run(["graph", "--map", map]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    const tiles = JSON.parse(result.out).systems.map((s: { tile: number }) => s.tile);
    expect(tiles).toEqual(expect.arrayContaining([18, 35, 32, 41, 40]));
    expect(run(["summary", "--map", "-1 35 -1 32"]).out).toMatch(/3 systems/);
  });

  test("an empty or blank map string is an error", () => {
    for (const map of ["", "   ", " , ,"]) {
      expect(run(["graph", "--map", map])).toMatchObject({ code: 2, err: "ti4-reach: the map string is empty" });
    }
    expect(run(["graph", "s.json"], { "s.json": JSON.stringify({ map: " " }) }).err).toBe("ti4-reach: the map string is empty");
  });

  test("a map string of blanks only, its centre blanked too, is an error like an empty one", () => {
    for (const map of ["{-1}", "{0} -1 0 -1", "{-1} 0g"]) {
      expect(run(["summary", "--map", map])).toMatchObject({ code: 2, err: "ti4-reach: the map has no systems (every position is blank)" });
    }
  });

  test("a scenario saved as UTF-16 (PowerShell's >) is refused with a hint to save it as UTF-8", () => {
    const utf16 = Buffer.from(`\uFEFF${JSON.stringify({ map: "19 20" })}`, "utf16le").toString("utf8");
    expect(run(["graph", "s.json"], { "s.json": utf16 })).toMatchObject({ code: 2, err: "ti4-reach: s.json: not valid JSON: it looks like UTF-16 text; save it as UTF-8" });
  });

  test("a scenario file or standard input starting with a byte-order mark is read", () => {
    const text = `\uFEFF${JSON.stringify({ map: "19 20" })}`;
    for (const source of ["s.json", "-"]) {
      const result = run(["graph", source], { [source]: text });
      expect(result.code).toBe(0);
      expect(JSON.parse(result.out).systems).toHaveLength(3);
    }
  });

  test("tile Infinity and 23-digit numbers are refused, in map strings and scenarios", () => {
    expect(run(["graph", "--map", "19 Infinity"]).err).toBe('ti4-reach: map string position 2 "Infinity": expected a tile number, 0 or -1');
    expect(run(["graph", "--map", "12345678901234567890123"]).err).toBe(
      'ti4-reach: map string position 1 "12345678901234567890123": tile numbers go up to 999999',
    );
    const huge = '{"systems": [{"tile": 12345678901234567890123, "hex": [0, 0]}]}';
    expect(run(["graph", "s.json"], { "s.json": huge })).toMatchObject({ code: 2, err: expect.stringMatching(/^ti4-reach: s\.json: systems\[0\]\.tile: /) });
    const infinite = '{"systems": [{"tile": 1e999, "hex": [0, 0]}]}';
    expect(run(["graph", "s.json"], { "s.json": infinite })).toMatchObject({ code: 2, err: expect.stringMatching(/^ti4-reach: s\.json: systems\[0\]\.tile: /) });
  });

  test("a tile on the map twice and a command token off the map are reported", () => {
    const twice = JSON.parse(run(["graph", "--map", "19 20 19"]).out);
    expect(twice.diagnostics).toEqual([expect.objectContaining({ kind: "duplicate-tile", text: "19" })]);
    const offMap = run(["report", "s.json"], {
      "s.json": JSON.stringify({ map: "19 20", players: { red: {} }, tokens: [{ token: "command", player: "red", system: 26 }], active: { player: "red", system: 19 } }),
    });
    expect(offMap).toMatchObject({ code: 2, err: "ti4-reach: token command: system 26 is not on the map" });
  });

  test("a hex far out is refused at once with a clear message", () => {
    const far = JSON.stringify({ systems: [{ tile: 19, hex: [0, 0] }, { tile: 20, hex: [1e15, -1e15] }] });
    const result = run(["graph", "s.json"], { "s.json": far });
    expect(result).toMatchObject({ code: 2, err: "ti4-reach: s.json: systems[1].hex[0]: hex coordinates lie within 100 rings of the centre" });
  });

  test("more than 1,000 units in one stack is an error", () => {
    const state = { map: "19", players: { red: {} }, units: [{ player: "red", unit: "fighter", system: 19, count: 1001 }], active: { player: "red", system: 19 } };
    expect(run(["report", "s.json"], { "s.json": JSON.stringify(state) }).err).toBe("ti4-reach: s.json: units[0].count: at most 1000 units in one stack");
    state.units[0]!.count = 1000;
    expect(run(["report", "s.json"], { "s.json": JSON.stringify(state) }).code).toBe(0);
  });

  test("an option another command reads is refused, not ignored", () => {
    const result = run(["summary", "--map", "26 61", "--svg", "x.svg"]);
    expect(result).toMatchObject({ code: 2, err: "ti4-reach: --svg does not apply to summary; see ti4-reach --help" });
    expect(run(["graph", "--map", "26 61", "--json"]).code).toBe(2);
    expect(run(["report", "--map", "26 61", "--from", "26"]).err).toMatch(/--from does not apply to report/);
  });

  test("an error with line breaks or a huge token is still one short line", () => {
    const result = run(["graph", "--map", `19 ${"x".repeat(5000)}\n20`]);
    expect(result.code).toBe(2);
    expect(result.err.split("\n")).toHaveLength(1);
    expect(result.err.length).toBeLessThanOrEqual(400);
    expect(run(["graph", "--map"]).err).toBe("ti4-reach: Option '--map <value>' argument missing; see ti4-reach --help");
  });

  test("summary lists wormholes, anomalies and far adjacencies", () => {
    const result = run(["summary", "--map", "26 41 21 22 23 24 39"]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/alpha: 26 Lodor, 39/);
    expect(result.out).toMatch(/41: gravity-rift/);
    expect(result.out).toMatch(/Adjacent all to all[^\n]*\n  alpha wormhole: 26 Lodor, 39/);
  });

  test("summary of 25,000 repeated tiles names each wormhole's systems once, not every pair", () => {
    const tiles = Array.from({ length: 30 }, (_, i) => 19 + i);
    const result = run(["summary", "--map", Array.from({ length: 25000 }, (_, i) => tiles[i % 30]).join(" ")]);
    expect(result.code).toBe(0);
    expect(result.out.split("\n").filter((l) => l.includes("<->"))).toEqual([]);
    expect(result.out.length).toBeLessThan(1000000); // pair by pair it was 141 MB
  });

  test("the built command runs the bundled example (what npm start runs) and draws it", () => {
    const root = join(__dirname, "..", "..");
    const svg = join(tmpdir(), `ti4-reach-demo-${process.pid}.svg`);
    const out = execFileSync(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "demo", "--svg", svg], { encoding: "utf8" });
    expect(out).toMatch(/ti4-reach example: Dhaka/);
    expect(out).toMatch(/reaches: 67 > 77 > 72 > 63 \(3 entered, 1 rift roll, each survives 70%\)/);
    expect(out).toMatch(/cannot: locked/);
    expect(out).toMatch(/cannot: blocked \(other players' ships are in the way/);
    expect(out).toMatch(/cannot: out-of-range; would reach with gravity-drive/);
    expect(out).toMatch(/Transport: 11 fighters and ground forces can arrive/);
    expect(out).toMatch(/now: capacity: 2 fighters and ground forces in space in 73, your ships there carry 0/);
    expect(out).toMatch(/after the move: fleet pool: 7 ships in 63 after this move, your limit is 3/);
    expect(readFileSync(svg, "utf8")).toMatch(/^<svg /);
    rmSync(svg);
  });

  test("the built command reads a map string starting with -1", () => {
    const root = join(__dirname, "..", "..");
    const result = spawnSync(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "summary", "--map", "-1 35 -1 32"], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/3 systems/);
  });

  test("the built command stops quietly when its reader closes the pipe early (| head)", async () => {
    const root = join(__dirname, "..", "..");
    // A long output (a graph of 1,200 systems, well beyond a pipe's buffer), its reader gone after the first chunk.
    const map = Array.from({ length: 1200 }, (_, i) => String(19 + (i % 30))).join(" ");
    const child = spawn(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "graph", "--map", map]);
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });

  // /dev/full answers every write with "no space left on device" (Linux, where CI runs).
  (existsSync("/dev/full") ? test : test.skip)("the built command writing to a full disk says so in one line, exit 1, no stack trace", () => {
    const root = join(__dirname, "..", "..");
    const full = openSync("/dev/full", "w");
    try {
      const result = spawnSync(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "demo"], { encoding: "utf8", stdio: ["ignore", full, "pipe"] });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^ti4-reach: cannot write the output \(ENOSPC/)]);
    } finally {
      closeSync(full);
    }
  });

  test("the built command exits 2 on a bad map string", () => {
    const root = join(__dirname, "..", "..");
    const result = spawnSync(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "graph", "--map", "19 ?"], { encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("ti4-reach threats", () => {
  const demo = join(__dirname, "..", "..", "assets", "examples", "demo.json");
  const scenario = (): string => readFileSync(demo, "utf8");

  test("who can move into Vorhal (63) besides red: blue's destroyer from Lodor, as a table and as JSON", () => {
    const text = run(["threats", "demo.json", "--system", "63", "--player", "red"], { "demo.json": scenario() });
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Who can move into 63 Vorhal \[0,-1\] this round \(red's ships left out\)/);
    expect(text.out).toMatch(/blue: 1 ship\n\s+1 x Destroyer\s+26 Lodor\s+move 3\s+26 > 63 \(1 entered\)/);
    const json = JSON.parse(run(["threats", "demo.json", "--system", "0,-1", "--player", "red", "--json"], { "demo.json": scenario() }).out);
    expect(Object.keys(json)).toEqual(["system", "hex", "defender", "round", "threats", "byPlayer", "spaceCannon", "diagnostics"]);
    expect(json.spaceCannon).toEqual([]); // red has no PDS near Vorhal
    expect(json.threats).toEqual([{ player: "blue", unit: "destroyer", name: "Destroyer", from: 26, count: 1, move: 3, path: [26, 63], entered: 1, rolls: 0, survival: 1 }]);
  });

  test("space cannon at Lodor: blue's PDS on Lodor and its PDS II next door fire at ships arriving, in the table, the JSON and the report", () => {
    const table = JSON.stringify({
      map: "26 20 21",
      players: { red: {}, blue: { technologies: ["pds-ii"] } },
      units: [
        { player: "red", unit: "cruiser", system: 20 },
        { player: "blue", unit: "pds", system: 26, planet: "lodor" },
        { player: "blue", unit: "pds", system: 20, planet: "vefut-ii" },
      ],
      active: { player: "red", system: 26 },
    });
    const text = run(["threats", "t.json", "--system", "26", "--player", "blue"], { "t.json": table });
    expect(text.out).toMatch(/Space cannon that could fire at ships arriving \(blue's\):\n\s+blue\s+1 x PDS\s+26 Lodor, on lodor\s+1 die, hit on 5\n\s+blue\s+1 x PDS\s+20 Vefut II, on vefut-ii, adjacent\s+1 die, hit on 5/);
    const json = JSON.parse(run(["threats", "t.json", "--system", "26", "--player", "blue", "--json"], { "t.json": table }).out);
    expect(json.spaceCannon).toEqual([
      { player: "blue", unit: "pds", name: "PDS", from: 26, planet: "lodor", count: 1, dice: 1, hitOn: 5, adjacent: false },
      { player: "blue", unit: "pds", name: "PDS", from: 20, planet: "vefut-ii", count: 1, dice: 1, hitOn: 5, adjacent: true },
    ]);
    const report = run(["report", "t.json"], { "t.json": table });
    expect(report.out).toMatch(/Space cannon on arrival:\n(.*\n){2}\s+blue: 2 dice, 1.2 hits expected; chance of each number of hits: 0: 16%, 1: 48%, 2: 36%/);
    const reportJson = JSON.parse(run(["report", "t.json", "--json"], { "t.json": table }).out);
    expect(reportJson.arrival.byPlayer).toEqual([{ player: "blue", dice: 2, expectedHits: 1.2, hitChances: [0.16, 0.48, 0.36] }]);
  });

  test("--svg draws who can reach Vorhal (blue's path from Lodor), and with --player alone the heat map of red's systems", () => {
    const written: Record<string, string> = {};
    expect(run(["threats", "demo.json", "--system", "63", "--player", "red", "--svg", "t.svg"], { "demo.json": scenario() }, written).code).toBe(0);
    expect(written["t.svg"]).toMatch(/<g class="path" data-player="blue"/);
    expect(written["t.svg"]).toContain(">Who can reach 63 this round: blue 1 ship<");
    expect(run(["threats", "demo.json", "--player", "red", "--svg", "h.svg"], { "demo.json": scenario() }, written).code).toBe(0);
    expect(written["h.svg"]).toMatch(/data-heat="[-0-9]+,[-0-9]+" data-ships="3"/);
    expect(written["h.svg"]).toContain(">now 3 · next 3<");
  });

  test("--round next lifts the command tokens: red's locked cruiser in 60 comes in too", () => {
    const json = JSON.parse(run(["threats", "demo.json", "--system", "63", "--round", "next", "--json"], { "demo.json": scenario() }).out);
    expect(json.round).toBe("next");
    expect(json.threats.some((t: { player: string; from: number }) => t.player === "red" && t.from === 60)).toBe(true);
  });

  test("a missing --system, a bad --round or an unknown defender is one line and exit 2", () => {
    for (const args of [["threats", "demo.json"], ["threats", "demo.json", "--system", "63", "--round", "soon"], ["threats", "demo.json", "--system", "63", "--player", "mauve"]]) {
      const result = run(args, { "demo.json": scenario() });
      expect(result.code).toBe(2);
      expect(result.err.split("\n")).toHaveLength(1);
    }
  });

  test("--player alone gives the whole table: each of red's systems and its home, enemy ships this round and next", () => {
    const text = run(["threats", "demo.json", "--player", "red"], { "demo.json": scenario() });
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/system\s+this round\s+next round/);
    expect(text.out).toMatch(/1 Jord \(home\)\s+none\s+none/);
    const json = JSON.parse(run(["threats", "demo.json", "--player", "red", "--json"], { "demo.json": scenario() }).out);
    expect(json.defender).toBe("red");
    expect(json.systems.find((s: { system: number }) => s.system === 63)).toEqual({ system: 63, hex: [0, -1], holds: "units", thisRound: [{ player: "blue", ships: 1 }], nextRound: [{ player: "blue", ships: 1 }] });
  });
});

