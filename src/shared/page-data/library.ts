import type { BenchmarkInfo } from '../benchmark.js';
import type { LibraryQuery } from '../library-query.js';
import type { Vendor } from '../processor.js';
import type { ProcessorLink } from '../payload.js';
import type { ProcessorSummary } from '../processor-summary.js';
import type { PriceCredit } from './price-credit.js';

/** The library: its form, which the browser runs, and its results, drawn on the server. */
export interface LibraryData {
  query: LibraryQuery;
  /** processors in the catalogue */
  total: number;
  /** processors the filters accept */
  matched: number;
  /** how many results this page shows: the results themselves are drawn on the server (LibraryParts) */
  shown: number;
  /**
   * the count over the results, in the page's language ("第 1–24 款，共 3,574 款"): its numbers are
   * written on the server, which keeps the number formatting (src/shared/format.ts) out of the
   * library's first load, within its budget (test/client/budget.test.ts)
   */
  count: string;
  pages: number;
  /** how many filters besides the search are set: the folded part of the form counts them */
  folded: number;
  /** the name of the benchmark the results are sorted by, when it is not one of the sort select's own keys */
  sortBenchmark: string | null;
  /** the catalogue has China retail prices: the form filters by the price now and the sort offers it (a synthetic catalogue has none) */
  priced: boolean;
}

export interface LibraryParts {
  /** the socket filter's options, the one asked for selected: the form's select holds them */
  /** the socket filter's options: desktop, server, then mobile and embedded packages (src/catalogue/socket-groups.ts) */
  sockets: { groups: { group: 'desktop' | 'server' | 'mobile'; sockets: string[] }[]; selected: string | null };
  /** the vendor filter's options, the one asked for selected: the form's select holds them */
  vendors: { selected: Vendor | null };
  /** the filters that are set, each a link that removes it */
  filters: { query: LibraryQuery };
  /** the results table (or why there is none), the pages and the downloads */
  results: {
    query: LibraryQuery;
    matched: number;
    pages: number;
    results: ProcessorSummary[];
    /** with a year filter: how many the other filters accept but no launch date places (not in `matched`) */
    undated: number;
    /** sorted by launch date: how many of the matches no source dates, listed last */
    undatedLast: number;
    /** a search that found nothing: the nearest names, and a report of the processor as missing */
    notFound: { nearest: ProcessorLink[]; reportHref: string } | null;
    /** the catalogue's benchmarks, in order, but the derived ones: the figures' column lists and sorts by each */
    benchmarks: string[];
    /** the derived benchmarks (the single-thread index): each a column of its own, labelled as derived */
    columns: string[];
    /** where the figures this page shows come from, once per source: the credit, licence and notice their terms ask for (SPEC's trademarks) */
    credits: BenchmarkInfo[];
    /** the licences of the figures in the catalogue's own files (the CSV and JSON), once per source */
    inFiles: { name: string; licence: string }[];
    /** figures downloaded apart from the catalogue's CC0 files (a copyleft licence) */
    apart: DownloadApart[];
    /** the China retail price now of each processor shown that has one, by `vendor:id`, with its month */
    prices: Record<string, { yuan: number; month: string }>;
    /** the prices' credit (CC BY 4.0), when this page shows a price or filters or sorts by one; else null */
    priceCredit: PriceCredit | null;
  };
}

/** A source whose figures have their own download: hardinfo2's, under the GPL. */
export interface DownloadApart {
  name: string;
  licence: string;
  href: string;
  /** the benchmarks CPU Atlas derives from this source's figures alone, published in the same download (the single-thread index) */
  derived: string[];
}
