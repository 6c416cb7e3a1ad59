/**
 * A Thunder's Edge table for six players: the new tiles 92-118 around the new
 * Mecatol Rex (112), the Fracture at ring 4 where TI4-TTPG-TS puts it
 * (OnStartThundersEdge._placeFracture: positions 58, 59, 60, 37, 38, 39, 40 hold
 * 905, 906, 900, 901, 902, 903, 904, side B, rotation 0), Ahk Creuxx (118) off
 * the map, ingress tokens on 93 (a home system at ring 3) and Mecatol Rex, breaches on 116 and 44 (active)
 * and 42 (inactive).
 *
 * Ring 3 touches the Fracture: 92 (position 19) lies against 900, 901 and 902.
 */
import type { TableState } from "../../src/core/all";

const RING_1 = "97 98 99 100 101 102";
const RING_2 = "103 104 105 106 107 108 109 110 111 113 114 115";
const RING_3 = "92 116 117 93 26 25 94 39 40 95 41 42 96a 43 44 1 45 46";
/** Ring 4 as TI4-TTPG-TS loads the Fracture for up to six players. */
const RING_4 = `901B0 902B0 903B0 904B0 ${Array.from({ length: 17 }, () => "-1").join(" ")} 905B0 906B0 900B0`;

export const TE_MAP_STRING = `{112} ${RING_1} ${RING_2} ${RING_3} ${RING_4}`;

export function thundersEdgeTable(extra: Partial<TableState> = {}): TableState {
  return {
    map: TE_MAP_STRING,
    systems: [{ tile: 118, hex: [9, -2] }],
    tokens: [
      { token: "ingress", system: 93 },
      { token: "ingress", system: 112 },
      { token: "breach", system: 116 },
      { token: "breach", system: 44 },
      { token: "breach", system: 42, faceDown: true },
    ],
    ...extra,
  };
}
