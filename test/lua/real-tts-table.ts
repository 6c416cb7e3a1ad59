/**
 * A TTS table laid out as the TI4 TTS mod lays out a 6-player game, for the
 * built script on the fake TTS world:
 * - seats: the 6-player zones of TI4-TTS TI4/Helpers/TI4_ZoneHelper.ttslua
 *   (DEFAULT_ZONES[6]); each seat's "Command Sheet (<Color>)" lies at its
 *   zone's centre with the zone's rotation (yaw 180 south of the map, 0
 *   north) and the sheet scale of Kruft/TRH/ScaleFactionLeaderCommandSheets.ttslua (1.328);
 * - command tokens on the sheet at TI4_SetupHelper.ttslua's
 *   COMMAND_TOKENS_XZ_AND_FLIP (tactics 3, fleet 3 flipped, strategy 2);
 * - technology and planet cards where TI4_SetupHelper.ttslua deals starting
 *   technologies without a tech board: zone centre + (10, -5 - 2.1k), mirrored south;
 * - system tiles face up at yaw 180 on the mod's hex grid (corner radius 3.5),
 *   known to the system helper by GUID; plastic named "<Color> <Unit>";
 * - the mod's helpers (fake-ti4-helpers.lua): faction, system, deck and zone;
 * - a hand zone and a scripting zone, which TTS's getObjects() lists too.
 */
import { hexToTts } from "../../src/core/all";
import { luaValue, luaWithBundle, TTS_BUNDLE } from "../support/lua";
import type { LuaRunner } from "../support/lua";

/** DEFAULT_ZONES[6] bounding-box centres, by zone index; y rotation 0 north of the map, 180 south. */
export const ZONE_CENTRES: readonly (readonly [number, number])[] = [
  [45.005, -31.05],
  [0, -31.05],
  [-45.005, -31.05],
  [-45.005, 31.05],
  [0, 31.05],
  [45.005, 31.05],
];

/** Seats of this table: colour, zone (1-6), faction token name. */
export const SEATS: readonly { color: string; zone: number; faction: string }[] = [
  { color: "White", zone: 1, faction: "Winnu" },
  { color: "Red", zone: 2, faction: "Federation of Sol" },
  { color: "Yellow", zone: 3, faction: "Emirates of Hacan" },
  { color: "Green", zone: 4, faction: "Barony of Letnev" },
  { color: "Blue", zone: 5, faction: "Ghosts of Creuss" },
  { color: "Purple", zone: 6, faction: "Universities of Jol-Nar" },
];

/** The map: tile numbers on axial hexes (north is (0, -1)). */
export const SYSTEMS: readonly { tile: number; hex: readonly [number, number] }[] = [
  { tile: 18, hex: [0, 0] },
  { tile: 19, hex: [0, 1] },
  { tile: 20, hex: [0, 2] },
  { tile: 1, hex: [0, 3] },
  { tile: 26, hex: [2, -1] },
  { tile: 39, hex: [-2, 3] },
  { tile: 42, hex: [1, -1] },
];

export interface TableSpec {
  name: string;
  guid?: string;
  type?: string;
  position?: readonly [number, number, number];
  /** Instead of position: on a system ("in system 19"), with an offset. */
  system?: number;
  offset?: readonly [number, number];
  /** Instead of position: where seat `seat` gets its k-th starting card. */
  seatCard?: { color: string; k: number };
  rotation?: readonly [number, number, number];
  faceDown?: boolean;
  gmNotes?: string;
  /** In this player's hand (TTS Player.getPlayers()[..].getHandObjects()). */
  inHand?: string;
  /** The object's size on the table (its getBounds()). */
  size?: readonly [number, number, number];
  /** Its buttons, first to last (getButtons()), as the mod's toggle-active cards carry one. */
  buttons?: readonly { label: string }[];
}

function centreOf(tile: number): { x: number; z: number } {
  const s = SYSTEMS.find((t) => t.tile === tile);
  if (s === undefined) throw new Error(`tile ${tile} is not on this table`);
  return hexToTts({ q: s.hex[0], r: s.hex[1] });
}

