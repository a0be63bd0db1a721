import { shareOfBest, unrankedBy, type BenchmarkFigure, type BenchmarkInfo, type Direction, type FigureRange } from '../shared/benchmark.js';
import { metricValue, perWattPower, type DivisorFacts, type PerWattPower } from '../shared/figure-metrics.js';
import { LADDER_SEGMENTS, METRICS, ladderSegmentOf, tierOf, type LadderSegment, type Metric, type Tier } from '../shared/ladder-query.js';
import { VENDORS, type Processor, type Vendor } from '../shared/processor.js';
import type { Benchmark } from './benchmark.js';
import type { Catalogue } from './catalogue.js';
import { DivisorColumns } from './divisor-columns.js';
import { divisorFactsOf } from './divisor-facts.js';
import { LeastRecentlyUsed } from './least-recently-used.js';
import { memoByPlace } from './memo-by-place.js';
import { lowerBound, upperBound } from './lower-bound.js';
import { sortByNumber } from './number-order.js';
import { perCatalogue } from './per-catalogue.js';

/**
 * The rankings behind the ladders (天梯) and the detail pages' ranks: for each benchmark, ladder
 * segment and metric, every processor that has a value, best first. A processor without a figure
 * is not ranked, nor one without a power rating (or launch price) per watt (or per dollar):
 * nothing is estimated. Per watt, each entry keeps the watts it was divided by and which rating
 * they are (src/shared/figure-metrics.ts), for the page to say. By default only figures that rank are ranked: enough results, and none the doubt
 * rule flagged; `unranked: true` ranks them too, as a page that shows them on request would.
 * Tiers come from the figure itself, as a share of the best figure of the segment, whatever the
 * metric: a frugal slow part is cheap to run, not a flagship. Each ranking is made on first use
 * and kept for the catalogue's lifetime.
 *
 * A benchmark whose figures state a range (the single-thread index) is listed in the order of its
 * figures, but ranked by its ranges: two processors whose ranges overlap are too close to tell, so
 * neither is placed above the other. A processor's rank is then the span of places it could hold,
 * from 1 + the entries clearly ahead of it to the entries not clearly behind it, and its tier is
 * named only where its whole range lies in one tier's band.
 */
export interface RankingQuery {
  benchmark: Benchmark;
  segment: LadderSegment;
  metric: Metric;
  /** rank the figures that do not rank by default as well (one result, or doubtful) */
  unranked?: boolean;
}

export interface RankedProcessor {
  processor: Processor;
  figure: BenchmarkFigure;
  /** the metric's value: the figure, or the figure per watt or per launch dollar of its system (src/shared/figure-metrics.ts) */
  value: number;
  /** ranked per watt: the system's watts the figure is divided by and which rating they are; null for the other metrics */
  power: PerWattPower | null;
  /** for a figure that states a range, the metric's value at its two ends (the range, divided as the figure is); null otherwise */
  range: FigureRange | null;
  /**
   * the best place it could hold: 1 for the best, processors with equal values sharing one; for a
   * ranged figure, 1 + the entries whose ranges are clearly ahead of its own
   */
  rank: number;
  /** the worst place it could hold: `rank` itself, or for a ranged figure the entries not clearly behind it (itself included) */
  worstRank: number;
  /** the figure as a share of the segment's best ranked figure (1 for the best) */
  share: number;
  /** the tier of that share; for a ranged figure, the tier whose band holds its whole range, or null when the range crosses a floor */
  tier: Tier | null;
}

/**
 * A ranking's entries, or some of them (one vendor's, those within a budget), best first. An entry
 * is made when asked for (`at`) and not kept: a ladder page shows fifty, a detail page reads one,
 * and a ranking keeps only columns of numbers (RankingColumns below). One object per entry held
 * 119,000 of them for the default rankings at fake:100000, and 390,000 more after a minute of
 * mixed requests had filled the other rankings' bound (about 70 MB with their figures and boxed
 * numbers).
 */
