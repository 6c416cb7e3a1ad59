// Runs the Lua suite (test/lua/suite-cases.ts: every scenario's report, every community map's
// adjacency and round trip) in any Lua interpreter that runs a file, and compares each answer
// with the JavaScript core's. For MoonSharp, the interpreter of Tabletop Simulator:
//
//   npm run build:lua-probe
//   node scripts/lua-suite.mjs --lua "mono MoonSharp.exe"     # its console runs the file it is given
//   node scripts/lua-suite.mjs                                # the system's lua5.2
//
// The suite becomes one Lua file (dist/lua-test/suite.lua): the probe build, then each case
// printed between markers, so an interpreter's own banner or messages do not matter.
// Exits 1 when an answer differs or the interpreter fails, naming the cases.
import { build } from "esbuild";
import { execFileSync } from "child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import { createRequire } from "module";
import { join, resolve } from "path";

const at = process.argv.indexOf("--lua");
const command = (at >= 0 ? process.argv[at + 1] : "lua5.2") ?? "lua5.2";
const out = join("dist", "lua-test");
const probe = join(out, "probe.lua");
if (!existsSync(probe)) {
  console.error("The probe build is missing: run `npm run build:lua-probe` first.");
  process.exit(2);
}

// The cases come from the test sources, bundled for Node.
const casesFile = join(out, "suite-cases.cjs");
// (The test support finds test/scenarios and test/fixtures from its own folder.)
await build({ entryPoints: ["test/lua/suite-cases.ts"], outfile: casesFile, bundle: true, platform: "node", format: "cjs", logLevel: "warning", define: { __dirname: JSON.stringify(resolve("test", "support")) } });
const { suiteCases } = createRequire(import.meta.url)(resolve(casesFile));
const cases = suiteCases();

const MARK = "@@ti4-reach-case";
const lua = [
  `local PROBE = (function(...)\n${readFileSync(probe, "utf8")}\nend)()`,
  "local cases = {",
  ...cases.map((c) => `  function() return ${c.lua} end,`),
  "}",
  "for i, case in ipairs(cases) do",
  "  local ok, answer = pcall(case)",
  `  print("${MARK} " .. i .. (ok and " ok" or " error"))`,
  "  print(tostring(answer))",
  `  print("${MARK} end")`,
  "end",
].join("\n");
mkdirSync(out, { recursive: true });
const suiteFile = join(out, "suite.lua");
writeFileSync(suiteFile, lua);

const [program, ...args] = command.split(" ").filter((w) => w !== "");
let output;
try {
  output = execFileSync(program, [...args, suiteFile], { encoding: "utf8", maxBuffer: 1 << 28 });
} catch (e) {
  console.error(`${command} failed on ${suiteFile}: ${e.stderr || e.message}`);
  process.exit(1);
}

// Each case's answer: the lines between its marker and the end marker.
const answers = new Map();
const lines = output.split(/\r?\n/);
for (let i = 0; i < lines.length; i++) {
  const m = lines[i].match(new RegExp(`^${MARK} (\\d+) (ok|error)$`));
  if (m === null) continue;
  const body = [];
  for (i++; i < lines.length && lines[i] !== `${MARK} end`; i++) body.push(lines[i]);
  answers.set(Number(m[1]), { ok: m[2] === "ok", text: body.join("\n") });
}

const differ = [];
cases.forEach((c, i) => {
  const answer = answers.get(i + 1);
  if (answer === undefined) differ.push(`${c.name}: no answer`);
  else if (!answer.ok) differ.push(`${c.name}: error ${answer.text}`);
  else if (answer.text !== c.expected) differ.push(`${c.name}: differs`);
});
console.log(`${command}: ${cases.length - differ.length} of ${cases.length} cases give the same answer as the JavaScript core`);
for (const d of differ) console.log(`  ${d}`);
process.exit(differ.length === 0 ? 0 : 1);
