/**
 * Planets that system tokens add to their system. Mirage (Prophecy of Kings
 * exploration): TI4-TTPG-TS (src/lib/system-lib/data/system-attachment.data.ts,
 * token.attachment.system:pok/mirage) centres the planet on the token itself
 * with radius 2.7 cm (src/lib/system-lib/system-attachment/system-attachment.ts
 * builds its planets on the token object). Thunder's Edge (same file, source
 * "thunders-edge"): Avernus (Muaat breakthrough Stellar Genesis) with the
 * default radius, and Thunder's Edge (the last expedition slice), a large
 * token, with radius 5.5 cm.
 */
import type { PlanetInfo } from "../tile-types";

export const TOKEN_PLANETS: ReadonlyMap<string, PlanetInfo> = new Map<string, PlanetInfo>([
  ["mirage", { id: "mirage", name: "Mirage", radius: 2.7, legendary: true }],
  ["avernus", { id: "avernus", name: "Avernus", legendary: true }],
  ["thunders-edge", { id: "thunders-edge", name: "Thunder's Edge", radius: 5.5, legendary: true }],
]);
