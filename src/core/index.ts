/**
 * ti4-reach: which ships of a Twilight Imperium 4 table reach a system, by
 * which path, carrying what. The rules core, pure and engine-free: it runs in
 * Node, a browser, Tabletop Playground, and (built to Lua) Tabletop Simulator.
 *
 * This is the package's public surface, named one by one; everything else in
 * `src/core` is internal and may change in any release. The API report
 * (`docs/api/ti4-reach.api.md`, checked by `npm test`) records it.
 *
 * @packageDocumentation
 * @module ti4-reach
 */

// Answers: the activation report, the move range, the threats.
export { reportActivation } from "./report/activation-report";
export type { ReportOptions, ReportResult } from "./report/activation-report";
export type { ActivationReport, ShipReport, CargoReport, PlanReport, TransportReport } from "./report/report-types";
export type { Arrival, FiringPlayer, SpaceCannonShot } from "./arrival/space-cannon";
export { moveRange } from "./range/move-range";
export type { MoveRange, RangeResult, RangeSystem, RangeWithEffects, GroupRange } from "./range/range-types";
export { threats, threatMap } from "./range/threats";
export type { ThreatOptions, Threat, PlayerThreat, Threats, ThreatsResult, ThreatenedSystem, ThreatMapResult } from "./range/threats";

// Saying it: report text and the overlay every table draws.
export { reportLines } from "./present/report-text";
export { overlayModel, chatText } from "./present/overlay-model";
export type { OverlayModel, OverlayLabel, OverlaySegment, OverlayOptions } from "./present/overlay-model";
export { placeLabels } from "./present/label-placement";
export type { PlaneBox, LabelRequest, PlacedLabel } from "./present/label-placement";

// The table state: what a scenario or a table reading gives the core.
export type { TableState, PlayerState, UnitStack, TokenState, Activation, SystemRef, SystemInput, GameMode } from "./state/table-state";
export type { RuleSwitches } from "./state/rule-switches";
export { parseMapString, formatMapString } from "./map/map-string";
export type { ParsedMapString, MapEntry, MapStringProblem } from "./map/map-string";
export { readTable } from "./table/read-table";
export type { ReadOptions, TableReading } from "./table/read-table";
export type { TableObject, TablePiece } from "./table/table-pieces";
export type { Diagnostic, DiagnosticKind } from "./diagnostics";
export { isFatal } from "./diagnostics";

// The galaxy and adjacency.
export { buildGalaxy } from "./galaxy/build-galaxy";
export type { Galaxy, GalaxySystem, HyperlaneTile, HyperlaneLink, WormholeAt, WormholeSource, VoidTether, TokenMarkers } from "./galaxy/galaxy-types";
export { createAdjacency } from "./galaxy/adjacency";
export type { Adjacency } from "./galaxy/adjacency";
export { adjacencyRulesFor, NO_ADJACENCY_RULES } from "./galaxy/adjacency-rules";
export type { AdjacencyRules, AdjacencyInputs, AlphaBetaLink } from "./galaxy/adjacency-rules";
export type { Link, LinkReason, LinkGroup } from "./galaxy/links";

// What mod authors add: tiles, units, rules.
export { createTileRegistry, builtInTiles } from "./tiles/tile-registry";
export type { TileRegistry } from "./tiles/tile-registry";
export type { TileInfo, TileFace, PlanetInfo, Wormhole, Anomaly, Lane } from "./tiles/tile-types";
export { createUnitCatalogue, builtInCatalogue } from "./units/unit-catalogue";
export type { UnitCatalogue } from "./units/unit-catalogue";
export type { UnitType, UnitKind, UnitStats, SpaceCannon } from "./units/unit-types";
export { checkRule } from "./rules/custom-rule";
export type { CustomRule, RuleContext, RuleShip } from "./rules/custom-rule";

// Hexes and the two tables' coordinates.
export { hex, hexKey, hexFromKey, hexDistance, neighbours } from "./hex/hex";
export type { Hex, HexKey } from "./hex/hex";
export { hexToPlane, planeToHex, hexToTtpg, ttpgToHex, hexToTts, ttsToHex, TTPG_LAYOUT, TTS_LAYOUT } from "./hex/world";
export type { PlanePoint, HexLayout, SnappedHex } from "./hex/world";

// Types that the shapes above refer to.
export type { LabelPolicy } from "./present/label-policy";
export type { PlayerStyle, LabelInk } from "./present/player-style";
export type { Rgb } from "./present/player-colors";
export type { LinkPart } from "./galaxy/links";
export type { NumberedAdjacency, NumberedGroup } from "./galaxy/adjacency-numbers";
export type { SystemNumbers } from "./galaxy/system-numbers";
export type { PlayerSeats, Seat } from "./state/player-seats";
export type { PositionOptions } from "./report/read-position";
export type { TilePlacement } from "./map/tile-placement";
export type { UnreachableReason } from "./movement/reach-ships";
export type { Warning, WarningKind } from "./report/warnings";
