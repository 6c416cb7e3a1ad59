/**
 * One tie-break everywhere: where two paths are equally safe (the same rift
 * rolls and systems entered), the move range shows the path the activation
 * report of that system gives, on the demo table for every ship group of
 * every player.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { moveRange, reportActivation } from "../../src/core/all";
import type { SystemRef, TableState } from "../../src/core/all";

const demo = JSON.parse(readFileSync(join(__dirname, "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;

function rangePath(player: string, from: SystemRef, unit: string, to: SystemRef): readonly SystemRef[] | undefined {
  const result = moveRange(demo, player, from, unit);
  if (!result.ok) throw new Error(result.problem.message);
  const group = result.range.groups.find((g) => g.unit === unit);
  return group?.systems.find((s) => JSON.stringify(s.system) === JSON.stringify(to))?.path;
}

function reportPath(player: string, from: SystemRef, unit: string, to: readonly [number, number]): readonly SystemRef[] | undefined {
  const result = reportActivation({ ...demo, active: { player, system: [to[0], to[1]] } });
  if (!result.ok) throw new Error(result.problem.message);
  return result.report.ships.find((s) => JSON.stringify(s.from) === JSON.stringify(from) && s.unit === unit && s.reachable)?.path;
}

describe("the move range and the report choose the same path among equally safe ones", () => {
  test("red's destroyer in 67 into 75, two paths as safe (by 37 or by 77): the range and the report show the same one", () => {
    const result = reportActivation({ ...demo, active: { player: "red", system: 75 } });
    if (!result.ok) throw new Error(result.problem.message);
    const fromReport = result.report.ships.find((s) => s.from === 67 && s.reachable)?.path;
    expect(fromReport).toHaveLength(4);
    expect([[67, 37, 60, 75], [67, 77, 60, 75]]).toContainEqual(fromReport);
    expect(rangePath("red", 67, result.report.ships.find((s) => s.from === 67 && s.reachable)!.unit, 75)).toEqual(fromReport);
  });

  test("every group of every player on the demo: each system in its range is reached by the report's own path", () => {
    const players = Object.keys(demo.players ?? {});
    let compared = 0;
    for (const player of players) {
      const starts = new Map<string, SystemRef>();
      for (const u of demo.units ?? []) if (u.player === player) starts.set(JSON.stringify(u.system), u.system as SystemRef);
      for (const from of starts.values()) {
        const result = moveRange(demo, player, from);
        if (!result.ok) throw new Error(result.problem.message);
        for (const group of result.range.groups) {
          for (const s of group.systems) {
            expect({ player, from, unit: group.unit, to: s.system, path: reportPath(player, result.range.from, group.unit, s.hex) }).toEqual({
              player,
              from,
              unit: group.unit,
              to: s.system,
              path: s.path,
            });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
