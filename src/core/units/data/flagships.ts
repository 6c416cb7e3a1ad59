/** Every faction's flagship (base game, Prophecy of Kings, Codex III Keleres, Thunder's Edge): move 1, capacity 3 unless printed otherwise. */
import type { UnitType } from "../unit-types";

export function flagship(faction: string, id: string, name: string, move: number, capacity: number, extra: Partial<UnitType> = {}): UnitType {
  return { id, name, kind: "ship", faction, replaces: "flagship", stats: { move, capacity }, ...extra };
}

export const FLAGSHIPS: readonly UnitType[] = [
  flagship("arborec", "duha-menaimon", "Duha Menaimon", 1, 5),
  // "This ship's system contains a delta wormhole. During movement, this ship may move before or after your other ships."
  flagship("creuss", "hil-colish", "Hil Colish", 1, 3, { carriesDelta: true }),
  flagship("hacan", "wrath-of-kenara", "Wrath of Kenara", 1, 3),
  flagship("jolnar", "jns-hylarim", "J.N.S. Hylarim", 1, 3),
  flagship("l1z1x", "001", "[0.0.1]", 1, 5),
  flagship("letnev", "arc-secundus", "Arc Secundus", 1, 3),
  flagship("mentak", "fourth-moon", "Fourth Moon", 1, 3),
  flagship("muaat", "the-inferno", "The Inferno", 1, 3),
  flagship("naalu", "matriarch", "Matriarch", 1, 6),
  flagship("nekro", "the-alastor", "The Alastor", 1, 3),
  flagship("norr", "cmorran-norr", "C'morran N'orr", 1, 3),
  flagship("saar", "son-of-ragh", "Son of Ragh", 1, 3),
  flagship("sol", "genesis", "Genesis", 1, 12),
  flagship("winnu", "salai-sai-corian", "Salai Sai Corian", 1, 3),
  // "SPACE CANNON 5 (x3). You may use this unit's SPACE CANNON against ships that are in adjacent systems."
  flagship("xxcha", "loncara-ssodu", "Loncara Ssodu", 1, 3, { spaceCannon: { dice: 3, hitOn: 5, adjacent: true } }),
  flagship("yin", "van-hauge", "Van Hauge", 1, 3),
  // "This ship can move through systems that contain other players' ships."
  flagship("yssaril", "ysia-yssrila", "Y'sia Y'ssrila", 2, 3, { passesShips: true }),
  flagship("argent", "quetzecoatl", "Quetzecoatl", 1, 3),
  flagship("empyrean", "dynamo", "Dynamo", 1, 3),
  flagship("mahact", "arvicon-rex", "Arvicon Rex", 1, 3),
  flagship("naazrokha", "visz-el-vir", "Visz El Vir", 1, 4),
  flagship("nomad", "memoria", "Memoria", 1, 3, { upgrade: { technology: "memoria-ii", stats: { move: 2, capacity: 6 } } }),
  flagship("ul", "ouranos", "Ouranos", 1, 3),
  flagship("vuilraith", "the-terror-between", "The Terror Between", 1, 3),
  flagship("keleres", "artemiris", "Artemiris", 1, 6),
  // Thunder's Edge (move and capacity as printed; TI4-TTPG-TS unit-attrs.data.ts gives none).
  flagship("bastion", "the-egeiro", "The Egeiro", 1, 3),
  flagship("ralnel", "last-dispatch", "Last Dispatch", 2, 4),
  flagship("crimson", "quietus", "Quietus", 1, 3),
  // "This ship can move through systems that contain your units, even if other players' units are present;
  // if it would, apply +1 to its move value for each of those systems."
  flagship("deepwrought", "dws-luminous", "D.W.S. Luminous", 1, 6, { passesOwnSystems: true }),
  // +1 move if the active system contains units of a player who has a control marker on one of your plots.
  flagship("firmament", "heavens-eye", "Heaven's Eye", 1, 3, { plotBonus: true }),
  flagship("obsidian", "heavens-hollow", "Heaven's Hollow", 1, 3),
];
