/**
 * The activation report: table state in, for every ship group of the active
 * player whether it reaches the active system, by which path, or why not.
 */
import type { Diagnostic } from "../diagnostics";
import type { Galaxy } from "../galaxy/galaxy-types";
import { namedHexOf, refText, systemRefOf } from "../galaxy/system-ref";
import { hexDistance, spiralFromHex } from "../hex/hex";
import { prepareAction } from "../movement/action-setup";
import { NOMADIC, nomadicHolderAt } from "../movement/nomadic";
import type { ActionSetup } from "../movement/action-setup";
import type { HexKey } from "../hex/hex";
import { LEAVE_RIFT_ROLL } from "../movement/system-passage";
import { profileCode } from "../movement/passage-profile";
import { profileOf } from "../movement/ship-profile";
import { rollsAfterPickup, survivalOf } from "./rift-odds";
import { availableEffects } from "../movement/available-effects";
import type { RuleSwitches } from "../state/rule-switches";
import { compareText } from "../text";
import { actionReach } from "../movement/action-reach";
import type { GroupReach, ShipsReach } from "../movement/reach-ships";
import { shipGroups } from "../movement/ship-groups";
import type { ShipGroup } from "../movement/ship-groups";
import type { TableState } from "../state/table-state";
import { settledTransport } from "../transport/settled-transport";
import type { Carried, TransportPlan } from "../transport/transport-plan";
import type { ActivationReport, CargoReport, ShipReport, TransportReport } from "./report-types";
import type { CustomRule } from "../rules/custom-rule";
import { capacityWarnings } from "./warnings";
import { spaceCannonAt } from "../arrival/space-cannon";
import { sunderedWarnings } from "./sundered-warning";
import { usableRules } from "../rules/custom-rule";
import { readPosition, thrownFailure, uniqueDiagnostics } from "./read-position";
import type { PositionOptions } from "./read-position";

/** What the table is read with (tiles, units, a galaxy already built: PositionOptions), and the rules' options. */
export interface ReportOptions extends PositionOptions {
  /** Mod authors' rules. */
  readonly rules?: readonly CustomRule[];
}

/**
 * The answer of `reportActivation`: a report (its diagnostics inside it), or the problem that
 * stopped it with the diagnostics found.
 */
export type ReportResult =
  | { readonly ok: true; readonly report: ActivationReport }
  | { readonly ok: false; readonly problem: Diagnostic; readonly diagnostics: readonly Diagnostic[] };

/**
 * The report, or the problem that makes the input meaningless. Whatever it is
 * given (null fields, strings where objects belong, a mod author's rule that
 * throws), it answers with a value and never throws.
 */
export function reportActivation(input: TableState, options: ReportOptions = {}): ReportResult {
  try {
    return report(input, typeof options === "object" && options !== null ? options : {});
  } catch (e) {
    return thrownFailure("the report", e);
  }
}

function report(input: TableState, options: ReportOptions): ReportResult {
  const read = readPosition(input, options);
  if (!read.ok) return read;
  const { state, galaxy, facts, diagnostics } = read.position;
  const { rules, problems } = usableRules(options.rules);
  diagnostics.push(...problems);
  const prepared = prepareAction(state, galaxy, facts, { switches: options.switches ?? {}, rules });
  if ("kind" in prepared) return { ok: false, problem: prepared, diagnostics: [...diagnostics, prepared] };
  const nomad = nomadicHolderAt(galaxy, facts, prepared.rules.player, prepared.activeKey);
  if (nomad !== undefined) {
    // Nomadic (Twilight's Fall ability): the activation itself is not allowed.
    const problem: Diagnostic = { kind: "cannot-activate", message: `${prepared.rules.player} cannot activate ${refText(systemRefOf(galaxy, prepared.activeKey))}: an asteroid field holding ships of ${nomad}, who holds Nomadic`, text: NOMADIC };
    return { ok: false, problem, diagnostics: [...diagnostics, problem] };
  }

  const groups = shipGroups(facts, prepared.rules.player);
  // Ships whose moving changes the others' (Hil Colish moving first, a Prototype War Sun): the report is of that action.
  const moved = actionReach(prepared, galaxy, groups, availableEffects(state, facts.seats));
  const setup = moved.setup;
  const { reach, plan } = settledTransport(setup, moved.reach);
  const reaches = reach.groups;
  if (!plan.exact) diagnostics.push(plan.mostArrive ? TRANSPORT_COSTS_CUT : TRANSPORT_CUT);
  const activeHex = galaxy.systems.get(setup.activeKey)!.hex;
  const order = inReportOrder(galaxy, reaches);
  const found = {
    active: { system: systemRefOf(galaxy, setup.activeKey), hex: [activeHex.q, activeHex.r] as const },
    player: setup.rules.player,
    ships: order.map((r) => withOrder(shipReport(galaxy, r, reach, activeHex), r, moved.movesFirst)),
    transport: transportReport(setup, plan),
    warnings: [...capacityWarnings(setup, reaches, plan), ...sunderedWarnings(setup, reaches, plan)],
  };
  // [77] Space Cannon Offense: what may fire at the ships once they arrive.
  const arrival = spaceCannonAt({ galaxy, facts, activeKey: setup.activeKey, target: setup.rules.player, rules: setup.adjacency.rules, switches: options.switches });
  // Cloak (Twilight's Fall action card): "no SPACE CANNON against them".
  const withArrival = arrival.spaceCannon.length === 0 || setup.rules.cloak ? found : { ...found, arrival };
  const all = setup.ruleDiagnostics.length === 0 ? diagnostics : uniqueDiagnostics([...diagnostics, ...setup.ruleDiagnostics]);
  return { ok: true, report: { ...withArrival, diagnostics: all } };
}


