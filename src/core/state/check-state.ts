/**
 * The table state as the core may trust it: whatever a caller passes (null
 * fields, strings where objects belong, non-finite numbers), the fields of the
 * wrong type are left out, each with a diagnostic, and the rest is kept.
 */
import type { Diagnostic } from "../diagnostics";
import { sortedKeys } from "../own";
import type { Activation, PlayerState, SystemInput, SystemRef, TableState, TokenState, UnitStack } from "./table-state";
import { TWILIGHTS_FALL } from "./table-state";
import { isFiniteNumber } from "../numbers";

export interface CheckedState {
  readonly state: TableState;
  readonly diagnostics: Diagnostic[];
  /** Those of `diagnostics` about the map string and the systems list (none when they were not checked). */
  readonly mapDiagnostics: readonly Diagnostic[];
}

/** An object with named fields (in Lua an empty table may also be an empty list). */
function isRecord(v: unknown): v is { readonly [key: string]: unknown } {
  return typeof v === "object" && v !== null && !(Array.isArray(v) && (v as unknown[]).length > 0);
}

function isList(v: unknown): v is readonly unknown[] {
  return Array.isArray(v);
}


/** A non-empty string: what the checked state keeps of a faction or an id. */
export function isText(v: unknown): v is string {
  return typeof v === "string" && v !== "";
}

export function isSystemRef(v: unknown): v is SystemRef {
  // A tile number (finite: v - v is 0, as in isFiniteNumber) or a hex [q, r]: one test tells which, and
  // no call follows for a number (in Lua each call costs).
  if (typeof v === "number") return v - v === 0;
  return Array.isArray(v) && v.length === 2 && isFiniteNumber(v[0]) && isFiniteNumber(v[1]);
}

function describe(v: unknown): string {
  if (v === undefined || v === null) return "nothing";
  // {} and [] are one empty table in Lua: both are "empty", the same on both sides.
  if (typeof v === "object" && Object.keys(v).length === 0) return "empty";
  if (isList(v)) {
    // A hex or pair holding a number that counts nothing says which.
    for (const item of v) if (typeof item === "number" && item - item !== 0) return `a list holding ${nonFinite(item)}`;
    return "a list";
  }
  if (typeof v === "number" && v - v !== 0) return nonFinite(v); // a number, but none to count with
  return typeof v === "object" ? "an object" : `a ${typeof v}`;
}

function nonFinite(n: number): string {
  return n !== n ? "NaN" : n > 0 ? "Infinity" : "-Infinity";
}

/** A stack that holds units: count absent (1) or above 0. */
export function hasUnits(stack: UnitStack): boolean {
  return stack.count === undefined || (isFiniteNumber(stack.count) && stack.count > 0);
}

/**
 * `withoutSystems`: the caller already has the galaxy built from this state's
 * map and systems, so they are neither walked nor kept (a large galaxy is not
 * checked again on every report).
 */
export function checkTableState(input: unknown, withoutSystems = false): CheckedState {
  const diagnostics: Diagnostic[] = [];
  const bad = (what: string, v: unknown, fix: string): void => {
    diagnostics.push({ kind: "bad-input", message: `${what} is ${describe(v)}; ${fix}`, text: what });
  };
  if (!isRecord(input)) {
    bad("the table state", input, "expected an object");
    return { state: {}, diagnostics, mapDiagnostics: [] };
  }
  const out: { -readonly [K in keyof TableState]: TableState[K] } = {};
  if (!withoutSystems) {
    const map = input.map;
    if (typeof map === "string") out.map = map;
    else if (map !== undefined) bad("map", map, "expected a map string; ignoring it");
    out.systems = listOf(input.systems, "systems", bad, checkSystem);
  }
  const mapDiagnostics = diagnostics.slice();
  out.units = listOf(input.units, "units", bad, checkUnit);
  out.tokens = listOf(input.tokens, "tokens", bad, checkToken);
  out.laws = textList(input.laws, "laws", bad);
  const mode = input.mode;
  if (mode === TWILIGHTS_FALL) out.mode = mode;
  else if (typeof mode === "string") diagnostics.push({ kind: "bad-input", message: `mode "${mode}" is not a mode the core knows ("${TWILIGHTS_FALL}", or none for the base game); ignoring it`, text: "mode" });
  else if (mode !== undefined) bad("mode", mode, `expected "${TWILIGHTS_FALL}"; ignoring it`);

  const players = input.players;
  if (isRecord(players)) {
    const checked: { [player: string]: PlayerState } = {};
    for (const name of sortedKeys(players)) {
      // JavaScript would make such a player the object's prototype, not one of its players; Lua would keep it: refused in both.
      if (name === "__proto__") {
        bad(`players.${name}`, players[name], "a player cannot be named __proto__; ignoring it");
        continue;
      }
      const p = checkPlayer(players[name], `players.${name}`, bad);
      if (p !== undefined) checked[name] = p;
    }
    out.players = checked;
  } else if (players !== undefined) {
    bad("players", players, "expected an object of players; ignoring it");
  }

  const active = input.active;
  if (active !== undefined) {
    const checked = checkActive(active, bad);
    if (checked !== undefined) out.active = checked;
  }
  return { state: out, diagnostics, mapDiagnostics };
}

type Bad = (what: string, v: unknown, fix: string) => void;

/** Where an entry of a list is, named only when something is wrong with it ("units[3]"). */
function named(list: string, index: number): string {
  return `${list}[${index}]`;
}

