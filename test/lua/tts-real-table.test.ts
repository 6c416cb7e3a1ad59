/**
 * The built TTS script on a table laid out as the TI4 TTS mod lays out a
 * 6-player game (see real-tts-table.ts), with fakes of the mod's helpers
 * that check their arguments as the real ones do (fake-ti4-helpers.lua).
 */
import { hexToTts } from "../../src/core/all";
import { drop, lastReport, modActivates, realTable } from "./real-tts-table";
import type { TableSpec } from "./real-tts-table";
import type { LuaRunner } from "../support/lua";

const SOL_TOKEN_ON_19 = { name: "Federation of Sol Command Token", guid: "sol-token-19", type: "Tile", system: 19, offset: [1.8, 0] as const };

function ship(lua: LuaRunner, from: number, unit: string) {
  const found = lastReport(lua).ships.find((s) => s.from === from && s.unit === unit);
  if (found === undefined) throw new Error(`no ${unit} from ${from} in the report`);
  return found;
}

describe("ti4-reach on a TTS table as the TI4 mod lays it out", () => {
  test("a command token dropped on a system by its owner activates it", () => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    drop(lua, "Red", "sol-token-19");
    const shown = JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ color: "Red" });
    expect(shown[0].message).toContain("Activated 19");
    lua.close();
  });

  test("the seats come from the faction helper's allFactions(), asked with no argument", () => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    drop(lua, "Red", "sol-token-19");
    const calls = JSON.parse(lua.run(`return CANONICAL(FAKE.helperCalls)`)) as string[];
    expect(calls).toContain("TI4_FACTION_HELPER.allFactions");
    expect(lua.run(`return CANONICAL(FAKE.prints)`)).not.toContain("internal error");
    lua.close();
  });

  test("through the mod's onSystemActivation, Advanced Carriers stay Advanced Carriers (Advanced Carrier II: move 2)", () => {
    const lua = realTable();
    modActivates(lua, 19);
    const carrier = ship(lua, 1, "carrier");
    expect(carrier.name).toContain("Advanced Carrier");
    expect(carrier).toMatchObject({ move: 2, reachable: true });
    lua.close();
  });

  test("through the mod's onSystemActivation, a cruiser under its own command token is locked", () => {
    const lua = realTable();
    modActivates(lua, 19);
    expect(ship(lua, 20, "cruiser")).toMatchObject({ reachable: false, reason: "locked" });
    lua.close();
  });

  test("the token drop and the mod's own activation hook report once", () => {
    const lua = realTable({ extra: [SOL_TOKEN_ON_19] });
    drop(lua, "Red", "sol-token-19");
    modActivates(lua, 19);
    expect(JSON.parse(lua.run(`return CANONICAL(FAKE.broadcasts)`))).toHaveLength(1);
    lua.close();
  });

  test("fleet tokens where the mod's setup puts them on a turned, scaled command sheet count in the fleet pool", () => {
    // Three fleet tokens on every sheet: the rule context sees each seat's fleet pool.
    const lua = realTable();
    lua.run(`TI4Reach.registerRule({ id = "look", text = "looks at the players", adjacent = function(context) PLAYERS = context.state.players return {} end })`);
    modActivates(lua, 19);
    const players = JSON.parse(lua.run(`return CANONICAL(PLAYERS)`));
    for (const color of ["white", "red", "yellow", "green", "blue", "purple"]) expect(players[color].fleetTokens).toBe(3);
    expect(players.red.faction).toBe("sol");
    expect(players.white.faction).toBe("winnu");
    lua.close();
  });

  function playersSeen(lua: LuaRunner): Record<string, { technologies: string[]; planets: string[] }> {
    lua.run(`TI4Reach.registerRule({ id = "look", text = "looks at the players", adjacent = function(context) PLAYERS = context.state.players return {} end })`);
    modActivates(lua, 19);
    return JSON.parse(lua.run(`return CANONICAL(PLAYERS)`));
  }

  test("an exhausted (face-down) Mecatol Rex card nearest the Winnu's sheet is a planet they control", () => {
    const lua = realTable();
    const players = playersSeen(lua);
    expect(players.white!.planets).toEqual(["mecatol-rex"]);
    expect(players.red!.planets).toEqual([]);
    expect(players.red!.technologies).toEqual(["advanced-carrier-ii"]);
    lua.close();
  });

  // Valefar Assimilator X and Y (TI4_UnitHelper.ttslua "Valefar Assimilator X Token"), laid on another seat's technology.
  test("the Nekro's Valefar Assimilator X on the Winnu's Lazax Gate Folding gives the Nekro the technology; beside the map it does not", () => {
    const seen = (token: Record<string, unknown>) => {
      const lua = realTable({ factions: { Yellow: "Nekro Virus" }, extra: [{ name: "Valefar Assimilator X Token", type: "Tile", ...token }] });
      const players = playersSeen(lua);
      lua.close();
      return players;
    };
    const onCard = seen({ seatCard: { color: "White", k: 0 } });
    expect(onCard.yellow!.technologies).toEqual(["lazax-gate-folding"]);
    expect(onCard.white!.technologies).toEqual(["lazax-gate-folding"]);
    expect(seen({ position: [30, 1, 30] }).yellow!.technologies).toEqual([]);
  });

  test("the Winnu card Lazax Gate Folding is read as the technology lazax-gate-folding", () => {
    const lua = realTable();
    expect(playersSeen(lua).white!.technologies).toEqual(["lazax-gate-folding"]);
    lua.close();
  });

  // Lazax Gate Folding: while the Winnu do not control Mecatol Rex, its system holds an alpha and a beta wormhole.
  test.each([
    ["without the Mecatol Rex card, Lazax Gate Folding joins Lodor's alpha to Mecatol: the carrier reaches", true, true],
    ["with the Mecatol Rex card in their area the Winnu control it: no gate, the carrier is out of range", false, false],
  ])("%s", (_what, noCard, reaches) => {
    const lua = realTable({ noMecatolCard: noCard });
    lua.run(`Turns.turn_color = "White"`);
    modActivates(lua, 18);
    expect(ship(lua, 26, "carrier").reachable).toBe(reaches);
    lua.close();
  });

  test("an exhausted (face-down) Lazax Gate Folding still joins Lodor's alpha to Mecatol: the Winnu carrier reaches", () => {
    const lua = realTable({ noMecatolCard: true, faceDownCards: ["Lazax Gate Folding"] });
    lua.run(`Turns.turn_color = "White"`);
    modActivates(lua, 18);
    expect(ship(lua, 26, "carrier").reachable).toBe(true);
    lua.close();
  });

  // Spatial Conduit Cylinder is used by exhausting it: lying exhausted it is spent for the round.
  test.each([
    [false, "face up, Spatial Conduit Cylinder is offered to Red's cruiser in Lodor", ["spatial-conduit-cylinder"]],
    [true, "exhausted (face down), it is spent: nothing is offered", undefined],
  ])("Spatial Conduit Cylinder face down %s: %s", (faceDown, _what, requires) => {
    // The mod spells the card "Spacial" (TI4_FactionHelper.ttslua factionTech of the Jol-Nar).
    const lua = realTable({ extra: [{ name: "Spacial Conduit Cylinder", type: "Card", seatCard: { color: "Red", k: 3 }, faceDown }] });
    modActivates(lua, 20);
    const cruiser = ship(lua, 26, "cruiser") as { reachable: boolean; requires?: string[] };
    expect(cruiser.reachable).toBe(false);
    expect(cruiser.requires).toEqual(requires);
    lua.close();
  });

  test("a face-down Advanced Carrier II upgrades nothing (TI4_UnitHelper reads unit upgrades face up): Red's carrier moves 1", () => {
    const lua = realTable({ faceDownCards: ["Advanced Carrier II"] });
    modActivates(lua, 19);
    expect(ship(lua, 1, "carrier")).toMatchObject({ move: 1, reachable: false });
    lua.close();
  });

  // Whose planet a card is: the seat whose zone holds it (TI4_ZoneHelper.ttslua zonesFromPositions,
  // DEFAULT_ZONES[6]); (24, -14) lies in Red's zone but nearer White's sheet, (30, -5) beside the map in no zone.
  test.each([
    ["a Mecatol Rex card in Red's zone, nearer the Winnu's sheet, is Red's: the gate stands, the Winnu carrier reaches", [24, 1.1, -14], false, true],
    ["a Mecatol Rex card beside the map, in no seat's zone, is no one's: the gate stands, the Winnu carrier reaches", [30, 1.1, -5], false, true],
    ["without the zone helper the card beside the map goes to the nearest sheet, the Winnu's: no gate, out of range", [30, 1.1, -5], true, false],
  ] as const)("%s", (_what, at, noZoneHelper, reaches) => {
    const lua = realTable({ mecatolCardAt: at, noZoneHelper });
    lua.run(`Turns.turn_color = "White"`);
    modActivates(lua, 18);
    expect(ship(lua, 26, "carrier").reachable).toBe(reaches);
    const calls = JSON.parse(lua.run(`return CANONICAL(FAKE.helperCalls)`)) as string[];
    expect(calls.includes("TI4_ZONE_HELPER.zonesFromPositions")).toBe(!noZoneHelper);
    lua.close();
  });

  test("a zone helper that fails leaves the cards to the nearest sheet: the Winnu's Mecatol Rex beside the map, no gate", () => {
    const lua = realTable({ mecatolCardAt: [30, 1.1, -5] });
    lua.run(`FAKE.object({ name = "TI4_ZONE_HELPER", calls = { zonesFromPositions = function() error("zone helper broke") end } })`);
    lua.run(`Turns.turn_color = "White"`);
    modActivates(lua, 18);
    expect(ship(lua, 26, "carrier").reachable).toBe(false);
    expect(lua.run(`return CANONICAL(FAKE.prints)`)).not.toContain("internal error");
    lua.close();
  });

  test("the cards in each seat's zone are that seat's: Red's Advanced Carrier II, the Winnu's Mecatol Rex", () => {
    const players = playersSeen(realTable());
    expect(players.red!.technologies).toEqual(["advanced-carrier-ii"]);
    expect(players.white!.planets).toEqual(["mecatol-rex"]);
  });
});

