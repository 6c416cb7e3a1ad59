/** `ti4-reach range`: where the ships in one system could move, were each system activated now. */
import { keyOfRef, refText } from "../../core/all";
import type { MoveRange, SystemRef } from "../../core/all";
import { InputError } from "../../scenario/input-error";
import type { LoadedTable } from "../../scenario/loaded-table";
import { systemName } from "../format/describe";

/** `--from 26` (a tile number) or `--from 2,-1` (a hex); `option` and `command` name it in the message. */
export function parseFrom(text: string | undefined, option = "from", command = "range"): SystemRef {
  if (text === undefined) throw new InputError(`${command} needs --${option} <tile number, or q,r>`);
  const parts = text.split(",").map((p) => p.trim());
  const isInt = (p: string) => /^-?\d+$/.test(p);
  if (parts.length === 1 && isInt(parts[0]!)) return Number(parts[0]);
  if (parts.length === 2 && isInt(parts[0]!) && isInt(parts[1]!)) return [Number(parts[0]), Number(parts[1])];
  throw new InputError(`--${option} "${text}": expected a tile number (26) or a hex q,r (2,-1)`);
}

/** The JSON of `range --json`: the player, the start, and per group the systems in range and those that need effects. */
export function rangeJson(range: MoveRange): object {
  return {
    player: range.player,
    from: range.from,
    groups: range.groups.map((g) => ({
      unit: g.unit,
      count: g.count,
      move: g.move,
      systems: g.systems.map((s) => {
        const reached = { system: s.system, hex: s.hex, path: s.path, entered: s.entered, rolls: s.rolls };
        return s.destroyed === true ? { ...reached, destroyed: true } : reached;
      }),
      withEffects: g.withEffects.map((w) => {
        const needing = { system: w.system, hex: w.hex, requires: w.requires };
        return w.destroyed === true ? { ...needing, destroyed: true } : needing;
      }),
    })),
  };
}


export function rangeText(table: LoadedTable, range: MoveRange): string {
  const galaxy = table.galaxy;
  const name = (ref: SystemRef) => systemName(galaxy, keyOfRef(galaxy, ref));
  const faction = table.state.players?.[range.player]?.faction;
  const lines = [`${faction !== undefined ? `${range.player} (${faction})` : range.player}: move range from ${name(range.from)} [${range.hex.join(",")}]`];
  if (range.groups.length === 0) lines.push("", "  no ships that can move there");
  for (const g of range.groups) {
    lines.push("", `  ${g.count} x ${g.name}, move ${g.move}: ${g.systems.length} system${g.systems.length === 1 ? "" : "s"} in range`);
    const rows = [
      ...g.systems.map((s) => [name(s.system), `${s.path.map(refText).join(" > ")} (${s.entered} entered${s.rolls > 0 ? `, ${s.rolls} rift roll${s.rolls === 1 ? "" : "s"}` : ""}${s.destroyed === true ? ", destroyed there: Sundered" : ""})`]),
      ...g.withEffects.map((w) => [name(w.system), `with ${w.requires.join(" + ")}${w.destroyed === true ? " (destroyed there: Sundered)" : ""}`]),
    ];
    const width = Math.max(0, ...rows.map((r) => r[0]!.length));
    for (const [system, text] of rows) lines.push(`    ${system!.padEnd(width)}  ${text}`);
  }
  return lines.join("\n");
}
