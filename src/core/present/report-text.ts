/**
 * Short texts about a report that every table shows the same way: the label
 * at a ship group's system, the lines of the panel and of the chat message.
 */
import type { ActivationReport, CargoReport, PlanReport, ShipReport } from "../report/report-types";
import type { SystemRef } from "../state/table-state";
import { refText, sameRef } from "../galaxy/system-ref";
import { percentText } from "../report/rift-odds";
import { diceOf } from "../arrival/space-cannon";
import type { Arrival, SpaceCannonShot } from "../arrival/space-cannon";
import { expectedHits } from "../arrival/hit-odds";
import { startsWith } from "../text";
import { twilightsFallCardName } from "../state/twilights-fall-cards";

export { refText };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Effect ids as players read them: "gravity-drive" -> "Gravity Drive", "carrier-ii" -> "Carrier II". */
export function effectName(id: string): string {
  // Twilight's Fall's cards by their printed names, marked as the mode's ("Command (TF)").
  if (startsWith(id, "tf-")) {
    const printed = twilightsFallCardName(id);
    return `${titleWords(printed ?? id.substring(3))} (TF)`;
  }
  return titleWords(id);
}

function titleWords(id: string): string {
  const words: string[] = [];
  let word = "";
  const flush = (): void => {
    if (word === "") return;
    words.push(word === "ii" ? "II" : word.substring(0, 1).toUpperCase() + word.substring(1));
    word = "";
  };
  for (let i = 0; i < id.length; i++) {
    const c = id.charAt(i);
    if (c === "-") flush();
    else word += c;
  }
  flush();
  return words.join(" ");
}

/** How far a walk goes and what its rifts cost: "2 systems, 1 rift roll (70% each)". */
export function walkText(entered: number, rolls: number, survival: number | undefined): string {
  // [41] the odds each ship comes through its rift rolls ("rift: 70% each ship").
  const odds = survival !== undefined ? ` (${percentText(survival)} each)` : "";
  const rift = rolls > 0 ? `, ${plural(rolls, "rift roll", "rift rolls")}${odds}` : "";
  return `${plural(entered, "system", "systems")}${rift}`;
}

/** The label at a ship group: what moves, how far, rift rolls, what it needs. */
export function shipLabel(ship: ShipReport): string {
  const who = `${ship.count} ${ship.name}`;
  if (ship.reachable) {
    if (ship.entered === 0) return `${who}: already here`;
    const loaded = ship.onlyCarrying !== undefined ? `, carrying ${ship.onlyCarrying}` : ""; // Tizona's +1
    const first = ship.movesFirst === true ? ", moves first" : ""; // Hil Colish: its delta wormhole brings the others
    return `${who}: ${walkText(ship.entered ?? 0, ship.rolls ?? 0, ship.survival)}${loaded}${first}`;
  }
  const needs = ship.requires !== undefined ? `, needs ${ship.requires.map((id) => effectName(id)).join(" + ")}` : "";
  return `${who}: ${ship.reason ?? "cannot"}${needs}`;
}

/**
 * What a plan entry carries, as players say it: each unit from one place once ("5 fighters", not "1 fighter,
 * 4 fighters"), and where it waits when that is not the ships' start ("3 infantry from jord", "1 mech from 39").
 * `name` names a system (the command line adds the system's name).
 */
export function cargoText(carries: readonly CargoReport[], start: SystemRef, name: (ref: SystemRef) => string = refText): string {
  const merged: { cargo: CargoReport; count: number }[] = [];
  for (const c of carries) {
    const same = merged.find((m) => m.cargo.unit === c.unit && m.cargo.planet === c.planet && sameRef(m.cargo.from, c.from));
    if (same !== undefined) same.count += c.count;
    else merged.push({ cargo: c, count: c.count });
  }
  const parts: string[] = [];
  for (const { cargo, count } of merged) {
    const where = cargo.planet !== undefined ? ` from ${cargo.planet}` : sameRef(cargo.from, start) ? "" : ` from ${name(cargo.from)}`;
    // "3 fighters", "2 mechs"; infantry and PDS are their own plurals.
    const unit = count === 1 || cargo.unit === "infantry" || cargo.unit.charAt(cargo.unit.length - 1) === "s" ? cargo.unit : `${cargo.unit}s`;
    parts.push(`${count} ${unit}${where}`);
  }
  return parts.join(", ");
}

export function planLine(p: PlanReport): string {
  const load = cargoText(p.carries, p.from);
  const each = p.count > 1 ? " each" : "";
  if (p.own === true) return `${p.count} ${p.name} from ${refText(p.from)} fly on their own${load === "" ? "" : `, carrying ${load}${each}`}`;
  return `${p.count} ${p.name} from ${refText(p.from)} carr${p.count > 1 ? "y" : "ies"}${each} ${load}`;
}

/** A number with one decimal as people read it: "1.6", "2.0". */
function oneDecimal(x: number): string {
  const tenths = Math.round(x * 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Dice and hits to expect from SPACE CANNON stacks: "4 dice, 2.3 hits expected". */
export function cannonText(shots: readonly SpaceCannonShot[]): string {
  const hitOns = diceOf(shots);
  return `${plural(hitOns.length, "die", "dice")}, ${oneDecimal(expectedHits(hitOns))} hits expected`;
}

/** [77] What fires at the ships on arrival: "Space cannon at you: 4 dice, 1.7 hits expected (blue 3 dice, green 1)". */
export function arrivalLine(arrival: Arrival): string {
  const each = arrival.byPlayer.map((p, i) => `${p.player} ${i === 0 ? plural(p.dice, "die", "dice") : p.dice}`).join(", ");
  return `Space cannon at you: ${cannonText(arrival.spaceCannon)} (${each})`;
}

/** [41] What the gravity rifts on the paths cost: "Rift: 1 Destroyer from 67, 70% each ship". */
export function riftLine(report: ActivationReport): string | undefined {
  const through = report.ships.filter((s) => s.reachable && (s.rolls ?? 0) > 0 && s.survival !== undefined);
  if (through.length === 0) return undefined;
  return `Rift: ${through.map((s) => `${s.count} ${s.name} from ${refText(s.from)}, ${percentText(s.survival as number)} each ship`).join("; ")}`;
}

/** The panel at the active system and the chat message to the active player. */
export function reportLines(report: ActivationReport): string[] {
  const reach = report.ships.filter((s) => s.reachable && s.entered !== 0);
  const lines: string[] = [`Activated ${refText(report.active.system)}: ${plural(reach.length, "group of ships reaches", "groups of ships reach")} it`];
  lines.push(`Can arrive: ${plural(report.transport.arriving, "fighter or ground force", "fighters and ground forces")}`);
  for (const p of report.transport.plan) lines.push(`  ${planLine(p)}`);
  const rift = riftLine(report);
  if (rift !== undefined) lines.push(rift);
  if (report.arrival !== undefined) lines.push(arrivalLine(report.arrival));
  for (const w of report.warnings) lines.push(`${w.when === "now" ? "Now" : "After the move"}: ${w.message}`);
  return lines;
}

