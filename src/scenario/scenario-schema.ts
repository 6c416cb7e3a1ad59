/**
 * The scenario file (DESIGN.md): validated with zod so a bad field is named
 * precisely, then handed to the core as a TableState.
 */
import * as z from "zod";
import { isHexWithinBounds, MAX_RING, MAX_STACK_COUNT, MAX_TILE_NUMBER } from "../core/all";
import type { RuleSwitches, TableState } from "../core/all";
import { InputError } from "./input-error";

const int = z.number().int();
const coordinate = int.min(-MAX_RING, `hex coordinates lie within ${MAX_RING} rings of the centre`).max(MAX_RING, `hex coordinates lie within ${MAX_RING} rings of the centre`);
const hexPair = z
  .tuple([coordinate, coordinate])
  .refine(([q, r]) => isHexWithinBounds(q, r), `a hex lies within ${MAX_RING} rings of the centre`);
const tileNumber = int.min(1, "a tile number is at least 1").max(MAX_TILE_NUMBER, `tile numbers go up to ${MAX_TILE_NUMBER}`);
const systemRef = z.union([tileNumber, hexPair]);
const id = z.string().min(1);

const systemInput = z.strictObject({
  tile: tileNumber,
  hex: hexPair,
  faceDown: z.boolean().optional(),
  side: z.enum(["A", "B", "a", "b"]).optional(),
  rotation: int.min(0).max(5).optional(),
});

const player = z.strictObject({
  faction: id.optional(),
  technologies: z.array(id).optional(),
  fleetTokens: int.min(0).optional(),
  cards: z.array(id).optional(),
  planets: z.array(id).optional(),
  assimilatedFlagship: id.optional(),
});

const unitStack = z.strictObject({
  player: id,
  unit: id,
  system: systemRef,
  planet: id.optional(),
  count: int.min(0).max(MAX_STACK_COUNT, `at most ${MAX_STACK_COUNT} units in one stack`).optional(),
});

const token = z.strictObject({
  token: id,
  system: systemRef,
  player: id.optional(),
  faceDown: z.boolean().optional(),
  toward: systemRef.optional(),
});

const activation = z.strictObject({
  player: id,
  system: systemRef,
  effects: z.array(id).optional(),
});

/** Disputed readings (RuleSwitches): the official reading unless switched on. */
const switches = z.strictObject({
  riftBonusOncePerMove: z.boolean().optional(),
  epsilonOnlyForSundered: z.boolean().optional(),
  twilightsFallEnigmaUsesRifts: z.boolean().optional(),
  twilightsFallWarSunMoves: z.boolean().optional(),
  twilightsFallSlipstreamAlphaBeta: z.boolean().optional(),
  twilightsFallNomadicAsteroids: z.boolean().optional(),
});

export const scenarioSchema = z.strictObject({
  name: z.string().optional(),
  description: z.string().optional(),
  map: z.string().optional(),
  systems: z.array(systemInput).optional(),
  players: z.record(id, player).optional(),
  units: z.array(unitStack).optional(),
  tokens: z.array(token).optional(),
  laws: z.array(id).optional(),
  mode: z.literal("twilights-fall").optional(),
  active: activation.optional(),
  switches: switches.optional(),
});

export type Scenario = z.infer<typeof scenarioSchema>;

/** Node says where JSON went wrong by character ("at position 16"): the line and column are added, as a browser gives them. */
function withLine(message: string, text: string): string {
  const at = /at position (\d+)/.exec(message);
  if (at === null || /line \d+/.test(message)) return message;
  const before = text.substring(0, Number(at[1]));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `${message}, line ${line} column ${column}`;
}

/** Parses scenario JSON text; throws InputError naming the first bad field. */
export function parseScenario(text: string, source: string): Scenario {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    // Read as UTF-8, a UTF-16 file (Windows PowerShell's `>`) is full of NULs.
    if (text.includes("\u0000")) throw new InputError(`${source}: not valid JSON: it looks like UTF-16 text; save it as UTF-8`);
    throw new InputError(`${source}: not valid JSON (${withLine((e as Error).message, text)})`);
  }
  const result = scenarioSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue === undefined ? "" : formatPath(issue.path);
    throw new InputError(`${source}: ${where === "" ? "" : `${where}: `}${issue === undefined ? "invalid" : issue.message}`);
  }
  return result.data;
}

export function toTableState(s: Scenario): TableState {
  const { switches: _switches, ...state } = s;
  return state as TableState;
}

/** The scenario's disputed readings, for the report and the move range. */
export function switchesOf(s: Scenario): RuleSwitches {
  return s.switches ?? {};
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}
