/**
 * Test support: a TTPG table (ttpg-mock) laid out as the TI4 TTPG mods lay
 * one from a scenario: system tiles by NSID at their hex positions, plastic
 * owned by the players' slots, anonymous fighter tokens, command tokens,
 * command sheets with fleet tokens, technology cards, and players.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { MockCard, MockCardDetails, MockGameObject, MockPlayer, Rotator, Vector } from "ttpg-mock";
import { buildGalaxy, createTileRegistry, hexToTtpg } from "../../../src/core/all";
import type { SystemRef, TableState } from "../../../src/core/all";

/** A system tile is 17.3 cm corner to corner and 15 cm edge to edge, and thin. */
const TILE_SIZE = new Vector(15, 17.3, 0.3);

/** Player slots by colour, and the slot TI4-TTPG-TS owns neutral plastic by (right-click-fracture.ts: setOwningPlayerSlot(19)). */
export const SLOTS: Record<string, number> = { green: 10, red: 11, yellow: 12, purple: 13, blue: 14, white: 15, orange: 16, pink: 17, neutral: 19 };
/** Thunder's Edge tokens: ti4-reach's id and the name part of TI4-TTPG-TS's NSID. */
const TE_TOKENS: Record<string, string> = { ingress: "ingress", breach: "crimson-breach", sever: "crimson-sever" };
const TECH_COLOR: Record<string, string> = { "gravity-drive": "blue", "advanced-carrier-ii": "unit-upgrade" };
/** Command tokens as TI4-TTPG-TS names them: "token.command:thunders-edge/firmament" (assets/Templates/token/command/), else by source. */
const TE_FACTIONS = ["bastion", "deepwrought", "firmament", "obsidian", "ralnel", "rebellion", "crimson"];
const commandToken = (faction: string): string => `token.command:${TE_FACTIONS.includes(faction) ? "thunders-edge" : "base"}/${faction === "crimson" ? "rebellion" : faction}`;

export function demoState(): TableState {
  return JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "assets", "examples", "demo.json"), "utf8")) as TableState;
}

export interface Ti4Table {
  readonly tokens: Map<string, MockGameObject>;
  readonly tiles: Map<number, MockGameObject>;
  readonly players: Map<string, MockPlayer>;
}