describe("laws on a TTS table: the agenda discard pile, a hand and the agenda under vote are not in play (TI4_GameDataHelper.ttslua Laws.getLawCards)", () => {
  // Enforced Travel Ban: alpha and beta wormholes have no effect; Red's cruiser in Lodor (26, alpha) reaches 39 (alpha) only through them.
  const ON_DISCARD = { name: "Enforced Travel Ban", type: "Card", position: [-20, 1.1, -45 - 2.53] as const };
  const IN_PLAY = { name: "Enforced Travel Ban", type: "Card", position: [-30, 1.1, -40] as const };

  test("without the law the cruiser in Lodor reaches the other alpha wormhole", () => {
    const lua = realTable();
    modActivates(lua, 39);
    expect(ship(lua, 26, "cruiser").reachable).toBe(true);
    lua.close();
  });

  test("Enforced Travel Ban face up in play stops the wormhole move", () => {
    const lua = realTable({ extra: [IN_PLAY] });
    modActivates(lua, 39);
    expect(ship(lua, 26, "cruiser").reachable).toBe(false);
    lua.close();
  });

  test("Enforced Travel Ban face up in Red's hand (drawn to look at) is not a law in play: the cruiser reaches", () => {
    const lua = realTable({ extra: [{ name: "Enforced Travel Ban", type: "Card", position: [0, 3, -56], inHand: "Red" }] });
    modActivates(lua, 39);
    expect(ship(lua, 26, "cruiser").reachable).toBe(true);
    lua.close();
  });

  test("Enforced Travel Ban on the Agenda Phase Mat, being voted on, is not a law in play; beside the mat it is", () => {
    const mat = { name: "Agenda Phase Mat", position: [40, 1.0, 0] as const, size: [10, 0.2, 8] as const };
    const onMat = realTable({ extra: [mat, { name: "Enforced Travel Ban", type: "Card", position: [41, 1.1, 0.5] }] });
    modActivates(onMat, 39);
    expect(ship(onMat, 26, "cruiser").reachable).toBe(true);
    onMat.close();
    const beside = realTable({ extra: [mat, { name: "Enforced Travel Ban", type: "Card", position: [47, 1.1, 0.5] }] });
    modActivates(beside, 39);
    expect(ship(beside, 26, "cruiser").reachable).toBe(false);
    beside.close();
  });

  test("Enforced Travel Ban face up alone on the discard pile is not a law in play", () => {
    const lua = realTable({ extra: [ON_DISCARD] });
    modActivates(lua, 39);
    expect(ship(lua, 26, "cruiser").reachable).toBe(true);
    expect(JSON.parse(lua.run(`return CANONICAL(FAKE.helperCalls)`))).toContain("TI4_DECK_HELPER.isDiscard");
    lua.close();
  });

  test("without the deck helper the discard point on the Cards Mat is measured the same way", () => {
    const lua = realTable({ extra: [ON_DISCARD], noDeckHelper: true });
    modActivates(lua, 39);
    expect(ship(lua, 26, "cruiser").reachable).toBe(true);
    lua.close();
  });
});

