import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { benchmarksFromFile, type Benchmark } from './benchmark.js';
import { BENCHMARK_MODULES } from './benchmarks/list.js';
import { ALIASES_FILE, checkAliases, readAliasFile } from './aliases.js';
import { CatalogueError } from './catalogue-error.js';
import { createCatalogue } from './catalogue.js';
import type { Catalogue } from './catalogue.js';
import { parseCatalogueSource } from './catalogue-source.js';
import { readPlatformFiles } from './platforms/platform-files.js';
import { readPriceFile } from './price-file.js';
import { VENDORS } from '../shared/processor.js';
import type { Processor } from '../shared/processor.js';
import { readRecordFile } from './read-records.js';
import { readScoreFiles } from './score-files.js';
import { searchTablesFor } from './search-tables-thread.js';
import { checkUniqueIds } from './validate.js';
import type { SourcedProcessor } from './validate.js';

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

/** The shipped records alone, validated: what the catalogue and the score importer start from. */
export async function loadShippedProcessors(rootDir: string): Promise<Processor[]> {
  const entries: SourcedProcessor[] = [];
  for (const vendor of VENDORS) {
    const relativeDir = `data/${vendor}`;
    for (const name of await listJsonFiles(join(rootDir, relativeDir), relativeDir)) {
      entries.push(...(await readRecordFile(join(rootDir, relativeDir, name), `${relativeDir}/${name}`, vendor)));
    }
  }
  checkUniqueIds(entries);
  return entries.map((entry) => entry.processor);
}

/** *.json names in a directory, in code-unit order so every machine loads the same sequence */
async function listJsonFiles(dir: string, label: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A vendor of the route table with no records yet has no directory (git keeps no empty
    // ones): inside an existing data/ that is an empty vendor, not a wrong root.
    if (code === 'ENOENT' && (await readdir(dirname(dir)).then(() => true, () => false))) return [];
    throw new CatalogueError(
      { file: label },
      code === 'ENOENT' ? 'directory not found (is the repository root right?)' : `cannot be listed (${String(error)})`,
    );
  }
  return names.filter((name) => name.endsWith('.json')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
