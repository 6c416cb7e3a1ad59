/**
 * ti4-reach for Tabletop Simulator. Put this script on any object (or paste
 * it into the Global script): when the player whose turn it is drops their
 * command token on a system, it draws the paths of the ships that can reach
 * it, highlights them and tells the player what can come along and what would
 * be too much. Also the TI4Reach global for other scripts.
 */
import { ActivationRepeats, TTS_LAYOUT, activationOnTable, createGalaxyCache, createTileRegistry, createUnitCatalogue, endsWith, planeToHex, systemTileOn } from "../../core/all";
import type { Hex } from "../../core/all";
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from "../settings";
import { COMMAND_TOKEN_SUFFIX } from "../tts-names";
import { clearDrawing, installApi } from "./api";
import type { Reach } from "./api";
import { defaultRenderer } from "./draw";
import { host } from "./draw-host";
import { guarded, safeMessage, sayLine, ttsColorOf } from "./guard";
import { findHelpers } from "./mod-helpers";
import type { ModHelpers } from "./mod-helpers";
import { clearRange, onShipDropped, onShipPickedUp } from "./range-pickup";
import { removeSavedLabels } from "./text-labels";
import { clearThreats, offerThreatMenu } from "./threat-menu";
import { plane, readObjects, readWorld, tableOptionsOf } from "./read-world";
import type { WorldReading } from "./read-world";

export { VERSION } from "./api";

const galaxies = createGalaxyCache(createTileRegistry());
const reach: Reach = {
  tiles: galaxies.tiles,
  galaxies,
  units: createUnitCatalogue(),
  listeners: [],
  rules: [],
  renderer: defaultRenderer(() => reach.settings.visibility),
  last: undefined,
  shown: false,
  settings: DEFAULT_SETTINGS,
};
const repeats = new ActivationRepeats();
const threatContext = { tiles: reach.tiles, units: reach.units, rules: reach.rules, galaxies: reach.galaxies, answering: () => answering() };

/** A drawing is cleared this long after it was drawn, as on TTPG: a table without turns never passes one. */
const CLEAR_AFTER_SECONDS = 120;
let clearWait: number | undefined;
/** The command token whose drop drew the report: picking it back up clears it. */
let activatingToken: string | undefined;

/** Clears the drawing; the next drop on the same system is a new activation. */
function clearActivation(): void {
  activatingToken = undefined;
  repeats.forget();
  if (clearWait !== undefined) Wait.stop(clearWait);
  clearWait = undefined;
  clearDrawing(reach);
}

/** The drawing just made goes after CLEAR_AFTER_SECONDS (a wait already running for an earlier one is stopped). */
function clearLater(): void {
  if (clearWait !== undefined) Wait.stop(clearWait);
  clearWait = Wait.time(() => guarded(undefined, () => clearActivation()), CLEAR_AFTER_SECONDS);
}

/** Reports the activation of the system on `hex` by `color` on the table read (now, unless given), and draws it. */
function activate(color: string, where: Hex, read?: WorldReading): void {
  if (repeats.repeats(color, where, os.clock())) return;
  activatingToken = undefined; // a token drop names its token once this activation is drawn
  const world = read ?? readWorld(reach.tiles);
  offerThreatMenu(threatContext, world.objects);
  const found = activationOnTable(world.objects, color, where, { ...tableOptionsOf(reach, world), effects: world.effects, diagnostics: world.diagnostics });
  clearDrawing(reach);
  if (!found.ok) {
    sayLine(color, `ti4-reach: ${found.problem.message}`);
    return;
  }
  const { report, model } = found;
  reach.last = report;
  reach.shown = true;
  clearLater();
  try {
    reach.renderer.draw(model, report, color);
  } catch (e) {
    print(`ti4-reach: the renderer failed: ${safeMessage(e)}`);
  }
  for (const listener of reach.listeners) {
    try {
      listener(report);
    } catch (e) {
      print(`ti4-reach: an onReport listener failed: ${safeMessage(e)}`);
    }
  }
}

