import { RELEVANCE, type FixedSortKey, type LibraryQuery } from '../shared/library-query.js';
import { lowerBound } from './lower-bound.js';
import { launchSortKey, launchYear } from './launch-keys.js';
import { SEGMENTS, VENDORS, type Processor } from '../shared/processor.js';
import { byNaturalKey } from '../record/natural-key.js';
import { nameOrderOf } from './natural-order.js';
import type { SearchIndex } from './search-index.js';
import { spellingKey } from '../record/socket-spelling.js';

/**
 * In-memory indexes that answer a library query at any catalogue size.
 * Every sort order is computed once, so a query walks one presorted array,
 * keeps what its filters accept, and copies out only the requested page.
 * The filtered fields are held as typed-array columns, which a walk over
 * 100,000 rows reads far faster than 100,000 scattered objects. The text
 * filter asks the catalogue's search index (src/catalogue/search-index.ts),
 * so the library lists what the header's suggestions and /search find.
 * The China retail price now (docs/prices.md) sorts and filters like a
 * record's fact; a catalogue without prices answers such a query at once:
 * nothing within a price, and the order of names.
 */
export interface LibraryResult {
  matched: number;
  results: Processor[];
  /**
   * With a year filter: how many processors every other filter accepts but no year can place,
   * as no source gives their launch date. They are not in `matched`; a page says so rather than
   * drop them silently. 0 without a year filter.
   */
  undated: number;
  /**
   * Sorted by launch date: how many of `matched` no source dates. They come last whichever the
   * direction, and a page says so (a new part without a date would otherwise seem missing from
   * "newest first"). 0 for other sorts.
   */
  undatedLast: number;
}

export interface LibraryIndex {
  search(query: LibraryQuery): LibraryResult;
  /** every processor the query's filters accept, in its order: all pages (the filtered exports) */
  matching(query: LibraryQuery): Processor[];
  /** every socket in the catalogue, each once (a part sold in two packages adds both), sorted, for the filter control */
  sockets: string[];
  /**
   * The socket filter a `socket` value asks for, in the catalogue's spelling: "AM5" as it is; an
   * older spelling of a socket the catalogue has ("FM1 uPGA", "WRX8") as that socket; several
   * packages ("FP8, FP7") as the parts sold in all of them, their names in natural order; null
   * where the catalogue has no such socket.
   */
  socketFilter(socket: string): string | null;
}

/**
 * A benchmark's figures as the index reads them: the index is told, as figures are not in the
 * record. `score` sorts by the default benchmark (Blender), as it did when that was the only one;
 * every benchmark also sorts under its own id.
 */
export interface SortableBenchmark {
  id: string;
  /** the figure, or null when the benchmark has none for the processor (at `place` of the index's processors) */
  figureOf(p: Processor, place: number): number | null;
  /** the benchmark `score` sorts by */
  default?: boolean;
}

/** A processor's China retail price now in yuan, or null; the index is told, as prices are not in the record. */
export type YuanNow = (p: Processor) => number | null;

/** A sort's value for a record, told its place in the index's processors (where a benchmark reads its figures). */
type SortValue = (p: Processor, place: number) => number | null;

const sortValues = (scoreOf: SortValue, yuanNow: YuanNow): Record<Exclude<FixedSortKey, 'name'>, SortValue> => ({
  // a quarter sorts with its first day, as a month does ("2024-Q3" with "2024-07")
  launched: (p) => launchSortKey(p.launched),
  cores: (p) => p.cores,
  boost: (p) => p.boostClockGHz,
  tdp: (p) => p.tdpW,
  price: (p) => p.launchPriceUSD,
  'price-cny': yuanNow,
  score: scoreOf,
});

const NO_YEAR = 0;