/**
 * Cards played for the tactical action, as TI4_SystemHelper.ttslua wormholes() reads them: "Lost Star Chart"
 * face up and not on its discard pile (TI4_DeckHelper isDiscard: the Actions deck's discard point), and
 * "Emissary Taivra" face up with its toggle button reading "Active" (TI4_UnitHelper _isToggleActiveCardActive).
 * Red's cruiser in Lodor (26, alpha) and Red activating 40 (beta) far away: reachable only through the wormholes.
 */
describe("cards played for the tactical action on a TTS table", () => {
  const BETA_40 = { guid: "tile40", hex: [-3, 0] as const, record: { tile: 40, wormholes: ["beta"] } };
  const IN_PLAY: readonly [number, number, number] = [-30, 1.1, -40];

  function cruiserInto40(extra: TableSpec[] = []) {
    const lua = realTable({ extraSystems: [BETA_40], extra });
    modActivates(lua, 40);
    const found = ship(lua, 26, "cruiser");
    lua.close();
    return found;
  }

  test("a Lost Star Chart face up in play joins alpha and beta: the cruiser in Lodor reaches 40", () => {
    expect(cruiserInto40()).toMatchObject({ reachable: false });
    expect(cruiserInto40([{ name: "Lost Star Chart", type: "Card", position: IN_PLAY }])).toMatchObject({ reachable: true, path: [26, 40] });
  });

  test("a Lost Star Chart face down, in a hand or on the action discard pile is not in play", () => {
    expect(cruiserInto40([{ name: "Lost Star Chart", type: "Card", position: IN_PLAY, faceDown: true }])).toMatchObject({ reachable: false });
    expect(cruiserInto40([{ name: "Lost Star Chart", type: "Card", position: [0, 3, -56], inHand: "Red" }])).toMatchObject({ reachable: false });
    // The Cards Mat lies at (-20, -45) turned 180: the Actions discard point (-2.81, 2.53) on it.
    expect(cruiserInto40([{ name: "Lost Star Chart", type: "Card", position: [-20 + 2.81, 1.1, -45 - 2.53] }])).toMatchObject({ reachable: false });
  });

  test("without the deck helper the Actions discard point on the Cards Mat is measured the same way", () => {
    const onDiscard: TableSpec = { name: "Lost Star Chart", type: "Card", position: [-20 + 2.81, 1.1, -45 - 2.53] };
    const lua = realTable({ extraSystems: [BETA_40], extra: [onDiscard], noDeckHelper: true });
    modActivates(lua, 40);
    expect(ship(lua, 26, "cruiser")).toMatchObject({ reachable: false });
    lua.close();
  });

  test("Red's cruiser picked up in Red's turn shows 40 in range through the played Lost Star Chart; in Blue's turn the card is Blue's and it does not", () => {
    const rangeOf = (turn: string): string[] => {
      const lua = realTable({ extraSystems: [BETA_40], extra: [{ name: "Lost Star Chart", type: "Card", position: IN_PLAY }] });
      lua.run(`Turns.turn_color = ${JSON.stringify(turn)}`);
      lua.run(`FAKE.pickUp("Red", getObjectFromGUID("red-cruiser-26"))`);
      const texts = JSON.parse(lua.run(`local t = {} for _, o in ipairs(FAKE.objects) do if o.text and o.memo == "ti4-reach move range" then t[#t + 1] = o.text.value end end return CANONICAL(t)`)) as string[];
      lua.close();
      return texts.map((t) => t.replace(/^\S+ {2}/, "")); // the player's tag first
    };
    const inRedsTurn = rangeOf("Red");
    const inBluesTurn = rangeOf("Blue");
    expect(inRedsTurn.length).toBe(inBluesTurn.length + 1); // 40, one system away through the wormholes
    expect(inRedsTurn.filter((t) => t === "1 system").length).toBe(inBluesTurn.filter((t) => t === "1 system").length + 1);
  });

  test("Emissary Taivra face up and toggled Active joins the active beta system to every wormhole system; Idle it does not", () => {
    const taivra = (label: string): TableSpec => ({ name: "Emissary Taivra", type: "Card", position: IN_PLAY, buttons: [{ label }] });
    expect(cruiserInto40([taivra("Active")])).toMatchObject({ reachable: true, path: [26, 40] });
    expect(cruiserInto40([taivra("Idle")])).toMatchObject({ reachable: false });
    expect(cruiserInto40([{ name: "Emissary Taivra", type: "Card", position: IN_PLAY }])).toMatchObject({ reachable: false });
  });
});

