/**
 * ti4-reach for Tabletop Playground, for a mod's own scripts: start it from the
 * mod's global script, then register homebrew tiles, units and rules, listen
 * to reports and bring a renderer through the API it returns. The core's
 * public names come along, so a mod imports from here alone.
 *
 * @packageDocumentation
 * @module ti4-reach/ttpg
 */
export { startTi4Reach } from "./game/start";
export type { TI4ReachApi } from "./game/api";
export type { ReachRenderer } from "./game/renderer";
export type { ReachSettings } from "./game/settings";
export type { OverlayVisibility } from "./game/settings";
export * from "../core";
