/**
 * Sorts `items` in place by a number — highest first when `descending`, else lowest first — and
 * items of equal numbers by `tie`, keeping their order where `tie` says 0: the very order of
 * `items.sort((a, b) => (key(b) - key(a)) || tie(a, b))` (or key(a) - key(b)), numbers that are
 * not NaN. The numbers are sorted natively, in a typed array, and only runs of equal numbers go
 * through `tie`: a comparator called for each of the million comparisons of 60,000 ranked figures
 * was most of what a ranking cost at 100,000 processors, and the ladders, sockets and upgrades
 * sort that many at start-up.
 */
export function sortByNumber<T>(items: T[], key: (item: T) => number, descending: boolean, tie: (a: T, b: T) => number): void {
  const count = items.length;
  if (count < 2) return;
  const keys = new Float64Array(count);
  // Equal numbers in one run each, in the items' order (a Map holds -0 and 0 as one key).
  const runs = new Map<number, T[]>();
  for (let i = 0; i < count; i++) {
    const value = key(items[i]!);
    keys[i] = value;
    const run = runs.get(value);
    if (run) run.push(items[i]!);
    else runs.set(value, [items[i]!]);
  }
  keys.sort();
  if (descending) keys.reverse();
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0 && keys[i] === keys[i - 1]) continue;
    const run = runs.get(keys[i]!)!;
    if (run.length > 1) run.sort(tie);
    for (const item of run) items[at++] = item;
  }
}
