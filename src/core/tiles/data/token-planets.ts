/**
 * Planets that system tokens add to their system. Mirage (Prophecy of Kings
 * exploration): TI4-TTPG-TS (src/lib/system-lib/data/system-attachment.data.ts,
 * token.attachment.system:pok/mirage) centres the planet on the token itself
 * with radius 2.7 cm (src/lib/system-lib/system-attachment/system-attachment.ts
 * builds its planets on the token object).
 */
import type { PlanetInfo } from "../tile-types";

export const TOKEN_PLANETS: ReadonlyMap<string, PlanetInfo> = new Map<string, PlanetInfo>([
  ["mirage", { id: "mirage", name: "Mirage", radius: 2.7, legendary: true }],
]);
