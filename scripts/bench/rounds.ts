/**
 * The bench in rounds: every task runs in turn, round after round, so a spell
 * of the machine running slow touches a few rounds of every figure rather
 * than all of one figure; each figure is then the median over the rounds.
 */
import { Bench } from "tinybench";

export const ROUNDS = 5;
/** How long each task runs per round. */
const ROUND_MS = 300;

type Latency = { readonly latency: { readonly p50: number } };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Per round, each task's median time in ms; `afterRound` runs after each round (figures timed elsewhere, spread over the rounds alike). */
export async function runRounds(tasks: readonly (readonly [string, () => unknown])[], afterRound?: () => void): Promise<Map<string, number>[]> {
  const out: Map<string, number>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // At least 16 calls per task and round (tinybench's 64 would hold the 20 ms galaxy build for over a second).
    const bench = new Bench({ time: ROUND_MS, iterations: 16, warmupTime: round === 0 ? 300 : 50, warmupIterations: 4 });
    for (const [name, task] of tasks) bench.add(name, task);
    await bench.run();
    out.push(new Map(bench.tasks.map((t) => [t.name, (t.result as unknown as Latency).latency.p50])));
    afterRound?.();
  }
  return out;
}

/** A figure's median over the rounds. */
export function medianOver(rounds: readonly Map<string, number>[], name: string): number {
  return median(rounds.map((r) => r.get(name)!));
}

/** The median over the rounds of one figure over another, taken in each round (both met the machine alike). */
export function ratioOver(rounds: readonly Map<string, number>[], name: string, over: (round: Map<string, number>) => number): number {
  return median(rounds.map((r) => r.get(name)! / over(r)));
}
