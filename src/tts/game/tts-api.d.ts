/**
 * The part of the Tabletop Simulator Lua API that ti4-reach uses, declared for
 * typescript-to-lua. Marked @noSelf so calls compile to `obj.getName()`, the
 * form TTS scripts use.
 */

/** @noSelf */
interface TtsVector {
  x: number;
  y: number;
  z: number;
}

/** @noSelf */
interface TtsObject {
  getName(): string;
  getGUID(): string;
  getPosition(): TtsVector;
  getRotation(): TtsVector;
  getGMNotes(): string;
  getVar(name: string): unknown;
  setVar(name: string, value: unknown): boolean;
  positionToLocal(position: TtsVector): TtsVector;
  positionToWorld(position: TtsVector): TtsVector;
  /** The object's world-space box: its centre and size. */
  getBounds(): TtsBounds;
  highlightOn(color: string, seconds?: number): boolean;
  highlightOff(color?: string): boolean;
  setVectorLines(lines: TtsVectorLine[]): boolean;
  getVectorLines(): TtsVectorLine[] | undefined;
  call(name: string, parameter?: unknown): unknown;
  /** The object's buttons, first to last (their createButton parameters and index), or nil without any. */
  getButtons(): TtsButton[] | undefined;
  /** Adds an entry to the object's right-click menu; the callback gets the clicking player's colour. */
  addContextMenuItem(label: string, callback: (this: void, playerColor: string) => void, keepOpen?: boolean): boolean;
  readonly type: string;
  readonly is_face_down: boolean;
  readonly held_by_color: string | undefined;
  /** Text saved with the object. */
  memo: string | undefined;
  destruct(): boolean;
  /** Tags the object (a save keeps its tags). */
  addTag(tag: string): boolean;
  /** Present on 3D Text objects. */
  readonly TextTool: TtsTextTool | undefined;
}

interface TtsButton {
  readonly label: string;
  readonly index: number;
}

interface TtsBounds {
  center: TtsVector;
  size: TtsVector;
}

/** @noSelf */
interface TtsTextTool {
  setValue(text: string): boolean;
  setFontSize(size: number): boolean;
  setFontColor(color: { r: number; g: number; b: number }): boolean;
}

interface TtsVectorLine {
  points: TtsVector[];
  color: string | { r: number; g: number; b: number };
  thickness?: number;
  loop?: boolean;
  square?: boolean;
}

/** @noSelf */
interface TtsTurns {
  readonly enable: boolean;
  /** A colour name, or "" with no turn; scripts may have overwritten it with anything. */
  readonly turn_color: unknown;
}

/** @noSelf */
interface TtsPlayer {
  readonly color: string;
  /** How many hand zones the player has; hands are numbered from 1. */
  getHandCount(): number;
  getHandObjects(handIndex?: number): TtsObject[];
}

/** @noSelf */
interface TtsPlayers {
  /** The seated players. */
  getPlayers(): TtsPlayer[];
}
declare const Player: TtsPlayers | undefined;

/** @noSelf */
declare function getObjects(): TtsObject[];
/** @noSelf */
declare function spawnObject(parameters: { type: string; position: TtsVector; rotation?: TtsVector; sound?: boolean }): TtsObject;
/** @noSelf */
declare function getObjectFromGUID(guid: string): TtsObject | undefined;
/** @noSelf */
declare function broadcastToColor(message: string, color: string, tint?: string | { r: number; g: number; b: number }): boolean;
/** @noSelf */
declare function broadcastToAll(message: string, tint?: string | { r: number; g: number; b: number }): boolean;
/** @noSelf */
declare function printToAll(message: string, tint?: string | { r: number; g: number; b: number }): boolean;
/** @noSelf */
declare function printToColor(message: string, color: string, tint?: string | { r: number; g: number; b: number }): boolean;

/** @noSelf */
interface TtsWait {
  /** Runs the function once after `seconds` (or `repetitions` times); the id stops it. */
  time(toRunFunc: (this: void) => void, seconds: number, repetitions?: number): number;
  /** Runs the function once after `numberFrames` frames (1 when not given); the id stops it. */
  frames(toRunFunc: (this: void) => void, numberFrames?: number): number;
  stop(id: number): boolean;
}
declare const Wait: TtsWait;

declare const Turns: TtsTurns | undefined;
declare const Global: TtsObject;
/** The object this script is attached to (Global when it runs as the Global script). */
declare const self: TtsObject;
/** Lua's global table. */
declare const _G: { [name: string]: unknown };
/** @noSelf */
interface TtsOs {
  clock(): number;
}
declare const os: TtsOs;

/** @noSelf */
declare function print(this: void, ...values: unknown[]): void;

/** Event handlers the mod calls on objects (TI4 TTS system helper). */
interface TtsSystem {
  readonly guid?: string;
  readonly tile?: number;
}