/** Each entry checked by `check`, which is handed `bad` (no closure per list). */
function listOf<T>(v: unknown, what: string, bad: Bad, check: (this: void, entry: unknown, list: string, index: number, bad: Bad) => T | undefined): T[] | undefined {
  if (v === undefined) return undefined;
  if (!isList(v)) {
    bad(what, v, "expected a list; ignoring it");
    return undefined;
  }
  const out: T[] = [];
  for (let i = 0; i < v.length; i++) {
    const entry = check(v[i], what, i, bad);
    if (entry !== undefined) out.push(entry);
  }
  return out;
}

function textList(v: unknown, what: string, bad: Bad): string[] | undefined {
  return listOf(v, what, bad, checkText);
}

function checkText(entry: unknown, list: string, index: number, bad: Bad): string | undefined {
  if (isText(entry)) return entry;
  bad(named(list, index), entry, "expected an id; ignoring it");
  return undefined;
}

function checkSystem(v: unknown, list: string, index: number, bad: Bad): SystemInput | undefined {
  if (!isRecord(v)) {
    bad(named(list, index), v, "expected {tile, hex: [q, r]}; ignoring it");
    return undefined;
  }
  if (!isFiniteNumber(v.tile) || !isSystemRef(v.hex) || typeof v.hex === "number") {
    const wrong = !isFiniteNumber(v.tile) ? "tile" : "hex"; // the first field that is wrong
    bad(named(list, index), v, `expected {tile, hex: [q, r]} (its ${wrong} is ${describe(v[wrong])}); ignoring it`);
    return undefined;
  }
  const hex = v.hex as readonly [number, number];
  return {
    tile: v.tile,
    hex: [hex[0], hex[1]],
    faceDown: v.faceDown === true ? true : v.faceDown === false ? false : undefined,
    side: typeof v.side === "string" ? v.side : undefined,
    rotation: isFiniteNumber(v.rotation) ? v.rotation : undefined,
  };
}

function checkUnit(v: unknown, list: string, index: number, bad: Bad): UnitStack | undefined {
  if (!isRecord(v)) {
    bad(named(list, index), v, "expected {player, unit, system}; ignoring it");
    return undefined;
  }
  // Each field read once: tables hold hundreds of stacks, often of several shapes.
  const { player, unit, system, count, planet } = v;
  if (!isText(player) || !isText(unit) || !isSystemRef(system)) {
    const wrong = !isText(player) ? "player" : !isText(unit) ? "unit" : "system"; // the first field that is wrong
    bad(named(list, index), v, `expected {player, unit, system} (its ${wrong} is ${describe(v[wrong])}); ignoring it`);
    return undefined;
  }
  if (count !== undefined && !isFiniteNumber(count)) {
    bad(`${named(list, index)}.count`, count, "expected a number; ignoring the stack");
    return undefined;
  }
  // A well-formed stack is read as it is: tables hold hundreds, and a copy of each is garbage.
  if (planet === undefined || isText(planet)) return v as unknown as UnitStack;
  bad(`${named(list, index)}.planet`, planet, "expected a planet id; reading the units as in space");
  return { player, unit, system: copyRef(system), planet: undefined, count };
}

function checkToken(v: unknown, list: string, index: number, bad: Bad): TokenState | undefined {
  if (!isRecord(v) || !isText(v.token) || !isSystemRef(v.system)) {
    bad(named(list, index), v, "expected {token, system}; ignoring it");
    return undefined;
  }
  if (v.toward !== undefined && !isSystemRef(v.toward)) bad(`${named(list, index)}.toward`, v.toward, "expected a system; ignoring it");
  return {
    token: v.token,
    system: copyRef(v.system),
    player: isText(v.player) ? v.player : undefined,
    faceDown: v.faceDown === true ? true : undefined,
    toward: isSystemRef(v.toward) ? copyRef(v.toward) : undefined,
  };
}

function checkPlayer(v: unknown, where: string, bad: Bad): PlayerState | undefined {
  if (!isRecord(v)) {
    bad(where, v, "expected an object; ignoring the player");
    return undefined;
  }
  if (v.faction !== undefined && !isText(v.faction)) bad(`${where}.faction`, v.faction, "expected a faction id; ignoring it");
  if (v.fleetTokens !== undefined && !(isFiniteNumber(v.fleetTokens) && v.fleetTokens >= 0)) {
    bad(`${where}.fleetTokens`, v.fleetTokens, "expected a number of tokens, 0 or more; ignoring it");
  }
  if (v.assimilatedFlagship !== undefined && !isText(v.assimilatedFlagship)) bad(`${where}.assimilatedFlagship`, v.assimilatedFlagship, "expected a faction id; ignoring it");
  return {
    faction: isText(v.faction) ? v.faction : undefined,
    technologies: textList(v.technologies, `${where}.technologies`, bad),
    fleetTokens: isFiniteNumber(v.fleetTokens) && v.fleetTokens >= 0 ? v.fleetTokens : undefined,
    cards: textList(v.cards, `${where}.cards`, bad),
    planets: textList(v.planets, `${where}.planets`, bad),
    assimilatedFlagship: isText(v.assimilatedFlagship) ? v.assimilatedFlagship : undefined,
  };
}

function checkActive(v: unknown, bad: Bad): Activation | undefined {
  if (!isRecord(v) || !isText(v.player) || !isSystemRef(v.system)) {
    bad("active", v, "expected {player, system}");
    return undefined;
  }
  return { player: v.player, system: copyRef(v.system), effects: textList(v.effects, "active.effects", bad) };
}

/** A system reference that shares nothing with the one given. */
export function copyRef(ref: SystemRef): SystemRef {
  return typeof ref === "number" ? ref : [ref[0], ref[1]];
}
