/**
 * ti4-reach on a TTPG table: listens for activations (a command token
 * released on a system by the player whose turn it is, the mods' own
 * activation events, the "Show reach" context menu on system tiles), reports
 * them and draws them, and clears the drawing on the next activation, when
 * the token is picked up again, at the end of the turn or after a time.
 * No event handler lets an exception out: an internal error is one chat line.
 */
import { globalEvents, world } from "@tabletop-playground/api";
import type { GameObject, Player } from "@tabletop-playground/api";
import {
  ActivationRepeats,
  TTPG_LAYOUT,
  activationOnTable,
  createGalaxyCache,
  createTileRegistry,
  createUnitCatalogue,
  commandTokenOwnersOn,
  planeToHex,
  reportActivation,
  startsWith,
  systemTileOn,
  errorMessage,
} from "../../core/all";
import type { ActivationReport, CustomRule, GalaxyCache, Hex, ReportResult, RuleSwitches, TableState, TileRegistry, UnitCatalogue } from "../../core/all";
import { currentTurnSlot, slotColors } from "./players";
import { OPEN_SETTINGS, closeSettingsPanels, openSettingsPanel } from "./settings-panel";
import { nsidOf, readWorld } from "./read-world";
import { addMenuEntry } from "./menu-entry";
import type { WorldReading } from "./read-world";
import { defaultRenderer } from "./renderer";
import type { ReachRenderer } from "./renderer";
import { loadSettings, withSettingsTechnologies } from "./settings";
import { installRangeHighlights } from "./range-highlight";
import { createThreatView, WHO_CAN_REACH } from "./threat-view";
import type { ThreatView } from "./threat-view";
import { ObjectListeners, hookEachReadable } from "./object-listeners";
import { isLiveObject, isPlayer, tileOfSystem } from "./readable-objects";

export const SHOW_REACH = "ti4-reach:show";

export interface ReachController {
  readonly tiles: TileRegistry;
  /** The galaxy kept between activations. */
  readonly galaxies: GalaxyCache;
  readonly units: UnitCatalogue;
  readonly rules: CustomRule[];
  readonly listeners: ((report: ActivationReport) => void)[];
  renderer: ReachRenderer;
  lastReport: ActivationReport | undefined;
  /** Reports (and draws) the activation of the system on `hex` by the player in `slot`, on the table as read now unless given. */
  readonly activate: (slot: number, hex: Hex, player: Player | undefined, read?: WorldReading) => ActivationReport | undefined;
  readonly report: (state: TableState, switches?: RuleSwitches) => ReportResult;
  readonly clear: () => void;
  readonly install: () => void;
  /** Stops the timers (when the helper leaves the table, or in tests). */
  readonly dispose: () => void;
}


