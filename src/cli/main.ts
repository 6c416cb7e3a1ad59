/**
 * The ti4-reach command line.
 *   ti4-reach report  [scenario.json | -] [--json] [--svg FILE]    which ships reach the active system
 *   ti4-reach graph   [scenario.json | -] [--map "<map string>"]   system graph as JSON
 *   ti4-reach summary [scenario.json | -] [--map "<map string>"]   readable galaxy summary
 *   ti4-reach range   [scenario.json | -] --from <tile | q,r> [--player P] [--unit U] [--json] [--svg FILE]
 *                                                                  where the ships in a system could move
 *   ti4-reach demo    [--svg FILE]                                 report on the bundled example, picture in out/demo.svg
 *   ti4-reach web     [--port N]                                   serve the web page on localhost until Ctrl-C
 * Exit codes: 0 done, 2 bad input or usage (one line on stderr), 1 internal error.
 */
import { parseArgs } from "util";
import { formatGraphJson, graphJson } from "./commands/graph";
import { activationReport, reportText } from "./commands/report";
import { galaxySummary } from "./commands/summary";
import { parsePort, serveWeb } from "./commands/web";
import { demoScenarioPath, webPagePath } from "./demo-path";
import { InputError } from "./io";
import type { CliIo } from "./io";
import { loadTable } from "./load-state";
import { prettyJson } from "./format/json";
import { galaxySvg } from "../svg/galaxy-svg";
import { parseFrom, rangeJson, rangeOf, rangeText, withNegativeValues } from "./commands/range";
import { rangeSvg } from "../svg/range-svg";

export const USAGE = [
  "usage: ti4-reach <command> [scenario.json | -] [--map \"<map string>\"]",
  "commands:",
  "  report    which of the active player's ships reach the active system, by which path",
  "            (--json for the report object, --svg FILE for a picture)",
  "  range     where the ships in one system could move, were each system activated now",
  "            (--from <tile number, or q,r>, --player, --unit, --json, --svg FILE)",
  "  graph     print the system graph as JSON: every system, what it is adjacent to and why",
  "  summary   print a readable summary of the galaxy",
  "  demo      report on the bundled example scenario and draw it (out/demo.svg, or --svg FILE)",
  "  web       serve the web page on this computer (--port N) until Ctrl-C",
].join("\n");

const DEMO_SVG = "out/demo.svg";

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
      io.err(`ti4-reach: ${e.message}`);
      return 2;
    }
    io.err(`ti4-reach: internal error: ${(e as Error).message}`);
    return 1;
  }
}

function dispatch(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: withNegativeValues(argv, ["--from"]),
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
      },
    });
  } catch (e) {
    throw new InputError((e as Error).message);
  }
  const [command, scenario, ...extra] = parsed.positionals;
  if (parsed.values.help === true || command === undefined || command === "help") {
    io.out(USAGE);
    return command === undefined && parsed.values.help !== true ? 2 : 0;
  }
  if (extra.length > 0) throw new InputError(`unexpected argument "${extra[0]}"`);
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
      if (parsed.values.svg !== undefined) writeSvg(io, parsed.values.svg, rangeSvg(table.galaxy, range));
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
    default:
      throw new InputError(`unknown command "${command}"\n${USAGE}`);
  }
}
