import type { Catalogue } from '../catalogue/catalogue.js';
import { libraryQueryOf } from '../catalogue/library-request.js';
import { socketGroupsOf } from '../catalogue/socket-groups.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../messages.js';
import { RELEVANCE, SORT_KEYS, activeFilters, libraryQueryString, usesYuan, type LibraryQuery } from '../shared/library-query.js';
import { processorKey, type Processor } from '../shared/processor.js';
import { priceCreditOf } from './price-credit.js';
import { formatNumber } from '../shared/format.js';
import type { MessageKey } from '../shared/messages.js';
import type { DownloadApart, LibraryData, LibraryParts } from '../shared/page-data/library.js';
import { figuresApartHref } from '../shared/open-data-url.js';
import { downloadApartOf, publishedApart, type BenchmarkInfo } from '../shared/benchmark.js';
import type { ProcessorSummary } from '../shared/processor-summary.js';
import { hrefFor } from '../shared/route-paths.js';
import type { Locale } from '../shared/locales.js';
import { missingProcessorReport, newIssueUrl } from './issue-report.js';
import { TIDY_REDIRECT_MAX_AGE_S, type Page } from './page.js';

/** How many near names a search that found nothing offers. */
const NEAREST = 6;

const libraryPage: Page<'library', LibraryData, LibraryParts, LibraryQuery> = {
  query: (raw, catalogue: Catalogue) => libraryQueryOf(raw, catalogue),
  canonicalQuery: (query) => libraryQueryString(query),
  /**
   * One library view, one URL. The filter form is a plain GET form, so without JavaScript it
   * submits every field, empty or default (`/lib?q=&vendor=&segment=&…&sort=-launched&per=24`);
   * such a request is answered with a 301 to the tidy URL the library's own links use (empty,
   * default, unknown and malformed values dropped, the order fixed), so the links people share and
   * the pages search engines index are clean.
   */
  redirect: ({ asked, canonical, locale }) =>
    asked === canonical ? null : { location: hrefFor('library', locale, {}, canonical), status: 301, maxAgeSeconds: TIDY_REDIRECT_MAX_AGE_S },
  load({ catalogue, locale, query, repositoryUrl }) {
    const { matched, results, undated, undatedLast } = catalogue.library.search(query);
    const total = catalogue.processors.length;
    const pages = Math.max(1, Math.ceil(matched / query.per));
    const summaries = results.map((p) => summarize(p, catalogue));
    return {
      data: {
        query,
        total,
        matched,
        pages,
        shown: summaries.length,
        count: countText(locale, query, matched, summaries.length),
        folded: activeFilters(query).filter((filter) => filter.name !== 'q').length,
        sortBenchmark:
          (SORT_KEYS as readonly string[]).includes(query.sort) || query.sort === RELEVANCE
            ? null
            : translate(locale, `benchmarks.${query.sort}.short` as MessageKey),
        priced: catalogue.prices.source !== null,
      },
      parts: {
        sockets: { groups: socketGroupsOf(catalogue), selected: query.socket },
        vendors: { selected: query.vendor },
        filters: { query },
        results: {
          query,
          matched,
          pages,
          results: summaries,
          undated,
          undatedLast,
          notFound: matched === 0 && query.q ? notFound(catalogue, query.q, locale, repositoryUrl) : null,
          benchmarks: catalogue.benchmarks.filter(({ info }) => !info.derivedFrom && !info.live).map(({ info }) => info.id),
          columns: catalogue.benchmarks.filter(({ info }) => info.derivedFrom).map(({ info }) => info.id),
          credits: creditsOf(catalogue, summaries, query.sort),
          inFiles: licencesInFiles(catalogue),
          apart: downloadsApart(catalogue),
          ...pricesOf(catalogue, results, query, locale),
        },
      },
      title: `${translate(locale, 'libraryTitle')} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'libraryDescription', { count: total }),
    };
  },
};

/** "第 1–24 款，共 3,574 款", "Showing 1–24 of 3,574"; or, on no page of results, how many match. */
function countText(locale: Locale, query: LibraryQuery, matched: number, shown: number): string {
  const from = (query.page - 1) * query.per + 1;
  return shown
    ? translate(locale, 'library.showing', {
        from: formatNumber(locale, from),
        to: formatNumber(locale, from + shown - 1),
        matched: formatNumber(locale, matched),
      })
    : translate(locale, 'libraryResults', { count: formatNumber(locale, matched) });
}

/**
 * A search that found nothing is no dead end: the names nearest what was typed (the matcher's loose
 * pass, as a mistyped URL's 404 offers them), and a report of the processor as missing on the
 * repository's issue tracker.
 */
function notFound(catalogue: Catalogue, q: string, locale: Locale, repositoryUrl: string): LibraryParts['results']['notFound'] {
  return {
    nearest: catalogue.search.closest(q, NEAREST).map(({ vendor, id, name }) => ({ vendor, id, name })),
    reportHref: newIssueUrl(repositoryUrl, missingProcessorReport(q, locale)),
  };
}

/**
 * The China retail prices now of the processors a page of results shows, and their credit, which
 * goes wherever a price is shown, or a list is filtered or sorted by one (CC BY 4.0, docs/prices.md).
 */
function pricesOf(
  catalogue: Catalogue,
  shown: readonly Processor[],
  query: LibraryQuery,
  locale: Locale,
): Pick<LibraryParts['results'], 'prices' | 'priceCredit'> {
  const prices: LibraryParts['results']['prices'] = {};
  for (const processor of shown) {
    const now = catalogue.prices.priceNow(processor);
    if ('yuan' in now) prices[processorKey(processor)] = { yuan: now.yuan, month: now.month };
  }
  const used = Object.keys(prices).length > 0 || usesYuan(query);
  return { prices, priceCredit: used ? priceCreditOf(catalogue, locale) : null };
}

/**
 * The sources of the figures a page of results shows, or sorts by, each once in the catalogue's
 * order: their credit, licence and notice follow the table, as their terms ask (SPEC's trademark
 * notice and "derived values, not SPEC results" wherever a SPEC figure is).
 */
function creditsOf(catalogue: Catalogue, shown: readonly ProcessorSummary[], sort: string): BenchmarkInfo[] {
  const present = new Set([sort, ...shown.flatMap((summary) => summary.figures.map((figure) => figure.benchmark))]);
  const sources = new Map<string, BenchmarkInfo>();
  for (const { info } of catalogue.benchmarks) {
    if (present.has(info.id) && !sources.has(info.source)) sources.set(info.source, info);
  }
  return [...sources.values()];
}

/** The licences the catalogue's CSV and JSON carry for their figures, once per source. */
function licencesInFiles(catalogue: Catalogue): { name: string; licence: string }[] {
  const sources = new Map<string, { name: string; licence: string }>();
  for (const { info } of catalogue.benchmarks) {
    if (!publishedApart(info) && !sources.has(info.source)) sources.set(info.source, { name: info.sourceName, licence: info.licence });
  }
  return [...sources.values()];
}

/** Each source published apart from the catalogue's files, once, with the figures CPU Atlas derives from it alone (src/http/open-figures.ts). */
function downloadsApart(catalogue: Catalogue): DownloadApart[] {
  const downloads = new Map<string, DownloadApart>();
  for (const { info } of catalogue.benchmarks) {
    if (!publishedApart(info)) continue;
    const source = downloadApartOf(
      catalogue.benchmarks.map((benchmark) => benchmark.info),
      info,
    );
    let download = downloads.get(source);
    if (!download) downloads.set(source, (download = { name: info.sourceName, licence: info.licence, href: figuresApartHref(source), derived: [] }));
    if (source === info.source) download.name = info.sourceName;
    else download.derived.push(info.id);
  }
  return [...downloads.values()];
}

export default libraryPage;
