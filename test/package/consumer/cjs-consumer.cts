// The same types from a CommonJS TypeScript file (node16 resolves the "require" condition).
import { reportActivation } from "ti4-reach";
import type { ReportResult } from "ti4-reach";
import { startTi4Reach } from "ti4-reach/ttpg";

export const answer: ReportResult = reportActivation({ map: "26 19", active: { player: "red", system: 26 } });
export const start: () => unknown = startTi4Reach;