describe("faction technologies on a TTS table (TI4_TechnologyHelper.ttslua lists them by card name)", () => {
  // Red's cruiser at home (tile 1) is three systems from Mecatol Rex (18), which lies next to the nebula 42.
  test("the Empyrean's Aetherstream card in Red's area is offered: the cruiser would reach Mecatol Rex with it", () => {
    const cruiserInto18 = (extra: TableSpec[]) => {
      const lua = realTable({ factions: { Red: "Empyrean" }, extra: [{ name: "Red Cruiser", guid: "red-cruiser-1", system: 1, offset: [-0.8, -1.2] }, ...extra] });
      modActivates(lua, 18);
      const found = lastReport(lua).ships.find((s) => s.from === 1 && s.unit === "cruiser");
      lua.close();
      return found;
    };
    expect(cruiserInto18([])).toMatchObject({ reachable: false, reason: "out-of-range" });
    expect(cruiserInto18([])).not.toHaveProperty("requires");
    expect(cruiserInto18([{ name: "Aetherstream", type: "Card", seatCard: { color: "Red", k: 2 } }])).toMatchObject({ reachable: false, requires: ["aetherstream"] });
  });
});

describe("cardboard owned by a control token on a TTS table", () => {
  // The mod names control tokens "<token name> Owner Token" (TI4_FactionHelper.ttslua tintTokens).
  test("x3 infantry beside Sol's Owner Token in 19 are Red's: a carrier from Mecatol Rex picks them up on its way to 20", () => {
    const lua = realTable({
      extra: [
        { name: "Red Carrier", guid: "red-carrier-18", system: 18, offset: [2, 1] },
        { name: "x3 Infantry Token", guid: "inf3", type: "Tile", system: 19, offset: [2.2, -1] },
        { name: "Federation of Sol Owner Token", guid: "sol-owner", type: "Tile", system: 19, offset: [2.2, -1.6] },
      ],
    });
    modActivates(lua, 20);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.diagnostics.map((d: { message: string }) => d.message).join("\n")).not.toMatch(/no owner/);
    expect(report.transport.plan).toContainEqual(expect.objectContaining({ unit: "carrier", from: 18, carries: [expect.objectContaining({ unit: "infantry", count: 3, from: 19 })] }));
    lua.close();
  });

  test("beside Red's plastic another seat's Owner Token takes nothing: the infantry are Red's, as the mod colours tokens by plastic only", () => {
    const lua = realTable({
      extra: [
        { name: "Red Carrier", guid: "red-carrier-18", system: 18, offset: [2, 1] },
        { name: "Red Infantry", guid: "red-inf-19", system: 19, offset: [2.2, -0.4] },
        { name: "x3 Infantry Token", guid: "inf3", type: "Tile", system: 19, offset: [2.2, -1] },
        { name: "Winnu Owner Token", guid: "winnu-owner", type: "Tile", system: 19, offset: [2.2, -1.1] },
      ],
    });
    modActivates(lua, 20);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.transport.plan).toContainEqual(expect.objectContaining({ unit: "carrier", from: 18, carries: expect.arrayContaining([expect.objectContaining({ unit: "infantry", count: 4, from: 19 })]) }));
    lua.close();
  });

  test("without the Owner Token the infantry have no owner: one diagnostic, in plain words", () => {
    const lua = realTable({ extra: [{ name: "x3 Infantry Token", guid: "inf3", type: "Tile", system: 19, offset: [2.2, -1] }] });
    modActivates(lua, 20);
    expect(lastReport(lua).diagnostics.map((d) => d.message)).toContainEqual(expect.stringMatching(/^an infantry token in \[0,1\] has no owner/));
    lua.close();
  });
});

