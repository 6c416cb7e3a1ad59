/**
 * Known ids pass without a word; only unknown ones are named. The technology
 * names are the TI4 TTPG mods' card names (TI4-TTPG-TS src/lib/tech-lib/data/tech.data.ts,
 * nsidName), as a table reads them off "card.technology.*:source/<name>".
 */
import { canonicalId, createTileRegistry, createUnitCatalogue, reportActivation } from "../../src/core/all";
import type { ReportOptions, TableState } from "../../src/core/all";

const MOD_TECHNOLOGY_NAMES = [
  "advanced_carrier_2", "antimass_deflectors", "assault_cannon", "bioplasmosis", "carrier_2", "chaos_mapping", "cruiser_2",
  "dacxive_animators", "destroyer_2", "dimensional_splicer", "dreadnought_2", "duranium_armor", "e_res_siphons", "exotrireme_2",
  "fighter_2", "fleet_logistics", "floating_factory_2", "graviton_laser_system", "gravity_drive", "hegemonic_trade_policy",
  "hybrid_crystal_fighter_2", "hyper_metabolism", "impulse_core", "infantry_2", "inheritance_systems", "instinct_training",
  "integrated_economy", "l4_disruptors", "lazax_gate_folding", "letani_warrior_2", "lightwave_deflector", "magen_defense_grid",
  "mageon_implants", "magmus_reactor", "mirror_computing", "neural_motivator", "neuroglaive", "noneuclidean_shielding",
  "nullification_field", "pds_2", "plasma_scoring", "production_biomes", "prototype_war_sun_2", "quantum_datahub_node",
  "salvage_operations", "sarween_tools", "space_dock_2", "spacial_conduit_cylinder", "spec_ops_2", "super_dreadnought_2",
  "transit_diodes", "transparasteel_plating", "valefar_assimilator_x", "valefar_assimilator_y", "valkyrie_particle_weave",
  "war_sun", "wormhole_generator", "x89_bacterial_weapon", "yin_spinner", "aerie_hololattice", "aetherstream",
  "ai_development_algorithm", "biostims", "crimson_legionnaire_2", "dark_energy_tap", "dimensional_tear_2",
  "genetic_recombination", "hel_titan_2", "memoria_2", "pre_fab_arcologies", "predictive_intelligence", "psychoarchaeology",
  "saturn_engine_2", "scanlink_drone_network", "self_assembly_routines", "sling_relay", "strike_wing_alpha_2", "supercharge",
  "temporal_command_suite", "voidwatch", "vortex", "agency_supply_network", "iihq_modernization",
];

/** The faction names the TI4 TTPG mods seat. */
const FACTIONS = [
  "arborec", "argent", "creuss", "empyrean", "hacan", "jolnar", "keleres-argent", "keleres-mentak", "keleres-xxcha", "l1z1x",
  "letnev", "mahact", "mentak", "muaat", "naalu", "naazrokha", "nekro", "nomad", "norr", "saar", "sol", "ul", "vuilraith",
  "winnu", "xxcha", "yin", "yssaril", "crimson", "obsidian",
];

function diagnostics(state: TableState, options: ReportOptions = {}): string[] {
  const result = reportActivation(state, options);
  if (!result.ok) throw new Error(result.problem.message);
  return result.report.diagnostics.map((d) => d.message);
}

const base: TableState = { systems: [{ tile: 19, hex: [0, 0] }], active: { player: "p0", system: 19 } };