export interface RankedList {
  readonly length: number;
  /** the i-th entry, 0 the best, made now */
  at(i: number): RankedProcessor;
  /** the i-th entry's processor, without making the entry */
  processorAt(i: number): Processor;
  /** what the i-th entry's figure is divided by (src/shared/figure-metrics.ts), without making the entry */
  factsAt(i: number): DivisorFacts;
  /** the entries from `start` up to `end`, made now: a page of a ladder, its top */
  slice(start: number, end?: number): RankedProcessor[];
  /** the entries whose processor `keep` keeps, in the same order, each with its rank on the whole ranking */
  filter(keep: (processor: Processor) => boolean): RankedList;
}

export interface Ranking extends RankedList {
  /** null when the catalogue has no such benchmark */
  benchmark: BenchmarkInfo | null;
  segment: LadderSegment;
  metric: Metric;
  /** the best value of the metric in the segment (both vendors); 0 when empty */
  best: number;
  /** the best ranked figure of the segment, which tiers are measured against; 0 when none */
  bestFigure: number;
  /** where a processor sits in the ranking, or undefined where it is not ranked */
  indexOf(processor: Processor): number | undefined;
  /** how many of its entries are one vendor's: what ladderEntries of that vendor lists, counted without listing them */
  countOf(vendor: Vendor): number;
}

/** A list of no entries: the ladder of a benchmark the catalogue does not have. */
const noEntry = (i: number): never => {
  throw new RangeError(`no entry ${i} in an empty list`);
};
export const NO_ENTRIES: RankedList = { length: 0, at: noEntry, processorAt: noEntry, factsAt: noEntry, slice: () => [], filter: () => NO_ENTRIES };

/** Every entry of a list, made now: for what reads them all (tests, a list of a few). */
export function everyEntry(list: RankedList): RankedProcessor[] {
  return list.slice(0);
}

/**
 * What is kept of the rankings. The default ones — each benchmark's ranked figures by score, one
 * per segment — are what every detail page and the home page read: kept for the catalogue's
 * lifetime (at 100,000 processors 27 rankings, about 315,000 entries). Every other one — per watt,
 * per dollar, per yuan, with the unranked figures — is made for a ladder page's query and kept
 * while there is room: at most OTHER_RANKED_ENTRIES entries in all, the least recently used going
 * first. Kept all, every combination of a 100,000-processor catalogue held 1.6 million entries
 * (about 300 MB) once a crawler had asked for each.
 */
export const OTHER_RANKED_ENTRIES = 200_000;

interface KeptRankings {
  defaults: Map<Benchmark | null, Map<LadderSegment, Ranking>>;
  others: LeastRecentlyUsed<string, Ranking>;
}

const cache = perCatalogue(
  (): KeptRankings => ({
    defaults: new Map(),
    others: new LeastRecentlyUsed(OTHER_RANKED_ENTRIES, (ranking) => ranking.length + 1),
  }),
);

export function rankingOf(catalogue: Catalogue, query: RankingQuery | (Omit<RankingQuery, 'benchmark'> & { benchmark: null })): Ranking {
  const kept = cache(catalogue);
  if (isDefault(query)) {
    let bySegment = kept.defaults.get(query.benchmark);
    if (!bySegment) kept.defaults.set(query.benchmark, (bySegment = new Map()));
    let made = bySegment.get(query.segment);
    if (!made) bySegment.set(query.segment, (made = makeRanking(catalogue, query)));
    return made;
  }
  const key = `${query.benchmark?.info.id ?? ''}:${rankingKey(query)}`;
  return kept.others.get(key) ?? kept.others.set(key, makeRanking(catalogue, query));
}

/** What is kept now: the default rankings, and the others with their entries in all. */
export function rankingsKept(catalogue: Catalogue): { defaults: number; others: number; otherEntries: number } {
  const kept = cache(catalogue);
  const defaults = [...kept.defaults.values()].reduce((sum, bySegment) => sum + bySegment.size, 0);
  return { defaults, others: kept.others.size, otherEntries: kept.others.weight - kept.others.size };
}

/** The ranking kept already, if it is; never made here. */
function keptRanking(catalogue: Catalogue, query: RankingQuery): Ranking | undefined {
  const kept = cache(catalogue);
  return isDefault(query) ? kept.defaults.get(query.benchmark)?.get(query.segment) : kept.others.get(`${query.benchmark.info.id}:${rankingKey(query)}`);
}

const isDefault = (query: Pick<RankingQuery, 'metric' | 'unranked'>) => query.metric === 'score' && query.unranked !== true;

