/**
 * Nomadic (Twilight's Fall ability, AsyncTI4 `tf-nomadic`): "other players
 * cannot activate asteroid fields that contain your ships". The report refuses
 * such an activation; the move range and the threats leave such systems out.
 */
import type { Galaxy } from "../galaxy/galaxy-types";
import type { HexKey } from "../hex/hex";
import { contains } from "../lists";
import type { TableFacts } from "./table-facts";

export const NOMADIC = "tf-nomadic";

/** The Nomadic holder whose ships keep `player` from activating `key`, if any. */
export function nomadicHolderAt(galaxy: Galaxy, facts: TableFacts, player: string, key: HexKey): string | undefined {
  const system = galaxy.systems.get(key);
  if (system === undefined || system.anomalies.indexOf("asteroid-field") < 0) return undefined;
  for (const u of facts.unitsIn(key)) {
    if (u.player !== player && u.type.kind === "ship" && contains(facts.seats.seat(u.player).technologies, NOMADIC)) return u.player;
  }
  return undefined;
}