/** Ship groups in the report's order: by their systems' places on the map's spiral, then unit, then as found. */
export function inReportOrder(galaxy: Galaxy, reaches: readonly GroupReach[]): GroupReach[] {
  const order = reaches.map((r, i) => ({ r, i, spiral: spiralFromHex(namedHexOf(galaxy, r.group.start)), unit: r.group.id }));
  order.sort((a, b) => {
    if (a.spiral !== b.spiral) return a.spiral - b.spiral;
    const byUnit = compareText(a.unit, b.unit);
    return byUnit !== 0 ? byUnit : a.i - b.i;
  });
  return order.map((o) => o.r);
}

/** The transport's choice of walks stopped at its search limit (route-choice.ts SEARCH_LIMIT). */
const TRANSPORT_CUT: Diagnostic = {
  kind: "search-limit",
  message: "transport: too many ways to combine the ships' walks to try them all; the plan shown is the best found, and another may bring more",
};
const TRANSPORT_COSTS_CUT: Diagnostic = {
  kind: "search-limit",
  message: "transport: the most that can arrive is shown, but there were too many ways to combine the ships' walks to be sure of the fewest rift rolls and systems entered",
};

function shipReport(galaxy: Galaxy, r: GroupReach, reach: ShipsReach, activeHex: { q: number; r: number }): ShipReport {
  // Beyond the distances looked at, a ship is at least one further (the hex distance where that is more).
  const distance = reach.distances.get(r.group.start) ?? Math.max(hexDistance(namedHexOf(galaxy, r.group.start), activeHex), reach.distanceDepth + 1);
  const unit = r.group.id;
  const name = r.group.type.name;
  const from = systemRefOf(galaxy, r.group.start);
  const count = r.group.count;
  const move = r.move;
  if (r.path !== undefined) {
    const path = r.path.systems.map((k) => systemRefOf(galaxy, k));
    const rolls = r.path.rolls;
    const reached = { unit, name, from, count, move, distance, reachable: true, path, entered: r.path.entered, rolls, survival: survivalOf(rolls) };
    if (r.needsLoad !== undefined) return { ...reached, onlyCarrying: r.needsLoad };
    return r.emptyHanded === true ? { ...reached, transportsNothing: true } : reached;
  }
  return { unit, name, from, count, move, distance, reachable: false, reason: r.reason, detail: r.detail, requires: r.requires };
}

/** Hil Colish moving first is said on its own line of the report. */
function withOrder(ship: ShipReport, r: GroupReach, movesFirst: ShipGroup | undefined): ShipReport {
  return r.group === movesFirst ? { ...ship, movesFirst: true } : ship;
}

function cargoReport(galaxy: Galaxy, c: Carried, survival?: number): CargoReport {
  const from = systemRefOf(galaxy, c.units.system);
  const cargo: CargoReport = c.units.planet === undefined ? { unit: c.units.id, count: c.count, from } : { unit: c.units.id, count: c.count, from, planet: c.units.planet };
  return survival === undefined ? cargo : { ...cargo, survival };
}

function transportReport(setup: ActionSetup, plan: TransportPlan): TransportReport {
  const galaxy = setup.galaxy;
  const numberOf = galaxy.numbers.numberOf;
  // [41] moving out of this system costs a roll (a gravity rift whose +1 is taken with a roll).
  const rollsOut = (key: HexKey, profile: number): boolean => {
    const n = numberOf.get(key);
    return n !== undefined && setup.passage.numbered.leaving(n, profile) === LEAVE_RIFT_ROLL;
  };
  return {
    arriving: plan.arriving,
    plan: plan.ships
      .filter((p) => p.own || p.carries.length > 0)
      .map((p) => {
        const profile = profileCode(profileOf(setup, p.group));
        const rollsLeaving = (key: HexKey): boolean => rollsOut(key, profile);
        return {
          unit: p.group.id,
          name: p.group.type.name,
          from: systemRefOf(galaxy, p.group.start),
          count: p.count,
          path: p.route.path.map((k) => systemRefOf(galaxy, k)),
          entered: p.route.entered,
          rolls: p.route.rolls,
          survival: survivalOf(p.route.rolls),
          carries: p.carries.map((c) => cargoReport(galaxy, c, survivalOf(rollsAfterPickup(p.route.path, c.units.system, p.route.rolls, rollsLeaving)))),
          own: p.own ? true : undefined,
        };
      }),
    left: plan.left.map((c) => cargoReport(galaxy, c)),
  };
}
