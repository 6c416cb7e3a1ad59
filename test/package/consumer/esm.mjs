// An ES module consumer: the demo's report through `import`.
import { readFileSync } from "fs";
import { reportActivation, reportLines } from "ti4-reach";

const state = JSON.parse(readFileSync(process.argv[2], "utf8"));
const result = reportActivation(state);
process.stdout.write(JSON.stringify(result.ok ? reportLines(result.report) : result.problem));
