/**
 * Who sits in which player slot: the colour name both TI4 TTPG mods show
 * (ti4-reach's player id), the faction from the command tokens each slot owns,
 * and whose turn it is.
 */
import { world } from "@tabletop-playground/api";
import { NEUTRAL } from "../../core";

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

/** Colour names by slot, from the TS mod's saved data, the JS mod's desks, or the default seating; `neutral` for the neutral slot. */
export function slotColors(): (slot: number) => string {
  const saved = savedColors();
  return (slot) => {
    if (slot === NEUTRAL_SLOT) return NEUTRAL;
    const fromSaved = saved.get(`${slot}`);
    if (fromSaved !== undefined) return fromSaved;
    try {
      const desk = colorName(jsMod()?.getPlayerDeskByPlayerSlot?.(slot)?.colorName);
      if (desk !== undefined) return desk;
    } catch (e) {
      // fall through to the default seating
    }
    return DEFAULT_COLORS[slot] ?? `slot${slot}`;
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