describe("relics in a seat's zone on a TTS table (the Relics deck of TI4_DeckHelper.ttslua, by name)", () => {
  test("the Dominus Orb in Red's zone: the cruiser locked in 20 under Red's own command token would reach 19 with it", () => {
    const locked = realTable();
    modActivates(locked, 19);
    expect(ship(locked, 20, "cruiser")).toMatchObject({ reachable: false, reason: "locked" });
    expect(ship(locked, 20, "cruiser")).not.toHaveProperty("requires");
    locked.close();
    const lua = realTable({ extra: [{ name: "Dominus Orb", type: "Card", seatCard: { color: "Red", k: 2 } }] });
    modActivates(lua, 19);
    expect(ship(lua, 20, "cruiser")).toMatchObject({ reachable: false, reason: "locked", requires: ["dominus-orb"] });
    lua.close();
  });
});

describe("tiles the mod numbers its own way", () => {
  test("a Keleres home (the mod's tile 202) is Moll Primus's system: the infantry on the planet is carried from it", () => {
    const home = hexToTts({ q: 0, r: -1 });
    const lua = realTable({
      // As TI4_SystemHelper.ttslua's _systems has it.
      extraSystems: [{ guid: "d05172", hex: [0, -1], record: { tile: 202, home: true, planets: [{ name: "Moll Primus", resources: 4, influence: 1 }] } }],
      extra: [
        { name: "Red Infantry", guid: "red-infantry-202", position: [home.x, 1.3, home.z] },
        { name: "Red Carrier", guid: "red-carrier-202", position: [home.x + 2, 1.3, home.z + 1] },
      ],
    });
    modActivates(lua, 18);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.diagnostics.map((d: { kind: string }) => d.kind)).not.toContain("unknown-tile");
    expect(report.transport.plan).toContainEqual(expect.objectContaining({ unit: "carrier", from: 202, carries: [{ unit: "infantry", count: 1, from: 202, planet: "moll-primus", survival: 1 }] }));
    lua.close();
  });
});

