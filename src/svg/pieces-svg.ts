/**
 * What lies in each system, drawn small inside its hex: each player's units
 * (one line per player, short unit names, ground forces after the planet's
 * initial) and the tokens (command tokens in the owner's colour, wormhole
 * symbols). For a page where players set up a table.
 */
import { keyOfRef, tokenWormhole } from "../core/all";
import type { Galaxy, TableState } from "../core/all";
import { playerColour, WORMHOLE_SYMBOL } from "./palette";
import { centreOf } from "./svg-geometry";
import { drawText } from "./text-items";
import type { TextItem } from "./text-items";

const SHORT: Record<string, string> = {
  carrier: "CV",
  cruiser: "CA",
  destroyer: "DD",
  dreadnought: "DN",
  fighter: "FF",
  "war-sun": "WS",
  flagship: "FS",
  infantry: "INF",
  mech: "MCH",
  pds: "PDS",
  "space-dock": "SD",
};

/** "CV" for a carrier, the first three letters for anything else. */
export function shortUnit(unit: string): string {
  return SHORT[unit] ?? unit.replace(/-/g, "").substring(0, 3).toUpperCase();
}

const TOKEN_SHORT: Record<string, string> = { command: "■", frontier: "FRT", mirage: "MIR", "dimensional-tear": "TEAR", "gravity-rift": "RIFT", control: "CTL" };

interface SystemPieces {
  readonly units: Map<string, string[]>; // player -> texts
  readonly tokens: { text: string; colour: string }[];
}

/** The texts of the pieces in each system: a line of units per player, the tokens in a row. */
export function pieceTexts(galaxy: Galaxy, state: TableState): TextItem[] {
  return [...pieceTextsBySystem(galaxy, state).values()].flat();
}

/**
 * A function of a table's pieces that keeps its last answer: a page that places a unit draws the pieces,
 * keeps labels clear of them and names the systems by what lies there, and every activation asks all that
 * again of pieces that have not moved. Tables are never changed in place, so the same galaxy with the same
 * units and tokens arrays has the same pieces.
 */
function onSamePieces<T>(work: (galaxy: Galaxy, state: TableState) => T): (galaxy: Galaxy, state: TableState) => T {
  let last: { readonly galaxy: Galaxy; readonly units: TableState["units"]; readonly tokens: TableState["tokens"]; readonly answer: T } | undefined;
  return (galaxy, state) => {
    if (last !== undefined && last.galaxy === galaxy && last.units === state.units && last.tokens === state.tokens) return last.answer;
    const answer = work(galaxy, state);
    last = { galaxy, units: state.units, tokens: state.tokens, answer };
    return answer;
  };
}

/** The same texts, by the system they lie in (in the order systems first hold a piece). */
const pieceTextsBySystem: (galaxy: Galaxy, state: TableState) => ReadonlyMap<string, readonly TextItem[]> = onSamePieces(textsBySystem);

function textsBySystem(galaxy: Galaxy, state: TableState): Map<string, TextItem[]> {
  const bySystem = new Map<string, SystemPieces>();
  const at = (ref: Parameters<typeof keyOfRef>[1]): SystemPieces | undefined => {
    const key = keyOfRef(galaxy, ref);
    if (!galaxy.systems.has(key)) return undefined;
    let pieces = bySystem.get(key);
    if (pieces === undefined) {
      pieces = { units: new Map(), tokens: [] };
      bySystem.set(key, pieces);
    }
    return pieces;
  };
  for (const stack of state.units ?? []) {
    const pieces = at(stack.system);
    if (pieces === undefined) continue;
    const count = stack.count ?? 1;
    if (count === 0) continue;
    const where = stack.planet === undefined ? "" : `@${stack.planet.substring(0, 1).toUpperCase()}`;
    const texts = pieces.units.get(stack.player) ?? [];
    texts.push(`${count > 1 ? count : ""}${shortUnit(stack.unit)}${where}`);
    pieces.units.set(stack.player, texts);
  }
  for (const token of state.tokens ?? []) {
    const pieces = at(token.system);
    if (pieces === undefined) continue;
    const wormhole = tokenWormhole(token.token, token.faceDown === true);
    const text = wormhole !== undefined ? WORMHOLE_SYMBOL[wormhole] ?? wormhole : TOKEN_SHORT[token.token] ?? token.token.substring(0, 4);
    pieces.tokens.push({ text, colour: token.player === undefined ? "#ffd54f" : playerColour(token.player) });
  }
  const out = new Map<string, TextItem[]>();
  bySystem.forEach((pieces, key) => {
    const system = galaxy.systems.get(key)!;
    const c = centreOf(system.hex);
    const items: TextItem[] = [];
    let y = c.y - 6;
    pieces.units.forEach((texts, player) => {
      items.push({ x: c.x, y, size: 7, text: texts.join(" "), cls: "piece", fill: playerColour(player), bold: true });
      y += 8;
    });
    pieces.tokens.forEach((token, i) => {
      items.push({ x: c.x - 30 + i * 9, y: c.y + 4, size: 8, text: token.text, cls: "token", fill: token.colour, bold: true });
    });
    out.set(key, items);
  });
  return out;
}

/** What each system holds, in words for its accessible name ("red: 2 carrier, 4 infantry on jord; a command token of blue"), by key. */
export const piecesInWords: (galaxy: Galaxy, state: TableState) => ReadonlyMap<string, string> = onSamePieces(wordsBySystem);

function wordsBySystem(galaxy: Galaxy, state: TableState): Map<string, string> {
  const words = new Map<string, string[]>();
  const add = (ref: Parameters<typeof keyOfRef>[1], text: string): void => {
    const key = keyOfRef(galaxy, ref);
    if (!galaxy.systems.has(key)) return;
    const list = words.get(key);
    if (list === undefined) words.set(key, [text]);
    else list.push(text);
  };
  for (const stack of state.units ?? []) {
    const count = stack.count ?? 1;
    if (count !== 0) add(stack.system, `${stack.player} ${count} ${stack.unit}${stack.planet === undefined ? "" : ` on ${stack.planet}`}`);
  }
  for (const token of state.tokens ?? []) add(token.system, `${token.token} token${token.player === undefined ? "" : ` of ${token.player}`}`);
  const out = new Map<string, string>();
  words.forEach((list, key) => out.set(key, list.join(", ")));
  return out;
}

/**
 * The pieces' texts as SVG, one group per system (`data-pieces="q,r"`), by system: a page that
 * keeps the picture replaces only the groups of the systems whose pieces changed.
 */
export function piecesBySystem(galaxy: Galaxy, state: TableState): Map<string, string> {
  const out = new Map<string, string>();
  pieceTextsBySystem(galaxy, state).forEach((items, key) => out.set(key, `<g data-pieces="${key}">${items.map((item) => drawText(item)).join("")}</g>`));
  return out;
}

export function drawPieces(galaxy: Galaxy, state: TableState, dimmed: boolean): string[] {
  return [`<g class="pieces" pointer-events="none"${dimmed ? ' opacity="0.55"' : ""}>`, ...piecesBySystem(galaxy, state).values(), "</g>"];
}
