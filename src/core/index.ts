/**
 * ti4-reach rules core: pure, engine-free and TSTL-safe. Everything a table
 * adapter, the command line or a mod author needs comes through here.
 */
export * from "./diagnostics";
export * from "./hex/hex";
export * from "./hex/world";
export * from "./tiles/tile-types";
export * from "./tiles/tile-registry";
export * from "./map/tile-placement";
export * from "./map/map-string";
export * from "./state/table-state";
export * from "./state/token-kinds";
export * from "./galaxy/galaxy-types";
export * from "./galaxy/placements";
export * from "./galaxy/build-galaxy";
export * from "./galaxy/hyperlane-links";
export * from "./galaxy/system-ref";
export * from "./galaxy/adjacency-rules";
export * from "./galaxy/adjacency";
export * from "./ids";
export * from "./units/unit-types";
export * from "./units/unit-catalogue";
export * from "./movement/movement-rules";
export * from "./movement/table-facts";
export * from "./movement/system-passage";
export * from "./movement/reverse-search";
export * from "./movement/ship-groups";
export * from "./movement/action-setup";
export * from "./movement/move-values";
export * from "./movement/available-effects";
export * from "./movement/reach-ships";
export * from "./report/report-types";
export * from "./report/activation-report";
export * from "./transport/cargo";
export * from "./transport/pickup-routes";
export * from "./transport/max-flow";
export * from "./transport/transport-plan";
export * from "./capacity/system-load";
export * from "./capacity/fleet-limit";
export * from "./report/warnings";
export * from "./table/table-pieces";
export * from "./table/read-table";
export * from "./present/report-text";
export * from "./present/overlay-model";
export * from "./text";
export * from "./rules/custom-rule";
export * from "./present/player-colors";
