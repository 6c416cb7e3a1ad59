/** How the TI4 TTS mod names things: factions' token names, unit types, colours, tokens. */

/** The mod's faction token names (as in "<token name> Command Token") and ti4-reach's faction ids. */
export const FACTION_TOKEN_NAMES: { readonly [tokenName: string]: string } = {
  Arborec: "arborec",
  "Barony of Letnev": "letnev",
  "Clan of Saar": "saar",
  "Embers of Muaat": "muaat",
  "Emirates of Hacan": "hacan",
  "Federation of Sol": "sol",
  "Ghosts of Creuss": "creuss",
  "L1Z1X Mindnet": "l1z1x",
  "Mentak Coalition": "mentak",
  "Naalu Collective": "naalu",
  "Nekro Virus": "nekro",
  "Sardakk N'orr": "norr",
  "Universities of Jol-Nar": "jolnar",
  Winnu: "winnu",
  "Xxcha Kingdom": "xxcha",
  "Yin Brotherhood": "yin",
  "Yssaril Tribes": "yssaril",
  Nomad: "nomad",
  "Vuil'raith Cabal": "vuilraith",
  "Argent Flight": "argent",
  "Titans of Ul": "ul",
  Empyrean: "empyrean",
  "Mahact Gene-Sorcerers": "mahact",
  "Naaz-Rokha Alliance": "naazrokha",
  "Keleres ~ Argent": "keleres-argent",
  "Keleres ~ Mentak": "keleres-mentak",
  "Keleres ~ Xxcha": "keleres-xxcha",
  // Thunder's Edge: no TI4 TTS mod has it yet; the printed faction names, as the mod names the others.
  "Last Bastion": "bastion",
  "Ral Nel Consortium": "ralnel",
  "Crimson Rebellion": "crimson",
  "Deepwrought Scholarate": "deepwrought",
  Firmament: "firmament",
  Obsidian: "obsidian",
};

/** Plastic unit types as in "<Color> <Type>". */
export const UNIT_TYPES: { readonly [type: string]: string } = {
  Carrier: "carrier",
  Cruiser: "cruiser",
  Destroyer: "destroyer",
  Dreadnought: "dreadnought",
  Fighter: "fighter",
  Flagship: "flagship",
  Infantry: "infantry",
  Mech: "mech",
  PDS: "pds",
  "Space Dock": "space-dock",
  "War Sun": "war-sun",
};

/** TTS player colours. */
export const COLORS: readonly string[] = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink", "Grey", "Black"];

/** Cardboard fighter and infantry tokens and their counts. */
export const UNIT_TOKENS: { readonly [name: string]: { readonly unit: string; readonly count: number } } = {
  "x1 Fighter Token": { unit: "fighter", count: 1 },
  "x3 Fighter Token": { unit: "fighter", count: 3 },
  "x1 Infantry Token": { unit: "infantry", count: 1 },
  "x3 Infantry Token": { unit: "infantry", count: 3 },
};

/** Counters holding a number of fighters or infantry (in the script variable _unitCount). */
export const UNIT_COUNTERS: { readonly [name: string]: string } = {
  "Fighter Counter": "fighter",
  "Infantry Counter": "infantry",
};

/** Tokens lying in systems, and ti4-reach's token ids. */
export const SYSTEM_TOKENS: { readonly [name: string]: string } = {
  "Alpha Wormhole Token": "wormhole-alpha",
  "Beta Wormhole Token": "wormhole-beta",
  "Gamma Wormhole Token": "wormhole-gamma",
  "Ion Storm Token": "ion-storm",
  "Tear Token (Cabal)": "dimensional-tear",
  "Tear Token (Nekro)": "dimensional-tear",
  "Mirage Token": "mirage", // TI4-TTS TI4/Helpers/TI4_ExploreHelper.ttslua: adds the planet Mirage to its system
  // Thunder's Edge: no TI4 TTS mod has it yet; these are the names ti4-reach reads.
  "Ingress Token": "ingress",
  "Breach Token": "breach", // face up: active
  "Sever Token": "sever",
  "Avernus Token": "avernus",
  "Thunder's Edge Token": "thunders-edge",
  "Void Tether Token": "void-tether", // on a border: the Empyrean's Void Tether
};

export const COMMAND_TOKEN_SUFFIX = " Command Token";

/** Control tokens: "<token name> Owner Token" (TI4-TTS TI4_FactionHelper.ttslua tintTokens, TI4_GameDataHelper.ttslua). */
export const OWNER_TOKEN_SUFFIX = " Owner Token";
export const COMMAND_SHEET_PREFIX = "Command Sheet (";