const rankingKey = (query: Pick<RankingQuery, 'segment' | 'metric' | 'unranked'>) => `${query.segment}:${query.metric}:${query.unranked === true}`;

/** A ranking of a benchmark the catalogue does not have: nothing to rank. */
const NO_FIGURES: SegmentFigures = {
  member: new Int32Array(0),
  score: new Float64Array(0),
  ranked: new Uint8Array(0),
  figureAt: (): never => {
    throw new RangeError('a benchmark the catalogue does not have has no figures');
  },
  bestFigure: 0,
  kOf: new Int32Array(0),
};
const noMember = (): never => {
  throw new RangeError('a benchmark the catalogue does not have has no figures');
};
const NO_MEMBERS: SegmentMembers = {
  places: [],
  facts: { at: noMember, read: noMember },
  vendors: new Uint8Array(0),
};

function makeRanking(
  catalogue: Catalogue,
  { benchmark, segment, metric, unranked = false }: RankingQuery | (Omit<RankingQuery, 'benchmark'> & { benchmark: null }),
): Ranking {
  const info = benchmark?.info ?? null;
  const figures = benchmark ? segmentFigures(catalogue, benchmark, segment) : NO_FIGURES;
  const members = benchmark ? ladderMembers(catalogue)[segment] : NO_MEMBERS;
  const { member } = figures;
  const { places, facts: factsOf } = members;
  const processorOf = (k: number) => catalogue.processors[places[member[k]!]!]!;
  const sign = info?.direction === 'lower' && metric === 'score' ? -1 : 1;
  const { figure, value } = listByValue(figures, members.facts, processorOf, { info, metric, unranked, sign });
  const size = figure.length;
  const columns: RankingColumns = {
    figure,
    value,
    rank: new Int32Array(size),
    worstRank: new Int32Array(size),
    positionOf: new Int32Array(member.length).fill(-1),
  };
  for (let i = 0; i < size; i++) columns.positionOf[figure[i]!] = i;
  const rangeOf = info?.ranged
    ? (i: number) => metricRange(info, metric, factsOf.read(member[columns.figure[i]!]!), figures.figureAt(columns.figure[i]!))
    : null;
  // Made once here to place the entries, and again by an entry made later: not kept with the ranking.
  const ranges = rangeOf ? Array.from({ length: size }, (_, i) => rangeOf(i)) : null;
  const place = ranges ? placesByRange(ranges, sign) : null;
  for (let i = 0; i < size; i++) {
    const range = ranges?.[i];
    if (place && range) {
      [columns.rank[i], columns.worstRank[i]] = place(range);
    } else {
      columns.rank[i] = i > 0 && columns.value[i - 1] === columns.value[i] ? columns.rank[i - 1]! : i + 1;
      columns.worstRank[i] = columns.rank[i]!;
    }
  }
  const entryAt = (i: number): RankedProcessor => {
    const k = columns.figure[i]!;
    const facts = factsOf.at(member[k]!);
    const figure = figures.figureAt(k);
    const range = rangeOf ? rangeOf(i) : null;
    const share = figures.bestFigure ? shareOfBest(info!.direction, figure.score, figures.bestFigure) : 1;
    return {
      processor: processorOf(k),
      figure,
      value: columns.value[i]!,
      power: metric === 'per-watt' ? perWattPower(info!, facts) : null,
      range,
      rank: columns.rank[i]!,
      worstRank: columns.worstRank[i]!,
      share,
      tier: range && figure.range ? tierOfRange(info!.direction, figure.range, figures.bestFigure) : tierOf(share),
    };
  };
  const memberOf = benchmark ? memberNumbers(catalogue) : null;
  // Counted for every vendor in one pass when first asked: a ladder page asks each vendor's count
  // to know which vendors' columns to show, and listing each vendor's entries to count them read
  // the records of the whole ranking once per vendor (seven times 20,000 at fake:100000).
  let vendorCounts: Int32Array | null = null;
  const countOf = (vendor: Vendor) => {
    if (!vendorCounts) {
      vendorCounts = new Int32Array(VENDORS.length);
      for (let i = 0; i < size; i++) vendorCounts[members.vendors[member[columns.figure[i]!]!]!]!++;
    }
    return vendorCounts[VENDORS.indexOf(vendor)]!;
  };
  return {
    ...rankedList(size, null, { at: entryAt, processorAt: (i) => processorOf(columns.figure[i]!), factsAt: (i) => factsOf.at(member[columns.figure[i]!]!) }),
    benchmark: info,
    segment,
    metric,
    best: size ? columns.value[0]! : 0,
    bestFigure: figures.bestFigure,
    indexOf: (processor) => {
      if (ladderSegmentOf(processor.segment) !== segment) return undefined;
      const m = memberOf?.(processor);
      const k = m === undefined ? -1 : figures.kOf[m]!;
      return k === -1 || columns.positionOf[k] === -1 ? undefined : columns.positionOf[k];
    },
    countOf,
  };
}

