import type { LadderData, LadderEntry, LadderMark, LadderPageData, LadderParts, LadderRow, LadderTier } from '../shared/page-data/ladder.js';
import type { Benchmark } from '../catalogue/benchmark.js';
import { unrankedBy, type BenchmarkInfo } from '../shared/benchmark.js';
import { indexAbsence } from '../catalogue/index-absence.js';
import { SINGLE_THREAD_INDEX_ID } from '../record/benchmarks/single-thread-index.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { ladderEntries, ladderSize, ladderSizes, NO_ENTRIES, rankingOf, type RankedList, type RankedProcessor } from '../catalogue/ladder.js';
import { translate } from '../messages.js';
import { DEFAULT_LADDER_QUERY, ladderQueryString, ladderSegmentOf, parseLadderQuery, type LadderQuery, type Metric } from '../shared/ladder-query.js';
import { POWER_BASES, metricsOf, offersPerYuan, perWattPower } from '../shared/figure-metrics.js';
import { headlinesOf } from '../shared/benchmark.js';
import { BUDGET_STEPS } from '../shared/price-query.js';
import { priceCreditOf } from './price-credit.js';
import type { MessageKey } from '../shared/messages.js';
import { parseProcessorKey, VENDORS, type Processor, type Vendor } from '../shared/processor.js';
import type { Page } from './page.js';
import { powerSourcesOf } from './power-sources.js';

/**
 * /ladder: one segment's processors ranked in one benchmark (`benchmark=`, Blender by default) by
 * the figure, the figure per watt, per launch dollar or per 100 yuan of the China retail price now
 * (the value ladder, 性价比天梯, with a budget `cny_max`; docs/prices.md), in tiers that come from
 * the figure, a page of entries at a time. Figures that do not rank by default (one result,
 * doubtful) are left out and counted; `unranked=1` lists them too. A benchmark whose figures state a range (the
 * single-thread index) is one list, not tiers: each rank is the span of places the processor could
 * hold (src/catalogue/ladder.ts), each figure has its range beside it, and a tier is named only
 * where a whole range lies in one band. `mark=vendor:id` highlights one processor and, unless a
 * page is asked for, opens the page that holds it; when it cannot be shown the page says why.
 */
export const LADDER_PAGE_SIZE = 250;

/** Entries whose values are within this share of the row's first sit on one row: equal height, equal speed. */
const ROW_TOLERANCE = 0.02;

const ladderPage: Page<'ladder', LadderPageData, LadderParts, LadderQuery> = {
  query: (raw, catalogue) => {
    const parsed = parseLadderQuery(raw);
    // A benchmark the catalogue does not have is an unknown value: the default, as for any other choice.
    const query = catalogue.findBenchmark(parsed.benchmark) ? parsed : { ...parsed, benchmark: DEFAULT_LADDER_QUERY.benchmark };
    // So is a metric the benchmark has none of (per watt of one thread's speed): the figure itself.
    const benchmark = catalogue.findBenchmark(query.benchmark);
    const metric = benchmark && !metricsFor(catalogue, benchmark).includes(query.metric) ? DEFAULT_LADDER_QUERY.metric : query.metric;
    // The value ladder ranks ranked figures only, and a budget in yuan is its own.
    return metric === 'per-yuan' ? { ...query, metric, unranked: false } : { ...query, metric, cnyMax: null };
  },
  canonicalQuery: (query) => ladderQueryString(query),
  load({ catalogue, locale, query }) {
    const data = ladderData(catalogue, query);
    const segment = translate(locale, `ladderSegment.${data.query.segment}`);
    const benchmark = data.benchmark ? translate(locale, `benchmarks.${data.benchmark.id}.short` as MessageKey) : translate(locale, 'score.heading');
    const value = data.value !== null;
    return {
      data: {
        segment: data.query.segment,
        marked: data.mark?.status === 'shown' ? data.mark.key : null,
        value,
      },
      // The value ladder shows yuan prices: their credit goes with them (CC BY 4.0).
      parts: { body: { data, priceCredit: value ? priceCreditOf(catalogue, locale) : null } },
      title: `${translate(locale, value ? 'valueLadderTitle' : 'ladderTitle', { segment })} · ${benchmark} · ${translate(locale, 'siteName')}`,
      description: translate(locale, value ? 'valueLadderDescription' : 'ladderDescription', { segment, benchmark }),
    };
  },
  // Ranking a segment's processors is computed on first use; the desktop ladder is warmed by the
  // home page's ladder tops. A ladder page shows every benchmark's ladder size; counting a
  // segment's figures counts them for every metric at once (src/catalogue/ladder.ts), so each
  // segment is warmed once, the desktop by a per-watt page, whose first visit would count them.
  warmUp: () => ['/ladder?segment=mobile', '/ladder?segment=server', '/ladder?segment=desktop&metric=per-watt'],
};

