import { join, resolve } from 'node:path';
import { benchmarksFromFile, type Benchmark } from './benchmark.js';
import { BENCHMARK_MODULES } from '../record/benchmarks/list.js';
import { ALIASES_FILE, checkAliases, readAliasFile } from '../record/aliases.js';
import { createCatalogue } from './catalogue.js';
import type { Catalogue } from './catalogue.js';
import { parseCatalogueSource } from './catalogue-source.js';
import { readPlatformFiles } from '../record/platforms/platform-files.js';
import { readPriceFile } from '../record/price-file.js';
import type { Processor } from '../shared/processor.js';
import { readRecordFile } from '../record/read-records.js';
import { readScoreFiles } from '../record/score-files.js';
import { searchTablesFor } from './search-tables-thread.js';
import { loadShippedProcessors } from '../record/shipped-records.js';
import { checkUniqueIds } from '../record/validate.js';

/**
 * Builds the catalogue the server runs on:
 *   undefined  the shipped catalogue, data/<vendor>/*.json under rootDir, with
 *              the figures of every benchmark module whose files are there
 *              (data/scores/<module>.json, or data/scores/<module>/) and the ids of merged records
 *              (data/aliases.json) and the monthly China retail prices (data/prices/frocloud.json)
 *   "fake:N"   N generated records and figures for every benchmark (marked synthetic)
 *   otherwise  a path, relative to the current directory, to a JSON array
 *              such as the importer writes; its processors have no scores, as
 *              the shipped scores name the shipped catalogue's processors
 * Every kind gets the shipped platform files (data/platforms/: sockets, chipsets,
 * motherboards): they describe hardware, not the catalogue, and a generated
 * processor names a real socket.
 * Any problem throws; the server prints the message and does not start.
 */
export async function loadCatalogue(source: string | undefined, rootDir: string): Promise<Catalogue> {
  const parsed = parseCatalogueSource(source);
  const platforms = await readPlatformFiles(rootDir);
  switch (parsed.kind) {
    case 'synthetic': {
      // Imported only here: loading faker, which only the generator uses, costs about 0.2 s of CPU,
      // which every test process that loads the shipped catalogue paid for nothing.
      const [{ generateCatalogue }, { generateBenchmarks }] = await Promise.all([import('./synthetic.js'), import('./synthetic-scores.js')]);
      const processors = generateCatalogue(parsed.count);
      // Started first: a large catalogue's search tables are built on another thread meanwhile.
      const searchTables = searchTablesFor(processors);
      const benchmarks = generateBenchmarks(processors, BENCHMARK_MODULES);
      return createCatalogue(processors, { synthetic: true, benchmarks, platforms, searchTables: await searchTables });
    }
    case 'file': {
      const entries = await readRecordFile(resolve(parsed.path), parsed.path);
      checkUniqueIds(entries);
      const processors = entries.map((entry) => entry.processor);
      return createCatalogue(processors, { platforms, searchTables: await searchTablesFor(processors) });
    }
    case 'shipped': {
      const processors = await loadShippedProcessors(rootDir);
      const searchTables = searchTablesFor(processors);
      const aliases = await readAliasFile(join(rootDir, ALIASES_FILE), ALIASES_FILE);
      checkAliases(aliases, processors, ALIASES_FILE);
      const prices = await readPriceFile(rootDir, processors);
      const benchmarks = await loadShippedBenchmarks(rootDir, processors);
      return createCatalogue(processors, { benchmarks, platforms, aliases, prices, searchTables: await searchTables });
    }
  }
}

/** Every module's figures whose file is there, validated against the module and the catalogue. */
async function loadShippedBenchmarks(rootDir: string, processors: readonly Processor[]): Promise<Benchmark[]> {
  const benchmarks: Benchmark[] = [];
  for (const module of BENCHMARK_MODULES) {
    const file = await readScoreFiles(rootDir, module, processors);
    if (!file) continue;
    benchmarks.push(...benchmarksFromFile(file, module));
  }
  return benchmarks;
}
