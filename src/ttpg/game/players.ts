/**
 * Who sits in which player slot: the colour name both TI4 TTPG mods show
 * (ti4-reach's player id), the faction from the command tokens each slot owns,
 * and whose turn it is.
 */
import { world } from "@tabletop-playground/api";
import { NEUTRAL } from "../../core/all";

/**
 * The slot TI4-TTPG-TS owns neutral plastic by (the Fracture's defenders, Mercenary and Pirate Contract:
 * right-click-fracture.ts and the contracts' setOwningPlayerSlot(19)); read as the player `neutral`.
 */
const NEUTRAL_SLOT = 19;

/** The TS mod's default seating, used when nothing better is known. */
const DEFAULT_COLORS: { [slot: number]: string } = { 10: "green", 11: "red", 12: "yellow", 13: "purple", 14: "blue", 15: "white", 16: "orange", 17: "pink" };

interface Ti4TsGlobal {
  turnOrder?: { getCurrentTurn?: () => number };
}
interface Ti4JsWorld {
  turns?: { getCurrentTurn?: () => { playerSlot?: number } | undefined };
  getPlayerDeskByPlayerSlot?: (slot: number) => { colorName?: unknown } | undefined;
}

function tsMod(): Ti4TsGlobal | undefined {
  return (globalThis as { TI4?: Ti4TsGlobal }).TI4;
}

function jsMod(): Ti4JsWorld | undefined {
  return (world as unknown as { TI4?: Ti4JsWorld }).TI4;
}

/** A colour name as a player id: a short, non-empty string. */
function colorName(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" && value.length <= 40 && value !== "__proto__" ? value : undefined;
}

/**
 * The TS mod's saved colours by slot ("@player-color/ti4": {"10": {"colorName": "green", "target": ..., ...}},
 * TI4-TTPG-TS src/lib/player-lib/player-color/player-color.ts); garbage gives none.
 */
function savedColors(): Map<string, string> {
  const out = new Map<string, string>();
  try {
    const text = world.getSavedData("@player-color/ti4");
    const saved = typeof text === "string" && text !== "" ? (JSON.parse(text) as unknown) : undefined;
    if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return out;
    for (const slot of Object.keys(saved)) {
      const entry = (saved as { [slot: string]: unknown })[slot];
      const name = typeof entry === "object" && entry !== null ? colorName((entry as { colorName?: unknown }).colorName) : undefined;
      if (name !== undefined) out.set(slot, name);
    }
  } catch (e) {
    out.clear();
  }
  return out;
}

/** TTPG's player slots. */
const SLOT_COUNT = 20;

/**
 * Colour names by slot, from the TS mod's saved data, the JS mod's desks, or the default seating; `neutral` for
 * the neutral slot. Two seats may pick the same colour name, each in a shade of its own (TI4-TTPG-TS
 * src/lib/player-lib/change-color/change-color.ts sets a name on a slot whatever the other slots use): the
 * lowest slot keeps the name and the others are told apart by their slot ("red-14"), so their ships, tokens and
 * technologies never merge into one player. A name from the default seating yields to one the mod gave.
 */
export function slotColors(): (slot: number) => string {
  const colorOf = namedColors();
  const named: (string | undefined)[] = [];
  for (let slot = 0; slot < SLOT_COUNT; slot++) named.push(colorOf(slot));
  const names: string[] = [];
  const taken = new Set<string>();
  const take = (slot: number, name: string): void => {
    names[slot] = taken.has(name) ? `${name}-${slot}` : name;
    taken.add(name);
  };
  named.forEach((name, slot) => {
    if (name !== undefined) take(slot, name);
  });
  named.forEach((name, slot) => {
    if (name === undefined) take(slot, defaultColor(slot));
  });
  return (slot) => names[slot] ?? colorOf(slot) ?? defaultColor(slot);
}

function defaultColor(slot: number): string {
  return DEFAULT_COLORS[slot] ?? `slot${slot}`;
}

/** A slot's colour name as the mod gave it, or undefined where it gave none. */
function namedColors(): (slot: number) => string | undefined {
  const saved = savedColors();
  return (slot) => {
    if (slot === NEUTRAL_SLOT) return NEUTRAL;
    const fromSaved = saved.get(`${slot}`);
    if (fromSaved !== undefined) return fromSaved;
    try {
      return colorName(jsMod()?.getPlayerDeskByPlayerSlot?.(slot)?.colorName);
    } catch (e) {
      return undefined; // the default seating
    }
  };
}

/** The slot whose turn it is, when a TI4 mod keeps turns; undefined lets anyone activate. */
export function currentTurnSlot(): number | undefined {
  try {
    const ts = tsMod()?.turnOrder?.getCurrentTurn?.();
    if (typeof ts === "number" && ts >= 0) return ts;
    const js = jsMod()?.turns?.getCurrentTurn?.();
    if (js !== undefined && typeof js.playerSlot === "number") return js.playerSlot;
  } catch (e) {
    return undefined;
  }
  return undefined;
}

/** Faction of each slot, from the command tokens it owns (the name in "token.command:base/sol", read by meaningOf). */
export function factionsBySlot(commandTokens: readonly { faction: string | undefined; slot: number }[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const t of commandTokens) {
    if (t.faction !== undefined && t.slot >= 0 && !out.has(t.slot)) out.set(t.slot, t.faction);
  }
  return out;
}
