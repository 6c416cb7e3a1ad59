/**
 * Optional effects the active player could still choose for this action:
 * held cards not yet played, exhaustible technologies not yet used, and the
 * effects that target one ship or one system (which a report never assumes).
 */
import { playerState } from "../state/players";
import { canonicalId } from "../ids";
import type { TableState } from "../state/table-state";
import { canonicalList } from "./movement-rules";

/** Effects that change move values. */
export const MOVE_BONUS_EFFECTS: readonly string[] = ["gravity-drive", "flank-speed", "aetherstream", "captain-mendosa"];

/** Effects that change paths: passage, adjacency or rift rolls. */
export const PATH_EFFECTS: readonly string[] = [
  "nav-suite",
  "lost-star-chart",
  "emissary-taivra",
  "spatial-conduit-cylinder",
  "in-the-silence-of-space",
  "crucible",
  "aetherpassage",
];

/** Effects that act on one ship or one system: always offered, never assumed. */
const SINGLE_TARGET: readonly string[] = ["gravity-drive", "captain-mendosa", "in-the-silence-of-space"];

/** Cards and technologies that count as available while held and unused. */
const OPTIONAL: readonly string[] = [...MOVE_BONUS_EFFECTS, ...PATH_EFFECTS, "dominus-orb"];

export function availableEffects(state: TableState): string[] {
  const active = state.active;
  if (active === undefined) return [];
  const holder = playerState(state, active.player);
  const used = canonicalList(active.effects);
  const held = [...canonicalList(holder === undefined ? undefined : holder.technologies), ...canonicalList(holder === undefined ? undefined : holder.cards)];
  const out: string[] = [];
  for (const id of OPTIONAL) {
    const isHeld = held.indexOf(id) >= 0;
    const isUsed = used.indexOf(id) >= 0;
    if (SINGLE_TARGET.indexOf(id) >= 0 ? isHeld || isUsed : isHeld && !isUsed) out.push(canonicalId(id));
  }
  return out;
}
