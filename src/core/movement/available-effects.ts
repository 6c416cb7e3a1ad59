/**
 * Optional effects the active player could still choose for this action:
 * held cards not yet played, exhaustible technologies not yet used, and the
 * effects that target one ship or one system (which a report never assumes).
 */
import { playerState } from "../state/players";
import { canonicalId } from "../ids";
import type { TableState } from "../state/table-state";

/** Effects that change move values. */
export const MOVE_BONUS_EFFECTS: readonly string[] = [
  "gravity-drive",
  "flank-speed",
  "aetherstream",
  "captain-mendosa",
  "ionian-fuel-refinery", // Tempesta's legendary planet ability: +1 to one ship
  "imperator", // Winnu breakthrough: +1 to one ship when the active system holds a legendary planet
];

/** Effects that change paths: passage, adjacency or rift rolls. */
export const PATH_EFFECTS: readonly string[] = [
  "nav-suite",
  "lost-star-chart",
  "emissary-taivra",
  "spatial-conduit-cylinder",
  "in-the-silence-of-space",
  "crucible",
  "aetherpassage",
  "myru-vos", // Firmament agent: ships that transport nothing may pass other players' ships
];

/** Effects that act on one ship or one system: always offered, never assumed. */
const SINGLE_TARGET: readonly string[] = [
  "gravity-drive",
  "captain-mendosa",
  "in-the-silence-of-space",
  "ionian-fuel-refinery",
  "imperator",
  "rescue", // action card: 1 of your ships into the active system from any system without your command token
];

/** Cards and technologies that count as available while held and unused. */
export const OPTIONAL_EFFECTS: readonly string[] = [...MOVE_BONUS_EFFECTS, ...PATH_EFFECTS, "dominus-orb", "rescue"];

const SINGLE_TARGET_SET = addIds({}, SINGLE_TARGET);

export function availableEffects(state: TableState): string[] {
  const active = state.active;
  if (active === undefined) return [];
  const holder = playerState(state, active.player);
  const used = addIds({}, active.effects);
  const held = addIds(addIds({}, holder === undefined ? undefined : holder.technologies), holder === undefined ? undefined : holder.cards);
  // Tempesta's Ionian Fuel Refinery belongs to whoever controls Tempesta.
  for (const planet of holder === undefined || holder.planets === undefined ? [] : holder.planets) {
    if (canonicalId(planet) === "tempesta") held["ionian-fuel-refinery"] = true;
  }
  const out: string[] = [];
  for (const id of OPTIONAL_EFFECTS) {
    const isHeld = held[id] === true;
    const isUsed = used[id] === true;
    if (SINGLE_TARGET_SET[id] === true ? isHeld || isUsed : isHeld && !isUsed) out.push(id);
  }
  return out;
}

/** The canonical ids of a list, added to a set (a list may be absent). */
function addIds(set: Record<string, boolean>, list: readonly string[] | undefined): Record<string, boolean> {
  if (list !== undefined) for (const id of list) set[canonicalId(id)] = true;
  return set;
}
