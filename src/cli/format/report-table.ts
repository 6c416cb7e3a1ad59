/** The activation report as a readable table for the terminal. */
import { hex, hexKey } from "../../core";
import type { ActivationReport, Galaxy, ShipReport, SystemRef } from "../../core";
import { systemName } from "./describe";

export function refKey(galaxy: Galaxy, ref: SystemRef): string {
  if (typeof ref === "number") return (galaxy.byTile.get(ref) ?? [`${ref}`])[0] as string;
  return hexKey(hex(ref[0], ref[1]));
}

function refName(galaxy: Galaxy, ref: SystemRef): string {
  return systemName(galaxy, refKey(galaxy, ref));
}

/** Short label of a system for paths: tile number, or [q,r] when not unique. */
function refShort(ref: SystemRef): string {
  return typeof ref === "number" ? `${ref}` : `[${ref[0]},${ref[1]}]`;
}

function outcome(ship: ShipReport): string {
  if (ship.reachable) {
    const path = (ship.path ?? []).map(refShort).join(" > ");
    if (ship.entered === 0) return "already there";
    const rolls = ship.rolls !== undefined && ship.rolls > 0 ? `, ${ship.rolls} rift roll${ship.rolls === 1 ? "" : "s"}` : "";
    return `reaches: ${path} (${ship.entered} entered${rolls})`;
  }
  const needs = ship.requires !== undefined ? `; would reach with ${ship.requires.join(" + ")}` : "";
  const why = ship.detail !== undefined ? ` (${ship.detail})` : "";
  return `cannot: ${ship.reason}${why}${needs}`;
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
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => (r[c] as string).length), 0));
  for (const r of rows) {
    lines.push(`  ${r.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] as number) : cell)).join("  ")}`);
  }
  if (report.diagnostics.length > 0) {
    lines.push("", "Diagnostics:");
    for (const d of report.diagnostics) lines.push(`  ${d.message}`);
  }
  return lines.join("\n");
}
