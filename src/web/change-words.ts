/** What an edit of the scenario changed, in a few words, for Undo and Redo to say what they stepped over. */
import { refText } from "../core/all";
import type { Scenario } from "../scenario/scenario-schema";

/** The first of the scenario's parts that differs, said as a player would ("red activating 63", "units", "the map"). */
export function changeWords(before: Scenario, after: Scenario): string {
  if (before.map !== after.map || before.systems !== after.systems) return "the map";
  if (before.units !== after.units) return "units placed or removed";
  if (before.tokens !== after.tokens) return "tokens placed or removed";
  if (before.players !== after.players) return "the players' settings";
  if (before.laws !== after.laws) return "the laws in play";
  const a = before.active;
  const b = after.active;
  if (a !== b) {
    if (b === undefined) return "the activation";
    if (a !== undefined && a.player === b.player && a.system === b.system) return "the effects used";
    return `${b.player} activating ${refText(b.system)}`;
  }
  return "a change";
}