/**
 * A ranking kept as columns by its entries' places, best first: which of the segment's figures
 * (k, see SegmentFigures), the metric's value, the best and worst place it could hold; and the
 * place of each figure k (-1 where not ranked). About 24 bytes an entry.
 */
interface RankingColumns {
  figure: Int32Array;
  value: Float64Array;
  rank: Int32Array;
  worstRank: Int32Array;
  positionOf: Int32Array;
}

/**
 * The segment's figures that rank by the metric, best first (`sign` 1: the highest value first),
 * by their number k in the segment's figures, with their values. A function of its own so that
 * nothing a ranking keeps closes over the value of every figure of the segment, which the sort
 * reads: the entries' functions shared makeRanking's scope, and with it held that array as long as
 * the ranking was kept (a segment's length in numbers, beside the ranking's own columns).
 */
function listByValue(
  { member, score, ranked }: Pick<SegmentFigures, 'member' | 'score' | 'ranked'>,
  facts: SegmentMembers['facts'],
  processorOf: (k: number) => Processor,
  { info, metric, unranked, sign }: { info: BenchmarkInfo | null; metric: Metric; unranked: boolean; sign: 1 | -1 },
): { figure: Int32Array; value: Float64Array } {
  const listed: number[] = [];
  const valueOf = new Float64Array(member.length);
  for (let k = 0; k < member.length; k++) {
    if (!ranked[k] && !unranked) continue;
    const value = metricValue(metric, info!, facts.read(member[k]!), score[k]!);
    if (!value) continue;
    valueOf[k] = value;
    listed.push(k);
  }
  sortByNumber(
    listed,
    (k) => valueOf[k]!,
    sign === 1,
    (a, b) => {
      const [one, other] = [processorOf(a), processorOf(b)];
      return (one.name < other.name ? -1 : one.name > other.name ? 1 : 0) || (one.vendor < other.vendor ? -1 : 1);
    },
  );
  const figure = Int32Array.from(listed);
  const value = new Float64Array(figure.length);
  for (let i = 0; i < figure.length; i++) value[i] = valueOf[figure[i]!]!;
  return { figure, value };
}

/** What a list reads of the ranking's entry at a place of the whole ranking. */
type EntryReader = Pick<RankedList, 'at' | 'processorAt' | 'factsAt'>;

/** The list of a ranking's entries at `positions`, or of all `size` of them in order. */
function rankedList(size: number, positions: Int32Array | null, read: EntryReader): RankedList {
  const length = positions ? positions.length : size;
  const at = positions ? (i: number) => positions[i]! : (i: number) => i;
  return {
    length,
    at: (i) => read.at(at(i)),
    processorAt: (i) => read.processorAt(at(i)),
    factsAt: (i) => read.factsAt(at(i)),
    slice: (start, end = length) => Array.from({ length: Math.max(0, Math.min(end, length) - start) }, (_, i) => read.at(at(start + i))),
    filter: (keep) => {
      const kept: number[] = [];
      for (let i = 0; i < length; i++) if (keep(read.processorAt(at(i)))) kept.push(at(i));
      return rankedList(size, Int32Array.from(kept), read);
    },
  };
}

/** A ranged figure's range in the metric (divided as the figure is); null for a figure without one. */
function metricRange(info: BenchmarkInfo, metric: Metric, facts: DivisorFacts, figure: BenchmarkFigure): FigureRange | null {
  return figure.range ? { low: metricValue(metric, info, facts, figure.range.low)!, high: metricValue(metric, info, facts, figure.range.high)! } : null;
}

