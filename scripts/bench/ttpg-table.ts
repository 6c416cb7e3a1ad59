/**
 * The benchmark's TTPG table (ttpg-mock as the API), laid as the TI4 TTPG mods
 * lay a game in progress: the 8-player map's tiles and its 300 unit stacks as
 * plastic, and per player a command sheet with its command tokens (TI4-TTPG-TS
 * layout), the other command tokens beside it, a card holder with a hand of
 * action cards, technology and planet cards loose in the area; decks, a law in
 * play; then trade goods, control tokens and loose action cards up to `total`
 * objects. Player colours are the TS mod's saved ones ("@player-color/ti4").
 */
import { MockCard, MockCardDetails, MockCardHolder, MockGameObject, Vector, world } from "ttpg-mock";
import { hexToTtpg } from "../../src/core/all";
import type { Galaxy, TableState } from "../../src/core/all";
import { layCommandSheet } from "../../test/ttpg/game/mod-layouts";

/** Slots as the TS mod seats 8 players. */
const SLOTS: Record<string, number> = { green: 10, red: 11, yellow: 12, purple: 13, blue: 14, orange: 15, pink: 16, black: 17 };

/** Technology card NSIDs of the TI4 TTPG mods (TI4-TTPG-TS src/lib/tech-lib/data/tech.data.ts). */
const TECH_CARDS: Record<string, string> = {
  "gravity-drive": "card.technology.blue:base/gravity-drive",
  "carrier-ii": "card.technology.unit-upgrade:base/carrier-2",
};

export interface BenchTable {
  /** Objects laid. */
  readonly count: number;
  /** The active player's slot and the active system's hex. */
  readonly slot: number;
  readonly active: { readonly q: number; readonly r: number };
}

export function layBenchTable(state: TableState, galaxy: Galaxy, total: number): BenchTable {
  let count = 0;
  const colors: Record<string, { colorName: string }> = {};
  for (const [name, slot] of Object.entries(SLOTS)) colors[`${slot}`] = { colorName: name };
  world.setSavedData(JSON.stringify(colors), "@player-color/ti4");

  galaxy.systems.forEach((s) => {
    const c = hexToTtpg(s.hex);
    new MockGameObject({ templateMetadata: `tile.system:${s.tile >= 52 ? "pok" : "base"}/${s.tile}`, position: new Vector(c.x, c.y, 0) });
    count++;
  });
  for (const u of state.units ?? []) {
    const [q, r] = u.system as [number, number];
    const c = hexToTtpg({ q, r });
    for (let i = 0; i < (u.count ?? 1); i++) {
      new MockGameObject({ templateMetadata: `unit:base/${u.unit}`, owningPlayerSlot: SLOTS[u.player] ?? 10, position: new Vector(c.x + 3 + i, c.y - 2, 1) });
      count++;
    }
  }

  // Planet cards: the map's planets, four to each player.
  const planets: string[] = [];
  galaxy.systems.forEach((s) => {
    for (const planet of s.planets) planets.push(planet.id);
  });
  Object.entries(state.players ?? {}).forEach(([player, p], i) => {
    const slot = SLOTS[player]!;
    const angle = (i * Math.PI) / 4;
    const desk = new Vector(260 * Math.cos(angle), 260 * Math.sin(angle), 0);
    layCommandSheet("TI4-TTPG-TS", slot, p.faction!, desk, (i * 45) % 360);
    count += 9;
    for (let k = 0; k < 8; k++) {
      new MockGameObject({ templateMetadata: `token.command:base/${p.faction}`, owningPlayerSlot: slot, position: desk.add(new Vector(-25, k * 2, 1)) });
      new MockGameObject({ templateMetadata: `token.control:base/${p.faction}`, owningPlayerSlot: slot, position: desk.add(new Vector(-30, k * 2, 1)) });
      count += 2;
    }
    const hand: MockCard[] = [];
    for (let k = 0; k < 7; k++) hand.push(new MockCard({ cardDetails: [new MockCardDetails({ metadata: `card.action:base/hand-${i}-${k}` })], isFaceUp: true }));
    new MockCardHolder({ templateMetadata: "cardholder:base/large", owningPlayerSlot: slot, position: desk.add(new Vector(40, 0, 5)), cards: hand });
    count += 8;
    (p.technologies ?? []).forEach((tech, k) => {
      new MockCard({ cardDetails: [new MockCardDetails({ metadata: TECH_CARDS[tech] ?? `card.technology.blue:base/${tech}` })], isFaceUp: true, position: desk.add(new Vector(15, -20 + k * 6, 1)) });
      count++;
    });
    for (let k = 0; k < 4; k++) {
      new MockCard({ cardDetails: [new MockCardDetails({ metadata: `card.planet:base/${planets[(i * 4 + k) % planets.length]}` })], isFaceUp: true, position: desk.add(new Vector(25, -20 + k * 6, 1)) });
      count++;
    }
  });
  for (const deck of ["action", "agenda", "objective.public-1", "objective.public-2", "objective.secret", "exploration.cultural", "relic", "technology.blue"]) {
    const cards = [0, 1, 2, 3, 4].map((k) => new MockCardDetails({ metadata: `card.${deck}:base/deck-${k}` }));
    new MockCard({ templateMetadata: `card.${deck}:base/deck`, cardDetails: cards, isFaceUp: false, position: new Vector(0, 400 + count, 0) });
    count++;
  }
  new MockCard({ cardDetails: [new MockCardDetails({ metadata: "card.agenda:base/minister-of-war" })], isFaceUp: true, position: new Vector(40, 400, 0) });
  count++;

  for (let i = 0; count < total; i++, count++) {
    const at = new Vector(300 + (i % 50) * 3, 300 + Math.floor(i / 50) * 3, 0);
    if (i % 3 === 0) new MockCard({ cardDetails: [new MockCardDetails({ metadata: `card.action:base/filler-${i}` })], isFaceUp: true, position: at });
    else new MockGameObject({ templateMetadata: i % 3 === 1 ? "token:base/tradegood-commodity-1" : "token.control:base/sol", position: at });
  }
  const [q, r] = state.active!.system as [number, number];
  return { count, slot: SLOTS[state.active!.player]!, active: { q, r } };
}
