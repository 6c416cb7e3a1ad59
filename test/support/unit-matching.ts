/**
 * The test oracle for transport: the largest matching of single cargo units to
 * single ship seats, by augmenting paths (Kuhn), independent of the core's
 * maximum flow. `fits(seat, unit)` says whether that seat may take that unit.
 */
export function largestMatching(seatCount: number, unitCount: number, fits: (seat: number, unit: number) => boolean): number {
  const owner: number[] = [];
  for (let u = 0; u < unitCount; u++) owner.push(-1);
  const tryUnit = (seat: number, seen: boolean[]): boolean => {
    for (let u = 0; u < unitCount; u++) {
      if (seen[u] || !fits(seat, u)) continue;
      seen[u] = true;
      if (owner[u] === -1 || tryUnit(owner[u]!, seen)) {
        owner[u] = seat;
        return true;
      }
    }
    return false;
  };
  let n = 0;
  for (let s = 0; s < seatCount; s++) if (tryUnit(s, [])) n++;
  return n;
}
