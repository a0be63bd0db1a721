import type { Alias } from './aliases.js';
import { NO_BENCHMARK, type Benchmark } from './benchmark.js';
import { buildLibraryIndex, type LibraryIndex } from './library-index.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';
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
  /** open benchmark scores (Blender Open Data), by processor */
  readonly benchmark: Benchmark;
  /** the library's search, filter and sort indexes */
  readonly library: LibraryIndex;
  /** the text matcher behind suggestions, /search, the library's text filter and the 404 page */
  readonly search: SearchIndex;
}

export function createCatalogue(processors: readonly Processor[], synthetic = false, benchmark: Benchmark = NO_BENCHMARK, aliases: readonly Alias[] = []): Catalogue {
  const byKey = new Map<string, Processor>();
  for (const processor of processors) byKey.set(processorKey(processor), processor);
  const aliasTo = new Map(aliases.map((alias) => [processorKey(alias), alias.to]));
  // Built now, not on first use: the first visitor to search must not wait for 100,000 records.
  const search = buildSearchIndex(processors);
  return {
    processors,
    synthetic,
    find: (vendor, id) => byKey.get(processorKey({ vendor, id })),
    aliasOf: (vendor, id) => aliasTo.get(processorKey({ vendor, id })),
    benchmark,
    library: buildLibraryIndex(processors, search, (processor) => benchmark.scoreOf(processor)?.score ?? null),
    search,
  };
}
