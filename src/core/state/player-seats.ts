/**
 * Each player's faction, technologies and holdings as canonical ids, read
 * from the table state once per report and shared by all that asks: the
 * units a seat means, the movement rules, the owners of the ships in the way.
 */
import { canonicalId, canonicalList, factionFamily } from "../ids";
import { sortedKeys } from "../own";
import { contains } from "../lists";
import { ABILITIES_AS_TECHNOLOGIES, MOVEMENT_TECHNOLOGIES } from "./movement-technologies";
import { playerState } from "./players";
import type { PlayerState, TableState } from "./table-state";
import { TWILIGHTS_FALL } from "./table-state";

/** One player's seat: faction, the technologies and cards held. */
export interface Seat {
  readonly faction: string | undefined;
  /** Technologies and cards: where Thunder's Edge breakthroughs may be listed (either list works), and where units a card gives are unlocked. */
  readonly holdings: readonly string[];
  readonly technologies: readonly string[];
  /** Valefar Assimilator Z: the faction whose flagship's abilities the seat's flagship also has. */
  readonly assimilated?: string;
}

/**
 * The players of a table state, each with a seat: faction, technologies and cards, read once per
 * answer.
 */
export interface PlayerSeats {
  /** The names in the state's players, in one order on every runtime. */
  readonly names: readonly string[];
  /** A player's seat; a name the players do not list has no faction and holds nothing. */
  readonly seat: (this: void, player: string) => Seat;
}

const NO_SEAT: Seat = { faction: undefined, holdings: [], technologies: [] };
/** A player the state does not list, in a Twilight's Fall game: the mode's units are theirs too. */
const TF_SEAT: Seat = { faction: undefined, holdings: [TWILIGHTS_FALL], technologies: [] };

export function playerSeats(state: TableState): PlayerSeats {
  const read = new Map<string, Seat>();
  return {
    names: state.players === undefined ? [] : sortedKeys(state.players),
    seat: (player) => {
      let seat = read.get(player);
      if (seat === undefined) {
        seat = seatOf(state, player);
        read.set(player, seat);
      }
      return seat;
    },
  };
}

/** One player's seat, read from the state (playerSeats keeps each seat read). */
export function seatOf(state: TableState, player: string): Seat {
  const p = playerState(state, player);
  if (typeof p !== "object" || p === null) return state.mode === TWILIGHTS_FALL ? TF_SEAT : NO_SEAT;
  const technologies = canonicalList(texts(p.technologies));
  const holdings = technologies.slice();
  const cards = canonicalList(texts(p.cards));
  for (const c of cards) holdings.push(c);
  // A technology listed among the cards is owned all the same (tables and scenarios may list it there).
  for (const c of cards) if ((contains(MOVEMENT_TECHNOLOGIES, c) || contains(ABILITIES_AS_TECHNOLOGIES, c)) && !contains(technologies, c)) technologies.push(c);
  // Twilight's Fall: the mode itself gives the units it changes (its generic war sun), after any card that gives one.
  if (state.mode === TWILIGHTS_FALL) holdings.push(TWILIGHTS_FALL);
  return { faction: typeof p.faction === "string" ? canonicalId(p.faction) : undefined, holdings, technologies, assimilated: assimilatedOf(p) };
}

/** The ids of a list as given: a state not yet checked (the kept galaxy reads one) may hold anything. */
function texts(list: readonly string[] | undefined): string[] {
  const out: string[] = [];
  if (Array.isArray(list)) for (const id of list) if (typeof id === "string") out.push(id);
  return out;
}

/** The faction whose flagship abilities the player's flagship also has: Valefar Assimilator Z is the Nekro's. */
export function assimilatedOf(p: PlayerState): string | undefined {
  const { faction, assimilatedFlagship } = p;
  return typeof assimilatedFlagship === "string" && typeof faction === "string" && factionFamily(faction) === "nekro" ? canonicalId(assimilatedFlagship) : undefined;
}
