/**
 * What a table draws for a move range, in table-plane coordinates, the same
 * for every renderer (TTPG, TTS, the SVG picture): an outline in the player's
 * colour round every system in range, a dimmer one round systems reachable
 * only with held effects, and a small label in each (systems entered, rift
 * rolls, or the effects needed).
 */
import type { Galaxy } from "../galaxy/galaxy-types";
import { keyOfRef } from "../galaxy/system-ref";
import type { HexKey } from "../hex/hex";
import { hexToPlane } from "../hex/world";
import type { HexLayout, PlanePoint } from "../hex/world";
import type { MoveRange } from "../range/range-types";
import { hexOutline } from "./overlay-model";
import { effectName } from "./report-text";
import { playerStyle } from "./player-style";
import type { PlayerStyle } from "./player-style";
import type { TableState } from "../state/table-state";

export interface RangeOutline {
  readonly points: readonly PlanePoint[];
  /** Reachable only with held effects: drawn dimmer. */
  readonly dim: boolean;
  readonly label: { readonly at: PlanePoint; readonly lines: readonly string[] };
}

export interface RangeOverlayModel {
  readonly player: string;
  /** The player's tag, colours and dash, as on their activation's drawing. */
  readonly style: PlayerStyle;
  readonly outlines: readonly RangeOutline[];
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Sundered: the label of a system where the units that move in are destroyed says so. */
function destroyedThere(s: { readonly destroyed?: true }): string {
  return s.destroyed === true ? ", destroyed there" : "";
}

export function rangeOverlayModel(range: MoveRange, galaxy: Galaxy, layout: HexLayout, state: TableState = {}): RangeOverlayModel {
  const order: HexKey[] = [];
  const lines = new Map<HexKey, string[]>();
  const reached = new Map<HexKey, boolean>();
  const several = range.groups.length > 1;
  const add = (key: HexKey, text: string, name: string): void => {
    let list = lines.get(key);
    if (list === undefined) {
      list = [];
      lines.set(key, list);
      order.push(key);
    }
    list.push(several ? `${name}: ${text}` : text);
  };
  for (const group of range.groups) {
    for (const s of group.systems) {
      const key = keyOfRef(galaxy, s.system);
      reached.set(key, true);
      const rolls = s.rolls > 0 ? `, ${plural(s.rolls, "rift roll", "rift rolls")}` : "";
      add(key, `${plural(s.entered, "system", "systems")}${rolls}${destroyedThere(s)}`, group.name);
    }
    for (const w of group.withEffects) {
      add(keyOfRef(galaxy, w.system), `needs ${w.requires.map((id) => effectName(id)).join(" + ")}${destroyedThere(w)}`, group.name);
    }
  }
  const outlines: RangeOutline[] = [];
  for (const key of order) {
    const system = galaxy.systems.get(key);
    if (system === undefined) continue;
    const centre = hexToPlane(system.hex, layout);
    outlines.push({
      points: hexOutline(centre, layout.cornerRadius * 0.85),
      dim: reached.get(key) !== true,
      label: { at: centre, lines: lines.get(key) as string[] },
    });
  }
  return { player: range.player, style: playerStyle(state, range.player), outlines };
}