describe("a homebrew home system the mod injects (Homebrew/DS_Factions/DS_Master.ttslua, injectSystem)", () => {
  test("the Veldyr home 3201: the infantry on Rhune, where the helper puts the planet, is carried from the planet", () => {
    const home = hexToTts({ q: 0, r: -1 });
    const lua = realTable({
      // As systems() gives it after injectSystem: _fillMissingSystemData puts a one-planet home's planet 0.25
      // tile units from the centre at bearing 0 ({ x = 0, z = -0.25 }), radius 0.8; the tile lies at yaw 180.
      extraSystems: [{ guid: "3f260c", hex: [0, -1], record: { tile: 3201, home: true, _homebrew: true, planets: [{ name: "Rhune", resources: 3, influence: 4, position: { x: 0, y: 0.094, z: -0.25 }, radius: 0.8 }] } }],
      extra: [
        { name: "Red Infantry", guid: "red-infantry-3201", position: [home.x, 1.3, home.z + 0.39] },
        { name: "Red Carrier", guid: "red-carrier-3201", position: [home.x + 2, 1.3, home.z - 1] },
      ],
    });
    modActivates(lua, 18);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    expect(report.transport.plan).toContainEqual(expect.objectContaining({ unit: "carrier", from: 3201, carries: [{ unit: "infantry", count: 1, from: 3201, planet: "rhune", survival: 1 }] }));
    lua.close();
  });

  // DS_Master's HOME_SYSTEMS numbers two homes 3204: 'b924c9' (L'Tokk Khrask: Bohl-Dhur) and 'cdfbc0' (Kortali
  // Tribunal: Ogdun, Brthkul); it injects both, so systems() lists both while one tile lies in its box.
  // Planet positions as _fillMissingSystemData gives them.
  const KHRASK = { guid: "b924c9", record: { tile: 3204, home: true, _homebrew: true, planets: [{ name: "Bohl-Dhur", position: { x: 0, y: 0.094, z: -0.25 }, radius: 0.8 }] } };
  const KORTALI = {
    guid: "cdfbc0",
    record: { tile: 3204, home: true, _homebrew: true, planets: [{ name: "Ogdun", position: { x: 0.493, y: 0.094, z: -0.927 }, radius: 0.8 }, { name: "Brthkul", position: { x: -0.804, y: 0.094, z: 0.75 }, radius: 0.8 }] },
  };
  test.each([
    ["the Kortali Tribunal's on the table, L'Tokk Khrask's boxed: the infantry on Ogdun", KORTALI, KHRASK, { x: 0.493, z: -0.927 }, "ogdun"],
    ["L'Tokk Khrask's on the table, the Kortali Tribunal's boxed: the infantry on Bohl-Dhur", KHRASK, KORTALI, { x: 0, z: -0.25 }, "bohl-dhur"],
  ])("two homes numbered 3204, %s is carried from its planet", (_what, onTable, boxed, planet, id) => {
    const home = hexToTts({ q: 0, r: -1 });
    const k = 3.5 / 2.26; // tile units to TTS units; the tile lies at yaw 180 (x and z turned)
    const lua = realTable({
      extraSystems: [{ guid: onTable.guid, hex: [0, -1], record: onTable.record }],
      boxedSystems: [boxed],
      extra: [
        { name: "Red Infantry", guid: "red-infantry-3204", position: [home.x - planet.x * k, 1.3, home.z - planet.z * k] },
        { name: "Red Carrier", guid: "red-carrier-3204", position: [home.x + 2, 1.3, home.z + 1] },
      ],
    });
    modActivates(lua, 18);
    const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`));
    const carrier = report.transport.plan.find((p: { unit: string; from: unknown }) => p.unit === "carrier" && p.from !== 1);
    expect(carrier?.carries).toEqual([expect.objectContaining({ unit: "infantry", count: 1, planet: id })]);
    lua.close();
  });

  // TI4_SystemHelper.ttslua: "tile: number (0 for homebrew)"; injectSystem accepts such a record with its planets.
  test("a homebrew system the helper numbers 0 is a system: the destroyer on it reaches 18, a command token activates it", () => {
    const at = hexToTts({ q: 1, r: 0 });
    const table = (extra: TableSpec[]) =>
      realTable({
        extraSystems: [{ guid: "0b0b0b", hex: [1, 0], record: { tile: 0, _homebrew: true, planets: [{ name: "Quillon", resources: 2, influence: 2 }] } }],
        extra: [{ name: "Red Destroyer", guid: "red-destroyer-0", position: [at.x + 2, 1.3, at.z - 1] }, ...extra],
      });
    const into18 = table([]);
    modActivates(into18, 18);
    const destroyer = lastReport(into18).ships.find((s) => s.unit === "destroyer");
    expect(destroyer).toMatchObject({ reachable: true });
    into18.close();
    const onIt = table([{ name: "Federation of Sol Command Token", guid: "sol-token-0", type: "Tile", position: [at.x - 1.8, 1.3, at.z] }]);
    drop(onIt, "Red", "sol-token-0");
    const report = JSON.parse(onIt.run(`return CANONICAL(TI4Reach.lastReport() or {})`));
    expect(report).toMatchObject({ player: "red", active: { system: destroyer!.from } });
    expect(report.diagnostics).toEqual([]);
    onIt.close();
  });

  // TI4_SystemHelper.ttslua: "offMap: boolean, if true not part of the system map" (the Creuss home 51, the Nexus 82).
  test.each([
    [true, "a homebrew home the helper marks offMap touches nothing by edge: the carrier on it cannot reach 18 beside it", false],
    [false, "the same home on the map: the carrier on it reaches 18 beside it", true],
  ])("offMap %s: %s", (offMap, _what, reaches) => {
    const home = hexToTts({ q: 1, r: 0 });
    const lua = realTable({
      extraSystems: [{ guid: "4c1e20", hex: [1, 0], record: { tile: 4301, home: true, offMap, planets: [{ name: "Quillon", resources: 2, influence: 2 }] } }],
      extra: [{ name: "Red Carrier", guid: "red-carrier-4301", position: [home.x + 2, 1.3, home.z - 1] }],
    });
    modActivates(lua, 18);
    expect(ship(lua, 4301, "carrier").reachable).toBe(reaches);
    lua.close();
  });
});

describe("a homebrew faction the mod injects (Homebrew/DS_Factions/DS_Master.ttslua)", () => {
  test("its command token, named by its token name as the mod names every faction's, activates the system for its seat", () => {
    const lua = realTable({
      factions: { Red: "Veldyr Sovereignty" },
      extra: [{ name: "Veldyr Sovereignty Command Token", guid: "veldyr-token-19", type: "Tile", system: 19, offset: [1.8, 0] }],
    });
    drop(lua, "Red", "veldyr-token-19");
    expect(JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport() or {})`))).toMatchObject({ player: "red", active: { system: 19 } });
    lua.close();
  });

  test("its flagship, which the mod names after the faction's own (Richtyrian), is a ship of its seat: it reaches 19 from 20", () => {
    const lua = realTable({
      factions: { Red: "Veldyr Sovereignty" },
      extra: [
        { name: "Richtyrian", guid: "red-richtyrian", system: 20, offset: [-1, 1] },
        { name: "Veldyr Sovereignty Command Token", guid: "veldyr-token-19", type: "Tile", system: 19, offset: [1.8, 0] },
      ],
    });
    drop(lua, "Red", "veldyr-token-19");
    expect(lastReport(lua).ships.filter((s) => s.unit === "flagship")).toEqual([expect.objectContaining({ from: 20, reachable: true })]);
    lua.close();
  });

});

