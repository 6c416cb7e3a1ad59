/**
 * The least move value a legal path from each system into the active system
 * needs, for one passage profile: all the report asks when it only wants to
 * know whether some path within a budget exists (why a ship is blocked).
 * Cheaper than the safest-path search: each system is settled once per
 * rift flag, in order of move spent, with no rolls or systems entered kept.
 *
 * Not for a profile given move back for passing (D.W.S. Luminous): steps
 * here cost 1, or 0 out of a gravity rift [58.4f, 41], never less.
 */
import { groupWalks } from "./group-walks";
import type { SearchInput } from "./reverse-search";
import { activeBarrierFor, exitCostOf, LEAVE_PLAIN, LEAVE_RIFT, onceBonusOf } from "./system-passage";
import { profileCode } from "./passage-profile";

/** By system number: the least move a path from there needs, or undefined when no path within the budget leaves it. */
export type LeastNeeds = (this: void, from: number) => number | undefined;

export function leastNeeds(input: SearchInput): LeastNeeds {
  const { adjacency, passage, rules, activeKey, profile, maxBudget } = input;
  const numbered = adjacency.numbered;
  const pass = passage.numbered;
  const active = adjacency.galaxy.numbers.numberOf.get(activeKey) as number;
  const code = profileCode(profile);
  const oncePerMove = rules.switches.riftBonusOncePerMove === true;
  const onceBonus = onceBonusOf(rules);
  const plainExit = exitCostOf(LEAVE_PLAIN, oncePerMove);
  const riftExit = exitCostOf(LEAVE_RIFT, oncePerMove);

  // Least move spent from each system on, per rift flag: slot 2n without having left a rift, 2n + 1 with.
  const spent: number[] = [];
  // Slots waiting, by move spent (steps cost 0 or 1, so the buckets are taken in order).
  const buckets: number[][] = [];
  const queue = (slot: number, cost: number): void => {
    const known = spent[slot];
    if (known !== undefined && known <= cost) return;
    spent[slot] = cost;
    const bucket = buckets[cost];
    if (bucket === undefined) buckets[cost] = [slot];
    else bucket.push(slot);
  };
  const walks = groupWalks(onceBonus, profile.withoutOwnDelta === true);

  if (activeBarrierFor(passage, profile) === undefined) queue(2 * active, 0);
  // (No `continue` in these loops: in Lua each costs a flag per turn.)
  for (let cost = 0; cost < buckets.length; cost++) {
    const bucket = buckets[cost] ?? [];
    for (let i = 0; i < bucket.length; i++) {
      const slot = bucket[i] as number;
      const rift = slot % 2 === 1;
      const n = rift ? (slot - 1) / 2 : slot / 2;
      // Not queued again more cheaply since; ships do not pass through the active system on the way in,
      // nor through systems they may not pass [58.4b, anomalies].
      if (spent[slot] === cost && (slot === 2 * active || (n !== active && pass.canPass(n, code)))) {
        for (const from of walks.targets(numbered, n, cost, rift)) {
          const out = pass.leaving(from, code);
          const fromCost = cost + (out === LEAVE_PLAIN ? plainExit : riftExit);
          if (fromCost - onceBonus <= maxBudget) queue(2 * from + (rift || out !== LEAVE_PLAIN ? 1 : 0), fromCost);
        }
      }
    }
  }

  return (from) => {
    const plain = spent[2 * from];
    const rifted = spent[2 * from + 1];
    const viaRift = rifted === undefined ? undefined : rifted - onceBonus;
    if (plain === undefined) return viaRift;
    return viaRift === undefined || plain <= viaRift ? plain : viaRift;
  };
}
