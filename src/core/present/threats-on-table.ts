/**
 * "Who can reach here?" asked on a table: the objects the table read, the
 * point a player asked about and who asked. Both tables call this; the asking
 * player is the defender, whose own ships are left out and whose space cannon
 * is counted. Like the report, it answers with a value and never throws.
 */
import { hexKey } from "../hex/hex";
import { planeToHex } from "../hex/world";
import type { PlanePoint } from "../hex/world";
import { threats } from "../range/threats";
import type { Threats } from "../range/threats";
import { readTable } from "../table/read-table";
import type { TableObject } from "../table/table-pieces";
import { readOptionsOf, tableGalaxy } from "./table-options";
import type { TableOptions } from "./table-options";
import { threatOverlayModel } from "./threat-overlay";
import type { ThreatOverlayModel } from "./threat-overlay";

export interface TableThreats {
  readonly threats: Threats;
  readonly model: ThreatOverlayModel;
}

/** The threats to the system under `at`, for `defender` (undefined: every player's ships); undefined off the map. */
export function threatsOnTable(objects: readonly TableObject[], at: PlanePoint, defender: string | undefined, options: TableOptions): TableThreats | undefined {
  const reading = readTable(objects, readOptionsOf(options));
  const galaxy = tableGalaxy(reading.state, options);
  const where = planeToHex(at, options.layout).hex;
  if (!galaxy.systems.has(hexKey(where))) return undefined;
  const result = threats(reading.state, [where.q, where.r], { galaxy, tiles: options.tiles, units: options.units, rules: options.rules, defender });
  if (!result.ok) return undefined;
  return { threats: result.threats, model: threatOverlayModel(result.threats, galaxy, reading.state, options.layout) };
}