/**
 * The places each ranged entry could hold, by the rule of separation() (src/shared/benchmark.ts):
 * an entry is clearly ahead of another when its range's worse end is better than the other's
 * better end, and ranges that overlap are too close to tell. Counted for all entries at once from
 * the ranges' ends, sorted, with a binary search each: comparing every pair would cost a synthetic
 * catalogue's ladder of 10,000 indexes a hundred million comparisons. `sign` is -1 where lower values are better.
 */
function placesByRange(ranges: readonly (FigureRange | null)[], sign: 1 | -1): (range: FigureRange) => [best: number, worst: number] {
  // Each range as "how good", higher better: its worse end and its better end.
  const worse = (range: FigureRange) => (sign === 1 ? range.low : -range.high);
  const better = (range: FigureRange) => (sign === 1 ? range.high : -range.low);
  const ranged = ranges.filter((range): range is FigureRange => range !== null);
  const worseEnds = Float64Array.from(ranged, worse).sort();
  const betterEnds = Float64Array.from(ranged, better).sort();
  const total = ranged.length;
  return (range) => {
    const ahead = total - upperBound(worseEnds, better(range));
    const behind = lowerBound(betterEnds, worse(range));
    return [ahead + 1, total - behind];
  };
}

/** The tier whose band holds a figure's whole range (as shares of the best figure), or null when the range crosses a tier's floor. */
function tierOfRange(direction: Direction, range: FigureRange, bestFigure: number): Tier | null {
  if (!bestFigure) return null;
  const [a, b] = [tierOf(shareOfBest(direction, range.low, bestFigure)), tierOf(shareOfBest(direction, range.high, bestFigure))];
  return a === b ? a : null;
}

/**
 * A benchmark's figures of one ladder segment, column-wise: the k-th figure belongs to the
 * segment's member `member[k]` (ladderMembers: its place and divisor facts), and its score and
 * whether it ranks are read from flat arrays. One object per figure ({ processor, figure, facts })
 * held 441,000 of them, about 21 MB, at fake:100000 once the warm-up had ranked every benchmark;
 * and a benchmark that keeps its figures as columns (figure-columns.ts) makes a figure object only
 * for an entry a ranking keeps (`figureAt`), once for all the segment's rankings.
 */
interface SegmentFigures {
  /** the segment's processors that have a figure of the benchmark, in the catalogue's order, as their member numbers */
  member: Int32Array;
  score: Float64Array;
  /** 1 where the figure ranks by default */
  ranked: Uint8Array;
  /** the k-th figure itself */
  figureAt(k: number): BenchmarkFigure;
  /** the best ranked figure among them; 0 when none */
  bestFigure: number;
  /** each member's k: the number of its figure here, -1 where it has none */
  kOf: Int32Array;
}

/** A segment's records: their places in the catalogue, and what their figures are divided by. */
interface SegmentMembers {
  places: number[];
  facts: Pick<DivisorColumns, 'at' | 'read'>;
  /**
   * each one's vendor, as its place in VENDORS: a ladder's sizes are counted per vendor over every
   * figure of a segment, and reading the vendor from tens of thousands of scattered records was
   * the largest part of that count at 100,000 processors
   */
  vendors: Uint8Array;
}

/**
 * Each ladder segment's records in the catalogue's order: their places, and what their figures are
 * divided by (divisorFactsOf), the same whatever the benchmark, so worked out once per record
 * rather than once per record in every ranking and count of every benchmark.
 */
const ladderMembers = perCatalogue((catalogue): Record<LadderSegment, SegmentMembers> => {
  const places: Record<LadderSegment, number[]> = { desktop: [], mobile: [], server: [] };
  const vendors: Record<LadderSegment, number[]> = { desktop: [], mobile: [], server: [] };
  catalogue.processors.forEach((processor, place) => {
    const ladder = ladderSegmentOf(processor.segment);
    if (ladder === null) return;
    places[ladder].push(place);
    vendors[ladder].push(VENDORS.indexOf(processor.vendor));
  });
  const members = (ladder: LadderSegment): SegmentMembers => ({
    places: places[ladder],
    facts: new DivisorColumns(catalogue.processors, places[ladder], catalogue),
    vendors: Uint8Array.from(vendors[ladder]),
  });
  return { desktop: members('desktop'), mobile: members('mobile'), server: members('server') };
});

