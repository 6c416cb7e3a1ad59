/**
 * NSIDs of the TI4 TTPG mods ("type:source/name|extra"), read by hand (no
 * regular expressions), and what they name for ti4-reach.
 */
import { KNOWN_TECHNOLOGIES, MOVEMENT_RELICS, canonicalId, parseIntStrict, playedCard, remembered, startsWith, tableMap, twilightsFallAbilityId, twilightsFallActionId, twilightsFallParadigmId, twilightsFallUpgradeId } from "../core/all";
import type { PlayedCard, TablePiece } from "../core/all";

export interface Nsid {
  readonly type: string;
  readonly source: string;
  readonly name: string;
}

export function parseNsid(text: string): Nsid | undefined {
  const colon = text.indexOf(":");
  const slash = text.indexOf("/", colon + 1);
  if (colon <= 0 || slash < 0) return undefined;
  const bar = text.indexOf("|", slash + 1);
  return {
    type: text.substring(0, colon),
    source: text.substring(colon + 1, slash),
    name: text.substring(slash + 1, bar < 0 ? text.length : bar),
  };
}

/** Fighter and infantry tokens: both mods' spellings ("fighter-3", "fighter_3"). */
const UNIT_TOKENS: ReadonlyMap<string, { readonly unit: string; readonly count: number }> = tableMap({
  "fighter-1": { unit: "fighter", count: 1 },
  "fighter-3": { unit: "fighter", count: 3 },
  "infantry-1": { unit: "infantry", count: 1 },
  "infantry-3": { unit: "infantry", count: 3 },
});

/** System tokens of both mods, by type and name, and ti4-reach's token ids. */
const SYSTEM_TOKENS: ReadonlyMap<string, string> = tableMap({
  "token.wormhole.creuss/alpha": "wormhole-alpha",
  "token.wormhole.creuss/beta": "wormhole-beta",
  "token.wormhole.creuss/gamma": "wormhole-gamma",
  "token.wormhole.exploration/gamma": "wormhole-gamma",
  "token.attachment.system/wormhole-alpha.creuss": "wormhole-alpha",
  "token.attachment.system/wormhole-beta.creuss": "wormhole-beta",
  "token.attachment.system/wormhole-gamma.creuss": "wormhole-gamma",
  "token.attachment.system/wormhole-gamma": "wormhole-gamma",
  "token.exploration/ion-storm": "ion-storm",
  "token.attachment.system/ion-storm": "ion-storm",
  "token.vuilraith/dimensional-tear": "dimensional-tear",
  "token.nekro/dimensional-tear": "dimensional-tear",
  "token.attachment.system/dimensional-tear.vuilraith": "dimensional-tear",
  "token.attachment.system/dimensional-tear.nekro": "dimensional-tear",
  // Mirage adds its planet where it lies (TI4-TTPG-TS system-attachment.data.ts; TI4-TTPG exploration token).
  "token.attachment.system/mirage": "mirage",
  "token.exploration/mirage": "mirage",
  // Thunder's Edge, TI4-TTPG-TS src/lib/system-lib/data/system-attachment.data.ts ("thunders-edge" source).
  "token.attachment.system/ingress": "ingress",
  "token.attachment.system/crimson-breach": "breach", // face up: active
  "token.attachment.system/crimson-sever": "sever",
  // Planet tokens: each adds its planet where it lies, as Mirage does.
  "token.attachment.system/avernus": "avernus",
  "token.attachment.system/thunders-edge": "thunders-edge",
  // Void Tether: on a border, untying the two systems for other players (TI4-TTPG-TS assets/Templates/token/blockade.json).
  "token/empyrean.blockade": "void-tether",
});

export interface PieceFacts {
  readonly nsid: string;
  /** Owning player slot, -1 for none. */
  readonly slot: number;
  readonly faceDown: boolean;
}

/**
 * What an NSID names for ti4-reach, worked out once for each NSID met (a table
 * holds a few hundred distinct NSIDs thousands of times): a piece (before its
 * owner and face are known), a command sheet, a card that may count, or nothing.
 */
