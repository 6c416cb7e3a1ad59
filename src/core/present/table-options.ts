/** What a table passes along with the objects it read, for an activation or a ship picked up, and the galaxy they make. */
import { buildGalaxy } from "../galaxy/build-galaxy";
import type { GalaxyCache } from "../galaxy/galaxy-cache";
import type { Galaxy } from "../galaxy/galaxy-types";
import type { HexLayout } from "../hex/world";
import type { ReportOptions } from "../report/activation-report";
import type { Activation, GameMode, PlayerState, TableState } from "../state/table-state";
import type { ReadOptions } from "../table/read-table";
import type { TileRegistry } from "../tiles/tile-registry";
import type { UnitCatalogue } from "../units/unit-catalogue";
import type { CustomRule } from "../rules/custom-rule";

export interface TableOptions {
  readonly layout: HexLayout;
  readonly tiles: TileRegistry;
  readonly players?: { readonly [player: string]: PlayerState };
  readonly laws?: readonly string[];
  /** The game mode the table's objects show (Twilight's Fall's), if any. */
  readonly mode?: GameMode;
  /** Cards in play on the table for the tactical action under way (played-cards.ts): the activating player's effects, and a picked-up ship's owner's in their turn. */
  readonly effects?: readonly string[];
  /** The player whose turn it is, when the table keeps turns. */
  readonly turn?: string;
  readonly units?: ReportOptions["units"];
  readonly rules?: ReportOptions["rules"];
  /** The galaxy kept between activations: on an unchanged map it is not rebuilt. */
  readonly galaxies?: GalaxyCache;
}

/** What a table adapter keeps for every question it answers: its tile and unit registries, mod authors' rules, the kept galaxy. */
export interface TableSources {
  readonly tiles: TileRegistry;
  readonly units: UnitCatalogue;
  readonly rules: readonly CustomRule[];
  /** The galaxy kept between activations: on an unchanged map it is not rebuilt. */
  readonly galaxies: GalaxyCache;
}

/** How the table's objects are read into a table state: the same for an activation, a threat question and a ship picked up. */
export function readOptionsOf(options: TableOptions): ReadOptions {
  return { layout: options.layout, tiles: options.tiles, players: options.players, laws: options.laws, mode: options.mode };
}

/** `player`'s activation of `system`, with the effects the table has in play. */
export function tableActivation(player: string, system: readonly [number, number], options: TableOptions): Activation {
  const effects = options.effects;
  return effects !== undefined && effects.length > 0 ? { player, system, effects } : { player, system };
}

/** The galaxy of the state read from the table: the kept one when the table passes its cache. */
export function tableGalaxy(state: TableState, options: TableOptions): Galaxy {
  return options.galaxies !== undefined ? options.galaxies.galaxyFor(state) : buildGalaxy(state, options.tiles);
}
