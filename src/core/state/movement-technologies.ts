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

/** Faction abilities the core reads from a player's technologies too (a copied ability). */
export const ABILITIES_AS_TECHNOLOGIES: readonly string[] = ["gashlai-physiology", "voidborn", "slipstream", "quantum-entanglement", "miniaturization", "armada"];