// Franken (TI4_FactionHelper.ttslua isFrankenEnabled): a seat's sheet names its command tokens only; its faction
// units are the Franken tiles and cards in its zone (TI4_UnitHelper.ttslua getColorToUnitOverrides), its flagship
// and abilities the tiles updateFactions finds there.
describe("a Franken game", () => {
  test("Red sits at the Sol sheet but drafted no Advanced Carrier: its carrier is a Carrier (moves 1), though Advanced Carrier II lies face up", () => {
    const lua = realTable({ franken: {} });
    modActivates(lua, 19);
    expect(ship(lua, 1, "carrier")).toMatchObject({ name: "Carrier", move: 1, reachable: false, reason: "out-of-range" });
    lua.close();
  });

  test("Red sits at the Hacan sheet and drafted Sol's Advanced Carrier (its Franken tile in Red's zone): with Advanced Carrier II the carrier moves 2 and reaches 19", () => {
    const drafted: TableSpec = { name: "Advanced Carrier I", type: "Tile", seatCard: { color: "Red", k: 2 } };
    const lua = realTable({ factions: { Red: "Emirates of Hacan", Yellow: "Federation of Sol" }, franken: {}, extra: [drafted] });
    modActivates(lua, 19);
    expect(ship(lua, 1, "advanced-carrier")).toMatchObject({ name: "Advanced Carrier", move: 2, reachable: true });
    lua.close();
    // Face down, the tile drafts nothing (the mod reads it face up only).
    const down = realTable({ factions: { Red: "Emirates of Hacan", Yellow: "Federation of Sol" }, franken: {}, extra: [{ ...drafted, faceDown: true }] });
    modActivates(down, 19);
    expect(ship(down, 1, "carrier")).toMatchObject({ name: "Carrier", move: 1 });
    down.close();
  });

  test("Red's drafted flagship is that faction's flagship: Y'sia Y'ssrila moves 2 from Jord and reaches 19", () => {
    const flagship: TableSpec = { name: "Y'sia Y'ssrila", guid: "red-flagship", system: 1, offset: [-0.8, -1.2] };
    const lua = realTable({ franken: { Red: { flagship: "Y'sia Y'ssrila" } }, extra: [flagship] });
    modActivates(lua, 19);
    expect(ship(lua, 1, "ysia-yssrila")).toMatchObject({ move: 2, reachable: true });
    lua.close();
  });

  test("Red drafted Hil Colish: its system holds a delta wormhole, so the cruiser beside it in Jord reaches the Creuss Gate (17)", () => {
    const gate = { guid: "tile17", hex: [-3, 0] as const, record: { tile: 17, wormholes: ["delta"] } }; // as TI4_SystemHelper's _systems has it
    const extra: TableSpec[] = [
      { name: "Hil Colish", guid: "red-flagship", system: 1, offset: [-0.8, -1.2] },
      { name: "Red Cruiser", guid: "red-cruiser-1", system: 1, offset: [0.8, 1.2] },
    ];
    const lua = realTable({ extraSystems: [gate], extra, franken: { Red: { flagship: "Hil Colish" } } });
    modActivates(lua, 17);
    expect(ship(lua, 1, "cruiser")).toMatchObject({ reachable: true, path: [1, 17] });
    lua.close();
  });

  test("Red drafted Armada: 2 more ships than its fleet tokens before the fleet-pool warning", () => {
    const overPool = (abilities: string[]): string[] => {
      const destroyers: TableSpec[] = [0, 1, 2, 3, 4].map((i) => ({ name: "Red Destroyer", system: 19, offset: [-1.5 + 0.7 * i, -1] as const }));
      const lua = realTable({ franken: { Red: { abilities } }, extra: destroyers });
      modActivates(lua, 19);
      const report = JSON.parse(lua.run(`return CANONICAL(TI4Reach.lastReport())`)) as { warnings: { kind: string; system: unknown }[] };
      const kinds = report.warnings.map((w) => `${w.kind} ${JSON.stringify(w.system)}`);
      lua.close();
      return kinds;
    };
    expect(overPool([])).toContain("fleet-pool 19");
    expect(overPool(["Armada", "Munitions Reserves"])).not.toContain("fleet-pool 19");
  });
});
