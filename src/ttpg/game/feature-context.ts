/**
 * What the controller hands each part of ti4-reach that answers players on
 * the TTPG table (the move range on pick-up, "Who can reach here?"): the
 * table's sources, a way to listen that is undone when ti4-reach stops, the
 * guard no exception leaves, and a place for what to undo.
 */
import type { Player } from "@tabletop-playground/api";
import { TTPG_LAYOUT } from "../../core/all";
import type { TableOptions, TableSources } from "../../core/all";
import type { Delegate } from "./object-listeners";
import type { WorldReading } from "./read-world";
import { loadSettings, withSettingsTechnologies } from "./settings";

export interface FeatureContext extends TableSources {
  /** Attaches a listener that the controller takes away again when it stops. */
  readonly listen: <F>(delegate: Delegate<F>, fn: F) => void;
  readonly guarded: (player: Player | undefined, work: () => void) => void;
  readonly onStop: (undo: () => void) => void;
}

/** The core's table options for a question asked on the table as read now: the players' technologies with the saved settings'. */
export function tableOptionsOf(context: TableSources, reading: WorldReading): TableOptions {
  return {
    layout: TTPG_LAYOUT,
    tiles: context.tiles,
    units: context.units,
    rules: context.rules,
    players: withSettingsTechnologies(reading.players, loadSettings()),
    laws: reading.laws,
    mode: reading.mode,
    galaxies: context.galaxies,
  };
}