export function buildLibraryIndex(
  processors: readonly Processor[],
  text: SearchIndex,
  benchmarks: readonly SortableBenchmark[] = [],
  yuanNow: YuanNow | null = null,
): LibraryIndex {
  const defaultBenchmark = benchmarks.find((benchmark) => benchmark.default);
  const scoreOf = defaultBenchmark ? defaultBenchmark.figureOf : () => null;
  const count = processors.length;
  const socketTexts = new Set(processors.map((p) => p.socket).filter((s): s is string => s !== null));
  const packagesOf = (text: string) => text.split(/\s*,\s*/).filter((name) => name !== '');
  const sockets = [...new Set([...socketTexts].flatMap(packagesOf))].sort(byNaturalKey);
  const socketCodes = new Map(sockets.map((socket, code) => [socket, code + 1]));
  // an older spelling of a socket reads as the catalogue's by its key (src/record/socket-spelling.ts)
  const byKey = new Map(sockets.map((socket) => [spellingKey(socket, () => false), socket]));
  const knownKey = (key: string) => byKey.has(key);
  const spelt = (name: string) => (socketCodes.has(name) ? name : byKey.get(spellingKey(name, knownKey)));

  // Columns: one typed array per filtered field (0 = unknown).
  const vendor = new Uint8Array(count);
  const segment = new Uint8Array(count);
  // each processor's first socket, and the rest of a part sold in several packages
  const socket = new Uint32Array(count);
  const moreSockets = new Map<number, number[]>();
  const cores = new Uint32Array(count);
  const year = new Uint16Array(count);
  const scored = new Uint8Array(count);
  // the price now in yuan (0: none); without prices, no column, and a price filter keeps nothing
  const yuan = yuanNow ? new Float64Array(count) : null;
  processors.forEach((p, i) => {
    vendor[i] = VENDORS.indexOf(p.vendor) + 1;
    segment[i] = SEGMENTS.indexOf(p.segment) + 1;
    const codes = p.socket ? packagesOf(p.socket).map((name) => socketCodes.get(name)!) : [];
    socket[i] = codes[0] ?? 0;
    if (codes.length > 1) moreSockets.set(i, codes.slice(1));
    cores[i] = p.cores;
    year[i] = launchYear(p.launched) ?? NO_YEAR;
    // "With a figure": any benchmark's.
    scored[i] = benchmarks.some((benchmark) => benchmark.figureOf(p, i) !== null) ? 1 : 0;
    if (yuan) yuan[i] = yuanNow!(p) ?? 0;
  });

  // Natural order ("i5-9600K" before "i5-12600K") by comparing precomputed
  // keys: far cheaper than a collator over 100,000 names. Shared with the search index.
  const nameOrder = nameOrderOf(processors);

  // For each key: ascending order with unknown values last, and where they start; where each run of
  // equal values ends, for the descending order, made when first asked for.
  interface SortOrder {
    order: Int32Array;
    known: number;
    runEnds: Int32Array | null;
    descending?: Int32Array;
  }
  const orders = new Map<string, SortOrder>();
  const sortBy = (value: SortValue) => {
    // Ascending values, ties in name order (so a page is stable and readable), unknown values
    // last in name order: each processor, taken in name order, goes to the run of its value. The
    // order a sort would give, without comparing pairs of 100,000 rows; a field has few distinct
    // values (cores, TDP, launch dates), and sorting those is cheap. Each row's run is found once,
    // by a binary search of the distinct values, into a typed array: no list of boxed numbers and
    // no map keyed by them.
    const values = new Float64Array(count);
    const known = new Uint8Array(count);
    const distinctValues = new Set<number>();
    for (let i = 0; i < count; i++) {
      const v = value(processors[i]!, i);
      if (v === null) continue;
      values[i] = v;
      known[i] = 1;
      distinctValues.add(v);
    }
    const distinct = Float64Array.from(distinctValues).sort();
    const runOf = new Int32Array(count);
    const next = new Int32Array(distinct.length + 1);
    for (let i = 0; i < count; i++) {
      // (A typed array's sort puts NaN last, where no binary search finds it.)
      const run = !known[i] ? -1 : Number.isNaN(values[i]!) ? distinct.length - 1 : lowerBound(distinct, values[i]!);
      runOf[i] = run;
      if (run !== -1) next[run + 1]!++;
    }
    for (let r = 0; r < distinct.length; r++) next[r + 1]! += next[r]!;
    const knownCount = next[distinct.length]!;
    let unknown = knownCount;
    const order = new Int32Array(count);
    for (const i of nameOrder) {
      const r = runOf[i]!;
      if (r === -1) order[unknown++] = i;
      else order[next[r]!++] = i;
    }
    // (Each run's start has been moved to its end by the placing above.)
    return { order, known: knownCount, runEnds: next.subarray(0, distinct.length) };
  };
  orders.set('name', { order: Int32Array.from(nameOrder), known: count, runEnds: null });

  /**
   * The descending order: the runs of known values from the highest, each run still in name order
   * (a walk backwards would list "i7-14700KF" before "i7-14700K", and a visitor ticking the first
   * row of a search for the one would compare the other), unknown values last in name order.
   */
  const descendingOf = (made: SortOrder): Int32Array => {
    if (made.descending) return made.descending;
    const { order, known, runEnds } = made;
    const descending = new Int32Array(count);
    let k = 0;
    if (!runEnds) for (let j = known - 1; j >= 0; j--) descending[k++] = order[j]!;
    else for (let r = runEnds.length - 1; r >= 0; r--) for (let j = r === 0 ? 0 : runEnds[r - 1]!; j < runEnds[r]!; j++) descending[k++] = order[j]!;
    descending.set(order.subarray(known), known);
    return (made.descending = descending);
  };
  for (const [key, value] of Object.entries(sortValues(scoreOf, yuan ? (p) => yuanNow!(p) : () => null)) as [Exclude<FixedSortKey, 'name'>, SortValue][]) {
    orders.set(key, sortBy(value));
  }
  // Each benchmark's order is made when first asked for: few visitors sort by most of them.
  const figureOf = new Map(benchmarks.map((benchmark) => [benchmark.id, benchmark.figureOf]));
  const orderOf = (key: string) => {
    let made = orders.get(key);
    if (!made) {
      const value = figureOf.get(key);
      if (!value) return orders.get('name')!;
      orders.set(key, (made = sortBy(value)));
    }
    return made;
  };

  /** The rows the query's filters accept, in its order: how many, and those from `start` to `end`. */
  function collect(query: LibraryQuery, start: number, end: number): LibraryResult {
    const wantVendor = query.vendor ? VENDORS.indexOf(query.vendor) + 1 : 0;
    const wantSegment = query.segment ? SEGMENTS.indexOf(query.segment) + 1 : 0;
    const wantSockets = query.socket ? packagesOf(query.socket).map((name) => socketCodes.get(name) ?? -1) : [];
    const onSockets = (i: number) => wantSockets.every((code) => socket[i] === code || (moreSockets.get(i)?.includes(code) ?? false));
    const coresMin = query.coresMin ?? 0;
    const coresMax = query.coresMax ?? Number.MAX_SAFE_INTEGER;
    const years = query.yearMin !== null || query.yearMax !== null;
    const yearMin = query.yearMin ?? 0;
    const yearMax = query.yearMax ?? Number.MAX_SAFE_INTEGER;
    const containing = text.matchingRows(query.q);
    const byYuan = query.cnyMin !== null || query.cnyMax !== null;
    const yuanMin = query.cnyMin ?? 0;
    const yuanMax = query.cnyMax ?? Number.MAX_SAFE_INTEGER;
    // Without prices nothing is within a price: no walk at all.
    if (byYuan && !yuan) return { matched: 0, results: [], undated: 0, undatedLast: 0 };
    const byLaunch = query.sort === 'launched';
    let undatedLast = 0;

    // Under a text query the best match first (RELEVANCE): the matching rows in the matcher's order.
    const ranked = query.sort === RELEVANCE ? text.rankedRows(query.q) : null;
    // (without a query it means nothing, and reads as the default, newest first)
    const made = ranked ? null : orderOf(query.sort === RELEVANCE ? 'launched' : query.sort);
    const order = ranked ?? (query.descending || query.sort === RELEVANCE ? descendingOf(made!) : made!.order);
    const results: Processor[] = [];
    let matched = 0;
    let undated = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (wantVendor && vendor[i] !== wantVendor) continue;
      if (wantSegment && segment[i] !== wantSegment) continue;
      if (wantSockets.length > 0 && !onSockets(i)) continue;
      if (query.scored && !scored[i]) continue;
      const c = cores[i]!;
      if (c < coresMin || c > coresMax) continue;
      if (containing && !containing[i]) continue;
      if (byYuan) {
        const y = yuan![i]!;
        if (y === 0 || y < yuanMin || y > yuanMax) continue;
      }
      if (years) {
        const y = year[i]!;
        if (y === NO_YEAR) undated++;
        if (y === NO_YEAR || y < yearMin || y > yearMax) continue;
      }
      if (byLaunch && year[i] === NO_YEAR) undatedLast++;
      if (matched >= start && matched < end) results.push(processors[i]!);
      matched++;
    }
    return { matched, results, undated, undatedLast };
  }

  const search = (query: LibraryQuery) => collect(query, (query.page - 1) * query.per, query.page * query.per);
  const matching = (query: LibraryQuery) => collect(query, 0, count).results;

  const socketFilter = (value: string): string | null => {
    const names = packagesOf(value).map(spelt);
    if (names.length === 0 || names.some((name) => name === undefined)) return null;
    return [...new Set(names as string[])].sort(byNaturalKey).join(', ');
  };
  return { search, matching, sockets, socketFilter };
}
