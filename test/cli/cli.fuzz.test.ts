/**
 * Fuzzing the command line: argument lists, map strings and scenario files
 * (the scenario suite, mutated: fields deleted, types swapped, huge numbers,
 * odd unicode, a byte-order mark, prototype names such as `constructor`).
 * Whatever comes in, ti4-reach ends with exit 0 or 2, and on an error prints
 * exactly one line, never a stack trace. Most runs call the CLI's main function
 * in process; a few run the built bin to show the real entry point agrees.
 */
import { spawnSync } from "child_process";
import { join } from "path";
import fc from "fast-check";
import { runWith as runInProcess } from "../support/cli-run";
import type { CliRun as Run } from "../support/cli-run";
import { fuzzParams, fuzzRuns, fuzzSeed, fuzzTimeout } from "../support/fuzz";
import { communityMaps } from "../support/map-strings";
import { scenarioCases } from "../support/scenario-cases";



/** What every run must show, whatever the input. */
function expectWellBehaved(run: Run, what: string): void {
  const context = `${what}\n-> exit ${run.code}, stderr: ${run.err.slice(0, 300)}`;
  if (run.code !== 0 && run.code !== 2) throw new Error(`exit code not 0 or 2: ${context}`);
  if (run.code === 2) {
    if (run.err.split("\n").length !== 1 || !run.err.startsWith("ti4-reach: ")) throw new Error(`error is not one line: ${context}`);
  } else if (run.err !== "") {
    throw new Error(`stderr on success: ${context}`);
  }
  if (/\n\s+at /.test(run.err) || /\bat .+:\d+:\d+\)?$/.test(run.err)) throw new Error(`stack trace: ${context}`);
}

const SCENARIOS = scenarioCases().map(([, c]) => c.scenario as unknown);
const MAPS = communityMaps().map((m) => m.mapstring);

const ODD_STRINGS = [
  "",
  " ",
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "prototype",
  "valueOf",
  "\uFEFF",
  "\u0000",
  "\n\r\t",
  "\u2028\u2029",
  "🚀🛸",
  "e\u0301",
  "\uD800",
  "ＲＥＤ",
  "Infinity",
  "NaN",
  "-1",
  "1e999",
  "12345678901234567890123",
  "x".repeat(3000),
];
const ODD_NUMBERS = [0, -0, -1, 1.5, 1e15, -1e15, 1e308, 2 ** 53, 12345678901234567890123, 1000, 1001, 999999, 1000000];

/** A value of another type than the one it replaces, or an extreme of the same type. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.constantFrom(...ODD_NUMBERS),
  // Parsed afresh each time: a shared object would be mutated further and could come to contain itself.
  fc.constantFrom("null", "true", "false", "[]", "{}", "[1e15, -1e15]", "[0]", '{"constructor": 1}', '{"__proto__": []}').map((t) => JSON.parse(t) as unknown),
  fc.string({ maxLength: 12, unit: "binary" }),
  fc.integer(),
  fc.double(),
);

type Mutation =
  | { readonly kind: "delete"; readonly at: number }
  | { readonly kind: "replace"; readonly at: number; readonly value: unknown }
  | { readonly kind: "rename"; readonly at: number; readonly name: string }
  | { readonly kind: "add"; readonly at: number; readonly name: string; readonly value: unknown }
  | { readonly kind: "prototype-ids"; readonly at: number; readonly name: string };

/** Names every plain object inherits: an id spelt like one must not reach Object.prototype. */
const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: oddValue }),
  fc.record({ kind: fc.constant("rename" as const), at: fc.nat(), name: fc.constantFrom(...ODD_STRINGS.slice(0, 9), "map", "units", "count") }),
  fc.record({ kind: fc.constant("add" as const), at: fc.nat(), name: fc.constantFrom("constructor", "__proto__", "toString", "extra"), value: oddValue }),
);

/** Every id in one object or list of a scenario spelt as an Object.prototype name. */
const prototypeIds: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constant("prototype-ids" as const),
  at: fc.nat(),
  name: fc.constantFrom(...PROTOTYPE_NAMES),
});

/** Every object and array inside a value, with the keys it holds (depth first, no recursion). */
function containers(root: unknown): { holder: Record<string, unknown> | unknown[]; keys: string[] }[] {
  const out: { holder: Record<string, unknown> | unknown[]; keys: string[] }[] = [];
  const stack: unknown[] = [root];
  const met = new Set<unknown>();
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== "object" || met.has(value)) continue;
    met.add(value);
    const holder = value as Record<string, unknown>;
    const keys = Object.keys(holder);
    out.push({ holder, keys });
    for (const k of keys) stack.push(holder[k]);
  }
  return out;
}