export type NsidMeaning =
  | { readonly kind: "none" }
  | { readonly kind: "tile"; readonly tile: number }
  /** Plastic, or cardboard (`cardboard`: a unit token, a "*.token" ship) that goes to the nearest owned unit when it has no owner. */
  | { readonly kind: "unit"; readonly unit: string; readonly count: number; readonly cardboard: boolean }
  /** `faction` is undefined when the NSID does not parse or names none (Twilight's Fall goes by colour). */
  | { readonly kind: "command-token"; readonly faction: string | undefined }
  /** A control token: owned by its player's slot, it names the owner of cardboard beside it. */
  | { readonly kind: "control-token" }
  | { readonly kind: "system-token"; readonly token: string }
  | { readonly kind: "command-sheet" }
  /** A faction sheet ("sheet.faction:thunders-edge/obsidian"): the faction of the seat whose area it lies in. */
  | { readonly kind: "faction-sheet"; readonly faction: string }
  /** Valefar Assimilator Z's token ("token:thunders-edge/nekro.z"): in a seat's area, the Nekro flagship has that faction's flagship abilities. */
  | { readonly kind: "assimilator-z" }
  /** Valefar Assimilator X or Y: on another player's faction technology, the Nekro gain its text. */
  | { readonly kind: "assimilator-xy" }
  /** A card in effect while it lies face up and loose (Lost Star Chart; Emissary Taivra toggled active): PLAYED_CARDS. */
  | { readonly kind: "played-card"; readonly card: PlayedCard }
  | CardMeaning;

/** A card that may be a law or event in play, or a technology, breakthrough or planet of a player's. */
export interface CardMeaning {
  readonly kind: "card";
  readonly law: string | undefined;
  /** What it gives its owner lying face up, and lying face down (a breakthrough's unit side). */
  readonly ownedFaceUp: string | undefined;
  readonly ownedFaceDown: string | undefined;
  readonly planet: string | undefined;
  /** A relic that changes movement (Dominus Orb, Circlet of the Void): in a player's area, among their cards. */
  readonly held: string | undefined;
}

const NOTHING: NsidMeaning = { kind: "none" };
export const COMMAND_SHEET = "sheet:base/command";
/**
 * Card types that can count, by the character after "card."; any other card (objectives, promissory notes, ...)
 * is nothing to ti4-reach. Action cards and leaders count only when played (PLAYED_CARDS).
 */
const CARD_TYPES: { readonly [code: number]: readonly string[] } = {
  97: ["card.agenda", "card.action"],
  101: ["card.event"],
  116: ["card.technology", "card.tf-ability", "card.tf-unit-upgrade", "card.tf-action", "card.tf-genome", "card.tf-paradigm"],
  98: ["card.breakthrough"],
  112: ["card.planet"],
  108: ["card.leader.agent:"],
  114: ["card.relic"],
};

/**
 * The meaning of an NSID. Most objects on a table (trade goods, action
 * cards, mats) are told apart by their first characters alone.
 */
export function meaningOf(nsid: string): NsidMeaning {
  const first = nsid.charCodeAt(0);
  // "tile.system:", "token...", "unit...", "sheet:base/command", "card...."
  if (first !== 116 && first !== 117 && first !== 115 && first !== 99) return NOTHING;
  if (first === 99 && !isCountingCard(nsid)) return NOTHING;
  return rememberedMeaning(nsid);
}

function isCountingCard(nsid: string): boolean {
  const types = CARD_TYPES[nsid.charCodeAt(5)];
  if (types === undefined) return false;
  for (const type of types) if (startsWith(nsid, type)) return true;
  return false;
}

function readMeaning(text: string): NsidMeaning {
  if (text === COMMAND_SHEET) return { kind: "command-sheet" };
  if (startsWith(text, "sheet.faction:")) {
    // Not a faction: the placeholder sheet TI4-TTPG-TS lays before a faction is unpacked ("base/generic").
    // Twilight's Fall's sheets name the seat's king ("twilights-fall/tf-purple": the Enigma's), its faction.
    const sheet = parseNsid(text);
    const faction = sheet === undefined ? undefined : canonicalId(sheet.name);
    return faction === undefined || faction === "" || faction === "generic" ? NOTHING : { kind: "faction-sheet", faction };
  }
  if (startsWith(text, "token.command:")) return { kind: "command-token", faction: tokenFaction(parseNsid(text)) };
  if (startsWith(text, "token.control:")) return { kind: "control-token" };
  if (startsWith(text, "card.")) return cardMeaning(text);
  const nsid = parseNsid(text);
  if (nsid === undefined) return NOTHING;
  const name = canonicalId(nsid.name);
  if (nsid.type === "tile.system") {
    const tile = parseIntStrict(name);
    return tile === undefined ? NOTHING : { kind: "tile", tile };
  }
  if (nsid.type === "unit" || startsWith(nsid.type, "unit.")) {
    // The TS mod also names the Creuss flagship "unit.flagship:base/creuss", and cardboard units "carrier.token".
    const dot = name.indexOf(".");
    const unit = nsid.type === "unit.flagship" ? "flagship" : dot < 0 ? name : name.substring(0, dot);
    return { kind: "unit", unit, count: 1, cardboard: dot >= 0 && name.substring(dot + 1) === "token" };
  }
  if (nsid.type === "token") {
    const token = UNIT_TOKENS.get(name);
    if (token !== undefined) return { kind: "unit", unit: token.unit, count: token.count, cardboard: true };
    if (name === "nekro.z") return { kind: "assimilator-z" }; // TI4-TTPG-TS system-adjacency-wormhole.ts _isNekroZTokenInCreussArea
    if (name === "nekro-x" || name === "nekro-y") return { kind: "assimilator-xy" }; // TI4-TTPG-TS mordred.ts, tf-singularity-y.ts
  }
  const systemToken = SYSTEM_TOKENS.get(`${nsid.type}/${name}`);
  return systemToken === undefined ? NOTHING : { kind: "system-token", token: systemToken };
}