describe("ids the core knows give no diagnostic", () => {
  test("every technology card of the TTPG mods, in their spelling", () => {
    expect(diagnostics({ ...base, players: { p0: { faction: "hacan", technologies: MOD_TECHNOLOGY_NAMES } } })).toEqual([]);
  });

  test("Twilight's Fall cards that change no reach (AsyncTI4's ids, TWILIGHTS-FALL.md sections 2-5) pass without a word", () => {
    const cards = ["tf-survivalinstinct", "tf-foresight", "tf-fl", "tf-smotheringpresence", "antimatter", "tf-heltitan", "tf-yinclone", "tf-flux", "tf-ignis", "tf-timestop", "devourhero", "valiantagent"];
    expect(diagnostics({ ...base, mode: "twilights-fall", players: { p0: { faction: "tf-pink", cards } } })).toEqual([]);
    expect(diagnostics({ ...base, mode: "twilights-fall", players: { p0: { faction: "tf-pink", cards: ["tf-foresigth"] } } })).toEqual(['player p0: unknown card "tf-foresigth"; it has no effect']);
  });

  test("every faction the TTPG mods seat", () => {
    const players: Record<string, { faction: string }> = {};
    FACTIONS.forEach((f, i) => (players[`p${i}`] = { faction: f }));
    expect(diagnostics({ ...base, players })).toEqual([]);
  });

  test("factions as players write them: Jol-Nar, Sardakk N'orr, the Titans of Ul, the Vuil'raith Cabal, Naaz-Rokha", () => {
    const names = ["jol-nar", "Sardakk N'orr", "titans", "titans-of-ul", "cabal", "vuil'raith", "naaz-rokha", "sardakk"];
    const players: Record<string, { faction: string }> = {};
    names.forEach((f, i) => (players[`p${i}`] = { faction: f }));
    expect(diagnostics({ ...base, players })).toEqual([]);
  });

  test("Valefar Assimilator Z's flagship field on a player who is not the Nekro is named and does nothing", () => {
    const state: TableState = {
      systems: [{ tile: 19, hex: [0, 0] }, { tile: 17, hex: [3, -3] }],
      players: { p0: { faction: "sol", assimilatedFlagship: "creuss" } },
      units: [{ player: "p0", unit: "flagship", system: 19 }, { player: "p0", unit: "carrier", system: 17 }],
      active: { player: "p0", system: 19 },
    };
    const result = reportActivation(state);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.report.diagnostics.map((d) => d.message)).toEqual(["player p0: assimilatedFlagship is Valefar Assimilator Z's, a Nekro breakthrough; ignoring it"]);
    expect(result.report.ships.find((s) => s.unit === "carrier")).toMatchObject({ reachable: false }); // no delta on Genesis
  });

  test("a misspelt technology is named, once, with its player", () => {
    const messages = diagnostics({ ...base, players: { p0: { technologies: ["gravity-drvie", "gravity-drvie"] } } });
    expect(messages).toEqual(['player p0: unknown technology "gravity-drvie"; it has no effect']);
    expect(canonicalId("gravity_drvie")).toBe("gravity-drvie");
  });
});

describe("ids a mod author registers between two reports", () => {
  test("a homebrew tile's planet and a homebrew faction's unit are known in the next report on the same registries", () => {
    const tiles = createTileRegistry();
    const units = createUnitCatalogue();
    const state: TableState = { ...base, players: { p0: { faction: "kortali", planets: ["kortali-prime"] } } };
    expect(diagnostics(state, { tiles, units })).toEqual([
      'player p0: unknown faction "kortali"; playing without faction abilities',
      'player p0: unknown planet "kortali-prime"; it has no effect',
    ]);
    expect(tiles.register({ tile: 4300, source: "homebrew", planets: [{ id: "kortali-prime", name: "Kortali Prime" }] })).toEqual([]);
    expect(units.register({ ...units.resolve("carrier", undefined)!, id: "kortali-ark", faction: "kortali", replaces: "carrier" })).toEqual([]);
    expect(diagnostics(state, { tiles, units })).toEqual([]);
  });
});


describe("stacks that name a stranger or a planet not there", () => {
  // Tile 19 is Wellon; tile 20 holds Vefut II.
  const table: TableState = {
    systems: [{ tile: 19, hex: [0, 0] }, { tile: 20, hex: [1, 0] }],
    players: { p0: { faction: "hacan" } },
    active: { player: "p0", system: 19 },
  };

  test("each unseated player's unit name is said once, in the order of the stacks, neutral units need no seat", () => {
    const messages = diagnostics({
      ...table,
      units: [
        { player: "p9", unit: "carrier", system: 20 },
        { player: "neutral", unit: "infantry", system: 20, planet: "vefut-ii" },
        { player: "p9", unit: "fighter", system: 20, count: 2 },
        { player: "p9", unit: "carrier", system: 20 },
      ],
    });
    expect(messages).toEqual([
      'p9 carrier: unknown player "p9"; not in players: no faction, technologies or fleet pool',
      'p9 fighter: unknown player "p9"; not in players: no faction, technologies or fleet pool',
    ]);
  });

  test("a player written in another case than the seated one (Red for red) is named with the seat it missed", () => {
    const messages = diagnostics({ ...table, units: [{ player: "P0", unit: "carrier", system: 20 }] });
    expect(messages).toEqual(['P0 carrier: unknown player "P0"; not in players (names are exact: "p0" is seated): no faction, technologies or fleet pool']);
  });

  test("an empty stack is still read for its player and its planet", () => {
    const messages = diagnostics({
      ...table,
      units: [
        { player: "p9", unit: "infantry", system: 20, count: 0 },
        { player: "p0", unit: "infantry", system: 20, planet: "wellon", count: 0 },
      ],
    });
    expect(messages).toEqual([
      'p9 infantry: unknown player "p9"; not in players: no faction, technologies or fleet pool',
      'p0 infantry: planet "wellon" is not in system 20; reading the units as in space',
    ]);
  });
});