/** Removes one element by hand: splice would ask a mutated array's `constructor` for its species. */
function removeAt(array: unknown[], index: number): void {
  if (!(index < array.length)) return;
  for (let i = index; i + 1 < array.length; i++) array[i] = array[i + 1];
  array.length -= 1;
}

function applyMutation(root: unknown, m: Mutation): void {
  const all = containers(root);
  const target = all[m.at % all.length]!;
  const { holder, keys } = target;
  const key = keys.length > 0 ? keys[m.at % keys.length]! : undefined;
  const set = (k: string, v: unknown): void => {
    Object.defineProperty(holder, k, { value: v, enumerable: true, configurable: true, writable: true });
  };
  if (m.kind === "add") set(m.name, m.value);
  else if (m.kind === "prototype-ids") {
    // One string anywhere (a faction, a technology, a unit, a player, a token) becomes such a name.
    const strings: [Record<string, unknown>, string][] = [];
    for (const c of all) for (const k of c.keys) if (typeof (c.holder as Record<string, unknown>)[k] === "string") strings.push([c.holder as Record<string, unknown>, k]);
    const chosen = strings[m.at % Math.max(strings.length, 1)];
    if (chosen !== undefined) Object.defineProperty(chosen[0], chosen[1], { value: m.name, enumerable: true, configurable: true, writable: true });
  }
  else if (key === undefined) return;
  else if (m.kind === "delete") {
    if (Array.isArray(holder)) removeAt(holder, Number(key));
    else delete (holder as Record<string, unknown>)[key];
  } else if (m.kind === "replace") set(key, m.value);
  else if (!Array.isArray(holder)) {
    const value = (holder as Record<string, unknown>)[key];
    delete (holder as Record<string, unknown>)[key];
    set(m.name, value);
  }
}

/** A scenario file's text: a suite scenario, mutated, sometimes with a byte-order mark or cut short. */
const scenarioTextWith = (change: fc.Arbitrary<Mutation>): fc.Arbitrary<string> =>
  fc
  .record({
    base: fc.nat({ max: SCENARIOS.length - 1 }),
    mutations: fc.array(change, { minLength: 1, maxLength: 4 }),
    bom: fc.boolean(),
    cut: fc.option(fc.nat(), { freq: 8 }),
  })
  .map(({ base, mutations, bom, cut }) => {
    const copy = JSON.parse(JSON.stringify(SCENARIOS[base])) as unknown;
    const root = { scenario: copy };
    for (const m of mutations) applyMutation(root, m);
    let text = JSON.stringify(root.scenario) ?? "null";
    if (cut !== null) text = text.slice(0, cut % (text.length + 1));
    return bom ? `\uFEFF${text}` : text;
  });
const scenarioText = scenarioTextWith(mutation);

/** A map string: a community map with tokens replaced, removed or added. */
const mapString: fc.Arbitrary<string> = fc
  .record({
    base: fc.nat({ max: MAPS.length - 1 }),
    edits: fc.array(fc.record({ at: fc.nat(), token: fc.option(fc.constantFrom(...ODD_STRINGS, "83A9", "{18", "{}", "0", "-1", "99999999", "19 19", ",,", "51")) }), {
      maxLength: 4,
    }),
    prefix: fc.constantFrom("", "-1 ", "\uFEFF", " , "),
  })
  .map(({ base, edits, prefix }) => {
    const tokens = MAPS[base]!.trim().split(/\s+/);
    for (const e of edits) {
      const at = e.at % (tokens.length + 1);
      if (e.token === null) tokens.splice(at, 1);
      else tokens.splice(at, 0, e.token);
    }
    return prefix + tokens.join(" ");
  });

const COMMANDS = ["report", "graph", "summary", "demo", "help", "frobnicate", "", "REPORT", "constructor", "-", "--"];
const OPTIONS = ["--map", "--json", "--svg", "--help", "-h", "--", "--map=", "--json=yes", "-x", "--unknown", "-m", "--svg="];

