/**
 * The Twilight's Fall mode of a table state (`"mode": "twilights-fall"`,
 * TWILIGHTS-FALL.md sections 0 and 5.3): what it changes beyond the scenario
 * suite's reports (test/scenarios/twilights-fall-*.json), in the move range
 * and for a mode the core does not know.
 */
import { moveRange, reportActivation } from "../../src/core/all";
import type { SystemRef, TableState } from "../../src/core/all";

const line = (tiles: number[]) => tiles.map((tile, i) => ({ tile, hex: [0, -i] as [number, number] }));

function rangeSystems(state: TableState): SystemRef[] {
  const result = moveRange(state, "red", 20);
  if (!result.ok) throw new Error(result.problem.message);
  return result.range.groups.flatMap((g) => g.systems.map((s) => s.system));
}

describe("the Twilight's Fall mode", () => {
  const table: TableState = {
    systems: line([19, 20, 21]),
    players: { red: { cards: ["te-warfare"] } },
    units: [{ player: "red", unit: "cruiser", system: 20 }],
    tokens: [{ token: "command", player: "red", system: 21 }],
  };

  test("Warfare lets the move range reach a system holding your command token in the base game, not in Twilight's Fall", () => {
    expect(rangeSystems(table)).toContain(21);
    expect(rangeSystems({ ...table, mode: "twilights-fall" })).not.toContain(21);
    expect(rangeSystems({ ...table, mode: "twilights-fall" })).toContain(19);
  });

  test("a war sun is the base war sun outside the mode, the generic Twilight's Fall war sun inside it", () => {
    const state: TableState = { systems: line([19, 20]), units: [{ player: "red", unit: "war-sun", system: 20 }], active: { player: "red", system: 19 } };
    const base = reportActivation(state);
    const fall = reportActivation({ ...state, mode: "twilights-fall" });
    expect(base.ok && base.report.ships[0]).toEqual(expect.objectContaining({ move: 2, reachable: true }));
    expect(fall.ok && fall.report.ships[0]).toEqual(expect.objectContaining({ move: 0, reachable: false, reason: "no-move" }));
  });

  test("a mode the core does not know is named and ignored: the table is read as the base game", () => {
    const state = { systems: line([19, 20]), units: [{ player: "red", unit: "war-sun", system: 20 }], active: { player: "red", system: 19 }, mode: "twilight" } as unknown as TableState;
    const result = reportActivation(state);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.report.diagnostics.map((d) => d.message).join("\n")).toContain('mode "twilight" is not a mode the core knows');
    expect(result.report.ships[0]).toEqual(expect.objectContaining({ move: 2, reachable: true }));
  });
});
