/**
 * Technologies that change move values, passage, adjacency or capacity: what
 * tables need to know a player owns (a list of its own: a seat reads it too).
 */
export const MOVEMENT_TECHNOLOGIES: readonly string[] = [
  "gravity-drive",
  "antimass-deflectors",
  "light-wave-deflector",
  "magmus-reactor",
  "spatial-conduit-cylinder",
  "aerie-hololattice",
  "lazax-gate-folding",
  "aetherstream", // Empyrean: +1 to the active player's ships when the active system is next to an anomaly (offered, not assumed)
  "carrier-ii",
  "cruiser-ii",
  "dreadnought-ii",
  "fighter-ii",
  "advanced-carrier-ii",
  "super-dreadnought-ii",
  "exotrireme-ii",
  "saturn-engine-ii",
  "prototype-war-sun-ii",
  "floating-factory-ii",
  "hybrid-crystal-fighter-ii",
  "memoria-ii",
  "dimensional-tear-ii",
  // Thunder's Edge unit upgrades and breakthroughs.
  "linkship-ii",
  "exile-ii",
  "helios-v2",
  "the-tables-grace",
  "absolute-synergy",
  "resonance-generator",
  "gravleash-maneuvers",
  "al-raith-ix-ianovar",
  "imperator",
];

/**
 * Twilight's Fall abilities whose text differs from the Prophecy of Kings card of the same name (AsyncTI4's
 * ids). Those whose rule is the same are read as that card (ids.ts: tf-voidborn is voidborn, ...).
 */
export const TF_ABILITIES: readonly string[] = [
  "tf-slipstream", // +1 to ships starting in a system with any wormhole (no home-system clause)
  "tf-crucible", // the holder's ships do not roll for gravity rifts and get one more +1 leaving one
  "tf-mr", // Magmus Reactor: the holder's units move into and through supernovas
  "tf-dimensionaltear", // systems with the holder's space docks are gravity rifts; the holder's ships do not roll there
  "tf-lazaxgatefolding", // during the holder's tactical actions, systems with legendary planets they do not control hold alpha and beta
  "tf-planesplitter", // +1 to the holder's ships that start in the Fracture
  "tf-ng", // Neuroglaive: a player activating a system with the holder's ships loses a fleet-pool token
  "tf-nomadic", // other players cannot activate asteroid fields holding the holder's ships
  "wavelength", // the holder's ships move into and through asteroid fields (a generic Twilight's Fall technology)
  // Known, read through what they leave on the table: the command token Stymie places (from another player's
  // reinforcements) locks that player's ships where it lies [58.4c], the token Overwatch returns is gone.
  "tf-stymie",
  "tf-overwatch",
];

/** Faction abilities the core reads from a player's technologies too (a copied ability). */
export const ABILITIES_AS_TECHNOLOGIES: readonly string[] = [
  "gashlai-physiology", "voidborn", "slipstream", "quantum-entanglement", "miniaturization", "armada",
  ...TF_ABILITIES,
];