export function layTable(state: TableState, options: { sheetOffset?: number; sheets?: boolean } = {}): Ti4Table {
  const galaxy = buildGalaxy(state, createTileRegistry());
  const centre = (ref: SystemRef): { x: number; y: number } => {
    const key = typeof ref === "number" ? galaxy.byTile.get(ref)![0]! : `${ref[0]},${ref[1]}`;
    return hexToTtpg(galaxy.systems.get(key)!.hex);
  };
  const tiles = new Map<number, MockGameObject>();
  galaxy.systems.forEach((s) => {
    const c = hexToTtpg(s.hex);
    const source = s.tile >= 92 ? "thunders-edge" : s.tile >= 52 ? "pok" : "base";
    tiles.set(
      s.tile,
      new MockGameObject({
        id: `tile-${s.tile}`,
        templateMetadata: `tile.system:${source}/${s.tile}`,
        position: new Vector(c.x, c.y, 0),
        _modelSize: TILE_SIZE,
        rotation: new Rotator(0, 0, s.faceDown ? 180 : 0),
      }),
    );
  });
  galaxy.hyperlanes.forEach((h) => {
    const c = hexToTtpg(h.hex);
    new MockGameObject({
      templateMetadata: `tile.system:pok/${h.tile}`,
      position: new Vector(c.x, c.y, 0),
      rotation: new Rotator(0, h.rotation * 60, h.faceDown ? 180 : 0),
      _modelSize: TILE_SIZE,
    });
  });
  let n = 0;
  for (const u of state.units ?? []) {
    const c = centre(u.system);
    const slot = SLOTS[u.player]!;
    for (let i = 0; i < (u.count ?? 1); i++) {
      n++;
      let x = c.x + 4;
      let y = c.y + 0.5 * ((n % 7) - 3);
      if (u.planet !== undefined) {
        const key = typeof u.system === "number" ? galaxy.byTile.get(u.system)![0]! : `${u.system[0]},${u.system[1]}`;
        const planet = galaxy.systems.get(key)!.planets.find((p) => p.id === u.planet)!;
        x = c.x + planet.at![0];
        y = c.y + planet.at![1];
      }
      const metadata = u.unit === "fighter" ? "token:base/fighter-1" : u.unit === "mech" ? "unit:pok/mech" : `unit:base/${u.unit.replace("-", "_")}`;
      new MockGameObject({ id: `${u.player}-${u.unit}-${n}`, templateMetadata: metadata, owningPlayerSlot: u.unit === "fighter" ? -1 : slot, position: new Vector(x, y, 1) });
    }
  }
  const tokens = new Map<string, MockGameObject>();
  for (const t of state.tokens ?? []) {
    const c = centre(t.system);
    if (t.token === "command") {
      const faction = state.players![t.player!]!.faction!;
      const token = new MockGameObject({
        id: `command-${t.player}-${typeof t.system === "number" ? t.system : t.system.join("_")}`,
        templateMetadata: commandToken(faction),
        owningPlayerSlot: SLOTS[t.player!]!,
        position: new Vector(c.x - 3, c.y, 1),
      });
      tokens.set(`${t.player}@${JSON.stringify(t.system)}`, token);
    } else if (t.token === "wormhole-gamma") {
      new MockGameObject({ templateMetadata: "token.attachment.system:pok/wormhole-gamma", position: new Vector(c.x, c.y - 3, 1) });
    } else if (TE_TOKENS[t.token] !== undefined) {
      // TI4-TTPG-TS system attachments (src/lib/system-lib/data/system-attachment.data.ts, "thunders-edge"); a breach face up is active.
      new MockGameObject({
        templateMetadata: `token.attachment.system:thunders-edge/${TE_TOKENS[t.token]}`,
        position: new Vector(c.x + 2, c.y - 3, 1),
        rotation: new Rotator(0, 0, t.faceDown === true ? 180 : 0),
      });
    }
  }
  // A command sheet per player far from the map, fleet tokens in its fleet area, technology cards beside it.
  const offset = options.sheetOffset ?? 200;
  const players = new Map<string, MockPlayer>();
  Object.entries(state.players ?? {}).forEach(([player, p], i) => {
    const slot = SLOTS[player]!;
    players.set(player, new MockPlayer({ slot, name: player }));
    if (options.sheets === false) return; // the test lays each mod's own sheet
    const at = new Vector(offset + i * 60, offset, 0);
    new MockGameObject({ templateMetadata: "sheet:base/command", owningPlayerSlot: slot, position: at });
    for (let k = 0; k < (p.fleetTokens ?? 0); k++) {
      new MockGameObject({ templateMetadata: commandToken(p.faction!), owningPlayerSlot: slot, position: new Vector(at.x + 1 + k, at.y + 6, 0) });
    }
    new MockGameObject({ templateMetadata: commandToken(p.faction!), owningPlayerSlot: slot, position: new Vector(at.x + 8, at.y + 0.96, 0) }); // tactic area
    (p.technologies ?? []).forEach((tech, k) => {
      const kind = TECH_COLOR[tech] ?? "blue";
      const metadata = kind === "unit-upgrade" ? `card.technology.unit_upgrade.${p.faction}:base/${tech.replace("-ii", "_2").replace(/-/g, "_")}` : `card.technology.${kind}:base/${tech.replace(/-/g, "_")}`;
      new MockCard({ cardDetails: [new MockCardDetails({ metadata })], isFaceUp: true, position: new Vector(at.x + 10 + k * 5, at.y - 10, 0) });
    });
  });
  return { tokens, tiles, players };
}
