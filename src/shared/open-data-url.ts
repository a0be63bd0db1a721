/**
 * Where the open data lives: `/data/processors.csv` and `.json`, the whole catalogue, or with a
 * library query (`?vendor=amd&segment=mobile`) what that library view lists, every page of it
 * (src/http/open-data.ts). Safe to import in the browser: the footer and the library link here.
 */
export const OPEN_DATA_FORMATS = ['csv', 'json'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

/** `openDataHref('csv')` → `/data/processors.csv`; a search ('' or '?…') follows it as it is. */
export function openDataHref(format: OpenDataFormat, search = ''): string {
  return `/data/processors.${format}${search}`;
}

/** Where a source published apart from the catalogue's CC0 files is downloaded, whole: `/data/hardinfo2.json`. */
export function figuresApartHref(source: string): string {
  return `/data/${source}.json`;
}

/**
 * The China retail prices in yuan, whole: published apart from the CC0 files, under their source's
 * CC BY 4.0 licence and with its credit (src/http/open-prices.ts).
 */
export const PRICES_DATA_HREF = '/data/prices.json';

/**
 * The name a downloaded file is saved under, dated so that downloads on different days do not
 * overwrite each other: `cpu-atlas-processors-2026-11-22.csv`, or with the vendor and segment a
 * filtered export narrows to, `cpu-atlas-processors-amd-mobile-2026-11-22.csv`.
 */
export function openDataFileName(format: OpenDataFormat, date: Date, narrowedTo: readonly string[] = []): string {
  return ['cpu-atlas-processors', ...narrowedTo, date.toISOString().slice(0, 10)].join('-') + `.${format}`;
}

/**
 * CPU Atlas Bench's accepted results, CC0: every one as JSON Lines or CSV, and each UTC day's as a
 * file of its own (`/data/bench-results/2026-12-07.jsonl`), for mirrors that fetch once a day
 * (src/http/bench-open-data.ts).
 */
export const BENCH_RESULTS_FORMATS = ['jsonl', 'csv'] as const;
export type BenchResultsFormat = (typeof BENCH_RESULTS_FORMATS)[number];

export function benchResultsHref(format: BenchResultsFormat, day?: string): string {
  return day ? `/data/bench-results/${day}.${format}` : `/data/bench-results.${format}`;
}

/** The figures made of the accepted results, per processor and engine family, single- and multi-thread (CC0). */
export const BENCH_FIGURES_HREF = '/data/bench-figures.json';
