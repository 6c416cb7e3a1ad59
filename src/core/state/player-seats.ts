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
import type { TableState } from "./table-state";

export interface Seat {
  readonly faction: string | undefined;
  /** Technologies and cards: where Thunder's Edge breakthroughs may be listed (either list works), and where units a card gives are unlocked. */
  readonly holdings: readonly string[];
  readonly technologies: readonly string[];
  /** Valefar Assimilator Z: the faction whose flagship's abilities the seat's flagship also has. */
  readonly assimilated?: string;
}

export interface PlayerSeats {
  /** The names in the state's players, in one order on every runtime. */
  readonly names: readonly string[];
  /** A player's seat; a name the players do not list has no faction and holds nothing. */
  readonly seat: (this: void, player: string) => Seat;
}

const NO_SEAT: Seat = { faction: undefined, holdings: [], technologies: [] };

export function playerSeats(state: TableState): PlayerSeats {
  const read = new Map<string, Seat>();
  return {
    names: state.players === undefined ? [] : sortedKeys(state.players),
    seat: (player) => {
      let seat = read.get(player);
      if (seat === undefined) {
        seat = readSeat(state, player);
        read.set(player, seat);
      }
      return seat;
    },
  };
}

function readSeat(state: TableState, player: string): Seat {
  const p = playerState(state, player);
  if (p === undefined) return NO_SEAT;
  const technologies = canonicalList(p.technologies);
  const holdings = technologies.slice();
  const cards = canonicalList(p.cards);
  for (const c of cards) holdings.push(c);
  // A technology listed among the cards is owned all the same (tables and scenarios may list it there).
  for (const c of cards) if ((contains(MOVEMENT_TECHNOLOGIES, c) || contains(ABILITIES_AS_TECHNOLOGIES, c)) && !contains(technologies, c)) technologies.push(c);
  // Valefar Assimilator Z is the Nekro's.
  const assimilated = typeof p.assimilatedFlagship === "string" && isNekro(p.faction) ? canonicalId(p.assimilatedFlagship) : undefined;
  return { faction: p.faction === undefined ? undefined : canonicalId(p.faction), holdings, technologies, assimilated };
}

function isNekro(faction: string | undefined): boolean {
  return typeof faction === "string" && factionFamily(faction) === "nekro";
}