/**
 * The metrics a benchmark's ladder answers: those of the record's facts (src/shared/figure-metrics.ts),
 * and per yuan where the benchmark is one a buyer weighs (offersPerYuan). A catalogue without
 * prices (a synthetic one) still answers a value ladder's URL, with why it ranks nothing, but its
 * choices do not offer one.
 */
export function metricsFor(catalogue: Catalogue, benchmark: Benchmark): Metric[] {
  const own = [...metricsOf(benchmark.info)];
  const headlines = headlinesOf(catalogue.benchmarks.map(({ info }) => info));
  return offersPerYuan(benchmark.info, headlines) ? [...own, 'per-yuan'] : own;
}

export function ladderData(catalogue: Catalogue, query: LadderQuery): LadderData {
  const benchmark = catalogue.findBenchmark(query.benchmark) ?? catalogue.findBenchmark(DEFAULT_BENCHMARK) ?? null;
  const of = { segment: query.segment, metric: query.metric, unranked: query.unranked };
  const perYuan = query.metric === 'per-yuan';
  const ranked = benchmark ? ladderEntries(catalogue, { benchmark, ...of }, query.vendor) : NO_ENTRIES;
  // A budget keeps the entries whose price now is within it; each keeps its rank on the whole ladder, as under a vendor filter.
  const entries = perYuan && query.cnyMax !== null ? ranked.filter((processor) => yuanOf(catalogue, processor)! <= query.cnyMax!) : ranked;
  const best = benchmark ? rankingOf(catalogue, { benchmark, ...of }).best : 0;
  const mark = query.mark === null ? null : markOf(catalogue, benchmark, query, entries);
  const pages = Math.max(1, Math.ceil(entries.length / LADDER_PAGE_SIZE));
  const page = Math.min(pages, query.page ?? (mark?.index !== undefined ? Math.floor(mark.index / LADDER_PAGE_SIZE) + 1 : 1));
  const start = (page - 1) * LADDER_PAGE_SIZE;
  const shown = entries.slice(start, start + LADDER_PAGE_SIZE);
  // Either list, with or without the unranked figures, tells how many there are.
  // (The value ladder ranks ranked figures only: it has no such list.)
  const other = benchmark && !perYuan ? ladderSize(catalogue, { benchmark, ...of, unranked: !query.unranked }, query.vendor) : entries.length;
  return {
    query: { ...query, page: query.page === null ? null : page },
    benchmark: benchmark?.info ?? null,
    benchmarks: catalogue.benchmarks.flatMap((choice) => {
      // Per yuan, only the benchmarks a buyer weighs (a single test of the index is not one).
      if (perYuan && choice !== benchmark && !metricsFor(catalogue, choice).includes('per-yuan')) return [];
      const size = ladderSize(catalogue, { benchmark: choice, ...of }, query.vendor);
      return size || choice === benchmark ? [{ id: choice.info.id, size }] : [];
    }),
    metrics: benchmark ? metricsFor(catalogue, benchmark).filter((metric) => metric !== 'per-yuan' || catalogue.prices.source !== null) : [],
    sizes: benchmark
      ? ladderSizes(catalogue, { benchmark, metric: query.metric, unranked: query.unranked }, query.vendor)
      : { desktop: 0, mobile: 0, server: 0 },
    best,
    total: entries.length,
    unrankedCount: Math.abs(other - entries.length),
    page,
    pages,
    // Ranges that overlap across a tier's floor would put a processor in a tier its range does not hold.
    tiers: tiersOf(shown, best, query.metric === 'score' && !benchmark?.info.ranged, benchmark?.info ?? null, perYuan ? catalogue : null),
    vendors: benchmark ? COLUMN_ORDER.filter((vendor) => ladderSize(catalogue, { benchmark, ...of }, vendor) > 0) : [],
    mark: mark && mark.state,
    power: query.metric === 'per-watt' && benchmark ? powerOf(catalogue, benchmark.info, entries) : null,
    value: perYuan ? valueOf(catalogue, benchmark, query, ranked.length) : null,
  };
}

