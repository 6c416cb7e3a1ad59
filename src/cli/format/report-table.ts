/** The activation report as a readable table for the terminal. */
import { cargoText, keyOfRef, percentText, refText } from "../../core/all";
import type { ActivationReport, Galaxy, ShipReport, SystemRef } from "../../core/all";
import { systemName } from "./describe";
import { spaceCannonLines } from "./space-cannon-lines";

function refName(galaxy: Galaxy, ref: SystemRef): string {
  return systemName(galaxy, keyOfRef(galaxy, ref));
}

function outcome(ship: ShipReport): string {
  if (ship.reachable) {
    const path = (ship.path ?? []).map(refText).join(" > ");
    if (ship.entered === 0) return "already there";
    const odds = ship.survival !== undefined ? `, each survives ${percentText(ship.survival)}` : "";
    const rolls = ship.rolls !== undefined && ship.rolls > 0 ? `, ${ship.rolls} rift roll${ship.rolls === 1 ? "" : "s"}${odds}` : "";
    const loaded = ship.onlyCarrying !== undefined ? `, only carrying ${ship.onlyCarrying}` : "";
    const first = ship.movesFirst === true ? "; moves first: its delta wormhole brings other ships in" : "";
    return `reaches: ${path} (${ship.entered} entered${rolls}${loaded})${first}`;
  }
  const needs = ship.requires !== undefined ? `; would reach with ${ship.requires.join(" + ")}` : "";
  const why = ship.detail !== undefined ? ` (${ship.detail})` : "";
  return `cannot: ${ship.reason}${why}${needs}`;
}

function transportLines(report: ActivationReport, galaxy: Galaxy): string[] {
  const t = report.transport;
  const lines = [`Transport: ${t.arriving} fighter${t.arriving === 1 ? "" : "s"} and ground forces can arrive`];
  for (const p of t.plan) {
    const path = p.path.map(refText).join(" > ");
    const each = p.count > 1 ? " each" : "";
    const load = `carrying${each} ${cargoText(p.carries, p.from, (ref) => refName(galaxy, ref))}`;
    const what = p.own !== true ? load : p.carries.length === 0 ? "on their own" : `on their own, ${load}`;
    const rolls = p.rolls > 0 ? ` (${p.rolls} rift roll${p.rolls === 1 ? "" : "s"}: each ship survives ${percentText(p.survival)}, what it carries is lost with it)` : "";
    lines.push(`  ${p.count} x ${p.name} ${path}, ${what}${rolls}`);
  }
  if (t.left.length > 0) lines.push(`  left behind: ${t.left.map((c) => `${c.count} ${c.unit} in ${refName(galaxy, c.from)}`).join(", ")}`);
  return lines;
}

export function reportTable(report: ActivationReport, galaxy: Galaxy, playerLabel: string): string {
  const lines: string[] = [];
  lines.push(`${playerLabel} activates ${refName(galaxy, report.active.system)} [${report.active.hex.join(",")}]`);
  lines.push("");
  if (report.ships.length === 0) lines.push("  no ships that can move");
  const rows = report.ships.map((s) => [
    `${s.count} x ${s.name}`,
    refName(galaxy, s.from),
    `move ${s.move}`,
    outcome(s),
  ]);
  const widths = [0, 1, 2].map((c) => rows.reduce((w, r) => Math.max(w, (r[c] as string).length), 0));
  for (const r of rows) {
    lines.push(`  ${r.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] as number) : cell)).join("  ")}`);
  }
  lines.push("");
  for (const line of transportLines(report, galaxy)) lines.push(line);
  if (report.arrival !== undefined) lines.push("", "Space cannon on arrival:", ...spaceCannonLines(galaxy, report.arrival.spaceCannon, report.arrival.byPlayer));
  lines.push("", "Warnings:");
  if (report.warnings.length === 0) lines.push("  none");
  for (const w of report.warnings) lines.push(`  ${w.when === "now" ? "now" : "after the move"}: ${w.message}`);
  if (report.diagnostics.length > 0) {
    lines.push("", "Diagnostics:");
    for (const d of report.diagnostics) lines.push(`  ${d.message}`);
  }
  return lines.join("\n");
}
