/**
 * A system activated is often announced twice: its command token dropped on
 * it, and the mod's own activation event. Both tables answer the first and
 * let the same player activating the same system again within
 * SAME_ACTIVATION_SECONDS count as the same activation.
 */
import { hexKey } from "../hex/hex";
import type { Hex } from "../hex/hex";

export const SAME_ACTIVATION_SECONDS = 3;

export class ActivationRepeats {
  private last: { readonly key: string; readonly at: number } | undefined;

  /** Whether `player` activating the system on `where` at `seconds` (on any clock in seconds) repeats the last activation; if not, it is the last from now on. */
  repeats(player: string, where: Hex, seconds: number): boolean {
    if (this.isRepeat(player, where, seconds)) return true;
    this.last = { key: `${player}|${hexKey(where)}`, at: seconds };
    return false;
  }

  /** The same question, asked without making this activation the last one. */
  isRepeat(player: string, where: Hex, seconds: number): boolean {
    const last = this.last;
    return last !== undefined && last.key === `${player}|${hexKey(where)}` && seconds - last.at < SAME_ACTIVATION_SECONDS;
  }

  /** The activation was undone or cleared: the next one on the same system is new. */
  forget(): void {
    this.last = undefined;
  }
}
