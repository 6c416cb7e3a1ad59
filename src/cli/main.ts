/**
 * The ti4-reach command line.
 *   ti4-reach report  [scenario.json | -] [--json] [--svg FILE]    which ships reach the active system
 *   ti4-reach graph   [scenario.json | -] [--map "<map string>"]   system graph as JSON
 *   ti4-reach summary [scenario.json | -] [--map "<map string>"]   readable galaxy summary
 *   ti4-reach range   [scenario.json | -] --from <tile | q,r> [--player P] [--unit U] [--json] [--svg FILE]
 *                                                                  where the ships in a system could move
 *   ti4-reach threats [scenario.json | -] --system <tile | q,r> [--player DEFENDER] [--round this|next] [--json] [--svg FILE]
 *                                                                  who could move ships into a system
 *   ti4-reach demo    [--svg FILE]                                 report on the bundled example, picture in out/demo.svg
 *   ti4-reach web     [--port N]                                   serve the web page on localhost until Ctrl-C
 * Exit codes: 0 done, 2 bad input or usage (one line on stderr), 1 internal error (one line too).
 */
import { parseArgs } from "util";
import { formatGraphJson, graphJson } from "./commands/graph";
import { activationReport } from "../scenario/table-answers";
import { reportText } from "./commands/report";
import { galaxySummary } from "./commands/summary";
import { parsePort, serveWeb } from "./commands/web";
import { demoScenarioPath, webPagePath } from "./demo-path";
import { errorLine } from "./io";
import { InputError } from "../scenario/input-error";
import type { CliIo } from "./io";
import { loadTable } from "./load-state";
import { prettyJson } from "../scenario/pretty-json";
import { galaxySvg } from "../svg/galaxy-svg";
import { parseFrom, rangeJson, rangeText } from "./commands/range";
import { rangeOf } from "../scenario/table-answers";
import { rangeSvg } from "../svg/range-svg";
import { threatMapSvg, threatsSvg } from "../svg/threats-svg";
import { threatMapJson, threatMapOf, threatMapText, threatsOf, threatsText } from "./commands/threats";
import { ownValue } from "../core/all";

export const USAGE = [
  "usage: ti4-reach <command> [scenario.json | -] [--map \"<map string>\"] [options]",
  "       (report, range, graph and summary read a scenario and --map; each command its own options below)",
  "commands:",
  "  report    which of the active player's ships reach the active system, by which path",
  "            (--json for the report object, --svg FILE for a picture)",
  "  range     where the ships in one system could move, were each system activated now",
  "            (--from <tile number, or q,r>, --player, --unit, --json, --svg FILE)",
  "  threats   who could move ships into a system, by which path, and what they could bring",
  "            (--system <tile number, or q,r>, --player DEFENDER, --round this|next, --json, --svg FILE);",
  "            --player P alone: each of P's systems and P's home, enemy ships this round and next (--svg: a heat map)",
  "  graph     print the system graph as JSON: every system, what it is adjacent to and why",
  "  summary   print a readable summary of the galaxy",
  "  demo      report on the bundled example scenario and draw it (out/demo.svg, or --svg FILE)",
  "  web       serve the web page on this computer (--port N) until Ctrl-C",
].join("\n");

const DEMO_SVG = "out/demo.svg";
const HELP_HINT = "see ti4-reach --help";

/** Options that take a value; the value may start with "-" (map strings often begin "-1 ...", hexes "-1,2"). */
const VALUE_OPTIONS = ["--map", "--svg", "--from", "--player", "--unit", "--port", "--system", "--round"];

/** Joins an option and its value into "--map=<value>", so a value starting with "-" is not read as an option. */
export function joinOptionValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = argv[i + 1];
    if (VALUE_OPTIONS.indexOf(arg) >= 0 && value !== undefined && !value.startsWith("--")) {
      out.push(`${arg}=${value}`);
      i++;
    } else {
      out.push(arg);
    }
  }
  return out;
}

function writeSvg(io: CliIo, path: string, svg: string): void {
  try {
    io.writeText(path, svg);
  } catch (e) {
    throw new InputError(`${path}: cannot write (${(e as Error).message})`);
  }
}

export function runCli(argv: readonly string[], io: CliIo): number {
  try {
    return dispatch(argv, io);
  } catch (e) {
    if (e instanceof InputError) {
      io.err(errorLine(e.message));
      return 2;
    }
    io.err(errorLine(`internal error: ${e instanceof Error ? e.message : "unknown"}`));
    return 1;
  }
}

/** The options each command reads; any other is a mistake, said rather than ignored. */
const COMMAND_OPTIONS: { readonly [command: string]: readonly string[] } = {
  graph: ["map"],
  report: ["map", "json", "svg"],
  range: ["map", "json", "svg", "from", "player", "unit"],
  threats: ["map", "json", "svg", "system", "player", "round"],
  summary: ["map"],
  demo: ["svg"],
  web: ["port"],
};