/** The player whose turn it is ("red"), or undefined without turns (or with a turn colour that is not a colour). */
function turnColor(): string | undefined {
  if (Turns === undefined || Turns.enable !== true) return undefined;
  const color = ttsColorOf(Turns.turn_color);
  return color === undefined ? undefined : color.toLowerCase();
}

/**
 * Only one copy of ti4-reach answers on a table: as the Global script it
 * always does (and says so), else the first object that claims it (copies of
 * the scripted object stay quiet).
 */
const OWNER_VAR = "ti4reach_owner";
const GLOBAL_OWNER = "Global";
function answering(): boolean {
  const owner = Global.getVar(OWNER_VAR);
  const own = host(); // the Global script may have no `self`
  if (own === Global) {
    if (owner !== GLOBAL_OWNER) Global.setVar(OWNER_VAR, GLOBAL_OWNER);
    return true;
  }
  if (owner === GLOBAL_OWNER) return false;
  const me = own.getGUID();
  if (typeof owner === "string" && owner !== me && getObjectFromGUID(owner) !== undefined) return false;
  if (owner !== me) Global.setVar(OWNER_VAR, me);
  return true;
}

/**
 * A cheap look before reading the whole table (tokens are shuffled on command
 * sheets a lot): the mod's system helper says whether a system lies under the
 * token (TI4_SystemHelper.ttslua systemFromPosition({x, y, z})); it knows only
 * the mod's own tiles, so a homebrew tile found under the token also counts.
 * Without the helper, or when it fails, read the table and see.
 */
function maybeOnSystem(at: TtsVector, helpers: ModHelpers): boolean {
  if (helpers.system === undefined || helpers.notesTileNear) return true;
  try {
    return helpers.system.call("systemFromPosition", { x: at.x, y: at.y, z: at.z }) !== undefined;
  } catch (e) {
    return true;
  }
}

/** A command token dropped on a system by its owner, during their turn (or any time without turns). */
function onTokenDropped(player: string, object: TtsObject): void {
  const turn = turnColor();
  if (turn !== undefined && turn !== player) return;
  const at = object.getPosition();
  const helpers = findHelpers(at);
  if (!maybeOnSystem(at, helpers)) return;
  const guid = object.getGUID();
  const world = readWorld(reach.tiles, guid, helpers);
  const token = world.objects.find((o) => o.id === guid);
  if (token === undefined || token.piece.kind !== "command-token" || token.piece.player !== player) return;
  const under = planeToHex(token.at, TTS_LAYOUT).hex;
  if (!systemTileOn(world.objects, under, TTS_LAYOUT, reach.tiles)) return;
  activate(player, under, world);
  if (reach.shown) activatingToken = guid;
}

/** The TI4 TTS mod calls this on every object after a system is activated (TI4_SystemHelper.ttslua activateSystem). */
function onSystemActivated(system: unknown): void {
  const color = turnColor();
  if (color === undefined || typeof system !== "object" || system === null) return;
  const guid = (system as TtsSystem).guid;
  if (typeof guid !== "string") return;
  const tile = getObjectFromGUID(guid);
  if (tile === undefined) return;
  activate(color, planeToHex(plane(tile.getPosition()), TTS_LAYOUT).hex);
}

type Handler = (this: void, ...args: unknown[]) => unknown;

/**
 * Installs a global event handler, keeping (and calling first) one that was
 * already there; its error is raised again after ours has run.
 */
function chain(name: string, ours: Handler): void {
  const previous = _G[name] as Handler | undefined;
  _G[name] = (...args: unknown[]) => {
    if (previous === undefined) return ours(...args);
    let result: unknown;
    let failure: { error: unknown } | undefined;
    try {
      result = previous(...args);
    } catch (e) {
      failure = { error: e };
    }
    ours(...args);
    if (failure !== undefined) throw failure.error;
    return result;
  };
}

