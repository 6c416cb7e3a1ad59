/** Jest: TypeScript through SWC (types are checked by `npm run typecheck`). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["@swc/jest"] },
  moduleFileExtensions: ["ts", "js", "json"],
};
