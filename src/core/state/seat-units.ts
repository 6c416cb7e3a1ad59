/**
 * What a seat means by each unit name: its type and values for the seat's
 * faction, holdings and technologies. Seats change rarely between reports,
 * so the answers are remembered while the catalogue stays the same (a unit
 * registered since gives a new list of units, and everything is asked anew).
 */
import { contains, sameItems } from "../lists";
import { canonicalId } from "../ids";
import type { Seat } from "./player-seats";
import type { UnitCatalogue } from "../units/unit-catalogue";
import { isFlagship, unitStats } from "../units/unit-catalogue";
import type { UnitStats, UnitType } from "../units/unit-types";

/** A unit name as a seat means it: its type, values and canonical id, or nothing when unknown. */
export interface SeatUnit {
  readonly type?: UnitType;
  readonly stats?: UnitStats;
  readonly id?: string;
}

/** Seats and answers kept at most, so a table full of odd names cannot grow them without end. */
const LIMIT = 4096;

interface Remembered {
  readonly catalogue: UnitCatalogue;
  readonly units: readonly UnitType[];
  /** Per faction ("" for none), the seats met with their answers. */
  readonly byFaction: Map<string, SeatAnswers[]>;
  /** Seats and answers kept. */
  size: number;
}

interface SeatAnswers {
  readonly holdings: readonly string[];
  readonly technologies: readonly string[];
  readonly answers: Map<string, SeatUnit>;
}

let last: Remembered | undefined;

/** The unit names of one seat, each answered once. */
export function seatUnits(catalogue: UnitCatalogue, seat: Seat): (this: void, unit: string) => SeatUnit {
  const units = catalogue.all();
  if (last === undefined || last.catalogue !== catalogue || last.units !== units || last.size >= LIMIT) {
    last = { catalogue, units, byFaction: new Map<string, SeatAnswers[]>(), size: 0 };
  }
  const memory = last;
  const faction = seat.assimilated === undefined ? (seat.faction ?? "") : `${seat.faction ?? ""}|${seat.assimilated}`;
  let seats = memory.byFaction.get(faction);
  if (seats === undefined) {
    seats = [];
    memory.byFaction.set(faction, seats);
  }
  // The seat with the same holdings and technologies, in the same order (no key text is built).
  let known: SeatAnswers | undefined;
  for (const s of seats) if (sameItems(s.holdings, seat.holdings) && sameItems(s.technologies, seat.technologies)) known = s;
  if (known === undefined) {
    known = { holdings: seat.holdings.slice(), technologies: seat.technologies.slice(), answers: new Map<string, SeatUnit>() };
    seats.push(known);
    memory.size++;
  }
  const answers = known.answers;
  return (unit) => {
    const found = answers.get(unit);
    if (found !== undefined) return found;
    const type = withUpgradeTexts(catalogue, withAssimilated(catalogue, catalogue.resolve(unit, seat.faction, seat.holdings), seat.assimilated), seat);
    const out: SeatUnit = type === undefined ? {} : { type, stats: withEchoOfAscension(type, unitStats(type, seat.technologies), seat.holdings), id: canonicalId(unit) };
    answers.set(unit, out);
    memory.size++;
    return out;
  };
}

/** Echo of Ascension (Twilight's Fall unit upgrade, kept beside the flagship's own): the flagship gets +1 move and +2 capacity. */
export const ECHO_OF_ASCENSION = "tf-echoofascension";

function withEchoOfAscension(type: UnitType, stats: UnitStats, holdings: readonly string[]): UnitStats {
  return isFlagship(type) && contains(holdings, ECHO_OF_ASCENSION) ? { move: stats.move > 0 ? stats.move + 1 : 0, capacity: stats.capacity + 2 } : stats;
}

/** The ship kinds whose upgrades' texts The Faces of Janovet gains. */
const JANOVET_KINDS: readonly string[] = ["destroyer", "cruiser", "dreadnought"];

/**
 * The Faces of Janovet (Twilight's Fall pink king's flagship): "gains the unit
 * and text abilities of your destroyer, cruiser and dreadnought unit
 * upgrades": the movement texts of the seat's own destroyer, cruiser and
 * dreadnought (TF Exile passes other players' ships; Corsair does so into a
 * battle). Its own move and capacity stay.
 */
function withUpgradeTexts(catalogue: UnitCatalogue, type: UnitType | undefined, seat: Seat): UnitType | undefined {
  if (type === undefined || type.gainsUpgradeTexts !== true) return type;
  let passesShips = type.passesShips === true;
  let passesShipsIntoCombat = type.passesShipsIntoCombat === true;
  for (const kind of JANOVET_KINDS) {
    const upgraded = catalogue.resolve(kind, seat.faction, seat.holdings);
    if (upgraded === undefined) continue;
    if (upgraded.passesShips === true) passesShips = true;
    if (upgraded.passesShipsIntoCombat === true) passesShipsIntoCombat = true;
  }
  return { ...type, passesShips: passesShips ? true : undefined, passesShipsIntoCombat: passesShipsIntoCombat ? true : undefined };
}

/**
 * Valefar Assimilator Z: the seat's flagship also has the abilities of
 * another faction's flagship, those that change movement (its own move and
 * capacity stay): Hil Colish's delta wormhole, Y'sia Y'ssrila passing ships,
 * D.W.S. Luminous, Heaven's Eye.
 */
function withAssimilated(catalogue: UnitCatalogue, type: UnitType | undefined, faction: string | undefined): UnitType | undefined {
  if (type === undefined || faction === undefined || type.replaces !== "flagship") return type;
  const copied = catalogue.resolve("flagship", faction, []);
  if (copied === undefined || copied === type) return type;
  return {
    ...type,
    carriesDelta: type.carriesDelta === true || copied.carriesDelta === true ? true : undefined,
    passesShips: type.passesShips === true || copied.passesShips === true ? true : undefined,
    passesOwnSystems: type.passesOwnSystems === true || copied.passesOwnSystems === true ? true : undefined,
    plotBonus: type.plotBonus === true || copied.plotBonus === true ? true : undefined,
  };
}