/**
 * Each laddered record's member number in its segment (ladderMembers), found by the record: where
 * a ranking finds a processor. By the record's place, looked up where a synthetic catalogue's
 * benchmarks already keep one map of places for every benchmark (a second map of 100,000 records
 * took 3.7 MB); a catalogue without one maps its records here.
 */
const memberNumbers = perCatalogue((catalogue): ((processor: Processor) => number | undefined) => {
  const { processors } = catalogue;
  const memberAt = new Int32Array(processors.length).fill(-1);
  for (const { places } of Object.values(ladderMembers(catalogue))) places.forEach((place, m) => (memberAt[place] = m));
  const shared = catalogue.benchmarks.find((benchmark) => benchmark.byPlace?.processors === processors)?.byPlace;
  const placeOf = shared ? shared.placeOf : placeMap(processors);
  return (processor) => {
    const place = placeOf(processor);
    return place === undefined || memberAt[place] === -1 ? undefined : memberAt[place];
  };
});

function placeMap(processors: readonly Processor[]): (processor: Processor) => number | undefined {
  const places = new Map(processors.map((processor, place) => [processor, place]));
  return (processor) => places.get(processor);
}

const figuresCache = perCatalogue(() => new Map<Benchmark, Record<LadderSegment, SegmentFigures>>());

/**
 * A benchmark's figures of one ladder segment, found for all three segments at once: each of a
 * ladder's eighteen rankings and counts (metric, unranked, vendor) reads these instead of the
 * whole catalogue. A benchmark that lists its figures by the catalogue's places is read by place.
 */
function segmentFigures(catalogue: Catalogue, benchmark: Benchmark, segment: LadderSegment): SegmentFigures {
  const byBenchmark = figuresCache(catalogue);
  let found = byBenchmark.get(benchmark);
  if (!found) {
    const { direction } = benchmark.info;
    const { processors } = catalogue;
    const byPlace = benchmark.byPlace?.processors === processors ? benchmark.byPlace.figures : null;
    const members = ladderMembers(catalogue);
    const segmentOf = (ladder: LadderSegment): SegmentFigures => {
      const { places } = members[ladder];
      const member = new Int32Array(places.length);
      const score = new Float64Array(places.length);
      const ranked = new Uint8Array(places.length);
      // Kept only for a benchmark that looks its figures up: one that keeps them by place makes them when asked.
      const figures: BenchmarkFigure[] = [];
      let count = 0;
      let bestFigure = 0;
      for (let m = 0; m < places.length; m++) {
        const place = places[m]!;
        let figureScore: number;
        let ranks: boolean;
        if (byPlace) {
          if (!byPlace.has(place)) continue;
          figureScore = byPlace.score(place);
          ranks = byPlace.ranked(place);
        } else {
          const figure = benchmark.figureOf(processors[place]!);
          if (!figure) continue;
          figures.push(figure);
          figureScore = figure.score;
          ranks = figure.ranked;
        }
        member[count] = m;
        score[count] = figureScore;
        ranked[count] = ranks ? 1 : 0;
        count++;
        if (ranks && (bestFigure === 0 || (direction === 'higher' ? figureScore > bestFigure : figureScore < bestFigure))) bestFigure = figureScore;
      }
      // Copied to their length: a segment's figures are often half its records.
      const kept = member.slice(0, count);
      // A figure made for one ranking serves every other ranking of the segment (metrics, unranked),
      // so there is never more than one object per figure: each ranking making its own held 470,000
      // of them after 4,700 mixed requests at fake:100000.
      const figureAt = byPlace ? memoByPlace(count, (k) => byPlace.at(places[kept[k]!]!)!) : (k: number) => figures[k]!;
      const kOf = new Int32Array(places.length).fill(-1);
      for (let k = 0; k < count; k++) kOf[kept[k]!] = k;
      return { member: kept, score: score.slice(0, count), ranked: ranked.slice(0, count), figureAt, bestFigure, kOf };
    };
    found = { desktop: segmentOf('desktop'), mobile: segmentOf('mobile'), server: segmentOf('server') };
    byBenchmark.set(benchmark, found);
  }
  return found[segment];
}