chain("onObjectDrop", (color, object) =>
  guarded(color, () => {
    const player = ttsColorOf(color);
    if (player === undefined || object === undefined || object === null || !answering()) return;
    const o = object as TtsObject;
    const name = o.getName();
    if (typeof name === "string" && endsWith(name, COMMAND_TOKEN_SUFFIX)) onTokenDropped(player.toLowerCase(), o);
  }),
);
// Move range: picking up one of your own ships shows where it can go; dropping it takes that away.
const rangeContext = {
  tiles: reach.tiles,
  units: reach.units,
  rules: reach.rules,
  galaxies: reach.galaxies,
  activationShown: () => reach.shown,
  highlightsOn: () => reach.settings.rangeHighlights,
  turnColor: () => turnColorSafe(),
};
chain("onObjectPickUp", (color, object) =>
  guarded(color, () => {
    const player = ttsColorOf(color);
    if (player === undefined || object === undefined || object === null || !answering()) return;
    const o = object as TtsObject;
    // The activating token picked back up: the activation is undone (putting it down again reports anew).
    if (activatingToken !== undefined && o.getGUID() === activatingToken) clearActivation();
    else onShipPickedUp(rangeContext, player, o);
  }),
);
chain("onObjectDrop", (color, object) =>
  guarded(color, () => {
    if (object !== undefined && object !== null) onShipDropped(object as TtsObject);
  }),
);
// A ship deleted while held is never dropped: its range goes with it.
chain("onObjectDestroy", (object) =>
  guarded(undefined, () => {
    if (object !== undefined && object !== null) onShipDropped(object as TtsObject);
  }),
);
chain("onSystemActivation", (system) =>
  guarded(turnColorSafe(), () => {
    if (answering()) onSystemActivated(system);
  }),
);
chain("onPlayerTurn", () => guarded(undefined, () => clearActivation()));
// A system tile that comes onto the table after load (out of a bag, by the map tool) gets "Who can reach here?"
// on the next frame, with every tile spawned in the same frame: a map laid out at once asks the mod's helpers once,
// not once per tile.
let spawnedTiles: TtsObject[] = [];
chain("onObjectSpawn", (object) =>
  guarded(undefined, () => {
    if (object === undefined || object === null || !answering()) return;
    const o = object as TtsObject;
    if (o.type !== "Tile") return;
    spawnedTiles.push(o);
    if (spawnedTiles.length > 1) return; // the wait for the first one reads them all
    Wait.frames(
      () =>
        guarded(undefined, () => {
          const tiles = spawnedTiles;
          spawnedTiles = [];
          offerThreatMenu(threatContext, readObjects(tiles, reach.tiles));
        }),
      1,
    );
  }),
);

function turnColorSafe(): string | undefined {
  try {
    return turnColor();
  } catch (e) {
    return undefined;
  }
}

/**
 * Settings saved with the game: on ti4-reach's own object its script state;
 * as the Global script, only when no other Global onSave is there (the mod's
 * own save state is never replaced).
 */
const previousSave = _G.onSave as Handler | undefined;
_G.onSave = () => {
  if (previousSave !== undefined) return previousSave();
  try {
    return saveSettings(reach.settings);
  } catch (e) {
    return "";
  }
};

function setVisibilityFrom(color: unknown, visibility: "everyone" | "active"): void {
  guarded(color, () => {
    reach.settings = { ...reach.settings, visibility };
    sayLine(color, visibility === "everyone" ? "ti4-reach: every player now sees the reports" : "ti4-reach: only the active player now sees the reports");
  });
}

chain("onLoad", (saved) =>
  guarded(undefined, () => {
    reach.settings = loadSettings(saved);
    // A save keeps what was drawn, a reload forgets it: what ti4-reach drew before goes.
    clearDrawing(reach);
    guarded(undefined, () => clearRange());
    guarded(undefined, () => clearThreats());
    removeSavedLabels();
    // "Who can reach here?" on the system tiles on the table now, by the copy that answers (tiles read later get it then).
    guarded(undefined, () => {
      if (answering()) offerThreatMenu(threatContext, readWorld(reach.tiles).objects);
    });
    if (host() === Global) {
      answering(); // the Global script answers, and says so at once: copies on objects stay quiet
      return;
    }
    host().addContextMenuItem("Reach: show everyone", (color) => setVisibilityFrom(color, "everyone"));
    host().addContextMenuItem("Reach: active player only", (color) => setVisibilityFrom(color, "active"));
  }),
);

installApi(reach);