/**
 * The faction a command token names; in Twilight's Fall (the Thunder's Edge
 * game mode) the king's ("token.command:twilights-fall/tf-red", TI4-TTPG-TS
 * builds it from the faction's nsidName, as for every faction).
 */
function tokenFaction(nsid: Nsid | undefined): string | undefined {
  return nsid === undefined ? undefined : nsid.name;
}

/** Each NSID's meaning, worked out once. */
const rememberedMeaning = remembered(readMeaning);

function cardMeaning(nsid: string): NsidMeaning {
  const played = playedCardOf(nsid);
  if (played !== undefined) return { kind: "played-card", card: played };
  const law = lawOrEventId(nsid);
  const ownedFaceUp = law === undefined ? ownedCardId(nsid, true) : undefined;
  const ownedFaceDown = law === undefined ? ownedCardId(nsid, false) : undefined;
  const planet = law === undefined ? cardId(nsid, "card.planet") : undefined;
  const relic = cardId(nsid, "card.relic");
  const paradigm = cardId(nsid, "card.tf-paradigm");
  const held = relic !== undefined && MOVEMENT_RELICS.indexOf(relic) >= 0 ? relic : paradigm !== undefined ? twilightsFallParadigmId(paradigm) : undefined;
  if (law === undefined && ownedFaceUp === undefined && ownedFaceDown === undefined && planet === undefined && held === undefined) return NOTHING;
  return { kind: "card", law, ownedFaceUp, ownedFaceDown, planet, held };
}

/**
 * A played card: "card.action:base/lost-star-chart" (TI4-TTPG: "lost_star_chart"), and TI4-TTPG-TS's
 * "card.leader.agent:pok/emissary-taivra", which it reads only toggled active (UnitModifierActiveIdle).
 * Twilight's Fall's as TI4-TTPG-TS names them: its action cards ("card.tf-action:twilights-fall/entangle")
 * face up, its genomes toggled active as the agents they were ("card.tf-genome:twilights-fall/
 * enigmatic-genome", the card TI4-TTPG-TS gives an active/idle toggle). Other action cards and leaders are
 * nothing.
 */
function playedCardOf(nsid: string): PlayedCard | undefined {
  const parsed = parseNsid(nsid);
  if (parsed === undefined) return undefined;
  const toggled = parsed.type === "card.leader.agent" || parsed.type === "card.tf-genome";
  let id: string | undefined;
  if (parsed.type === "card.action" || toggled) id = canonicalId(parsed.name);
  else if (parsed.type === "card.tf-action") id = twilightsFallActionId(canonicalId(parsed.name));
  const card = id === undefined ? undefined : playedCard(id);
  return card !== undefined && card.toggled === toggled ? card : undefined;
}

/**
 * The piece an object is, with its owner named by `playerOf(slot)`, or
 * undefined for anything ti4-reach does not read.
 */
export function pieceOf(o: PieceFacts, playerOf: (this: void, slot: number) => string | undefined): TablePiece | undefined {
  return pieceFrom(meaningOf(o.nsid), o.slot, o.faceDown, playerOf);
}

