import { tableMap } from "./own";
import { remembered } from "./remembered";

/** Ids are lower-case and hyphenated; tables also write them with underscores or capitals. */
export function normalizeId(id: string): string {
  if (isNormal(id)) return id;
  let out = "";
  for (let i = 0; i < id.length; i++) {
    const c = id.charAt(i);
    out += c === "_" || c === " " ? "-" : c.toLowerCase();
  }
  return out;
}

/** Already lower-case and hyphenated: nothing to rewrite. */
function isNormal(id: string): boolean {
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    if ((code >= 65 && code <= 90) || code === 95 || code === 32) return false; // A-Z, "_", " "
  }
  return true;
}

/** Other spellings the TI4 mods use for the same thing. */
const ALIASES: ReadonlyMap<string, string> = tableMap<string>({
  superdreadnought: "super-dreadnought",
  heltitan: "hel-titan",
  "war-sun-ii": "war-sun",
  "lightwave-deflector": "light-wave-deflector",
  "spacial-conduit-cylinder": "spatial-conduit-cylinder",
  // Factions as players call them (the tables name them "jolnar", "norr", "ul", "vuilraith", "naazrokha").
  "jol-nar": "jolnar",
  "universities-of-jol-nar": "jolnar",
  sardakk: "norr",
  "sardakk-norr": "norr",
  "sardakk-n'orr": "norr",
  titans: "ul",
  "titans-of-ul": "ul",
  cabal: "vuilraith",
  "vuil'raith": "vuilraith",
  "vuil'raith-cabal": "vuilraith",
  "naaz-rokha": "naazrokha",
  "naaz-rokha-alliance": "naazrokha",
  // Thunder's Edge factions: TI4-TTPG-TS names the Crimson Rebellion "rebellion"
  // ("faction:thunders-edge/rebellion", src/lib/unit-lib/data/unit-modifiers/thunders-edge/quietus.test.ts);
  // the others it names as ti4-reach does (bastion, ralnel, deepwrought, firmament, obsidian).
  rebellion: "crimson",
  "crimson-rebellion": "crimson",
  "last-bastion": "bastion",
  "ral-nel": "ralnel",
  "ral-nel-consortium": "ralnel",
  "deepwrought-scholarate": "deepwrought",
  // Twilight's Fall genomes that are Prophecy of Kings agents renamed (AsyncTI4 keeps the agents' ids).
  "enigmatic-genome": "emissary-taivra",
  ghostagent: "emissary-taivra",
  "captains-genome": "captain-mendosa",
  "captain's-genome": "captain-mendosa",
  saaragent: "captain-mendosa",
  // Twilight's Fall's Command action card: AsyncTI4 numbers its two copies.
  "tf-command1": "tf-command",
  "tf-command2": "tf-command",
  // Twilight's Fall abilities (AsyncTI4's ids) whose rule is the Prophecy of Kings card's of that name.
  "tf-voidborn": "voidborn",
  "tf-quantumentanglement": "quantum-entanglement",
  "tf-quantum-entanglement": "quantum-entanglement",
  "tf-armada": "armada",
  "tf-ahl": "aerie-hololattice",
  "tf-as": "aetherstream",
  "tf-scc": "spatial-conduit-cylinder",
  // Thunder's Edge units and cards as TI4-TTPG-TS spells them (unit-attrs.data.ts "thunders-edge").
  // Twilight's Fall kings and their flagships, AsyncTI4's ids (TI4-TTPG-TS: tf-<colour>, the flagships' own names).
  purpletf: "tf-purple",
  bluetf: "tf-blue",
  blacktf: "tf-black",
  redtf: "tf-red",
  greentf: "tf-green",
  orangetf: "tf-orange",
  pinktf: "tf-pink",
  yellowtf: "tf-yellow",
  "purpletf-flagship": "enigma",
  "bluetf-flagship": "tizona",
  "blacktf-flagship": "a-strangled-whisper",
  "redtf-flagship": "the-scarlet-knife",
  "greentf-flagship": "nightbloom",
  "orangetf-flagship": "airo-shir-rex",
  "pinktf-flagship": "the-faces-of-janovet",
  "the-face-of-janovet": "the-faces-of-janovet",
  "yellowtf-flagship": "scintillia",
  // Twilight's Fall paradigms and genomes by AsyncTI4's leader ids (the base heroes and agents they rename).
  solhero: "twilight-directive",
  nomadhero: "time-warp",
  letnevhero: "void-transference",
  naaluagent: "limit-genome",
  "eidolon-maximus": "eidolon-maximum",
  "4x41c-helios-v1": "helios",
  "4x41c-helios-v2": "helios-v2",
  "alraith-ix-ianovar": "al-raith-ix-ianovar",
  "al'raith-ix-ianovar": "al-raith-ix-ianovar", // card names as printed (TTS reads names)
  "the-table's-grace": "the-tables-grace",
  "wild,-wild-galaxy": "wild-wild-galaxy",
  // Thunder's Edge planets (tile 110) as printed and as AsyncTI4 once spelled them.
  "el'nath": "elnath",
  "el-nath": "elnath",
  "luthien-iv": "luthien-vi",
  luthieniv: "luthien-vi",
});

/**
 * The canonical form of an id: normalised, unit upgrades ending "-ii"
 * ("carrier_2" and "carrier-2" become "carrier-ii"), known aliases resolved.
 */
export function canonicalId(id: string): string {
  return rememberedForm(id); // every report reads the same few ids again, each a walk over its characters
}

function canonicalForm(id: string): string {
  let out = normalizeId(id);
  if (out.length > 2 && out.substring(out.length - 2) === "-2") out = `${out.substring(0, out.length - 2)}-ii`;
  const aliasOfWhole = ALIASES.get(out);
  if (aliasOfWhole !== undefined) return aliasOfWhole;
  if (out.length > 3 && out.substring(out.length - 3) === "-ii") {
    const stem = ALIASES.get(out.substring(0, out.length - 3));
    if (stem !== undefined) return `${stem}-ii`;
  }
  return out;
}

const rememberedForm = remembered(canonicalForm);

/** The canonical forms of a list of ids (a list may be absent). */
export function canonicalList(list: readonly string[] | undefined): string[] {
  const out: string[] = [];
  if (list !== undefined) for (const id of list) out.push(canonicalId(id));
  return out;
}

/** Faction family: the three Council Keleres variants share units. */
export function factionFamily(faction: string | undefined): string | undefined {
  return faction === undefined ? undefined : familyOf(faction); // asked for every seat and stack of every report
}

const familyOf = remembered((faction) => {
  const id = canonicalId(faction);
  return id.substring(0, 7) === "keleres" ? "keleres" : id;
});
