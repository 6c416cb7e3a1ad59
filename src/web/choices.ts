/** What the page offers to choose from, all taken from the core's own lists. */
import { BUILT_IN_UNITS, MOVE_BONUS_EFFECTS, MOVEMENT_LAWS, MOVEMENT_TECHNOLOGIES, OTHER_TOKENS, PATH_EFFECTS, PLAYER_RGB, SINGLE_TARGET, WORMHOLE_TOKENS, effectName } from "../core/all";
import type { UnitKind } from "../core/all";

/** The tables' player colours, the usual six first (the order "Add player" seats them in). */
const USUAL = ["red", "blue", "green", "yellow", "purple", "orange", "pink", "black"];
export const COLOURS: readonly string[] = [...USUAL.filter((c) => PLAYER_RGB[c] !== undefined), ...Object.keys(PLAYER_RGB).filter((c) => !USUAL.includes(c))];

/** Every faction some built-in unit belongs to (each faction has its flagship). */
export const FACTIONS: readonly string[] = [...new Set(BUILT_IN_UNITS.map((u) => u.faction).filter((f): f is string => f !== undefined))].sort();

/** The generic units: the core gives each faction its own version (Sol's "carrier" is the Advanced Carrier). */
export const UNITS: readonly { readonly id: string; readonly name: string; readonly kind: UnitKind }[] = BUILT_IN_UNITS.filter((u) => u.faction === undefined).map((u) => ({
  id: u.id,
  name: u.name,
  kind: u.kind,
}));

/** Ground forces and structures stand on a planet (or in space); ships and fighters in space. */
export function onPlanet(kind: UnitKind | undefined): boolean {
  return kind === "ground-force" || kind === "structure";
}

/** Tokens owned by a player: command and control tokens, the Empyrean's Void Tether. */
const OWNED = ["command", "control", "void-tether"];
/** Tokens whose face down side means something: an inactive breach (Ion Storm's beta side is its wormhole's). */
const TWO_SIDED = ["breach"];

/** Tokens; a Void Tether also names the system across the border (`toward`), the next one clicked. */
export const TOKENS: readonly { readonly id: string; readonly owned: boolean; readonly twoSided: boolean; readonly toward: boolean }[] = [
  ...OTHER_TOKENS.map((id) => ({ id, owned: OWNED.includes(id), twoSided: TWO_SIDED.includes(id), toward: id === "void-tether" })),
  ...Object.keys(WORMHOLE_TOKENS).map((id) => ({ id, owned: false, twoSided: WORMHOLE_TOKENS[id]!.down !== undefined, toward: false })),
];

export const TECHNOLOGIES: readonly string[] = MOVEMENT_TECHNOLOGIES;
export const LAWS: readonly string[] = MOVEMENT_LAWS;

/** Effects the active player may use for this action (cards played, technologies exhausted, abilities); events are laws. */
const ACTION_EFFECTS: readonly string[] = [...new Set([...MOVE_BONUS_EFFECTS, ...PATH_EFFECTS, "dominus-orb", "circlet-of-the-void", "ceasefire"])].filter((id) => MOVEMENT_LAWS.indexOf(id) < 0);

/** Those that apply to every ship they can. */
export const EFFECTS: readonly string[] = ACTION_EFFECTS.filter((id) => SINGLE_TARGET.indexOf(id) < 0);

/** Those on one ship, which the report never assumes: ticked (or held), it names the ships that would need one. */
export const ONE_SHIP_EFFECTS: readonly string[] = ACTION_EFFECTS.filter((id) => SINGLE_TARGET.indexOf(id) >= 0);

export const nameOf = (id: string): string => effectName(id);
