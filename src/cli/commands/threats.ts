/** `ti4-reach threats`: who could move ships into a system, this round or next, as a table or as JSON. */
import { keyOfRef, percentText, refText, shipsText, threatMap, threats } from "../../core/all";
import type { SystemRef, ThreatMapResult, Threats } from "../../core/all";
import { InputError } from "../../scenario/input-error";
import type { LoadedTable } from "../../scenario/loaded-table";
import { systemName } from "../format/describe";
import { spaceCannonLines } from "../format/space-cannon-lines";

export function threatsOf(table: LoadedTable, system: SystemRef, defender: string | undefined, round: string | undefined): Threats {
  if (round !== undefined && round !== "this" && round !== "next") throw new InputError(`--round "${round}": expected this or next`);
  if (defender !== undefined) checkPlayer(table, defender);
  const result = threats(table.state, system, { galaxy: table.galaxy, tiles: table.registry, switches: table.switches, defender, round: round === "next" ? "next" : "this" });
  if (!result.ok) throw new InputError(result.problem.message);
  return result.threats;
}

/** --player names a player the scenario seats or whose units it holds. */
function checkPlayer(table: LoadedTable, player: string): void {
  const known = Object.keys(table.state.players ?? {}).includes(player) || (table.state.units ?? []).some((u) => u.player === player);
  if (!known) throw new InputError(`player "${player}" is not in the scenario`);
}

export function threatsText(table: LoadedTable, t: Threats): string {
  const galaxy = table.galaxy;
  const name = (ref: SystemRef) => systemName(galaxy, keyOfRef(galaxy, ref));
  const whose = t.defender !== undefined ? ` (${t.defender}'s ships left out)` : "";
  const lines = [`Who can move into ${name(t.system)} [${t.hex.join(",")}] ${t.round === "next" ? "next round (command tokens lifted)" : "this round"}${whose}`];
  if (t.byPlayer.length === 0) lines.push("", "  nobody");
  for (const p of t.byPlayer) {
    const bring = p.canBring.fighters + p.canBring.groundForces > 0 ? `, carrying up to ${p.canBring.fighters} fighters and ${p.canBring.groundForces} ground forces` : "";
    lines.push("", `  ${p.player}: ${p.ships} ship${p.ships === 1 ? "" : "s"}${bring}`);
    const rows = t.threats
      .filter((x) => x.player === p.player)
      .map((x) => {
        const rolls = x.rolls > 0 ? `, ${x.rolls} rift roll${x.rolls === 1 ? "" : "s"}, each survives ${percentText(x.survival)}` : "";
        return [`${x.count} x ${x.name}`, name(x.from), `move ${x.move}`, `${x.path.map(refText).join(" > ")} (${x.entered} entered${rolls})`];
      });
    const widths = [0, 1, 2].map((i) => Math.max(0, ...rows.map((r) => r[i]!.length)));
    for (const r of rows) lines.push(`    ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padEnd(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`);
  }
  lines.push("", `Space cannon that could fire at ships arriving${t.defender !== undefined ? ` (${t.defender}'s)` : ""}:`, ...spaceCannonLines(galaxy, t.spaceCannon));
  return lines.join("\n");
}

type ThreatMap = Extract<ThreatMapResult, { ok: true }>;

/** `threats --player P` without `--system`: each of P's systems and P's home, with the enemy ships that could move in. */
export function threatMapOf(table: LoadedTable, defender: string | undefined): ThreatMap {
  if (defender === undefined) throw new InputError("threats needs --system <tile number, or q,r>, or --player P for the whole table");
  checkPlayer(table, defender);
  const result = threatMap(table.state, defender, { galaxy: table.galaxy, tiles: table.registry, switches: table.switches });
  if (!result.ok) throw new InputError(result.problem.message);
  return result;
}

export function threatMapJson(map: ThreatMap): object {
  return { defender: map.defender, systems: map.systems, diagnostics: map.diagnostics };
}

export function threatMapText(table: LoadedTable, map: ThreatMap): string {
  const galaxy = table.galaxy;
  const rows = map.systems.map((s) => [`${systemName(galaxy, keyOfRef(galaxy, s.system))}${s.holds === "units" ? "" : " (home)"}`, shipsText(s.thisRound), shipsText(s.nextRound)]);
  const head = ["system", "this round", "next round"];
  const widths = [0, 1].map((i) => Math.max(head[i]!.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]): string => `  ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padEnd(widths[1]!)}  ${r[2]}`;
  const lines = [`Enemy ships that could move into ${map.defender}'s systems (ships per player)`, "", line(head)];
  if (rows.length === 0) lines.push("  (no units and no home system on the map)");
  for (const r of rows) lines.push(line(r));
  return lines.join("\n");
}