/** The piece an object of this meaning is, owned by `slot` and lying face down or not. */
export function pieceFrom(meaning: NsidMeaning, slot: number, faceDown: boolean, playerOf: (this: void, slot: number) => string | undefined): TablePiece | undefined {
  switch (meaning.kind) {
    case "tile":
      return { kind: "tile", tile: meaning.tile, faceDown };
    case "unit": {
      const player = slot >= 0 ? playerOf(slot) : undefined;
      if (player !== undefined) return { kind: "unit", unit: meaning.unit, player, count: meaning.count };
      // Without an owner: cardboard goes to the nearest owned unit in its system, plastic is a table mistake.
      return meaning.cardboard ? { kind: "unit", unit: meaning.unit, count: meaning.count } : { kind: "unit", unit: meaning.unit, count: meaning.count, plastic: true };
    }
    case "command-token": {
      // Owned by its slot, whatever faction it names (Twilight's Fall's go by colour and name none).
      const player = slot >= 0 ? playerOf(slot) : undefined;
      return player === undefined ? undefined : { kind: "command-token", player };
    }
    case "control-token": {
      const player = slot >= 0 ? playerOf(slot) : undefined;
      return player === undefined ? undefined : { kind: "control-token", player };
    }
    case "system-token":
      return { kind: "system-token", token: meaning.token, faceDown };
    default:
      return undefined;
  }
}

/** The id a technology or agenda card names ("card.technology.blue:base/gravity_drive" -> "gravity-drive"). */
export function cardId(nsid: string, typePrefix: string): string | undefined {
  const parsed = parseNsid(nsid);
  if (parsed === undefined || !startsWith(parsed.type, typePrefix)) return undefined;
  // Omega versions ("magmus-reactor.omega") work as the originals for movement.
  const name = canonicalId(parsed.name);
  const dot = name.indexOf(".");
  return dot < 0 ? name : name.substring(0, dot);
}

/**
 * Thunder's Edge breakthroughs whose face-down side is a unit: TI4-TTPG-TS
 * gives the Corsair and the Eidolon Maximus "onlyIfFaceDown" on
 * "card.breakthrough:thunders-edge/the-tables-grace" and ".../absolute-synergy"
 * (src/lib/unit-lib/data/unit-attrs.data.ts, "thunders-edge").
 */
const UNIT_SIDE_BREAKTHROUGHS: readonly string[] = ["the-tables-grace", "absolute-synergy"];

export function unitSideBreakthrough(id: string): boolean {
  return UNIT_SIDE_BREAKTHROUGHS.indexOf(id) >= 0;
}

/**
 * What a card in a player's area gives them: a technology (Thunder's Edge
 * unit upgrades too, "card.technology.unit-upgrade:thunders-edge/linkship-2" ->
 * "linkship-ii") or a breakthrough ("card.breakthrough:thunders-edge/
 * resonance-generator"), read as technologies are; the two with a unit side
 * count only face down (that side up).
 */
export function ownedCardId(nsid: string, faceUp: boolean): string | undefined {
  const technology = cardId(nsid, "card.technology");
  if (technology !== undefined) return mattersOnTable(nsid, technology) ? technology : undefined;
  const ability = cardId(nsid, "card.tf-ability");
  if (ability !== undefined) return twilightsFallAbilityId(ability); // Twilight's Fall deals abilities as cards
  const upgrade = cardId(nsid, "card.tf-unit-upgrade");
  if (upgrade !== undefined) return twilightsFallUpgradeId(upgrade);
  const breakthrough = cardId(nsid, "card.breakthrough");
  if (breakthrough === undefined || !mattersOnTable(nsid, breakthrough)) return undefined;
  return unitSideBreakthrough(breakthrough) && faceUp ? undefined : breakthrough;
}

/** Whether an object belongs to Twilight's Fall (TI4-TTPG-TS's source "twilights-fall"): the table is that mode's. */
export function isTwilightsFallObject(nsid: string): boolean {
  return nsid.indexOf(":twilights-fall/") >= 0;
}

/** The official game's card sources: base, Prophecy of Kings, the Codices, Thunder's Edge. */
function isOfficialSource(source: string): boolean {
  return source === "base" || source === "pok" || source === "thunders-edge" || startsWith(source, "codex");
}

/**
 * Whether a technology or breakthrough card is worth reading: an official card
 * the core does not know does not change movement (no diagnostic for it on a
 * real table); a homebrew card is read, so that its rule can see it and an
 * unknown id is still named.
 */
function mattersOnTable(nsid: string, id: string): boolean {
  const parsed = parseNsid(nsid);
  if (parsed === undefined || !isOfficialSource(parsed.source)) return true;
  return KNOWN_TECHNOLOGIES.indexOf(canonicalId(id)) >= 0;
}

/** A law ("card.agenda:...") or Thunder's Edge galactic event ("card.event:thunders-edge/cosmic-phenomenae"). */
export function lawOrEventId(nsid: string): string | undefined {
  return cardId(nsid, "card.agenda") ?? cardId(nsid, "card.event");
}