/** A processor's price now in yuan, or null. */
function yuanOf(catalogue: Catalogue, processor: Processor): number | null {
  const now = catalogue.prices.priceNow(processor);
  return 'yuan' in now ? now.yuan : null;
}

/**
 * The value ladder's facts beside its entries: the prices' month, the budgets, and the processors
 * of this ladder (segment and vendor) with a ranked figure but no price now, which are not ranked:
 * those the source does not price, and those without a usable price in its last months.
 */
function valueOf(catalogue: Catalogue, benchmark: Benchmark | null, query: LadderQuery, ranked: number): NonNullable<LadderData['value']> {
  const source = catalogue.prices.source;
  const unpriced = { unsourced: 0, stale: 0 };
  if (source && benchmark) {
    const scored = ladderEntries(catalogue, { benchmark, segment: query.segment, metric: 'score' }, query.vendor);
    for (let i = 0; i < scored.length; i++) {
      const now = catalogue.prices.priceNow(scored.processorAt(i));
      if ('yuan' in now) continue;
      if (now.since) unpriced.stale++;
      else unpriced.unsourced++;
    }
  }
  const withinMonths = catalogue.prices.file?.rules.nowWithinMonths ?? 0;
  return { month: source?.lastMonth ?? null, withinMonths, budgets: [...BUDGET_STEPS], ranked, unpriced };
}

/**
 * Which ratings a per-watt ladder's entries are divided by, for the line above it, and the sources
 * of AMD's limits among them: read from the facts each entry is divided by, without making the
 * entries (a per-watt ladder of a large catalogue lists tens of thousands).
 */
function powerOf(catalogue: Catalogue, benchmark: BenchmarkInfo, entries: RankedList): NonNullable<LadderData['power']> {
  const bases = new Set<string | undefined>();
  const onPackagePower: Processor[] = [];
  for (let i = 0; i < entries.length; i++) {
    const processor = entries.processorAt(i);
    const basis = perWattPower(benchmark, entries.factsAt(i))?.basis;
    bases.add(basis);
    if (basis === 'package-power-limit') onPackagePower.push(processor);
  }
  return { bases: POWER_BASES.filter((basis) => bases.has(basis)), sources: powerSourcesOf(catalogue, onPackagePower) };
}

/** Intel and AMD first, as the two-column ladder has always stood, then the other vendors. */
const COLUMN_ORDER: readonly Vendor[] = ['intel', 'amd', ...VENDORS.filter((vendor) => vendor !== 'intel' && vendor !== 'amd')];

/**
 * A page's entries as rows (entries of different vendors of about equal value share one), grouped by
 * tier when ranked by the figure itself; per watt or per dollar, or by ranges, one group.
 */