/** Where TI4_SetupHelper.ttslua deals a seat's k-th starting technology (no tech board). */
function seatCard(color: string, k: number): [number, number, number] {
  const seat = SEATS.find((s) => s.color === color)!;
  const [x, z] = ZONE_CENTRES[seat.zone - 1]!;
  const dir = z > 0 ? 1 : -1;
  return [x + 10 * dir, 1.1, z + (-5 - 2.1 * k) * dir];
}

function place(spec: TableSpec): Record<string, unknown> {
  let position = spec.position;
  if (spec.system !== undefined) {
    const c = centreOf(spec.system);
    position = [c.x + (spec.offset?.[0] ?? 0), 1.3, c.z + (spec.offset?.[1] ?? 0)];
  }
  if (spec.seatCard !== undefined) position = seatCard(spec.seatCard.color, spec.seatCard.k);
  return { name: spec.name, guid: spec.guid, type: spec.type ?? "Generic", position, rotation: spec.rotation, faceDown: spec.faceDown, gmNotes: spec.gmNotes, inHand: spec.inHand, size: spec.size, buttons: spec.buttons };
}

export interface TableOptions {
  /** Leave out the mod's deck helper. */
  noDeckHelper?: boolean;
  /** Leave out the mod's zone helper (cards then go to the nearest command sheet). */
  noZoneHelper?: boolean;
  /** Leave out the Winnu's Mecatol Rex planet card. */
  noMecatolCard?: boolean;
  /** Lay these of the seats' technology cards face down (exhausted): "Advanced Carrier II", "Lazax Gate Folding". */
  faceDownCards?: readonly string[];
  /** Lay the (face-down) Mecatol Rex card here instead of at the Winnu's seat. */
  mecatolCardAt?: readonly [number, number, number];
  extra?: readonly TableSpec[];
  /** Seats whose faction is another (its token name), e.g. a homebrew faction the mod injects. */
  factions?: { readonly [color: string]: string };
  /** More system tiles, each as the system helper's `_systems` record says it (face up at yaw 180). */
  extraSystems?: readonly { guid: string; hex: readonly [number, number]; record: Record<string, unknown> }[];
  /** A Franken game: what each seat drafted, as the faction helper then gives it (its flagship tile's name, its ability tiles' names). */
  franken?: { readonly [color: string]: { readonly flagship?: string; readonly abilities?: readonly string[] } };
  /** Systems the helper lists whose tiles lie in their boxes, off the table (the helper lists every system it knows). */
  boxedSystems?: readonly { guid: string; record: Record<string, unknown> }[];
}

/**
 * The built script on the table, with the mod's helpers. Red (Sol) has an
 * Advanced Carrier II card, a carrier at home (tile 1, two systems from 19)
 * and a cruiser in 20 under their own command token; White (Winnu) has
 * Lazax Gate Folding, Mecatol Rex exhausted (face down) and a carrier in Lodor (26, alpha).
 */
