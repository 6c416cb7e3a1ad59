/** "Did you mean": the known id nearest a misspelt one ("dreadnaught" -> "dreadnought"), when one is near enough. */

/** Edits (insert, delete, change one letter) between two ids. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(change, previous[j]! + 1, row[j - 1]! + 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The one known id nearest `id` (a quarter of its letters wrong at most, and no tie), or undefined. */
export function closestId(id: string, known: Iterable<string>): string | undefined {
  const most = Math.max(1, Math.floor(id.length / 4));
  let best: string | undefined;
  let bestDistance = most + 1;
  let tie = false;
  for (const candidate of known) {
    const d = distance(id, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && candidate !== best) tie = true;
  }
  return tie ? undefined : best;
}