function tiersOf(shown: readonly RankedProcessor[], best: number, byFigure: boolean, benchmark: BenchmarkInfo | null, priced: Catalogue | null): LadderTier[] {
  const tiers: LadderTier[] = [];
  let row: LadderRow | null = null;
  let rowValue = 0;
  for (const ranked of shown) {
    const tier = byFigure ? ranked.tier : null;
    let current = tiers[tiers.length - 1];
    if (!current || current.tier !== tier) {
      tiers.push((current = { tier, rows: [] }));
      row = null;
    }
    // Four significant digits say all a page shows (per-dollar values of SPEC are a few hundredths) in fewer bytes.
    const precise = (value: number) => Number(value.toPrecision(best >= 1 ? 6 : 4));
    const entry: LadderEntry = {
      vendor: ranked.processor.vendor,
      id: ranked.processor.id,
      name: ranked.processor.name,
      value: precise(ranked.value),
      ...(ranked.range ? { range: [precise(ranked.range.low), precise(ranked.range.high)] as [number, number] } : {}),
      samples: ranked.figure.samples,
      rank: ranked.rank,
      ...(ranked.worstRank !== ranked.rank ? { worstRank: ranked.worstRank } : {}),
      tier: ranked.tier,
      ...(ranked.figure.tests ? { tests: ranked.figure.tests.length } : {}),
      ...(ranked.figure.ranked ? {} : { unranked: (benchmark ? unrankedBy(benchmark, ranked.figure) : null) ?? 'few-samples' }),
      ...(ranked.power ? { power: ranked.power } : {}),
      ...(priced ? { price: priceOf(priced, ranked.processor) } : {}),
    };
    if (!row || row[entry.vendor] || ranked.value < rowValue * (1 - ROW_TOLERANCE)) {
      current.rows.push((row = {}));
      rowValue = ranked.value;
    }
    row[entry.vendor] = entry;
  }
  return tiers;
}

/** The price now a value ladder's entry is divided by, with its month (every entry there has one). */
function priceOf(catalogue: Catalogue, processor: Processor): { yuan: number; month: string } {
  const now = catalogue.prices.priceNow(processor);
  if (!('yuan' in now)) throw new Error(`${processor.vendor}:${processor.id} is ranked per yuan without a price now`);
  return { yuan: now.yuan, month: now.month };
}

/** What became of the processor the URL asks to mark, and where it is in the entries when shown. */
function markOf(catalogue: Catalogue, benchmark: Benchmark | null, query: LadderQuery, entries: RankedList): { state: LadderMark; index?: number } {
  const key = query.mark!;
  const named = parseProcessorKey(key);
  const processor = named ? catalogue.find(named.vendor, named.id) : undefined;
  if (!processor) return { state: { key, name: null, status: 'unknown', segment: null } };
  const segment = ladderSegmentOf(processor.segment);
  const state = (status: LadderMark['status']): LadderMark => ({ key, name: processor.name, vendor: processor.vendor, id: processor.id, status, segment });
  if (segment === null) return { state: state('no-ladder') };
  const figure = benchmark?.figureOf(processor);
  // Without a figure in this benchmark it is on none of its ladders, whatever its segment.
  if (!figure) {
    // Where it does rank, if anywhere: the first benchmark of the list that ranks it on its ladder,
    // one that measures what this one does (one thread, or all) first.
    const ranking = catalogue.benchmarks.filter((other) => other.figureOf(processor)?.ranked);
    const elsewhere = ranking.find((other) => other.info.scope === benchmark?.info.scope) ?? ranking[0];
    // A processor with no single-thread index is told why it has none.
    const absence = benchmark?.info.id === SINGLE_THREAD_INDEX_ID ? indexAbsence(catalogue, processor) : null;
    return { state: { ...state('no-score'), ...(elsewhere ? { elsewhere: elsewhere.info.id } : {}), ...(absence ? { absence } : {}) } };
  }
  if (segment !== query.segment) return { state: state('other-segment') };
  if (!figure.ranked && !query.unranked) return { state: state('unranked') };
  if (query.vendor && query.vendor !== processor.vendor) return { state: state('filtered') };
  const now = query.metric === 'per-yuan' ? catalogue.prices.priceNow(processor) : null;
  if (now && 'yuan' in now && query.cnyMax !== null && now.yuan > query.cnyMax) return { state: { ...state('over-budget'), yuan: now.yuan } };
  let index = 0;
  while (index < entries.length && entries.processorAt(index) !== processor) index++;
  if (index === entries.length) return { state: { ...state('no-metric'), ...(now && 'none' in now && now.since ? { priceSince: now.since } : {}) } };
  const { rank, worstRank } = entries.at(index);
  return { state: { ...state('shown'), rank, ...(worstRank !== rank ? { worstRank } : {}) }, index };
}

export default ladderPage;