export function realTable(options: TableOptions = {}): LuaRunner {
  const lua = luaWithBundle(TTS_BUNDLE, "TTS_MODULE", ["moonsharp.lua", "fake-tts.lua", "fake-ti4-helpers.lua", "canonical.lua"]);
  const systems: Record<string, { tile: number }> = {};
  const specs: Record<string, unknown>[] = [];
  for (const s of SYSTEMS) {
    const guid = `tile${s.tile}`;
    systems[guid] = { tile: s.tile };
    const c = centreOf(s.tile);
    specs.push({ name: "", guid, type: "Generic", position: [c.x, 1.05, c.z], rotation: [0, 180, 0] });
  }
  for (const s of options.boxedSystems ?? []) systems[s.guid] = s.record as { tile: number };
  for (const s of options.extraSystems ?? []) {
    systems[s.guid] = s.record as { tile: number };
    const c = hexToTts({ q: s.hex[0], r: s.hex[1] });
    specs.push({ name: "", guid: s.guid, type: "Generic", position: [c.x, 1.05, c.z], rotation: [0, 180, 0] });
  }
  const table: TableSpec[] = [
    { name: "Red Carrier", guid: "red-carrier", system: 1, offset: [0.8, 1.2] },
    { name: "Red Cruiser", guid: "red-cruiser-20", system: 20, offset: [-0.8, 1.2] },
    { name: "Federation of Sol Command Token", guid: "sol-token-20", type: "Tile", system: 20, offset: [1.8, 0] },
    { name: "Red Cruiser", guid: "red-cruiser-26", system: 26, offset: [0.5, 1.5] },
    { name: "Advanced Carrier II", type: "Card", seatCard: { color: "Red", k: 0 }, faceDown: options.faceDownCards?.includes("Advanced Carrier II") },
    { name: "Lazax Gate Folding", type: "Card", seatCard: { color: "White", k: 0 }, faceDown: options.faceDownCards?.includes("Lazax Gate Folding") },
    ...(options.noMecatolCard === true
      ? []
      : [{ name: "Mecatol Rex", type: "Card", faceDown: true, ...(options.mecatolCardAt === undefined ? { seatCard: { color: "White", k: 1 } } : { position: options.mecatolCardAt }) }]),
    { name: "White Carrier", guid: "white-carrier", system: 26, offset: [-0.5, 1.5] },
    { name: "Cards Mat", guid: "cards-mat", position: [-20, 1.0, -45], rotation: [0, 180, 0] },
    // getObjects() also gives zones: a seat's hand zone and a scripting zone (the mod's agenda mat makes one).
    { name: "", guid: "hand-red", type: "Hand", position: [0, 3, -56] },
    { name: "", guid: "zone-agenda", type: "Scripting", position: [40, 1, 0] },
    ...(options.extra ?? []),
  ];
  for (const spec of table) specs.push(place(spec));
  const seats: Record<string, string> = {};
  const seated = SEATS.map((s) => ({ ...s, faction: options.factions?.[s.color] ?? s.faction }));
  for (const s of seated) seats[s.color] = s.faction;
  lua.run(`
    FAKE.systemHelper(${luaValue(systems)})
    FAKE.factionHelper(${luaValue(seats)}${options.franken === undefined ? "" : `, ${luaValue(options.franken)}`})
    ${options.noDeckHelper === true ? "" : "FAKE.deckHelper()"}
    ${options.noZoneHelper === true ? "" : "FAKE.zoneHelper()"}
    local SETUP_TOKENS = {
      { x = 0.64, z = -2.8 }, { x = -0.9, z = -2.8 }, { x = -0.1, z = -1.9 },
      { x = -1.6, z = -1.1, flip = true }, { x = -2.6, z = -1.1, flip = true }, { x = -2.2, z = -2.2, flip = true },
      { x = -1.6, z = 0.8 }, { x = -2.8, z = 0.8 },
    }
    for _, seat in ipairs(${luaValue(seated.map((s) => ({ ...s, centre: ZONE_CENTRES[s.zone - 1] })))}) do
      local yaw = seat.centre[2] > 0 and 0 or 180
      local sheet = FAKE.object({ name = "Command Sheet (" .. seat.color .. ")", position = { seat.centre[1], 1.0, seat.centre[2] },
        rotation = { 0, yaw, 0 }, scale = { 1.328, 0.1, 1.328 } })
      for _, t in ipairs(SETUP_TOKENS) do
        FAKE.object({ name = seat.faction .. " Command Token", type = "Tile", position = sheet.positionToWorld({ x = t.x, y = 1, z = t.z }),
          rotation = { t.flip and 180 or 0, yaw, 0 }, faceDown = t.flip })
      end
    end
    for _, spec in ipairs(${luaValue(specs)}) do FAKE.object(spec) end
  `);
  return lua;
}

/** Drops an object (by GUID) for a player, as TTS does. */
export function drop(lua: LuaRunner, color: string, guid: string): void {
  lua.run(`onObjectDrop(${luaValue(color)}, getObjectFromGUID(${luaValue(guid)}))`);
}

/** The mod's system helper reports an activation to every object with onSystemActivation. */
export function modActivates(lua: LuaRunner, tile: number): void {
  lua.run(`
    local helper
    for _, o in ipairs(getObjects()) do
      local ok, name = pcall(o.getName)
      if ok and name == "TI4_SYSTEM_HELPER" then helper = o end
    end
    onSystemActivation(helper.call("systemFromGuid", "tile${tile}"))
  `);
}

/** The last report as data. */
export function lastReport(lua: LuaRunner): { ships: { unit: string; name: string; from: unknown; reachable: boolean; reason?: string; move: number }[]; diagnostics: { kind: string; message: string }[] } {
  return JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport() or {})`));
}