/**
 * Where a processor stands on its segment's ladder of one benchmark, by the figure itself; for a
 * ranged figure, by its range: the span of places it could hold, and from that how many of the
 * others it is clearly faster than (total − worstRank), clearly slower than (rank − 1) and too
 * close to tell from (worstRank − rank), as separation() would say of each pair.
 */
export interface Standing {
  segment: LadderSegment;
  rank: number;
  /** the worst place it could hold (= rank for a figure without a range) */
  worstRank: number;
  /** processors ranked on that ladder */
  total: number;
  /** how many of the others it is faster than (a tie is neither; for a ranged figure, clearly faster); the others are total − 1 */
  fasterThan: number;
  tier: Tier | null;
}

function standingIn(scores: Ranking, processor: Processor): Standing | null {
  const index = scores.indexOf(processor);
  if (index === undefined) return null;
  const entry = scores.at(index);
  const total = scores.length;
  const base = { segment: scores.segment, rank: entry.rank, worstRank: entry.worstRank, total, tier: entry.tier };
  if (entry.range) return { ...base, fasterThan: total - entry.worstRank };
  // Processors after it with a lower value (equal values are neither faster nor slower).
  let slower = total - index - 1;
  while (slower > 0 && scores.at(total - slower).value === entry.value) slower--;
  return { ...base, fasterThan: slower };
}

/** Why a figure has no rank: its processor has no ladder (embedded), or the figure does not rank by default. */
export type Unranked = 'no-ladder' | 'few-samples' | 'doubtful';

/** A processor's standing in one benchmark, for its detail page: every benchmark that has it gets one. */
export interface BenchmarkStanding {
  benchmark: BenchmarkInfo;
  figure: BenchmarkFigure;
  /** the ladder it is on; null for embedded parts */
  segment: LadderSegment | null;
  /** its place among the ranked figures of that ladder, or null (see `unranked`) */
  standing: Standing | null;
  unranked: Unranked | null;
  /** the figure per watt and per launch dollar, null where the record lacks the fact */
  perWatt: number | null;
  /** what perWatt is divided by: the system's watts and which rating they are */
  power: PerWattPower | null;
  perDollar: number | null;
  /** for a ranged figure, its range per launch dollar; null otherwise, or without a price */
  perDollarRange: [low: number, high: number] | null;
}

export function standingsOf(catalogue: Catalogue, processor: Processor): BenchmarkStanding[] {
  const segment = ladderSegmentOf(processor.segment);
  return catalogue.benchmarks.flatMap((benchmark): BenchmarkStanding[] => {
    const figure = benchmark.figureOf(processor);
    if (!figure) return [];
    const standing = segment && figure.ranked ? standingIn(rankingOf(catalogue, { benchmark, segment, metric: 'score' }), processor) : null;
    const unranked: Unranked | null = !segment ? 'no-ladder' : unrankedBy(benchmark.info, figure);
    const facts = divisorFactsOf(catalogue, processor);
    const perWatt = metricValue('per-watt', benchmark.info, facts, figure.score);
    return [
      {
        benchmark: benchmark.info,
        figure,
        segment,
        standing,
        unranked,
        perWatt,
        power: perWatt === null ? null : perWattPower(benchmark.info, facts),
        perDollar: metricValue('per-dollar', benchmark.info, facts, figure.score),
        perDollarRange: perDollarRangeOf(benchmark.info, facts, figure),
      },
    ];
  });
}

function perDollarRangeOf(info: BenchmarkInfo, facts: DivisorFacts, figure: BenchmarkFigure): [number, number] | null {
  if (!info.ranged || !figure.range) return null;
  const [low, high] = [metricValue('per-dollar', info, facts, figure.range.low), metricValue('per-dollar', info, facts, figure.range.high)];
  return low === null || high === null ? null : [low, high];
}

/** How many processors each ladder of a benchmark ranks by default: the segment tabs show it. */
export function ladderSizesOf(catalogue: Catalogue, benchmark: Benchmark): Record<LadderSegment, number> {
  return Object.fromEntries(LADDER_SEGMENTS.map((segment) => [segment, rankingOf(catalogue, { benchmark, segment, metric: 'score' }).length])) as Record<
    LadderSegment,
    number
  >;
}

