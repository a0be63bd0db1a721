import type { Alias } from '../record/aliases.js';
import { scoreAtPlace, type Benchmark } from './benchmark.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';
import { buildLibraryIndex, type LibraryIndex } from './library-index.js';
import { NO_PLATFORM_FILES, type PlatformFiles } from '../record/platforms/platform-files.js';
import { buildPlatforms, type Platforms } from './platforms/platforms.js';
import { buildPrices, type Prices } from './prices.js';
import type { PriceFile } from '../record/price-schema.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';
import type { SearchTables } from './search-tokens.js';
import { processorKey, type Processor, type Vendor } from '../shared/processor.js';

/**
 * The in-memory catalogue every page reads from. It is built once at start-up
 * and never changes while the process runs, so pages are pure functions of
 * (build, path, query, catalogue).
 */
export interface Catalogue {
  readonly processors: readonly Processor[];
  /** true for a generated catalogue: every page says so */
  readonly synthetic: boolean;
  find(vendor: Vendor, id: string): Processor | undefined;
  /** the id a merged record's old id now answers as (data/aliases.json), or undefined when it is no alias */
  aliasOf(vendor: Vendor, id: string): string | undefined;
  /** every benchmark with figures in this catalogue, in the modules' order (src/record/benchmarks/list.ts) */
  readonly benchmarks: readonly Benchmark[];
  /** the benchmark of that id, if the catalogue has it */
  findBenchmark(id: string): Benchmark | undefined;
  /** the library's search, filter and sort indexes */
  readonly library: LibraryIndex;
  /** the text matcher behind suggestions, /search, the library's text filter and the 404 page */
  readonly search: SearchIndex;
  /** sockets, chipsets, motherboards, what fits where and what to upgrade to (platforms/platforms.ts) */
  readonly platforms: Platforms;
  /** China retail prices in yuan, by month, with their source and credit (prices.ts, docs/prices.md) */
  readonly prices: Prices;
}

/** What a catalogue holds besides its records; each is empty unless given. */
export interface CatalogueParts {
  /** a generated catalogue (`fake:N`) */
  synthetic?: boolean;
  benchmarks?: readonly Benchmark[];
  platforms?: PlatformFiles;
  aliases?: readonly Alias[];
  /** data/prices/frocloud.json, checked against these processors */
  prices?: PriceFile | null;
  /** the search tables of these processors, when made beforehand (on a thread: search-tables-thread.ts) */
  searchTables?: SearchTables;
}

export function createCatalogue(processors: readonly Processor[], parts: CatalogueParts = {}): Catalogue {
  const { synthetic = false, benchmarks = [], platforms = NO_PLATFORM_FILES, aliases = [], prices = null, searchTables } = parts;
  // By vendor, then id: the ids are the records' own strings, where a map of `vendor:id` keys made
  // a key string per record (about 6 MB at fake:100000) and another for every look-up.
  const byVendor = new Map<Vendor, Map<string, Processor>>();
  for (const processor of processors) {
    let ids = byVendor.get(processor.vendor);
    if (!ids) byVendor.set(processor.vendor, (ids = new Map()));
    ids.set(processor.id, processor);
  }
  const aliasTo = new Map(aliases.map((alias) => [processorKey(alias), alias.to]));
  const byId = new Map(benchmarks.map((benchmark) => [benchmark.info.id, benchmark]));
  const sortable = benchmarks.map((benchmark) => ({
    id: benchmark.info.id,
    default: benchmark.info.id === DEFAULT_BENCHMARK,
    figureOf: scoreAtPlace(benchmark, processors),
  }));
  // Built now, not on first use: the first visitor to search must not wait for 100,000 records.
  const measured = (place: number) => sortable.some((benchmark) => benchmark.figureOf(processors[place]!, place) !== null);
  const search = buildSearchIndex(processors, measured, searchTables);
  const priced = buildPrices(prices);
  const yuanNow = priced.source
    ? (p: Processor) => {
        const now = priced.priceNow(p);
        return 'yuan' in now ? now.yuan : null;
      }
    : null;
  return {
    processors,
    synthetic,
    find: (vendor, id) => byVendor.get(vendor)?.get(id),
    aliasOf: (vendor, id) => aliasTo.get(processorKey({ vendor, id })),
    benchmarks,
    findBenchmark: (id) => byId.get(id),
    library: buildLibraryIndex(processors, search, sortable, yuanNow),
    search,
    platforms: buildPlatforms(processors, platforms),
    prices: priced,
  };
}

/**
 * The catalogue with more benchmarks after its own: CPU Atlas Bench's, whose figures change while
 * the server runs (src/bench-results/figure-refresh.ts). The result is a new value — a catalogue
 * still never changes once made — that shares everything else with `base` (records, search and
 * library indexes, platforms, prices: nothing is built again), so what is derived from a catalogue's
 * figures (rankings, socket listings) is made afresh for it on first use (per-catalogue.ts). The
 * library's sort orders stay the base's: a benchmark added here is not a library sort.
 */
export function withBenchmarks(base: Catalogue, added: readonly Benchmark[]): Catalogue {
  if (added.length === 0) return base;
  const benchmarks = [...base.benchmarks, ...added];
  const byId = new Map(benchmarks.map((benchmark) => [benchmark.info.id, benchmark]));
  return { ...base, benchmarks, findBenchmark: (id) => byId.get(id) };
}
