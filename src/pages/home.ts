import type { HomeData, HomeFigures, HomeLadder, HomeParts, HomeShortcut } from '../shared/page-data/home.js';
import type { ProcessorSummary } from '../shared/processor-summary.js';
import { rankingOf } from '../catalogue/ladder.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';
import { LADDER_SEGMENTS } from '../shared/ladder-query.js';
import { headlinesOf, type BenchmarkInfo } from '../shared/benchmark.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../messages.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { perCatalogue } from '../catalogue/per-catalogue.js';
import { coreSpread, launchesPerYear } from '../catalogue/statistics.js';
import { SEGMENTS, VENDORS, type Segment, type Vendor } from '../shared/processor.js';
import { DEFAULT_QUERY, libraryQueryString, parseLibraryQuery, type LibraryQuery } from '../shared/library-query.js';
import { launchYear } from '../catalogue/launch-keys.js';
import type { Page } from './page.js';
import { webSite } from './structured-data.js';

const NEWEST_COUNT = 8;
/** How many of each ladder's best the home page shows. */
const LADDER_TOP = 5;

const homePage: Page<'home', HomeData, HomeParts> = {
  load({ catalogue, locale }) {
    const { figures, newest, shortcuts } = homeFigures(catalogue);
    return {
      data: {},
      parts: {
        intro: { total: figures.total },
        overview: { figures },
        lists: { newest, shortcuts },
      },
      title: translate(locale, 'homeTitle'),
      description: translate(locale, 'homeDescription', { count: figures.total }),
    };
  },
  structuredData: (page) => [webSite(page)],
  // Its totals and the ladders' tops are computed on first use.
  warmUp: () => ['/'],
};

interface HomeContent {
  figures: HomeFigures;
  newest: ProcessorSummary[];
  shortcuts: HomeShortcut[];
}

/** The same in both languages and for every visitor: computed once per catalogue. */
const homeFigures = perCatalogue((catalogue): HomeContent => {
  const { processors } = catalogue;
  const newest = catalogue.library.search({ ...DEFAULT_QUERY, sort: 'launched', descending: true, per: 12 }).results;
  const bySegment = Object.fromEntries(SEGMENTS.map((segment) => [segment, 0])) as Record<Segment, number>;
  const byVendor = Object.fromEntries(VENDORS.map((vendor) => [vendor, 0])) as Record<Vendor, number>;
  for (const processor of processors) {
    bySegment[processor.segment]++;
    byVendor[processor.vendor]++;
  }
  return {
    figures: {
      total: processors.length,
      byVendor,
      bySegment,
      ladders: ladderTops(catalogue),
      benchmark: catalogue.findBenchmark(DEFAULT_BENCHMARK)?.info ?? null,
      singleThread: singleThreadOf(catalogue),
      pricesMonth: catalogue.prices.source?.lastMonth ?? null,
      launches: launchesPerYear(processors),
      spread: coreSpread(processors),
    },
    newest: newest.slice(0, NEWEST_COUNT).map((p) => summarize(p, catalogue)),
    shortcuts: shortcuts(catalogue),
  };
});

/** The headline single-thread benchmark (the index), whose ladder is the single-thread ladder a visitor is sent to. */
function singleThreadOf(catalogue: Catalogue): BenchmarkInfo | null {
  const infos = catalogue.benchmarks.map(({ info }) => info);
  return infos.find((info) => info.scope === 'single-thread' && headlinesOf(infos).includes(info.id)) ?? null;
}

/** The top of each ladder of the default benchmark (Blender) by its figure, as a share of its best; ranked figures only, as the ladder lists them. */
function ladderTops(catalogue: Catalogue): HomeLadder[] {
  const benchmark = catalogue.findBenchmark(DEFAULT_BENCHMARK);
  if (!benchmark) return [];
  return LADDER_SEGMENTS.map((segment) => {
    const ranking = rankingOf(catalogue, { benchmark, segment, metric: 'score' });
    return {
      segment,
      total: ranking.length,
      top: ranking
        .slice(0, LADDER_TOP)
        .map(({ processor: { vendor, id, name }, value, rank }) => ({ vendor, id, name, value, rank, share: value / ranking.best })),
    };
  });
}

/** Ready-made library views, each with how many processors it holds. */
function shortcuts(catalogue: Catalogue): HomeShortcut[] {
  // Dates come at the precision the vendor gives ("2024-Q3" as well as "2024-07-15"): read through launch-date.ts.
  let newestYear = 0;
  for (const p of catalogue.processors) newestYear = Math.max(newestYear, launchYear(p.launched) ?? 0);
  const views: [HomeShortcut['label'], Record<string, string>][] = [
    ['homeLink.amdDesktop', { vendor: 'amd', segment: 'desktop' }],
    ['homeLink.intelDesktop', { vendor: 'intel', segment: 'desktop' }],
    ['homeLink.amdMobile', { vendor: 'amd', segment: 'mobile' }],
    ['homeLink.intelMobile', { vendor: 'intel', segment: 'mobile' }],
    ['homeLink.server', { segment: 'server' }],
    ['homeLink.workstation', { segment: 'workstation' }],
    ['homeLink.manyCores', { cores_min: '16', sort: '-cores' }],
    ['homeLink.recent', { year_min: String(newestYear - 1) }],
  ];
  return views.map(([label, raw]) => {
    const query: LibraryQuery = parseLibraryQuery(raw);
    return { label, search: libraryQueryString(query), count: catalogue.library.search({ ...query, per: 12 }).matched };
  });
}

export default homePage;