export function createController(): ReachController {
  // The galaxy is kept between activations and rebuilt only when a tile or a system token changed.
  const galaxies = createGalaxyCache(createTileRegistry());
  const tiles = galaxies.tiles;
  const units = createUnitCatalogue();
  const rules: CustomRule[] = [];
  const repeats = new ActivationRepeats();
  let activatingToken: GameObject | undefined;
  /** An activation a mod announced (its menu moves the token by script): whose, and where. */
  let modActivation: { readonly slot: number; readonly where: Hex } | undefined;
  let showing = false;
  let clearTimer: unknown;
  let turnAtDraw: number | undefined;
  let turnWatch: unknown;
  /** Everything install() attached, to take it all away again in dispose(). */
  const detach: (() => void)[] = [];
  const listen = <F>(delegate: { add: (fn: F) => void; remove: (fn: F) => void }, fn: F): void => {
    delegate.add(fn);
    detach.push(() => delegate.remove(fn));
  };

  /** One chat line, to the player or to everyone; telling never throws. */
  const tell = (player: Player | undefined, message: string): void => {
    try {
      if (player !== undefined && player !== null) player.sendChatMessage(message, player.getPlayerColor());
      else world.broadcastChatMessage(message);
    } catch (e) {
      try {
        world.broadcastChatMessage(message);
      } catch (e2) {
        // nowhere left to tell it
      }
    }
  };
  const guarded = (player: Player | undefined, work: () => void): void => {
    try {
      work();
    } catch (e) {
      tell(player, `ti4-reach: internal error: ${errorMessage(e)}`);
    }
  };
  /** A renderer of a mod author's may throw: that is a chat line, never a broken activation. */
  const clearDrawing = (): void => {
    try {
      controller.renderer.clear();
    } catch (e) {
      tell(undefined, `ti4-reach: the overlay renderer failed to clear: ${errorMessage(e)}`);
    }
    activatingToken = undefined;
    modActivation = undefined;
    showing = false;
  };

  const report = (state: TableState, switches: RuleSwitches = {}): ReportResult => {
    const galaxy = galaxies.galaxyFor(state);
    return reportActivation(state, { galaxy, tiles, units, rules, switches });
  };

  const controller: ReachController = {
    tiles,
    galaxies,
    units,
    rules,
    listeners: [],
    renderer: defaultRenderer(),
    lastReport: undefined,
    report,
    clear: () => {
      clearDrawing();
      // A token picked up and put back on the same system is a new activation, not the same one twice.
      repeats.forget();
    },
    activate: (slot, where, player, read) => {
      if (repeats.repeats(`${slot}`, where, Date.now() / 1000)) return controller.lastReport;
      const world_ = read ?? readWorld();
      const settings = loadSettings();
      const players = withSettingsTechnologies(world_.players, settings);
      const found = activationOnTable(world_.objects, world_.playerOf(slot), where, {
        layout: TTPG_LAYOUT,
        tiles,
        units,
        rules,
        players,
        laws: world_.laws,
        mode: world_.mode,
        effects: world_.effects,
        galaxies,
        diagnostics: world_.diagnostics,
        allLabels: settings.allLabels,
      });
      clearDrawing();
      if (!found.ok) {
        if (player !== undefined) tell(player, `ti4-reach: ${found.problem.message}`);
        return undefined;
      }
      const { report: full, model } = found;
      try {
        controller.renderer.draw(model, full, player);
      } catch (e) {
        tell(player, `ti4-reach: the overlay renderer failed: ${errorMessage(e)}`);
      }
      controller.lastReport = full;
      showing = true;
      turnAtDraw = currentTurnSlot();
      if (clearTimer !== undefined) clearTimeout(clearTimer as number);
      clearTimer = undefined;
      if (settings.clearAfterSeconds > 0) clearTimer = setTimeout(() => guarded(undefined, () => controller.clear()), settings.clearAfterSeconds * 1000);
      for (const listener of controller.listeners) {
        try {
          listener(full);
        } catch (e) {
          tell(undefined, `ti4-reach: an onReport listener failed: ${errorMessage(e)}`);
        }
      }
      return full;
    },
    install: () => {
      // Start-up is guarded step by step: one broken object or mod delegate leaves the rest working.
      const failures: string[] = [];
      const step = (what: string, work: () => void): void => {
        try {
          work();
        } catch (e) {
          failures.push(`${what} (${errorMessage(e)})`);
        }
      };
      step("the old drawing", () => controller.renderer.clear()); // a drawing saved with the game from an earlier session
      let objects: GameObject[] = [];
      step("the table", () => {
        // Contained objects too, as both mods hook them (TI4-TTPG-TS on-system-activated.ts): a command
        // token a script takes out of its bag is the same object, and may come out without onObjectCreated.
        objects = world.getAllObjects(false);
      });
      detach.push(() => pieces.removeAll());
      step("who can reach here", () => (threats = createThreatView({ tiles, units, rules, galaxies, listen, guarded, onStop: (undo) => detach.push(undo) })));
      const hookReadable = hookEachReadable(hook);
      let broken = 0;
      for (const o of objects) if (!hookReadable(o)) broken++;
      if (broken > 0) failures.push(`${broken} objects`);
      step("new objects", () => {
        listen(globalEvents.onObjectCreated, (o: GameObject) => hookReadable(o));
        listen(globalEvents.onObjectDestroyed, (o: GameObject) => pieces.forget(o));
      });
      listenToMods(step);
      step("range highlights", () =>
        installRangeHighlights({ tiles, units, rules, galaxies, listen, guarded, activationShown: () => showing, onStop: (undo) => detach.push(undo) }),
      );
      step("the table menu", () => {
        addMenuEntry(world, "TI4 Reach: my technologies", "Which of your technologies ti4-reach counts", OPEN_SETTINGS);
        detach.push(() => world.removeCustomAction(OPEN_SETTINGS));
        detach.push(() => closeSettingsPanels());
      });
      step("the table menu", () =>
        listen(globalEvents.onCustomAction, (player: Player, id: string) =>
          guarded(player, () => {
            if (id === OPEN_SETTINGS && isPlayer(player)) openSettingsPanel(player, slotColors()(player.getSlot()), guarded);
          }),
        ),
      );
      if (failures.length > 0) tell(undefined, `ti4-reach: could not watch ${failures.join(", ")}; the rest works`);
      // The end of a turn clears the drawing.
      turnWatch = setInterval(() => {
        guarded(undefined, () => {
          const turn = currentTurnSlot();
          if (turnAtDraw !== undefined && turn !== turnAtDraw) {
            turnAtDraw = undefined;
            controller.clear();
          }
        });
      }, 1000);
    },
    dispose: () => {
      for (const undo of detach.splice(0)) {
        try {
          undo();
        } catch (e) {
          // an object or delegate already gone
        }
      }
      if (turnWatch !== undefined) clearInterval(turnWatch as number);
      if (clearTimer !== undefined) clearTimeout(clearTimer as number);
      turnWatch = undefined;
      clearTimer = undefined;
    },
  };

  /**
   * Where an object lies (its hex) and whose it is, read under its own guard: an object that cannot be
   * read (a method that throws, a position not a number) is no activation and no error in the game.
   */
  const placeOf = (o: GameObject): { readonly owner: number; readonly where: Hex } | undefined => {
    try {
      const p = o.getPosition();
      if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return undefined;
      return { owner: o.getOwningPlayerSlot(), where: planeToHex({ north: p.x, east: p.y }, TTPG_LAYOUT).hex };
    } catch (e) {
      return undefined;
    }
  };

  /** A cheap look straight down from the token: is there a system tile at all? (Tokens are shuffled on sheets a lot.) */
  const tileBelow = (token: GameObject): boolean => {
    try {
      const p = token.getPosition();
      const top = world.getTableHeight() + 20;
      const hits = world.lineTrace([p.x, p.y, top], [p.x, p.y, world.getTableHeight() - 5]);
      return hits.some((hit) => startsWith(nsidOf(hit.object), "tile.system:"));
    } catch (e) {
      return true; // when in doubt, read the table and see
    }
  };

  /** The table read, when a system in play lies on the hex (not a hyperlane, nor the Fracture face down). */
  const readingWithSystemOn = (where: Hex): WorldReading | undefined => {
    const reading = readWorld();
    return systemTileOn(reading.objects, where, TTPG_LAYOUT, tiles) ? reading : undefined;
  };

  const onTokenReleased = (token: GameObject, player: Player): void => {
    if (!isPlayer(player)) return; // dropped by a script, not by a player
    const slot = player.getSlot();
    const place = placeOf(token);
    if (place === undefined || place.owner !== slot) return; // only your own command tokens activate
    const turn = currentTurnSlot();
    if (turn !== undefined && turn !== slot) return; // the player whose turn it is, when the mod keeps turns
    if (!tileBelow(token)) return;
    const where = place.where;
    const reading = readingWithSystemOn(where);
    if (reading === undefined) return; // dropped off the map or on a hyperlane
    if (controller.activate(slot, where, player, reading) !== undefined) activatingToken = token;
  };

  /**
   * "Show reach" on a tile: the system it is, face up or not (the Wormhole Nexus begins inactive, face down);
   * a tile that is no system in play (a hyperlane, the Fracture face down before it is deployed) says so.
   */
  const showReach = (tile: GameObject, player: Player): void => {
    const place = placeOf(tile);
    if (!isPlayer(player) || place === undefined) return;
    const where = place.where;
    const reading = readingWithSystemOn(where);
    if (reading !== undefined) controller.activate(player.getSlot(), where, player, reading);
    else tell(player, "ti4-reach: this tile is not a system in play");
  };

  /** Command tokens and system tiles hooked, each once. */
  const pieces = new ObjectListeners();
  /** "Who can reach here?", offered on every system tile (made at start-up, before the tiles are hooked). */
  let threats: ThreatView | undefined;
  const hook = (o: GameObject): void => {
    const nsid = nsidOf(o);
    if (startsWith(nsid, "token.command:")) {
      pieces.hook(o, (on) => {
        on(o.onReleased, (token: GameObject, player: Player) => guarded(player, () => onTokenReleased(token, player)));
        on(o.onGrab, (token: GameObject) =>
          guarded(undefined, () => {
            if (token === activatingToken || isModActivationToken(token)) controller.clear();
          }),
        );
      });
    } else if (startsWith(nsid, "tile.system:")) {
      pieces.hook(o, (on, undoLater) => {
        addMenuEntry(o, "Show reach", "ti4-reach: which of your ships can reach this system", SHOW_REACH);
        addMenuEntry(o, "Who can reach here?", "Enemy ships that could move into this system this round, and your space cannon there", WHO_CAN_REACH);
        undoLater(() => {
          if (!o.isValid()) return;
          o.removeCustomAction(SHOW_REACH);
          o.removeCustomAction(WHO_CAN_REACH);
        });
        on(o.onCustomAction, (tile: GameObject, player: Player, id: string) =>
          guarded(player, () => {
            if (id === SHOW_REACH) showReach(tile, player);
            else if (id === WHO_CAN_REACH && threats !== undefined) threats.show(tile, player);
          }),
        );
      });
    }
  };

  /**
   * A mod's activation event for a tile: heard already from the token itself, or fired for no system (a
   * hyperlane, the Fracture lying face down: both mods fire for any tile), it activates nothing. TI4-TTPG-TS
   * fires for every command token the active player drops on a system, other players' too (Diplomacy places
   * them): other players' tokens there and not yours is no activation [5, 89]. (Its "*Activate System" menu
   * reports at once while your token is still sliding there.)
   */
  const activateForMod = (tile: GameObject, player: Player, othersTokensAreDiplomacy: boolean): void => {
    // An event for no tile, a destroyed tile or one that cannot be read activates nothing.
    const place = isLiveObject(tile) ? placeOf(tile) : undefined;
    if (!isPlayer(player) || place === undefined) return;
    const where = place.where;
    const slot = player.getSlot();
    if (repeats.isRepeat(`${slot}`, where, Date.now() / 1000)) return; // heard already from the token itself
    const reading = readingWithSystemOn(where);
    if (reading === undefined) return;
    if (othersTokensAreDiplomacy) {
      const owners = commandTokenOwnersOn(reading.objects, where, TTPG_LAYOUT);
      if (owners.length > 0 && owners.indexOf(reading.playerOf(slot)) < 0) return;
    }
    if (controller.activate(slot, where, player, reading) !== undefined) modActivation = { slot, where };
  };

  /** The activating player's command token picked up from the system a mod's activation announced: the activation is undone. */
  const isModActivationToken = (token: GameObject): boolean => {
    const activation = modActivation;
    const place = activation !== undefined ? placeOf(token) : undefined;
    if (activation === undefined || place === undefined || place.owner !== activation.slot) return false;
    const at = place.where;
    return at.q === activation.where.q && at.r === activation.where.r;
  };

  /** Both TI4 mods announce activations; answer them too (the first of the two reports counts). Each delegate on its own guard. */
  const listenToMods = (step: (what: string, work: () => void) => void): void => {
    type Delegate<F> = { add: (fn: F) => void; remove: (fn: F) => void };
    step("TI4-TTPG-TS's activation event", () => {
      type TsEvent = Delegate<(system: { getObj?: () => GameObject }, player: Player) => void>;
      const ts = (globalThis as { TI4?: { events?: { onSystemActivated?: TsEvent }; onSystemActivated?: TsEvent } }).TI4;
      // TI4.events.onSystemActivated; earlier versions of the mod had TI4.onSystemActivated.
      const tsEvent = ts?.events?.onSystemActivated ?? ts?.onSystemActivated;
      if (tsEvent === undefined) return;
      listen(tsEvent, (system, player) =>
        guarded(player, () => {
          const tile = tileOfSystem(system);
          if (tile !== undefined) activateForMod(tile, player, true);
        }),
      );
    });
    step("TI4-TTPG's activation event", () => {
      const js = (globalEvents as unknown as { TI4?: { onSystemActivated?: Delegate<(tile: GameObject, player: Player) => void> } }).TI4;
      const jsEvent = js?.onSystemActivated;
      if (jsEvent !== undefined) listen(jsEvent, (tile, player) => guarded(player, () => activateForMod(tile, player, false)));
    });
  };

  return controller;
}
