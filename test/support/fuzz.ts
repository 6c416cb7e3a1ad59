/**
 * Seeded, bounded fuzzing shared by every fault-injection and fuzz test.
 * `npm test` runs each at its base count; `npm run fuzz` sets TI4_REACH_FUZZ_SCALE=100
 * and runs only the fuzz suites (files named *.fuzz.test.ts) at 100x the count.
 */

/**
 * The environment as it is when this module loads: ttpg-mock replaces the global `process` with
 * TTPG's own when it loads, so suites that use it import this module first.
 */
const ENV: { readonly [name: string]: string | undefined } = { ...((globalThis as { process?: { env?: { [name: string]: string | undefined } } }).process?.env ?? {}) };

/** How many times the base count this run uses (1 unless `npm run fuzz`). */
export function fuzzScale(): number {
  const raw = ENV.TI4_REACH_FUZZ_SCALE;
  const scale = raw === undefined ? 1 : Number(raw);
  return Number.isFinite(scale) && scale >= 1 ? Math.floor(scale) : 1;
}

/** The number of runs for a fuzz property: its base count times the scale. */
export function fuzzRuns(base: number): number {
  return base * fuzzScale();
}

/** One fixed seed per suite, so a failure replays; override with TI4_REACH_FUZZ_SEED. */
export function fuzzSeed(fallback: number): number {
  const raw = ENV.TI4_REACH_FUZZ_SEED;
  const seed = raw === undefined ? fallback : Number(raw);
  return Number.isFinite(seed) ? Math.floor(seed) : fallback;
}

/** fast-check parameters for a fuzz property: seeded and scaled. */
export function fuzzParams(base: number, seed: number): { numRuns: number; seed: number } {
  return { numRuns: fuzzRuns(base), seed: fuzzSeed(seed) };
}

/** Jest time-out for a fuzz suite: generous under `npm run fuzz`, tight otherwise. */
export function fuzzTimeout(baseMs: number): number {
  return baseMs * fuzzScale();
}
