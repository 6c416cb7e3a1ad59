/** Jest: TypeScript through SWC (types are checked by `npm run typecheck`). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["@swc/jest"] },
  moduleFileExtensions: ["ts", "js", "json"],
  // Tabletop Playground's API is provided by the game; ttpg-mock stands in for it in tests.
  moduleNameMapper: { "^@tabletop-playground/api$": "ttpg-mock" },
};
