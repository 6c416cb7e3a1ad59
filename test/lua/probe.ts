/**
 * Runs the core on given input and returns a canonical text of the result.
 * Compiled twice: by TSTL into Lua (test/lua/tsconfig.probe.json) and as
 * TypeScript by jest, so the two runtimes can be compared line by line.
 */
import {
  adjacencyRulesFor,
  buildGalaxy,
  compareText,
  createAdjacency,
  createTileRegistry,
  formatMapString,
  moveRange,
  parseMapString,
  reportActivation,
  threatMap,
  threats,
} from "../../src/core/all";
import type { RuleSwitches, SystemRef, TableState } from "../../src/core/all";

/** One line per system, in map order: "q,r tile: target(reason+reason) ...", then diagnostics. */
export function describeAdjacency(state: TableState): string {
  const galaxy = buildGalaxy(state, createTileRegistry());
  const adjacency = createAdjacency(galaxy, adjacencyRulesFor(state, galaxy));
  const lines: string[] = [];
  galaxy.systems.forEach((system, key) => {
    const parts: string[] = [];
    for (const link of adjacency.links(key)) {
      const why: string[] = [];
      for (const r of link.reasons) {
        if (r.kind === "edge") why.push(`edge${r.direction}`);
        else if (r.kind === "hyperlane") why.push(`lane:${r.via.join("/")}`);
        else if (r.kind === "wormhole") why.push(`${r.wormhole}:${r.from}:${r.to}`);
        else if (r.kind === "ingress" || r.kind === "breach") why.push(r.kind);
        else why.push(r.effect);
      }
      parts.push(`${link.to}(${why.join("+")})`);
    }
    lines.push(`${key} ${system.tile}: ${parts.join(" ")}`);
  });
  for (const d of galaxy.diagnostics) lines.push(`! ${d.kind} ${d.message}`);
  return lines.join("\n");
}

/** A map string written back after parsing, with its problems. */
export function roundTripMap(map: string): string {
  const parsed = parseMapString(map);
  const problems: string[] = [];
  for (const p of parsed.problems) problems.push(`${p.position}:${p.text}:${p.message}`);
  return `${formatMapString(parsed)}\n${problems.join("\n")}`;
}

/** The activation report (or the fatal problem) as canonical JSON: sorted keys, no undefined. */
export function reportJson(state: TableState, switches: RuleSwitches): string {
  const result = reportActivation(state, { switches });
  return canonicalJson(result.ok ? result.report : { problem: result.problem });
}

/** A move range (or the problem) as canonical JSON. */
export function rangeJson(state: TableState, player: string, from: SystemRef, switches: RuleSwitches): string {
  const result = moveRange(state, player, from, undefined, { switches });
  return canonicalJson(result.ok ? result.range : { problem: result.problem });
}

/** Who can reach a system (or the problem) as canonical JSON; with `map`, the whole table for the defender too. */
export function threatsJson(state: TableState, system: SystemRef, defender: string, round: "this" | "next"): string {
  const result = threats(state, system, { defender, round });
  const map = threatMap(state, defender);
  return canonicalJson({ threats: result.ok ? result.threats : { problem: result.problem }, map: map.ok ? map.systems : { problem: map.problem } });
}

function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (typeof value === "string") return quote(value);
  if (typeof value === "number" || typeof value === "boolean") return `${value}`;
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const v of value) parts.push(canonicalJson(v));
    return `[${parts.join(",")}]`;
  }
  const record = value as { [key: string]: unknown };
  const parts: string[] = [];
  for (const key of Object.keys(record).sort((a, b) => compareText(a, b))) {
    if (record[key] !== undefined) parts.push(`${quote(key)}:${canonicalJson(record[key])}`);
  }
  return `{${parts.join(",")}}`;
}

function quote(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    out += c === '"' || c === "\\" ? `\\${c}` : c;
  }
  return `"${out}"`;
}
