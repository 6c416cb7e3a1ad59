/**
 * Face-down hyperlanes on a Tabletop Playground table, laid as TI4-TTPG-TS's
 * map string load lays a `83Bk` entry (src/lib/map-string-lib/map-string/
 * map-string-load.ts: Rotator(0, k x 60, 180)): the tile's yaw turns its back
 * lanes clockwise, as it turns the face-up ones (the reading of TI4-TTPG
 * adjacency-hyperlane.js and of the TTS mod's getHyperlaneNeighbors; see
 * docs/rules.md). The scenarios are those of test/scenarios.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { TableState } from "../../../src/core/all";
import { startTi4Reach } from "../../../src/ttpg/game/start";
import { layTable } from "./ti4-table";
import { endTi4Reach, release } from "./session";

afterEach(() => endTi4Reach());

function scenario(turn: number): TableState {
  const file = join(__dirname, "..", "..", "scenarios", `hyperlane-face-down-turned-${turn}-leads-where-its-back-face-turned-${turn}-points.json`);
  return (JSON.parse(readFileSync(file, "utf8")) as { scenario: TableState }).scenario;
}

describe("a face-down hyperlane turned on the table", () => {
  for (const turn of [1, 2, 4, 5]) {
    test(`turned ${turn} (yaw ${turn * 60}, roll 180): the carrier beside the lane reaches 21, the cruiser on the unjoined side does not`, () => {
      const state = scenario(turn);
      const table = layTable({ ...state, tokens: [{ token: "command", player: "red", system: 21 }] });
      const api = startTi4Reach();
      release(table.tokens.get("red@21")!, table.players.get("red")!);
      const report = api.lastReport()!;
      expect(report.active.system).toBe(21);
      const carrier = report.ships.find((s) => s.unit === "carrier")!;
      const cruiser = report.ships.find((s) => s.unit === "cruiser")!;
      expect(carrier.reachable).toBe(true);
      expect(carrier.path).toEqual([19, 21]);
      expect(cruiser.reachable).toBe(false);
    });
  }
});