/** One vendor's entries of a ranking, for as long as the ranking is kept. */
const listCache = new WeakMap<Ranking, Map<Vendor, RankedList>>();

/**
 * The processors a ladder lists: its benchmark's ranking of the segment by the metric, of one
 * vendor or both. The count on its segment's tab (ladderSize) counts this very ranking's entries
 * of the vendor, so the two cannot disagree (a tab that counted the score ranking of both vendors
 * said 230 over a per-watt list of 214).
 */
export function ladderEntries(catalogue: Catalogue, query: RankingQuery, vendor: Vendor | null): RankedList {
  const ranked = rankingOf(catalogue, query);
  if (vendor === null) return ranked;
  let byVendor = listCache.get(ranked);
  if (!byVendor) listCache.set(ranked, (byVendor = new Map()));
  let list = byVendor.get(vendor);
  if (!list) byVendor.set(vendor, (list = ranked.filter((processor) => processor.vendor === vendor)));
  return list;
}

/**
 * How many processors a ladder lists (ladderEntries' length) without ranking them: a ladder page
 * shows the size of every benchmark's and every segment's ladder beside its own, and ranking each
 * (sorting a segment's figures) to count it made a page of a new metric cost twenty rankings.
 * Where the ranking is kept already, its own count of the vendor's entries (Ranking.countOf).
 */
export function ladderSize(catalogue: Catalogue, query: RankingQuery, vendor: Vendor | null): number {
  const counts = countCache(catalogue);
  const key = countKey(query, query.metric, vendor);
  if (!counts.has(key)) {
    const kept = keptRanking(catalogue, query);
    if (kept) counts.set(key, vendor === null ? kept.length : kept.countOf(vendor));
    else countEntries(catalogue, query, counts);
  }
  return counts.get(key)!;
}

const countCache = perCatalogue(() => new Map<string, number>());

function countKey({ benchmark, segment, unranked }: RankingQuery, metric: Metric, vendor: Vendor | null): string {
  return `${benchmark.info.id}:${segment}:${metric}:${unranked === true}:${vendor ?? ''}`;
}

/**
 * The entries makeRanking would keep, counted for every metric and for both vendors and each in
 * one pass over the segment's figures, into `counts`: a page of one metric shows every ladder's
 * size, and a page of another metric would walk the same figures again (at 100,000 processors,
 * tens of thousands of scattered records per benchmark).
 */
function countEntries(catalogue: Catalogue, query: RankingQuery, counts: Map<string, number>): void {
  const { benchmark, unranked = false } = query;
  // tally[metric × columns + 0] counts both vendors, tally[metric × columns + 1 + v] vendor v alone
  const columns = 1 + VENDORS.length;
  const tally = new Array<number>(METRICS.length * columns).fill(0);
  const { member, score, ranked } = segmentFigures(catalogue, benchmark, query.segment);
  const { facts: factsOf, vendors } = ladderMembers(catalogue)[query.segment];
  for (let k = 0; k < member.length; k++) {
    if (!ranked[k] && !unranked) continue;
    const facts = factsOf.read(member[k]!);
    const own = 1 + vendors[member[k]!]!;
    for (let m = 0; m < METRICS.length; m++) {
      if (!metricValue(METRICS[m]!, benchmark.info, facts, score[k]!)) continue;
      tally[m * columns]!++;
      tally[m * columns + own]!++;
    }
  }
  METRICS.forEach((metric, m) => {
    [null, ...VENDORS].forEach((vendor, column) => {
      const key = countKey(query, metric, vendor);
      if (!counts.has(key)) counts.set(key, tally[m * columns + column]!);
    });
  });
}

/** How many processors each segment's ladder lists for a benchmark, metric and vendor: each segment tab shows its own. */
export function ladderSizes(catalogue: Catalogue, query: Omit<RankingQuery, 'segment'>, vendor: Vendor | null): Record<LadderSegment, number> {
  return Object.fromEntries(LADDER_SEGMENTS.map((segment) => [segment, ladderSize(catalogue, { ...query, segment }, vendor)])) as Record<LadderSegment, number>;
}
