/**
 * The transport plan with every ship's reach settled: a ship that reaches
 * only when it carries a load (Tizona: "+1 move value if it would transport 4
 * units") and cannot be given that load does not reach after all.
 */
import type { ActionSetup } from "../movement/action-setup";
import type { GroupReach, ShipsReach } from "../movement/reach-ships";
import { planTransport } from "./transport-plan";
import type { TransportPlan } from "./transport-plan";

export function settledTransport(setup: ActionSetup, reach: ShipsReach): { readonly reach: ShipsReach; readonly plan: TransportPlan } {
  const settled = settledReach(setup, reach);
  return { reach: settled.reach, plan: settled.plan ?? planTransport(setup, settled.reach) };
}

/** The reach settled, and the plan when settling it needed one (the threat views plan only for attackers who reach). */
export function settledReach(setup: ActionSetup, reach: ShipsReach): { readonly reach: ShipsReach; readonly plan: TransportPlan | undefined } {
  if (!reach.groups.some((r) => r.needsLoad !== undefined)) return { reach, plan: undefined };
  let settled = reach;
  let plan = planTransport(setup, settled);
  // Each round turns back at least one ship, so this ends.
  while (plan.short.length > 0) {
    const short = plan.short;
    settled = {
      ...settled,
      groups: settled.groups.map((r) => {
        for (const s of short) if (s.reach === r) return turnedBack(r, s.carried);
        return r;
      }),
    };
    plan = planTransport(setup, settled);
  }
  return { reach: settled, plan };
}

function turnedBack(r: GroupReach, carried: number): GroupReach {
  const bonus = r.group.type.loadedBonus === undefined ? 0 : r.group.type.loadedBonus.move;
  const detail = `${r.group.type.name} gets +${bonus} only carrying ${r.needsLoad ?? 0} units, and ${carried} can come along`;
  return { group: r.group, move: r.move - bonus, reason: "out-of-range", detail };
}
