/** What may fire SPACE CANNON at ships arriving in a system [77], for the terminal: the report's and the threats view's. */
import { effectName, keyOfRef, percentText } from "../../core/all";
import type { FiringPlayer, Galaxy, SpaceCannonShot } from "../../core/all";
import { systemName } from "./describe";

/** One line per firing stack, then each firing player's dice, hits to expect and the chance of each number of hits. */
export function spaceCannonLines(galaxy: Galaxy, shots: readonly SpaceCannonShot[], odds: readonly FiringPlayer[] = []): string[] {
  if (shots.length === 0) return ["  none"];
  const rows = shots.map((s) => {
    const where = `${systemName(galaxy, keyOfRef(galaxy, s.from))}${s.planet === undefined ? "" : `, on ${s.planet}`}${s.adjacent ? ", adjacent" : ""}`;
    const cards = s.changedBy === undefined ? "" : ` (${s.changedBy.map(effectName).join(", ")})`;
    return [s.player, `${s.count} x ${s.name}`, where, `${s.dice} ${s.dice === 1 ? "die" : "dice"}, hit on ${s.hitOn > 10 ? "nothing" : s.hitOn}${cards}`];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) => `  ${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padEnd(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`);
  for (const p of odds) {
    const chances = p.hitChances.map((c, k) => `${k}: ${percentText(c)}`).join(", ");
    lines.push(`  ${p.player}: ${p.dice} ${p.dice === 1 ? "die" : "dice"}, ${p.expectedHits.toFixed(1)} hits expected; chance of each number of hits: ${chances}`);
  }
  return lines;
}
