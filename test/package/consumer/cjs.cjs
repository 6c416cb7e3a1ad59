// A CommonJS consumer: the demo's report through `require`.
const { readFileSync } = require("fs");
const { reportActivation, reportLines } = require("ti4-reach");

const state = JSON.parse(readFileSync(process.argv[2], "utf8"));
const result = reportActivation(state);
process.stdout.write(JSON.stringify(result.ok ? reportLines(result.report) : result.problem));
