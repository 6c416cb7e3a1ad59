/** The laws and galactic events a table reads, as canonical ids. */

/** Laws that change movement, adjacency or the fleet pool, which tables read from the agenda cards in play. */
export const MOVEMENT_LAWS: readonly string[] = [
  "enforced-travel-ban",
  "wormhole-reconstruction",
  "nexus-sovereignty",
  "fleet-regulations",
  "shared-research",
  // Thunder's Edge galactic events, read like laws.
  "cosmic-phenomenae",
  "call-of-the-void",
  "age-of-fighters",
  "wild-wild-galaxy",
];