/** An argument list: a command, maybe a scenario source, options with values from the pools above. */
const argList: fc.Arbitrary<string[]> = fc
  .tuple(
    fc.constantFrom(...COMMANDS),
    fc.option(fc.constantFrom("s.json", "-", "missing.json", "s.json ", "")),
    fc.array(fc.oneof(fc.constantFrom(...OPTIONS), mapString, fc.constantFrom(...ODD_STRINGS.slice(0, 18)), fc.constantFrom("out.svg", "-1 35 -1 32")), {
      maxLength: 4,
    }),
  )
  .map(([command, source, rest]) => [command, ...(source === null ? [] : [source]), ...rest]);

describe("the command line under fuzzed input", () => {
  jest.setTimeout(fuzzTimeout(30000));

  test("mutated scenario files and standard input: exit 0 or 2, one line on error", () => {
    fc.assert(
      fc.property(scenarioText, fc.constantFrom("report", "graph", "summary"), fc.constantFrom("s.json", "-"), fc.boolean(), (text, command, source, json) => {
        const argv = [command, source, ...(json && command === "report" ? ["--json"] : [])];
        expectWellBehaved(runInProcess(argv, { [source]: text }), `${argv.join(" ")} <<< ${text.slice(0, 400)}`);
      }),
      fuzzParams(300, 901),
    );
  });

  test("ids spelt like Object.prototype names (constructor, __proto__, toString): exit 0 or 2, one line on error", () => {
    const text = scenarioTextWith(fc.oneof(prototypeIds, prototypeIds, mutation));
    fc.assert(
      fc.property(text, fc.constantFrom("report", "graph", "summary"), (t, command) => {
        expectWellBehaved(runInProcess([command, "s.json"], { "s.json": t }), `${command} s.json <<< ${t.slice(0, 400)}`);
      }),
      fuzzParams(200, 906),
    );
  });

  test("a byte-order mark in front of a scenario changes nothing", () => {
    fc.assert(
      fc.property(scenarioText, fc.constantFrom("s.json", "-"), (text, source) => {
        const plain = text.replace(/^\uFEFF/, "");
        const withMark = runInProcess(["report", source, "--json"], { [source]: `\uFEFF${plain}` });
        expect(withMark).toEqual(runInProcess(["report", source, "--json"], { [source]: plain }));
      }),
      fuzzParams(100, 905),
    );
  });

  test("mutated community map strings: exit 0 or 2, one line on error", () => {
    fc.assert(
      fc.property(mapString, fc.constantFrom("graph", "summary", "report"), (map, command) => {
        expectWellBehaved(runInProcess([command, "--map", map], {}), `${command} --map "${map.slice(0, 400)}"`);
      }),
      fuzzParams(300, 902),
    );
  });

  test("random argument lists: exit 0 or 2, one line on error", () => {
    const files = { "s.json": JSON.stringify(SCENARIOS[0]), "-": JSON.stringify(SCENARIOS[1]) };
    fc.assert(
      fc.property(argList, (argv) => {
        expectWellBehaved(runInProcess(argv, files), JSON.stringify(argv).slice(0, 400));
      }),
      fuzzParams(300, 903),
    );
  });

  test("the built bin behaves as the main function does", () => {
    const bin = join(__dirname, "..", "..", "bin", "ti4-reach.cjs");
    const cases = fc.sample(fc.tuple(scenarioText, fc.constantFrom("report", "graph", "summary")), { numRuns: fuzzRuns(4), seed: fuzzSeed(904) });
    const fixed: [string[], string][] = [
      [["graph", "--map", "-1 35 -1 32"], ""],
      [["frobnicate"], ""],
      [["report", "-"], `\uFEFF${JSON.stringify(SCENARIOS[0])}`],
      [["report", "-"], '{"map": "19", "units": [{"player": "r", "unit": "carrier", "system": 19, "count": 1e999}]}'],
      ...cases.map(([text, command]): [string[], string] => [[command, "-"], text]),
    ];
    for (const [argv, stdin] of fixed) {
      const real = spawnSync(process.execPath, [bin, ...argv], { input: stdin, encoding: "utf8", timeout: 10000 });
      const spawned: Run = { code: real.status ?? -1, out: real.stdout.replace(/\n$/, ""), err: real.stderr.replace(/\n$/, "") };
      const what = `${argv.join(" ")} <<< ${stdin.slice(0, 200)}`;
      expectWellBehaved(spawned, `bin: ${what}`);
      const inProcess = runInProcess(argv, { "-": stdin });
      expect({ what, code: spawned.code, err: spawned.err }).toEqual({ what, code: inProcess.code, err: inProcess.err });
    }
  });
});
