import { lowerBound } from './lower-bound.js';

/**
 * Sorts `items` in place by a number — highest first when `descending`, else lowest first — and
 * items of equal numbers by `tie`, keeping their order where `tie` says 0: the very order of
 * `items.sort((a, b) => (key(b) - key(a)) || tie(a, b))` (or key(a) - key(b)), numbers that are
 * not NaN. The numbers are sorted natively, in a typed array, and only runs of equal numbers go
 * through `tie`: a comparator called for each of the million comparisons of 60,000 ranked figures
 * was most of what a ranking cost at 100,000 processors, and the ladders, sockets and upgrades
 * sort that many at start-up.
 *
 * Each item is counted into the run of its number, found by a binary search of the distinct
 * numbers, and placed at the run's next free slot, so a run keeps the items' order (the library's
 * orders are made the same way, src/catalogue/library-index.ts). A map from each number to a list
 * of its items made a list and a map entry per distinct number: about one per item for a ranking's
 * scores, which the warm-up sorts a few hundred thousand of at fake:100000.
 */
export function sortByNumber<T>(items: T[], key: (item: T) => number, descending: boolean, tie: (a: T, b: T) => number): void {
  const count = items.length;
  if (count < 2) return;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) values[i] = key(items[i]!);
  // The distinct numbers, ascending (-0 and 0 are one number here, as `===` says).
  const sorted = values.slice().sort();
  let distinctCount = 0;
  for (let i = 0; i < count; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinctCount++] = sorted[i]!;
  const distinct = sorted.subarray(0, distinctCount);
  // Each item's run in the order asked, and where each run starts (counted, then summed).
  const runOf = new Int32Array(count);
  const next = new Int32Array(distinctCount + 1);
  for (let i = 0; i < count; i++) {
    const ascending = lowerBound(distinct, values[i]!);
    const run = descending ? distinctCount - 1 - ascending : ascending;
    runOf[i] = run;
    next[run + 1]!++;
  }
  for (let run = 0; run < distinctCount; run++) next[run + 1]! += next[run]!;
  const given = items.slice();
  for (let i = 0; i < count; i++) items[next[runOf[i]!]!++] = given[i]!;
  // (Each run's start has been moved to its end by the placing above.) Runs of more than one item
  // in order by `tie`: a stable sort, so ties keep the items' order.
  for (let run = 0, start = 0; run < distinctCount; run++) {
    const end = next[run]!;
    if (end - start > 1) {
      const ordered = items.slice(start, end).sort(tie);
      for (let j = 0; j < ordered.length; j++) items[start + j] = ordered[j]!;
    }
    start = end;
  }
}