function checkOptions(command: string, given: { readonly [option: string]: unknown }): void {
  // Own commands only: "constructor" names no command, whatever an object inherits.
  const allowed = ownValue(COMMAND_OPTIONS, command);
  if (allowed === undefined) return;
  for (const option of Object.keys(given)) {
    if (option !== "help" && given[option] !== undefined && allowed.indexOf(option) < 0) {
      throw new InputError(`--${option} does not apply to ${command}; ${HELP_HINT}`);
    }
  }
}

function dispatch(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: joinOptionValues(argv),
      allowPositionals: true,
      options: {
        map: { type: "string" },
        json: { type: "boolean" },
        svg: { type: "string" },
        help: { type: "boolean", short: "h" },
        from: { type: "string" },
        player: { type: "string" },
        unit: { type: "string" },
        port: { type: "string" },
        system: { type: "string" },
        round: { type: "string" },
      },
    });
  } catch (e) {
    throw new InputError(`${(e as Error).message}; ${HELP_HINT}`);
  }
  const [command, scenario, ...extra] = parsed.positionals;
  if (parsed.values.help === true || command === "help") {
    io.out(USAGE);
    return 0;
  }
  if (command === undefined) throw new InputError(`no command given; ${HELP_HINT}`);
  // `--map 26 61 64`: the shell gave the map string's tiles one by one.
  const stray = scenario !== undefined && parsed.values.map !== undefined && /^\{?-?\d+([AB]\d*)?\}?$/i.test(scenario) ? scenario : undefined;
  if (stray !== undefined) throw new InputError(`unexpected argument "${stray}": a map string with spaces goes in quotes, --map "${[parsed.values.map, scenario, ...extra].join(" ")}"`);
  if (extra.length > 0) throw new InputError(`unexpected argument "${extra[0]}"`);
  checkOptions(command, parsed.values);
  switch (command) {
    case "graph":
      io.out(formatGraphJson(graphJson(loadTable(io, scenario, parsed.values.map))));
      return 0;
    case "report": {
      const table = loadTable(io, scenario, parsed.values.map);
      const report = activationReport(table);
      io.out(parsed.values.json === true ? prettyJson(report) : reportText(table, report));
      if (parsed.values.svg !== undefined) writeSvg(io, parsed.values.svg, galaxySvg(table.galaxy, table.state, report));
      return 0;
    }
    case "range": {
      const table = loadTable(io, scenario, parsed.values.map);
      const range = rangeOf(table, parseFrom(parsed.values.from), parsed.values.player, parsed.values.unit);
      io.out(parsed.values.json === true ? prettyJson(rangeJson(range)) : rangeText(table, range));
      if (parsed.values.svg !== undefined) writeSvg(io, parsed.values.svg, rangeSvg(table.galaxy, range, table.state));
      return 0;
    }
    case "summary": {
      const table = loadTable(io, scenario, parsed.values.map);
      io.out(galaxySummary(table, `Galaxy ${scenario ?? "from --map"}`));
      return 0;
    }
    case "demo": {
      const path = demoScenarioPath();
      const table = loadTable(io, path, undefined);
      const name = (JSON.parse(io.readText(path)) as { name?: string }).name ?? "example";
      const report = activationReport(table);
      io.out(`ti4-reach example: ${name}\n`);
      io.out(reportText(table, report));
      const out = parsed.values.svg ?? DEMO_SVG;
      writeSvg(io, out, galaxySvg(table.galaxy, table.state, report));
      io.out(`\nPicture: ${out}`);
      return 0;
    }
    case "web":
      serveWeb(io, webPagePath(), parsePort(parsed.values.port));
      return 0;
    case "threats": {
      const table = loadTable(io, scenario, parsed.values.map);
      if (parsed.values.system === undefined && parsed.values.player !== undefined) {
        if (parsed.values.round !== undefined) throw new InputError("--round applies to one system; the whole-table view shows both rounds");
        const map = threatMapOf(table, parsed.values.player);
        io.out(parsed.values.json === true ? prettyJson(threatMapJson(map)) : threatMapText(table, map));
        if (parsed.values.svg !== undefined) writeSvg(io, parsed.values.svg, threatMapSvg(table.galaxy, map.defender, map.systems));
        return 0;
      }
      const found = threatsOf(table, parseFrom(parsed.values.system, "system", "threats"), parsed.values.player, parsed.values.round);
      io.out(parsed.values.json === true ? prettyJson(found) : threatsText(table, found));
      if (parsed.values.svg !== undefined) writeSvg(io, parsed.values.svg, threatsSvg(table.galaxy, table.state, found));
      return 0;
    }
    default:
      throw new InputError(`unknown command "${command}"; ${HELP_HINT}`);
  }
}
