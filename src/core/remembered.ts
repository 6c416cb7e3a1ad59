/**
 * A function of a text whose answers are remembered: tables and reports ask
 * the same few texts again and again (ids, NSIDs). Bounded, so a table full of
 * odd names cannot grow it without end.
 */
const LIMIT = 4096;

export function remembered<T>(compute: (this: void, text: string) => T): (this: void, text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const found = known.get(text);
    if (found !== undefined) return found;
    const answer = compute(text);
    if (known.size >= LIMIT) known.clear();
    known.set(text, answer);
    return answer;
  };
}
