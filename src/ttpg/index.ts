/** ti4-reach for Tabletop Playground, for packages that import it. */
export { startTi4Reach } from "./game/start";
export type { TI4ReachApi } from "./game/api";
export type { ReachRenderer } from "./game/renderer";
export type { ReachSettings } from "./game/settings";
export * from "../core";
