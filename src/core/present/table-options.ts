/** What a table passes along with the objects it read, for an activation or a ship picked up. */
import type { GalaxyCache } from "../galaxy/galaxy-cache";
import type { HexLayout } from "../hex/world";
import type { ReportOptions } from "../report/activation-report";
import type { PlayerState } from "../state/table-state";
import type { TileRegistry } from "../tiles/tile-registry";

export interface TableOptions {
  readonly layout: HexLayout;
  readonly tiles: TileRegistry;
  readonly players?: { readonly [player: string]: PlayerState };
  readonly laws?: readonly string[];
  readonly units?: ReportOptions["units"];
  readonly rules?: ReportOptions["rules"];
  /** The galaxy kept between activations: on an unchanged map it is not rebuilt. */
  readonly galaxies?: GalaxyCache;
}
