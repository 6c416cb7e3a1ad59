/**
 * Who may let the active player's ships move through systems that contain
 * their ships: the Empyrean (Aetherpassage, "you may allow that player to move
 * their ships through systems that contain your ships"), and in a Twilight's
 * Fall game a holder of Voidborn, whose text there has Aetherpassage merged in.
 */
import { factionFamily } from "../ids";
import { contains } from "../lists";
import type { Seat } from "../state/player-seats";
import { TWILIGHTS_FALL } from "../state/table-state";

export function grantsPassage(seat: Seat): boolean {
  if (seat.faction !== undefined && factionFamily(seat.faction) === "empyrean") return true;
  // The seat holds the mode itself in a Twilight's Fall game (player-seats.ts).
  return contains(seat.holdings, TWILIGHTS_FALL) && contains(seat.technologies, "voidborn");
}
