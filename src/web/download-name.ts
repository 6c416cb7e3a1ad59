/** What a downloaded scenario is called. */
/** The downloaded file's name: the scenario's own name, else its map's first tiles ("map-26-61-64-and-more.json"). */
export function downloadName(scenario: { readonly name?: string; readonly map?: string }): string {
  const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").substring(0, 60).replace(/-+$/, "");
  const named = scenario.name === undefined ? "" : slug(scenario.name);
  if (named !== "") return `${named}.json`;
  const tiles = (scenario.map ?? "").trim().split(/\s+/).filter((t) => t !== "");
  const shown = slug(tiles.slice(0, 4).join(" "));
  return shown === "" ? "scenario.json" : `map-${shown}${tiles.length > 4 ? "-and-more" : ""}.json`;
}
