/** How a ship group passes systems on its way into the active system. */
import type { ActionSetup } from "./action-setup";
import { passageProfile } from "./passage-profile";
import type { PassageProfile } from "./passage-profile";
import type { ShipGroup } from "./ship-groups";

/**
 * Passage profile of a group: Light/Wave Deflector and the Yssaril flagship
 * pass ships; the Corsair passes ships on its way to fight other players'
 * non-fighter ships in the active system; the D.W.S. Luminous passes systems
 * holding its owner's units; the Creuss flagship loses its own delta; the
 * Enigma ignores anomalies.
 */
export function profileOf(setup: ActionSetup, group: ShipGroup, passShips = false): PassageProfile {
  const corsair = group.type.passesShipsIntoCombat === true && activeHoldsOtherShips(setup);
  return passageProfile(
    passShips || setup.rules.lightWave || group.type.passesShips === true || corsair,
    group.type.carriesDelta === true,
    group.type.passesOwnSystems === true,
    group.type.ignoresAnomalies === true,
  );
}

/** The active system contains another player's non-fighter ships (neutral units count as another player's). */
function activeHoldsOtherShips(setup: ActionSetup): boolean {
  return setup.facts.unitsIn(setup.activeKey).some((u) => u.player !== setup.rules.player && u.type.kind === "ship");
}
