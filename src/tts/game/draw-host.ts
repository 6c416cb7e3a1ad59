/**
 * Where ti4-reach's lines go on the TTS table: the object that carries the
 * script (or Global), at a height just over the tiles, each kind of line with
 * a thickness of its own by which it is told apart.
 */
import { dashedPieces, TTS_LAYOUT } from "../../core/all";
import type { OverlaySegment, PlanePoint, PlayerStyle } from "../../core/all";

/** Height of the lines above the table: just over the tiles. */
const LINE_Y = 1.3;

/**
 * The thickness of each kind of line ti4-reach draws, values no one else's
 * lines have: TTS keeps nothing else on a line, and lines are saved with the
 * table, so after a reload or a rewind (which forget what was drawn) its own
 * lines on Global are still told apart and taken away. A label's backing bar
 * is as thick as a line of its text.
 */
export const THICKNESS = {
  outline: 0.1503,
  path: 0.1003,
  jump: 0.0503,
  labelBacking: 0.4003,
  leader: 0.0303,
  range: 0.1203,
  rangeDim: 0.0507,
  rangeBacking: 0.4007,
  rangeLeader: 0.0307,
  threatOutline: 0.1513,
  threatPath: 0.1013,
  threatJump: 0.0513,
  threatBacking: 0.4013,
  threatLeader: 0.0313,
} as const;
const ACTIVATION_LINES: readonly number[] = [THICKNESS.outline, THICKNESS.path, THICKNESS.jump, THICKNESS.labelBacking, THICKNESS.leader];
const RANGE_LINES: readonly number[] = [THICKNESS.range, THICKNESS.rangeDim, THICKNESS.rangeBacking, THICKNESS.rangeLeader];
const THREAT_LINES: readonly number[] = [THICKNESS.threatOutline, THICKNESS.threatPath, THICKNESS.threatJump, THICKNESS.threatBacking, THICKNESS.threatLeader];

function drawnAs(line: TtsVectorLine, thicknesses: readonly number[]): boolean {
  const t = line.thickness;
  return typeof t === "number" && thicknesses.some((m) => Math.abs(t - m) < 1e-5);
}

/** Whether a line on the host is one of an activation's (outline, paths, label backings and leaders). */
export function isActivationLine(line: TtsVectorLine): boolean {
  return drawnAs(line, ACTIVATION_LINES);
}

/** Whether a line on the host is one of ti4-reach's move range lines. */
export function isRangeLine(line: TtsVectorLine): boolean {
  return drawnAs(line, RANGE_LINES);
}

/** Whether a line on the host is one of a "Who can reach here?" drawing's. */
export function isThreatLine(line: TtsVectorLine): boolean {
  return drawnAs(line, THREAT_LINES);
}

/** A player's paths as vector lines in their colour, each dash a line of its own (their dash pattern tells them apart without the colour). */
export function dashedPathLines(paths: readonly (readonly OverlaySegment[])[], style: PlayerStyle, thickness: { readonly path: number; readonly jump: number }): TtsVectorLine[] {
  const lines: TtsVectorLine[] = [];
  for (const path of paths) {
    for (const segment of path) {
      for (const piece of dashedPieces(segment.points, style.dash, TTS_LAYOUT.cornerRadius)) {
        lines.push({ points: piece.map((p) => world(p)), color: style.colour, thickness: segment.jump ? thickness.jump : thickness.path });
      }
    }
  }
  return lines;
}

/** The object the script runs on, whose vector lines ti4-reach draws (Global as the Global script, which may have no `self`). */
export function host(): TtsObject {
  return self !== undefined ? self : Global;
}

/** Adds lines to the host's, keeping every line already there. */
export function addHostLines(lines: readonly TtsVectorLine[]): void {
  host().setVectorLines([...(host().getVectorLines() ?? []), ...lines]);
}

/** Takes away the host's lines of one kind (told by their thickness), keeping every other line. */
export function removeHostLines(ofKind: (line: TtsVectorLine) => boolean): void {
  const current = host().getVectorLines() ?? [];
  const kept = current.filter((line) => !ofKind(line));
  if (kept.length !== current.length) host().setVectorLines(kept);
}

/** A table-plane point as a position for the host's lines, just above the tiles. */
export function world(p: PlanePoint): TtsVector {
  const v = { x: p.east, y: LINE_Y, z: p.north };
  const h = host();
  return h === Global ? v : h.positionToLocal(v);
}
