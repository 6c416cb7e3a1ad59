/**
 * What a seat means by each unit name: its type and values for the seat's
 * faction, holdings and technologies. Seats change rarely between reports,
 * so the answers are remembered while the catalogue stays the same (a unit
 * registered since gives a new list of units, and everything is asked anew).
 */
import { canonicalId } from "../ids";
import type { UnitCatalogue } from "./unit-catalogue";
import { unitStats } from "./unit-catalogue";
import type { UnitStats, UnitType } from "./unit-types";

/** A unit name as a seat means it: its type, values and canonical id, or nothing when unknown. */
export interface SeatUnit {
  readonly type?: UnitType;
  readonly stats?: UnitStats;
  readonly id?: string;
}

export interface Seat {
  readonly faction: string | undefined;
  /** Technologies and cards (where units a card gives are unlocked). */
  readonly holdings: readonly string[];
  readonly technologies: readonly string[];
}

/** Seats and answers kept at most, so a table full of odd names cannot grow them without end. */
const LIMIT = 4096;

interface Remembered {
  readonly catalogue: UnitCatalogue;
  readonly units: readonly UnitType[];
  readonly bySeat: Map<string, Map<string, SeatUnit>>;
  /** Seats and answers kept. */
  size: number;
}

let last: Remembered | undefined;

/** The unit names of one seat, each answered once. */
export function seatUnits(catalogue: UnitCatalogue, seat: Seat): (this: void, unit: string) => SeatUnit {
  const units = catalogue.all();
  if (last === undefined || last.catalogue !== catalogue || last.units !== units || last.size >= LIMIT) {
    last = { catalogue, units, bySeat: new Map<string, Map<string, SeatUnit>>(), size: 0 };
  }
  const memory = last;
  const signature = `${spelt([seat.faction ?? ""])}${spelt(seat.holdings)}|${spelt(seat.technologies)}`;
  let known = memory.bySeat.get(signature);
  if (known === undefined) {
    known = new Map<string, SeatUnit>();
    memory.bySeat.set(signature, known);
    memory.size++;
  }
  const answers = known;
  return (unit) => {
    const found = answers.get(unit);
    if (found !== undefined) return found;
    const type = catalogue.resolve(unit, seat.faction, seat.holdings);
    const out: SeatUnit = type === undefined ? {} : { type, stats: unitStats(type, seat.technologies), id: canonicalId(unit) };
    answers.set(unit, out);
    memory.size++;
    return out;
  };
}

/** Ids written out so that no two lists read the same: each id after its length. */
function spelt(ids: readonly string[]): string {
  let out = "";
  for (const id of ids) out += `${id.length}:${id}`;
  return out;
}
