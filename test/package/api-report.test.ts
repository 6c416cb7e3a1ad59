/**
 * The package's public surface is deliberate: API Extractor compares it with
 * the committed reports in docs/api/ on every build (`npm run build:lib`, run
 * by `npm test`), so it changes only with `npm run api`. Here: that check does
 * fail on an unplanned export, every exported name carries a TSDoc comment,
 * and the core's internals stay out.
 */
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { execFileSync } from "child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";

const ROOT = join(__dirname, "..", "..");
const ENTRIES = [
  { config: "core.json", report: "ti4-reach", types: "core" },
  { config: "ttpg.json", report: "ti4-reach-ttpg", types: "ttpg" },
];

interface ApiItem {
  readonly kind: string;
  readonly name?: string;
  readonly docComment?: string;
  readonly members?: readonly ApiItem[];
}

/** The exported names of an entry with their doc comments, from API Extractor's doc model. */
function exportedNames(report: string): ApiItem[] {
  const model = JSON.parse(readFileSync(join(ROOT, "dist", "api-temp", `${report}.api.json`), "utf8")) as ApiItem;
  return model.members!.flatMap((entry) => entry.members ?? []);
}

describe("the public API", () => {
  test.each(ENTRIES)("every name $report exports has a TSDoc comment", ({ report }) => {
    const names = exportedNames(report);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((item) => (item.docComment ?? "").trim() === "").map((item) => item.name)).toEqual([]);
  });

  test("the core's internals stay inside: no search state, queue or id canonicalising", () => {
    const names = exportedNames("ti4-reach").map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(["reportActivation", "moveRange", "threats", "createTileRegistry", "createUnitCatalogue", "buildGalaxy", "createAdjacency", "TableState", "ActivationReport", "CustomRule"]));
    for (const internal of ["canonicalId", "createPriorityQueue", "reachShips", "forwardSearch", "startsWith", "errorMessage", "sortedKeys"]) expect(names).not.toContain(internal);
  });

  test("npm run docs: TypeDoc reads both entries, every link in the comments resolves (warnings are errors)", () => {
    expect(() => execFileSync("node", [join(ROOT, "node_modules", "typedoc", "bin", "typedoc"), "--emit", "none"], { cwd: ROOT, stdio: "pipe" })).not.toThrow();
  }, 120_000);

  test("an export nobody planned fails the check against the committed report", () => {
    const work = mkdtempSync(join(tmpdir(), "ti4-reach-api-"));
    try {
      cpSync(join(ROOT, "dist", "lib-types"), join(work, "types"), { recursive: true });
      appendFileSync(join(work, "types", "core", "index.d.ts"), "\n/** Added by mistake. */\nexport declare const unplanned: number;\n");
      const file = join(ROOT, "scripts", "api", "core.json");
      const configObject = ExtractorConfig.loadFile(file);
      configObject.mainEntryPointFilePath = join(work, "types", "core", "index.d.ts");
      configObject.apiReport = { ...configObject.apiReport!, reportTempFolder: join(work, "report") };
      configObject.dtsRollup = { enabled: false };
      configObject.docModel = { enabled: false };
      const config = ExtractorConfig.prepare({ configObject, configObjectFullPath: file, packageJsonFullPath: join(ROOT, "package.json") });
      const result = Extractor.invoke(config, { localBuild: false, messageCallback: (m) => void (m.handled = true) });
      expect(result.apiReportChanged).toBe(true);
      expect(result.succeeded).toBe(false);
      expect(readFileSync(join(work, "report", "ti4-reach.api.md"), "utf8")).toContain("unplanned");
      // The committed report is untouched.
      expect(readFileSync(join(ROOT, "docs", "api", "ti4-reach.api.md"), "utf8")).not.toContain("unplanned");
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
