/**
 * ti4-reach for Tabletop Simulator. Put this script on any object (or paste
 * it into the Global script): when the player whose turn it is drops their
 * command token on a system, it draws the paths of the ships that can reach
 * it, highlights them and tells the player what can come along and what would
 * be too much. Also the TI4Reach global for other scripts.
 */
import {
  TTS_LAYOUT,
  buildGalaxy,
  checkRule,
  createTileRegistry,
  createUnitCatalogue,
  endsWith,
  hexKey,
  overlayModel,
  planeToHex,
  readTable,
  reportActivation,
  systemTileOn,
  errorMessage,
} from "../../core";
import type { ActivationReport, CustomRule, Galaxy, Hex, ReportResult, RuleSwitches, TableState, TileInfo, UnitType } from "../../core";
import { clear, draw, ttsColor } from "./draw";
import type { Drawn } from "./draw";
import { findHelpers, readWorld } from "./read-world";
import type { WorldReading } from "./read-world";
import { COMMAND_TOKEN_SUFFIX } from "../tts-names";
import { clearRange, onShipDropped, onShipPickedUp, rangeHighlightsOn, setRangeHighlights } from "./range-pickup";

export const VERSION = "0.1.0";

type Listener = (this: void, report: ActivationReport) => void;

const tiles = createTileRegistry();
const units = createUnitCatalogue();
const listeners: Listener[] = [];
const rules: CustomRule[] = [];
let drawn: Drawn | undefined;
let last: ActivationReport | undefined;
let lastActivation: { key: string; at: number } | undefined;

/** Activations reported twice (the token drop and the mod's own hook) within this many seconds count once. */
const SAME_ACTIVATION_SECONDS = 3;

/** Runs an event handler so that no error escapes: an internal error becomes one chat line. */
function guarded(color: string | undefined, work: () => void): void {
  try {
    work();
  } catch (e) {
    const line = `ti4-reach: internal error: ${errorMessage(e)}`;
    if (color !== undefined) printToColor(line, ttsColor(color));
    else print(line);
  }
}

function reportFor(state: TableState, switches: RuleSwitches = {}): { galaxy: Galaxy; result: ReportResult } {
  const galaxy = buildGalaxy(state, tiles);
  return { galaxy, result: reportActivation(state, { galaxy, tiles, units, switches, rules }) };
}

/** Reports the activation of the system on `hex` by `color` on the table read (now, unless given), and draws it. */
function activate(color: string, where: Hex, read?: WorldReading): void {
  const key = `${color}|${hexKey(where)}`;
  const now = os.clock();
  if (lastActivation !== undefined && lastActivation.key === key && now - lastActivation.at < SAME_ACTIVATION_SECONDS) return;
  lastActivation = { key, at: now };
  const world = read ?? readWorld();
  const reading = readTable(world.objects, { layout: TTS_LAYOUT, tiles, players: world.players, laws: world.laws });
  const state: TableState = { ...reading.state, active: { player: color, system: [where.q, where.r] } };
  const { galaxy, result } = reportFor(state);
  clear(drawn);
  drawn = undefined;
  if (!result.ok) {
    broadcastToColor(`ti4-reach: ${result.problem.message}`, ttsColor(color));
    return;
  }
  const report = { ...result.report, diagnostics: [...world.diagnostics, ...reading.diagnostics, ...result.report.diagnostics] };
  drawn = draw(overlayModel(report, galaxy, state, { layout: TTS_LAYOUT, objectsByStack: reading.objectsByStack }), undefined);
  last = report;
  for (const listener of listeners) {
    try {
      listener(report);
    } catch (e) {
      print(`ti4-reach: an onReport listener failed: ${errorMessage(e)}`);
    }
  }
}

function turnColor(): string | undefined {
  return Turns.enable ? Turns.turn_color.toLowerCase() : undefined;
}

/**
 * Only one copy of ti4-reach answers on a table: the first object that claims
 * it (copies of the scripted object stay quiet). As the Global script it always answers.
 */
const OWNER_VAR = "ti4reach_owner";
function answering(): boolean {
  if (self === Global) return true;
  const me = self.getGUID();
  const owner = Global.getVar(OWNER_VAR);
  if (typeof owner === "string" && owner !== me && getObjectFromGUID(owner) !== undefined) return false;
  if (owner !== me) Global.setVar(OWNER_VAR, me);
  return true;
}

/**
 * A cheap look before reading the whole table (tokens are shuffled on command
 * sheets a lot): the mod's system helper says whether a system lies under the
 * token. Without the helper, read the table and see.
 */
