import type { LadderData, LadderEntry, LadderMark, LadderPageData, LadderParts, LadderRow, LadderTier } from '../shared/page-data/ladder.js';
import type { Benchmark } from '../catalogue/benchmark.js';
import { unrankedBy, type BenchmarkInfo } from '../shared/benchmark.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { ladderEntries, ladderSize, ladderSizes, rankingOf, type RankedProcessor } from '../catalogue/ladder.js';
import { translate } from '../messages.js';
import { DEFAULT_LADDER_QUERY, ladderQueryString, ladderSegmentOf, parseLadderQuery, type LadderQuery } from '../shared/ladder-query.js';
import { POWER_BASES, metricsOf } from '../shared/figure-metrics.js';
import type { MessageKey } from '../shared/messages.js';
import { parseProcessorKey, VENDORS, type Vendor } from '../shared/processor.js';
import type { Page } from './page.js';
import { powerSourcesOf } from './power-sources.js';

/**
 * /ladder: one segment's processors ranked in one benchmark (`benchmark=`, Blender by default) by
 * the figure, the figure per watt or per launch dollar, in tiers that come from the figure, a
 * page of entries at a time. Figures that do not rank by default (one result, doubtful) are left
 * out and counted; `unranked=1` lists them too. `mark=vendor:id` highlights one processor and,
 * unless a page is asked for, opens the page that holds it; when it cannot be shown the page says why.
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
    return benchmark && !metricsOf(benchmark.info).includes(query.metric) ? { ...query, metric: DEFAULT_LADDER_QUERY.metric } : query;
  },
  canonicalQuery: (query) => ladderQueryString(query),
  load({ catalogue, locale, query }) {
    const data = ladderData(catalogue, query);
    const segment = translate(locale, `ladderSegment.${data.query.segment}`);
    const benchmark = data.benchmark ? translate(locale, `benchmarks.${data.benchmark.id}.short` as MessageKey) : translate(locale, 'score.heading');
    return {
      data: {
        segment: data.query.segment,
        marked: data.mark?.status === 'shown' ? data.mark.key : null,
      },
      parts: { body: { data } },
      title: `${translate(locale, 'ladderTitle', { segment })} · ${benchmark} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'ladderDescription', { segment, benchmark }),
    };
  },
  // Ranking a segment's processors is computed on first use; the desktop ladder is warmed by the
  // home page's ladder tops. A ladder page shows every benchmark's ladder size; counting a
  // segment's figures counts them for every metric at once (src/catalogue/ladder.ts), so each
  // segment is warmed once, the desktop by a per-watt page, whose first visit would count them.
  warmUp: () => ['/ladder?segment=mobile', '/ladder?segment=server', '/ladder?segment=desktop&metric=per-watt'],
};

export function ladderData(catalogue: Catalogue, query: LadderQuery): LadderData {
  const benchmark = catalogue.findBenchmark(query.benchmark) ?? catalogue.findBenchmark(DEFAULT_BENCHMARK) ?? null;
  const of = { segment: query.segment, metric: query.metric, unranked: query.unranked };
  const entries = benchmark ? ladderEntries(catalogue, { benchmark, ...of }, query.vendor) : [];
  const best = benchmark ? rankingOf(catalogue, { benchmark, ...of }).best : 0;
  const mark = query.mark === null ? null : markOf(catalogue, benchmark, query, entries);
  const pages = Math.max(1, Math.ceil(entries.length / LADDER_PAGE_SIZE));
  const page = Math.min(pages, query.page ?? (mark?.index !== undefined ? Math.floor(mark.index / LADDER_PAGE_SIZE) + 1 : 1));
  const start = (page - 1) * LADDER_PAGE_SIZE;
  const shown = entries.slice(start, start + LADDER_PAGE_SIZE);
  // Either list, with or without the unranked figures, tells how many there are.
  const other = benchmark ? ladderSize(catalogue, { benchmark, ...of, unranked: !query.unranked }, query.vendor) : 0;
  return {
    query: { ...query, page: query.page === null ? null : page },
    benchmark: benchmark?.info ?? null,
    benchmarks: catalogue.benchmarks.flatMap((choice) => {
      const size = ladderSize(catalogue, { benchmark: choice, ...of }, query.vendor);
      return size || choice === benchmark ? [{ id: choice.info.id, size }] : [];
    }),
    sizes: benchmark ? ladderSizes(catalogue, { benchmark, metric: query.metric, unranked: query.unranked }, query.vendor) : { desktop: 0, mobile: 0, server: 0 },
    best,
    total: entries.length,
    unrankedCount: Math.abs(other - entries.length),
    page,
    pages,
    tiers: tiersOf(shown, best, query.metric === 'score', benchmark?.info ?? null),
    vendors: benchmark ? COLUMN_ORDER.filter((vendor) => ladderSize(catalogue, { benchmark, ...of }, vendor) > 0) : [],
    mark: mark && mark.state,
    power: query.metric === 'per-watt' ? powerOf(catalogue, entries) : null,
  };
}

/** Which ratings a per-watt ladder's entries are divided by, for the line above it, and the sources of AMD's limits among them. */
function powerOf(catalogue: Catalogue, entries: readonly RankedProcessor[]): NonNullable<LadderData['power']> {
  const bases = new Set(entries.map((entry) => entry.power?.basis));
  const onPackagePower = entries.flatMap((entry) => (entry.power?.basis === 'package-power-limit' ? [entry.processor] : []));
  return { bases: POWER_BASES.filter((basis) => bases.has(basis)), sources: powerSourcesOf(catalogue, onPackagePower) };
}

