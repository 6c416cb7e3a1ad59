/** Real community map strings (76 maps, base and PoK, 3 to 8 players), for tests. */
import { readFileSync } from "fs";
import { join } from "path";

export interface CommunityMap {
  readonly name: string;
  readonly mapstring: string;
}

export function communityMaps(): CommunityMap[] {
  const path = join(__dirname, "..", "fixtures", "community-maps.json");
  return JSON.parse(readFileSync(path, "utf8")) as CommunityMap[];
}
