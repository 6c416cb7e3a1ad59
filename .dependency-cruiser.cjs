/**
 * The layering of ti4-reach, checked in `npm test` (README, "Layout").
 * Data flows one way: the tables, the command line and the web page call down
 * into the core; the core calls nothing above it, and within the core each
 * floor imports only its own floor and the floors below.
 */
// The core's floors, top to bottom.
const FLOORS = [
  ["present"],
  ["range"],
  ["report"],
  ["transport", "capacity"],
  ["movement"],
  ["rules"],
  ["galaxy", "table"],
  ["map", "state"],
  ["tiles", "units"],
  ["hex", "[a-z-]+\\.ts$"],
];
const floorPath = (dirs) => `^src/core/(${dirs.join("|")})`;

const floorRules = FLOORS.slice(1).map((dirs, i) => ({
  name: `core-floor-${dirs[0]}`,
  comment: `The core's ${dirs.join(" and ")} floor imports nothing from the floors above it (${FLOORS.slice(0, i + 1).flat().join(", ")}).`,
  severity: "error",
  from: { path: floorPath(dirs), pathNot: "^src/core/(index|all)\\.ts$" },
  to: { path: floorPath(FLOORS.slice(0, i + 1).flat()) },
}));

/** A folder of src/ that imports, of src/, only itself and the folders `allowed`. */
function importsOnly(dir, allowed, comment) {
  return {
    name: `${dir}-imports-only-${allowed.join("-")}`,
    comment,
    severity: "error",
    from: { path: `^src/${dir}/` },
    to: { path: "^src/", pathNot: `^src/(${[...allowed, dir].join("|")})/` },
  };
}

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import cycles anywhere.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-pure",
      comment: "The core imports no adapter, no package and nothing of Node: it becomes Lua.",
      severity: "error",
      from: { path: "^src/core/" },
      to: { pathNot: "^src/core/" },
    },
    importsOnly("web", ["core", "scenario", "svg"], "The web page imports the core, the scenario module and the SVG picture, nothing of the command line or the tables."),
    importsOnly("cli", ["core", "scenario", "svg"], "The command line imports the core, the scenario module and the SVG picture, nothing of the web page or the tables."),
    importsOnly("scenario", ["core"], "The scenario format sits on the core alone."),
    importsOnly("svg", ["core"], "The SVG picture draws from the core alone."),
    importsOnly("ttpg", ["core"], "The TTPG adapter shares only the core with the rest."),
    importsOnly("tts", ["core"], "The TTS adapter shares only the core with the rest."),
    ...floorRules,
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    exclude: { path: "\\.d\\.ts$" },
  },
};
