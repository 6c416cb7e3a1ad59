// A TypeScript consumer of the package's types: the core, and a TTPG mod's entry.
import { createTileRegistry, createUnitCatalogue, moveRange, reportActivation, threats } from "ti4-reach";
import type { ActivationReport, Diagnostic, TableState, TileInfo, UnitType } from "ti4-reach";
import { startTi4Reach } from "ti4-reach/ttpg";
import type { ReachRenderer, TI4ReachApi } from "ti4-reach/ttpg";

const tile: TileInfo = { tile: 4253, source: "my-mod", wormholes: ["alpha"], planets: [{ id: "zorg", name: "Zorg" }] };
const unit: UnitType = { id: "raider", name: "Raider", kind: "ship", faction: "mentak", replaces: "cruiser", stats: { move: 3, capacity: 2 } };
const tiles = createTileRegistry([tile]);
const units = createUnitCatalogue([unit]);
const state: TableState = { map: "4253 26 19 20 21 22", units: [{ player: "red", unit: "carrier", system: 26 }], active: { player: "red", system: 4253 } };

const result = reportActivation(state, { tiles, units });
const reached: number = result.ok ? result.report.ships.filter((ship) => ship.reachable).length : 0;
const range = moveRange(state, "red", 26, undefined, { tiles, units });
const danger = threats(state, 4253, { tiles, units });
const problems: readonly Diagnostic[] = result.ok ? result.report.diagnostics : result.diagnostics;

export function onTable(): void {
  const api: TI4ReachApi = startTi4Reach();
  const renderer: ReachRenderer = api.getRenderer();
  api.onReport((report: ActivationReport) => renderer.clear());
}
export const answers = [reached, range.ok, danger.ok, problems.length];
