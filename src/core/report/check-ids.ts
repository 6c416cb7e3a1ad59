/**
 * Ids of the input the core does not know: factions, technologies, cards,
 * laws, effects, planets and players. Each unknown id gives one diagnostic
 * naming it (a misspelt "gravity-drvie" must not vanish silently); the id
 * itself then simply has no effect.
 */
import { sameItems } from "../lists";
import type { Diagnostic } from "../diagnostics";
import type { TableFacts } from "../movement/table-facts";
import { canonicalId, factionFamily } from "../ids";
import { ownValue } from "../own";
import { TOKEN_PLANETS } from "../tiles/data/token-planets";
import type { TileRegistry } from "../tiles/tile-registry";
import type { TileInfo } from "../tiles/tile-types";
import type { UnitCatalogue } from "../units/unit-catalogue";
import type { UnitType } from "../units/unit-types";
import { KNOWN_CARDS, KNOWN_EFFECTS, KNOWN_LAWS, KNOWN_TECHNOLOGIES } from "../state/known-ids";
import { isSeated } from "../state/players";
import type { TableState } from "../state/table-state";
import { TWILIGHTS_FALL } from "../state/table-state";
import { WARFARE_EFFECT, warfareNamed } from "../state/warfare";

export function checkIds(state: TableState, facts: TableFacts, tiles: TileRegistry, units: UnitCatalogue): Diagnostic[] {
  const out: Diagnostic[] = [];
  let said: Map<string, boolean> | undefined; // made with the first unknown id: most tables have none
  const unknown = (what: string, id: string, where: string, fix: string): void => {
    const key = `${what}|${id}|${where}`;
    if (said === undefined) said = new Map<string, boolean>();
    else if (said.has(key)) return;
    said.set(key, true);
    out.push({ kind: what === "player" ? "unknown-player" : "unknown-id", message: `${where}: unknown ${what} "${id}"; ${fix}`, text: id });
  };

  const { factions, technologies, planets } = knownIds(tiles, units);

  const players = state.players ?? {};
  for (const name of facts.seats.names) {
    const p = ownValue(players, name);
    if (p === undefined) continue;
    const where = `player ${name}`;
    if (p.faction !== undefined && !factions.has(factionFamily(canonicalId(p.faction)) as string)) {
      unknown("faction", p.faction, where, "playing without faction abilities");
    }
    if (p.assimilatedFlagship !== undefined && !factions.has(factionFamily(canonicalId(p.assimilatedFlagship)) as string)) {
      unknown("faction", p.assimilatedFlagship, `${where} assimilatedFlagship`, "the flagship gains no abilities");
    } else if (p.assimilatedFlagship !== undefined && factionFamily(p.faction === undefined ? "" : canonicalId(p.faction)) !== "nekro") {
      out.push({ kind: "unknown-id", message: `${where}: assimilatedFlagship is Valefar Assimilator Z's, a Nekro breakthrough; ignoring it`, text: p.assimilatedFlagship });
    }
    for (const t of p.technologies ?? []) if (!technologies.has(canonicalId(t))) unknown("technology", t, where, "it has no effect");
    for (const c of p.cards ?? []) if (KNOWN_CARDS.indexOf(canonicalId(c)) < 0) unknown("card", c, where, "it has no effect");
    for (const planet of p.planets ?? []) if (!planets.has(canonicalId(planet))) unknown("planet", planet, where, "it has no effect");
  }
  for (const law of state.laws ?? []) if (KNOWN_LAWS.indexOf(canonicalId(law)) < 0) unknown("law", law, "laws", "it has no effect");

  const active = state.active;
  if (active !== undefined) {
    for (const e of active.effects ?? []) if (KNOWN_EFFECTS.indexOf(canonicalId(e)) < 0) unknown("effect", e, "active", "it has no effect");
  }
  // Twilight's Fall has no Warfare strategy card (its eight are Lux to Aeterna).
  if (state.mode === TWILIGHTS_FALL && warfareNamed(state)) {
    out.push({ kind: "unknown-id", message: `${WARFARE_EFFECT}: Twilight's Fall has no Warfare strategy card; it has no effect`, text: WARFARE_EFFECT });
  }

  // Players named by the active system, units and command tokens, when the state lists its players.
  // Neutral units need no seat: they are simply another player's.
  if (state.players !== undefined) {
    const players = state.players;
    const seated = (player: string, where: string): void => {
      if (isSeated(state, player)) return;
      // Names are exact: "Red" is not the seated "red" (a common slip when writing a scenario by hand).
      const lower = player.toLowerCase();
      const meant = Object.keys(players).filter((n) => n.toLowerCase() === lower)[0];
      unknown("player", player, where, `not in players${meant === undefined ? "" : ` (names are exact: "${meant}" is seated)`}: no faction, technologies or fleet pool`);
    };
    if (active !== undefined) seated(active.player, "active");
    for (const u of facts.unseated) seated(u.player, `${u.player} ${u.unit}`);
    for (const t of state.tokens ?? []) if (t.player !== undefined && canonicalId(t.token) === "command") seated(t.player, `token ${t.token}`);
  }

  // A planet a unit stands on must be in its system (Mirage where its token lies).
  for (const { stack, tile } of facts.offPlanet) {
    out.push({
      kind: "unknown-id",
      message: `${stack.player} ${stack.unit}: planet "${stack.planet as string}" is not in system ${tile}; reading the units as in space`,
      text: stack.planet as string,
    });
  }
  return out;
}

/** The factions, technologies and planets the tiles and units make known. */
interface KnownIds {
  readonly tiles: readonly TileInfo[];
  readonly units: readonly UnitType[];
  readonly factions: ReadonlyMap<string, boolean>;
  readonly technologies: ReadonlyMap<string, boolean>;
  readonly planets: ReadonlyMap<string, boolean>;
}

/** The last tables made: every report asks again with the same tiles and units. */
let lastKnown: KnownIds | undefined;

/** Made again only when a tile or unit was registered since (a registered one is a new object). */
function knownIds(tileRegistry: TileRegistry, catalogue: UnitCatalogue): KnownIds {
  const tiles = tileRegistry.all();
  const units = catalogue.all();
  if (lastKnown !== undefined && sameItems(lastKnown.tiles, tiles) && sameItems(lastKnown.units, units)) return lastKnown;
  lastKnown = { tiles, units, factions: knownFactions(tiles, units), technologies: knownTechnologies(units), planets: knownPlanets(tiles) };
  return lastKnown;
}


function knownFactions(tiles: readonly TileInfo[], units: readonly UnitType[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const info of tiles) {
    for (const home of [info.home, info.back === undefined ? undefined : info.back.home]) if (home !== undefined) out.set(factionFamily(home) as string, true);
  }
  for (const u of units) if (u.faction !== undefined) out.set(factionFamily(u.faction) as string, true);
  return out;
}

function knownTechnologies(units: readonly UnitType[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const t of KNOWN_TECHNOLOGIES) out.set(t, true);
  for (const u of units) if (u.upgrade !== undefined) out.set(canonicalId(u.upgrade.technology), true);
  return out;
}

function knownPlanets(tiles: readonly TileInfo[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const info of tiles) {
    for (const p of info.planets ?? []) out.set(p.id, true);
    for (const p of info.back?.planets ?? []) out.set(p.id, true);
  }
  TOKEN_PLANETS.forEach((p) => out.set(p.id, true));
  return out;
}