function maybeOnSystem(token: TtsObject, systemHelper: TtsObject | undefined): boolean {
  if (systemHelper === undefined) return true;
  try {
    return systemHelper.call("systemFromPosition", token.getPosition()) !== undefined;
  } catch (e) {
    return true;
  }
}

/** A command token dropped on a system by its owner, during their turn (or any time without turns). */
function onTokenDropped(color: string, object: TtsObject): void {
  const player = color.toLowerCase();
  const turn = turnColor();
  if (turn !== undefined && turn !== player) return;
  const helpers = findHelpers();
  if (!maybeOnSystem(object, helpers.system)) return;
  const guid = object.getGUID();
  const world = readWorld(guid, helpers);
  const token = world.objects.find((o) => o.id === guid);
  if (token === undefined || token.piece.kind !== "command-token" || token.piece.player !== player) return;
  const under = planeToHex(token.at, TTS_LAYOUT).hex;
  if (systemTileOn(world.objects, under, TTS_LAYOUT, tiles)) activate(player, under, world);
}

/** The TI4 TTS mod calls this on every object after a system is activated. */
function onSystemActivated(system: TtsSystem | undefined): void {
  const color = turnColor();
  if (color === undefined || system === undefined || system.guid === undefined) return;
  const tile = getObjectFromGUID(system.guid);
  if (tile === undefined) return;
  const p = tile.getPosition();
  activate(color, planeToHex({ north: p.z, east: p.x }, TTS_LAYOUT).hex);
}

type Handler = (this: void, ...args: unknown[]) => unknown;

/** Installs a global event handler, keeping (and calling first) one that was already there. */
function chain(name: string, ours: Handler): void {
  const previous = _G[name] as Handler | undefined;
  _G[name] = (...args: unknown[]) => {
    let result: unknown;
    if (previous !== undefined) result = previous(...args);
    ours(...args);
    return result;
  };
}

chain("onObjectDrop", (color, object) => {
  const c = color as string;
  guarded(c, () => {
    if (!answering()) return;
    const o = object as TtsObject;
    if (endsWith(o.getName(), COMMAND_TOKEN_SUFFIX)) onTokenDropped(c, o);
  });
});
// Move range: picking up one of your own ships shows where it can go; dropping it takes that away.
const rangeContext = { tiles, units, rules, activationShown: () => drawn !== undefined };
chain("onObjectPickUp", (color, object) =>
  guarded(color as string, () => {
    if (answering()) onShipPickedUp(rangeContext, color as string, object as TtsObject);
  }),
);
chain("onObjectDrop", (color, object) => guarded(color as string, () => onShipDropped(object as TtsObject)));
chain("onSystemActivation", (system) =>
  guarded(undefined, () => {
    if (answering()) onSystemActivated(system as TtsSystem);
  }),
);
chain("onPlayerTurn", () =>
  guarded(undefined, () => {
    clear(drawn);
    drawn = undefined;
  }),
);

/**
 * The API. In TTS each script has its own globals: code in this script (or,
 * pasted into Global, in the Global script) uses the TI4Reach table; other
 * objects call the plain functions below with obj.call(name, parameter),
 * which carries data but no functions (so onReport and registerRule stay here).
 */
_G.ti4reach_report = (scenario: unknown) => reportTable(scenario as TableState, undefined);
_G.ti4reach_lastReport = () => last;
_G.ti4reach_registerTile = (info: unknown) => tiles.register(info as TileInfo);
_G.ti4reach_registerUnit = (unit: unknown) => units.register(unit as UnitType);
_G.ti4reach_setRangeHighlights = (on: unknown) => setRangeHighlights(on !== false);

function reportTable(scenario: TableState, switches: RuleSwitches | undefined): unknown {
  const { result } = reportFor(scenario, switches);
  return result.ok ? result.report : { error: result.problem.message, diagnostics: result.diagnostics };
}

_G.TI4Reach = {
  version: VERSION,
  report: (scenario: TableState, switches?: RuleSwitches) => reportTable(scenario, switches),
  onReport: (listener: Listener) => {
    listeners.push(listener);
  },
  lastReport: () => last,
  registerTile: (info: TileInfo) => tiles.register(info),
  registerUnit: (unit: UnitType) => units.register(unit),
  registerRule: (rule: CustomRule) => {
    const problems = checkRule(rule);
    if (problems.length === 0) rules.push(rule);
    return problems;
  },
  clear: () => {
    clear(drawn);
    drawn = undefined;
    clearRange();
  },
  /** Whether picking up a ship shows its move range (kept with ti4-reach's object). */
  setRangeHighlights: (on: boolean) => setRangeHighlights(on),
  rangeHighlightsOn: () => rangeHighlightsOn(),
};
