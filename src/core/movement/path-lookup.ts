import type { ReachPath } from "./reverse-search";

/**
 * Where a group's paths come from: the safest path within a budget, for the
 * group's own passage or passing ships (In the Silence of Space), with one
 * more effect in use or none. The report looks backwards from the active
 * system; a move range looks forwards from the group's system.
 */
export type PathLookup = (this: void, passShips: boolean, effect: string | undefined, budget: number) => ReachPath | undefined;