/** Intel and AMD first, as the two-column ladder has always stood, then the other vendors. */
const COLUMN_ORDER: readonly Vendor[] = ['intel', 'amd', ...VENDORS.filter((vendor) => vendor !== 'intel' && vendor !== 'amd')];

/**
 * A page's entries as rows (entries of different vendors of about equal value share one), grouped by
 * tier when ranked by the figure itself; per watt or per dollar, one group.
 */
function tiersOf(shown: readonly RankedProcessor[], best: number, byFigure: boolean, benchmark: BenchmarkInfo | null): LadderTier[] {
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
    const entry: LadderEntry = {
      vendor: ranked.processor.vendor,
      id: ranked.processor.id,
      name: ranked.processor.name,
      // Four significant digits say all a page shows (per-dollar values of SPEC are a few hundredths) in fewer bytes.
      value: Number(ranked.value.toPrecision(best >= 1 ? 6 : 4)),
      samples: ranked.figure.samples,
      rank: ranked.rank,
      tier: ranked.tier,
      ...(ranked.figure.tests ? { tests: ranked.figure.tests.length } : {}),
      ...(ranked.figure.ranked ? {} : { unranked: (benchmark ? unrankedBy(benchmark, ranked.figure) : null) ?? 'few-samples' }),
      ...(ranked.power ? { power: ranked.power } : {}),
    };
    if (!row || row[entry.vendor] || ranked.value < rowValue * (1 - ROW_TOLERANCE)) {
      current.rows.push((row = {}));
      rowValue = ranked.value;
    }
    row[entry.vendor] = entry;
  }
  return tiers;
}

/** What became of the processor the URL asks to mark, and where it is in the entries when shown. */
function markOf(catalogue: Catalogue, benchmark: Benchmark | null, query: LadderQuery, entries: readonly RankedProcessor[]): { state: LadderMark; index?: number } {
  const key = query.mark!;
  const named = parseProcessorKey(key);
  const processor = named ? catalogue.find(named.vendor, named.id) : undefined;
  if (!processor) return { state: { key, name: null, status: 'unknown', segment: null } };
  const segment = ladderSegmentOf(processor.segment);
  const state = (status: LadderMark['status']): LadderMark => ({ key, name: processor.name, vendor: processor.vendor, id: processor.id, status, segment });
  if (segment === null) return { state: state('no-ladder') };
  if (segment !== query.segment) return { state: state('other-segment') };
  const figure = benchmark?.figureOf(processor);
  if (!figure) {
    // Where it does rank, if anywhere: the first benchmark of the list that ranks it on its ladder.
    const elsewhere = catalogue.benchmarks.find((other) => other.figureOf(processor)?.ranked);
    return { state: { ...state('no-score'), ...(elsewhere ? { elsewhere: elsewhere.info.id } : {}) } };
  }
  if (!figure.ranked && !query.unranked) {
    // A derived figure on too few tests says which it rests on: the page can say why it is not placed.
    const fewTests = benchmark && unrankedBy(benchmark.info, figure) === 'few-tests' ? { tests: [...figure.tests!], needed: benchmark.info.rankedTests } : null;
    return { state: { ...state('unranked'), ...(fewTests ? { fewTests } : {}) } };
  }
  if (query.vendor && query.vendor !== processor.vendor) return { state: state('filtered') };
  const index = entries.findIndex((entry) => entry.processor === processor);
  if (index === -1) return { state: state('no-metric') };
  return { state: { ...state('shown'), rank: entries[index]!.rank }, index };
}

export default ladderPage;
