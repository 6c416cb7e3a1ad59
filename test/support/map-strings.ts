/** The community map strings of shared/data, for tests. */
import { readFileSync } from "fs";
import { join } from "path";

export interface CommunityMap {
  readonly name: string;
  readonly mapstring: string;
}

export function communityMaps(): CommunityMap[] {
  const path = join(__dirname, "..", "..", "..", "shared", "data", "map-strings.json");
  return JSON.parse(readFileSync(path, "utf8")) as CommunityMap[];
}
